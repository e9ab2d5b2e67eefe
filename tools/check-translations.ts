/**
 * Checks every translation against its English file: parity (ids, answers, sources, numbers,
 * placeholders, markers), a complete UI dictionary (every English file and key in each
 * language), the glossary's fixed terms, the 30-word sentence limit, and the numbers in each
 * translated unit whose English has not changed since it was translated
 * (`src/content-build/translations/translation-files.ts`; a unit behind its English is `npm run translations:status`'s). Prints each problem with its file and field, then how many
 * files each language has translated; exits 1 if any problem was found. The build warns about the
 * same problems; src/content-build/translations/translations.test.ts fails on them.
 *
 *   node tools/check-translations.ts [--root <project folder>]
 */
import { translationProblems } from '../src/content-build/translations/translation-files.ts';

export { translationProblems };

if (import.meta.url === `file://${process.argv[1]}`) {
  const rootFlag = process.argv.indexOf('--root');
  const root = (rootFlag > 0 && process.argv[rootFlag + 1]) || process.cwd();
  let problems = 0;
  for (const report of translationProblems(root)) {
    for (const problem of report.problems) console.log(problem);
    problems += report.problems.length;
    console.log(`${report.lang}: ${report.files} translated files`);
  }
  console.log(problems === 0 ? 'No translation problems.' : `${problems} translation problems.`);
  process.exitCode = problems === 0 ? 0 : 1;
}
