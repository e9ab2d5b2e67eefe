/**
 * Checks every translation against its English file: parity (ids, answers, sources, numbers,
 * placeholders, markers) and the glossary's fixed terms. Prints each problem with its file and
 * field, then how many files each language has translated; exits 1 if any problem was found.
 *
 *   node scripts/check-translations.ts [--root <project folder>]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TRANSLATED_LANGS } from '../src/i18n/languages.ts';
import { glossaryProblems, type GlossaryTerm } from '../src/lib/glossary.ts';
import { jsonParityProblems, jsonText, markdownParityProblems, markdownText } from '../src/lib/translation-parity.ts';

const rootFlag = process.argv.indexOf('--root');
const root = (rootFlag > 0 && process.argv[rootFlag + 1]) || process.cwd();
const glossary: GlossaryTerm[] = JSON.parse(readFileSync(join(root, 'content/glossary.json'), 'utf8')).terms;

/** Every file under `folder`, recursively, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

let problems = 0;
for (const lang of TRANSLATED_LANGS) {
  const pairs: [string, string][] = [
    ...filesUnder(join(root, 'content', lang)).map((file): [string, string] => [join('content', file), join('content', lang, file)]),
    ...filesUnder(join(root, 'src/i18n', lang)).map((file): [string, string] => [join('src/i18n/en', file), join('src/i18n', lang, file)]),
  ];
  for (const [englishPath, translatedPath] of pairs) {
    const found: string[] = [];
    const translated = readFileSync(join(root, translatedPath), 'utf8');
    if (!existsSync(join(root, englishPath))) {
      found.push(`has no English file ${englishPath}; a translation mirrors an English file's path`);
    } else {
      const english = readFileSync(join(root, englishPath), 'utf8');
      try {
        found.push(
          ...(translatedPath.endsWith('.json')
            ? jsonParityProblems(JSON.parse(english), JSON.parse(translated))
            : markdownParityProblems(english, translated)),
        );
      } catch (error) {
        found.push(`cannot be read: ${(error as Error).message}`);
      }
    }
    let text = translated;
    try {
      text = translatedPath.endsWith('.json') ? jsonText(JSON.parse(translated)) : markdownText(translated);
    } catch {
      // Reported above as a file that cannot be read.
    }
    // Only the reader's text: keys, ids, icons and source titles stay as in English.
    for (const { found: word, use, term } of glossaryProblems(text, lang, glossary)) {
      found.push(`uses "${word}" for "${term}"; the glossary's word is "${use}"`);
    }
    for (const problem of found) console.log(`${translatedPath}: ${problem}`);
    problems += found.length;
  }
  console.log(`${lang}: ${pairs.length} translated files`);
}
console.log(problems === 0 ? 'No translation problems.' : `${problems} translation problems.`);
process.exitCode = problems === 0 ? 0 : 1;
