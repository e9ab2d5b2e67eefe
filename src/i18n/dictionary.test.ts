import { describe, expect, it } from 'vitest';
import { dictionaryFiles, translatedFiles } from './index.ts';
import { TRANSLATED_LANGS } from './languages.ts';
import { dictionaryProblems, type DictionaryFiles } from '../content-build/translations/translation-parity.ts';

/** The English dictionary as files (`learn.json` → its texts). */
const english: DictionaryFiles = Object.fromEntries(Object.entries(dictionaryFiles).map(([name, texts]) => [`${name}.json`, texts]));

/** One language's dictionary files, as the site loads them (`src/i18n/<lang>/*.json`). */
const filesOf = (lang: string): DictionaryFiles =>
  Object.fromEntries(
    Object.entries(translatedFiles)
      .filter(([path]) => path.startsWith(`./${lang}/`))
      .map(([path, texts]) => [path.slice(lang.length + 3), texts]),
  );

describe('the UI dictionary in every language', () => {
  it('has the same files in English as the site loads', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(filesOf('en')).sort());
  });

  it.each(TRANSLATED_LANGS)('%s has every English file and key, with the same placeholders, and no text left empty', (lang) => {
    expect(dictionaryProblems(english, filesOf(lang))).toEqual([]);
  });
});

describe('dictionary problems', () => {
  const en = { 'site.json': { 'nav.home': 'Home', 'footer.rights': '© {year} {company}' }, 'learn.json': { 'level.Beginner': 'Beginner' } };
  const es = {
    'site.json': { 'nav.home': 'Inicio', 'footer.rights': '© {year} {company}' },
    'learn.json': { 'level.Beginner': 'Principiante' },
  };

  it('finds none in a complete translation', () => {
    expect(dictionaryProblems(en, es)).toEqual([]);
  });

  it('names a whole file a language lacks', () => {
    expect(dictionaryProblems(en, { 'site.json': es['site.json'] })).toEqual([
      'learn.json: missing; every English dictionary file needs its translation',
    ]);
  });

  it('names a key a language lacks, and one English does not have', () => {
    expect(dictionaryProblems(en, { ...es, 'learn.json': { 'level.beginner': 'Principiante' } })).toEqual([
      'learn.json level.Beginner: missing; keep every field of the English',
      'learn.json level.beginner: not in the English; remove it',
    ]);
  });

  it('names a text whose placeholders differ from the English, or that is empty', () => {
    expect(dictionaryProblems(en, { ...es, 'site.json': { 'nav.home': ' ', 'footer.rights': '© {years} {company}' } })).toEqual([
      'site.json footer.rights: placeholders {company, years} differ from the English {company, year}; keep them exactly',
      'site.json nav.home: empty; translate it',
    ]);
  });

  it('names a file with no English file of that name', () => {
    expect(dictionaryProblems(en, { ...es, 'extra.json': {} })).toEqual(['extra.json: has no English file of that name']);
  });
});
