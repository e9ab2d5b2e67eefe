/**
 * Checks every translation against its English file: parity (ids, answers, sources, numbers,
 * placeholders, markers), the glossary's fixed terms, and a complete UI dictionary (every
 * English dictionary file and key in each language). Prints each problem with its file and
 * field, then how many files each language has translated; exits 1 if any problem was found.
 * The content test (tests/content/translations.test.ts) runs the same check in `npm test`.
 *
 *   node scripts/check-translations.ts [--root <project folder>]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TRANSLATED_LANGS, type Lang } from '../src/i18n/languages.ts';
import { glossaryProblems, type GlossaryTerm } from '../src/lib/glossary.ts';
import {
  dictionaryProblems,
  jsonParityProblems,
  jsonText,
  markdownParityProblems,
  markdownText,
  type DictionaryFiles,
} from '../src/lib/translation-parity.ts';

/** Every file under `folder`, recursively, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** The dictionary files of one folder (`src/i18n/es`), parsed; a file that cannot be parsed is left out (and reported). */
function dictionaryFiles(root: string, folder: string, problems: string[]): DictionaryFiles {
  const files: DictionaryFiles = {};
  for (const file of filesUnder(join(root, folder)).filter((name) => name.endsWith('.json'))) {
    try {
      files[file] = JSON.parse(readFileSync(join(root, folder, file), 'utf8'));
    } catch (error) {
      problems.push(`${join(folder, file)}: cannot be read: ${(error as Error).message}`);
    }
  }
  return files;
}

/** What the check found for one language: its translated files, and each problem as "<file>: <what is wrong>". */
export interface LanguageReport {
  lang: Lang;
  files: number;
  problems: string[];
}

/** Checks every translation of the project at `root` (content/<lang>/ and src/i18n/<lang>/). */
export function translationProblems(root: string): LanguageReport[] {
  const glossary: GlossaryTerm[] = JSON.parse(readFileSync(join(root, 'content/glossary.json'), 'utf8')).terms;
  return TRANSLATED_LANGS.map((lang) => {
    const problems: string[] = [];
    // The dictionary as a whole: a file or key a language lacks would show in English.
    const dictionary = join('src/i18n', lang);
    const englishDictionary = dictionaryFiles(root, 'src/i18n/en', problems);
    const translatedDictionary = dictionaryFiles(root, dictionary, problems);
    for (const problem of dictionaryProblems(englishDictionary, translatedDictionary)) problems.push(`${dictionary}/${problem}`);

    const pairs: [string, string][] = [
      ...filesUnder(join(root, 'content', lang)).map((file): [string, string] => [join('content', file), join('content', lang, file)]),
      ...filesUnder(join(root, dictionary)).map((file): [string, string] => [join('src/i18n/en', file), join(dictionary, file)]),
    ];
    for (const [englishPath, translatedPath] of pairs) {
      const found: string[] = [];
      const translated = readFileSync(join(root, translatedPath), 'utf8');
      const isDictionary = translatedPath.startsWith(dictionary);
      if (!existsSync(join(root, englishPath))) {
        if (!isDictionary) found.push(`has no English file ${englishPath}; a translation mirrors an English file's path`);
      } else if (!isDictionary) {
        // Dictionary files were compared above, key by key.
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
      problems.push(...found.map((problem) => `${translatedPath}: ${problem}`));
    }
    return { lang, files: pairs.length, problems };
  });
}

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
