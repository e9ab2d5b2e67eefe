/**
 * Checks every translation against its English file (parity: ids, answers, sources, numbers,
 * placeholders, markers), the glossary's fixed terms and the 30-word sentence limit. Prints each
 * problem with its file and field, then how many files each language has translated; exits 1 if
 * any problem was found. `npm run check:content` (the build) runs the same checks.
 *
 *   node scripts/check-translations.ts [--root <project folder>]
 */
import { translationProblems } from '../src/build/translation-files.ts';

const rootFlag = process.argv.indexOf('--root');
const root = (rootFlag > 0 && process.argv[rootFlag + 1]) || process.cwd();
const { problems, counts } = translationProblems(root);
for (const problem of problems) console.log(problem);
for (const [lang, count] of Object.entries(counts)) console.log(`${lang}: ${count} translated files`);
console.log(problems.length === 0 ? 'No translation problems.' : `${problems.length} translation problems.`);
process.exitCode = problems.length === 0 ? 0 : 1;
