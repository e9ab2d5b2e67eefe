/**
 * The translation checks over a project's files (Node, at build and in
 * `npm run check:translations`): each file of `content/<lang>/` and `src/i18n/<lang>/` against
 * its English file (parity), its reader's text against the glossary, its sentences against
 * the 30-word limit English has, and each unit's numbers against its English's
 * (`translation-numbers.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { langTag, TRANSLATED_LANGS, type Lang } from '../../i18n/languages.ts';
import { glossaryProblems, type GlossaryTerm } from '../checks/glossary.ts';
import { textClaims } from '../checks/claim-files.ts';
import { longSentences, MAX_SENTENCE_WORDS } from '../checks/plain-english.ts';
import {
  dictionaryProblems,
  jsonParityProblems,
  jsonText,
  markdownParityProblems,
  splitFrontmatter,
  type DictionaryFiles,
} from './translation-parity.ts';
import { filesUnder } from '../read/files.ts';
import { hasContent, readContentJson } from '../read/content-files.ts';
import { withoutCitations } from '../../shared/rules/citations.ts';
import { numberProblems } from './translation-numbers.ts';
import { languageStatus, translatedFiles } from './translation-status.ts';

/** The problems of one translated file, each a sentence naming what to fix. */
function fileProblems(
  root: string,
  lang: Lang,
  english: string,
  translated: string,
  glossary: readonly GlossaryTerm[],
  parity: boolean,
): string[] {
  const text = readFileSync(join(root, translated), 'utf8');
  if (!existsSync(join(root, english)))
    return parity ? [`has no English file ${english}; a translation mirrors an English file's path`] : [];
  let readerTexts: string[];
  let problems: string[];
  try {
    const source = readFileSync(join(root, english), 'utf8');
    if (translated.endsWith('.json')) {
      problems = parity ? jsonParityProblems(JSON.parse(source), JSON.parse(text)) : [];
      readerTexts = jsonText(JSON.parse(text)).split('\n').map(withoutCitations);
    } else {
      problems = markdownParityProblems(source, text);
      const { data, body } = splitFrontmatter(text);
      // The body's paragraphs, items and headings as a reader sees them, as the English checks read them.
      readerTexts = [
        ...jsonText(data).split('\n'),
        ...textClaims(translated, [], body, 1).claims.flatMap((claim) => claim.texts.map(withoutCitations)),
      ];
    }
  } catch (error) {
    return [`cannot be read: ${(error as Error).message}`];
  }
  // Only the reader's text: keys, ids, icons and source titles stay as in English.
  for (const { found, use, term } of glossaryProblems(readerTexts.join('\n'), lang, glossary)) {
    problems.push(`uses "${found}" for "${term}"; the glossary's word is "${use}"`);
  }
  for (const { sentence, words } of readerTexts.flatMap((readerText) => longSentences(readerText, langTag(lang)))) {
    problems.push(`has a sentence of ${words} words (at most ${MAX_SENTENCE_WORDS}): "${sentence.slice(0, 60)}…"; split it`);
  }
  return problems;
}

/** The dictionary files of one folder (`src/i18n/es`), parsed; a file that cannot be parsed is left out and reported. */
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

/** What the check found for one language: how many files it has translated, and each problem as "<file>: <what is wrong>". */
export interface LanguageReport {
  lang: Lang;
  files: number;
  problems: string[];
}

/**
 * Checks every translation under `root`: the UI dictionary as a whole (a file or key a language
 * lacks would show in English), then each translated file against its English file.
 */
export function translationProblems(root: string): LanguageReport[] {
  const glossary = hasContent(root, 'glossary.json') ? (readContentJson(root, 'glossary.json') as { terms: GlossaryTerm[] }).terms : [];
  return TRANSLATED_LANGS.map((lang) => {
    const problems: string[] = [];
    const dictionary = join('src/i18n', lang);
    if (existsSync(join(root, 'src/i18n/en'))) {
      const english = dictionaryFiles(root, 'src/i18n/en', problems);
      const translated = dictionaryFiles(root, dictionary, problems);
      problems.push(...dictionaryProblems(english, translated).map((problem) => `${dictionary}/${problem}`));
    }
    const files = translatedFiles(root, lang);
    for (const { english, translated } of files) {
      // Dictionary files were compared key by key above; their words still meet the glossary and the sentence limit.
      const isDictionary = translated.startsWith(dictionary);
      problems.push(
        ...fileProblems(root, lang, english, translated, glossary, !isDictionary).map((problem) => `${translated}: ${problem}`),
      );
    }
    // Numbers last: a file the checks above refuse is not compared unit by unit.
    problems.push(...numberProblems(languageStatus(root, lang), lang));
    return { lang, files: files.length, problems };
  });
}
