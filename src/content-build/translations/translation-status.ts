/**
 * Where each translation stands against its English, unit by unit (`translation-units.ts`):
 * current (its English is the one recorded in `content/<lang>/translated-from.json`), behind (the
 * English changed since) or not recorded yet. Read from the files in Node: by the status
 * command, the translation check, the build's summary line and the pages' notices.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../i18n/languages.ts';
import { filesUnder } from '../read/files.ts';
import { contentFilesUnder } from '../read/content-files.ts';
import { jsonParityProblems, markdownParityProblems } from './translation-parity.ts';
import { readRecords, RECORDS_FILE, type Records, type UnitRecord } from './translation-records.ts';
import { dictionaryUnits, headingSlugs, jsonUnits, markdownUnits, type Unit } from './translation-units.ts';

/** One translated file and the English file it mirrors, relative to the project. */
export interface FilePair {
  /** The name both share in unit keys: `modules/x.json` (under `content/`) or `i18n/site.json` (a UI dictionary file). */
  name: string;
  english: string;
  translated: string;
}

/** Each translated file of `lang` under `root` (its record left out), paired with the English file it mirrors. */
export function translatedFiles(root: string, lang: Lang): FilePair[] {
  const content = contentFilesUnder(root, lang)
    .filter((file) => file !== RECORDS_FILE)
    .map((file) => ({ name: file, english: join('content', file), translated: join('content', lang, file) }));
  const dictionary = filesUnder(join(root, 'src/i18n', lang)).map((file) => ({
    name: `i18n/${file}`,
    english: join('src/i18n/en', file),
    translated: join('src/i18n', lang, file),
  }));
  return [...content, ...dictionary].sort((a, b) => a.name.localeCompare(b.name));
}

/** A translated unit against the English it was translated from. */
export interface UnitStatus {
  /** `<file name>#<unit path>`, e.g. `modules/what-is-money-really.json#slides/slide-2`. */
  key: string;
  english: Unit;
  translated: Unit;
  /** What it was recorded as translated from, when it was. */
  record?: UnitRecord | undefined;
  state: 'current' | 'behind' | 'unrecorded';
}

/** One translated file's units, or why they cannot be compared. */
export interface FileStatus extends FilePair {
  /** False when the translation no longer has its English file's shape: the page shows the English file (`npm run check:translations` says why). */
  matches: boolean;
  units: UnitStatus[];
}

/** The units of both files of `pair`, or undefined when they cannot be read or no longer have the same shape. */
function unitPairs(root: string, pair: FilePair): { english: Unit[]; translated: Unit[] } | undefined {
  if (!existsSync(join(root, pair.english))) return undefined;
  try {
    const english = readFileSync(join(root, pair.english), 'utf8');
    const translated = readFileSync(join(root, pair.translated), 'utf8');
    if (pair.name.startsWith('i18n/'))
      return { english: dictionaryUnits(JSON.parse(english)), translated: dictionaryUnits(JSON.parse(translated)) };
    if (pair.name.endsWith('.json')) {
      const [en, tr] = [JSON.parse(english), JSON.parse(translated)];
      return jsonParityProblems(en, tr).length > 0 ? undefined : { english: jsonUnits(en), translated: jsonUnits(tr) };
    }
    if (markdownParityProblems(english, translated).length > 0) return undefined;
    return { english: markdownUnits(english), translated: markdownUnits(translated, headingSlugs(english)) };
  } catch {
    // A file that cannot be parsed is the translation check's to report.
    return undefined;
  }
}

/**
 * The record of `unit` of the file `name`: its own, or for a section whose heading was renamed in
 * English, the record left at the same place by the old heading.
 */
function recordOf(records: Records, name: string, unit: Unit, englishPaths: ReadonlySet<string>): UnitRecord | undefined {
  const own = records[`${name}#${unit.path}`];
  if (own || unit.section === undefined || unit.section < 0) return own;
  const prefix = `${name}#`;
  return Object.entries(records).find(
    ([key, record]) => key.startsWith(prefix) && record.section === unit.section && !englishPaths.has(key.slice(prefix.length)),
  )?.[1];
}

/** Every translated file of `lang` under `root`, unit by unit, against `records` (default: the language's record file). */
export function languageStatus(root: string, lang: Lang, records: Records = readRecords(root, lang)): FileStatus[] {
  return translatedFiles(root, lang).map((pair) => {
    const units = unitPairs(root, pair);
    if (!units) return { ...pair, matches: false, units: [] };
    const byPath = new Map(units.translated.map((unit) => [unit.path, unit]));
    const englishPaths = new Set(units.english.map((unit) => unit.path));
    // A unit the translation lacks (an entry of a list file) shows in English: nothing to compare.
    const compared = units.english.flatMap((english) => {
      const translated = byPath.get(english.path);
      if (!translated) return [];
      const record = recordOf(records, pair.name, english, englishPaths);
      const state: UnitStatus['state'] = !record ? 'unrecorded' : record.en === english.text ? 'current' : 'behind';
      return [{ key: `${pair.name}#${english.path}`, english, translated, record, state }];
    });
    return { ...pair, matches: true, units: compared };
  });
}

/** The units of `files` whose English changed since they were recorded, the longest recorded first (then by file, in file order). */
export function behindUnits(files: readonly FileStatus[]): UnitStatus[] {
  const behind = files.flatMap((file) => file.units.filter((unit) => unit.state === 'behind'));
  return behind
    .map((unit, order) => ({ unit, order }))
    .sort((a, b) => a.unit.record!.on.localeCompare(b.unit.record!.on) || a.order - b.order)
    .map(({ unit }) => unit);
}
