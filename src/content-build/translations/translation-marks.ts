/**
 * Recording translated units as up to date: what `npm run translations:status -- --seed` and
 * `--mark` write into `content/<lang>/translated-from.json` (`translation-records.ts`).
 */
import type { Records, UnitRecord } from './translation-records.ts';
import type { FileStatus, UnitStatus } from './translation-status.ts';

/**
 * The records of `files` after recording the units `pick` chooses as translated from today's
 * English (`day`). A picked unit already current keeps its record and date; every other unit keeps
 * the record it has. With `numbers`, each picked unit's record also keeps the translation's numbers
 * it gives as checked (`UnitRecord.numbersChecked`). Records of units the English no longer has are dropped,
 * except those of a file whose translation does not match its English yet (kept for when it does).
 */
export function markUnits(
  files: readonly FileStatus[],
  records: Records,
  pick: (unit: UnitStatus) => boolean,
  day: string,
  numbers?: (unit: UnitStatus) => string | undefined,
): Records {
  const marked: Records = {};
  for (const file of files) {
    if (!file.matches) {
      for (const [key, record] of Object.entries(records)) if (key.startsWith(`${file.name}#`)) marked[key] = record;
      continue;
    }
    for (const unit of file.units) {
      const picked = pick(unit);
      const kept = unit.record && (unit.state === 'current' || !picked) ? { ...unit.record } : undefined;
      const record: UnitRecord | undefined = kept ?? (picked ? { en: unit.english.text, on: day } : undefined);
      if (!record) continue;
      const { section } = unit.english;
      if (section !== undefined && section >= 0) record.section = section;
      const checked = picked ? numbers?.(unit) : undefined;
      if (checked !== undefined) record.numbersChecked = checked;
      marked[unit.key] = record;
    }
  }
  return marked;
}

/**
 * What a translator names to mark: a file (`modules/x.json`, also written `content/es/modules/x.json`
 * or `src/i18n/es/learn.json`) or a unit in it (`modules/x.json#slides/slide-2`), as the file's
 * name in unit keys and the unit's path.
 */
export function markTarget(lang: string, target: string): { name: string; path: string | undefined } {
  const [file = '', path] = target.split('#');
  const name = file
    .replace(/^\.?\//, '')
    .replace(new RegExp(`^content/(${lang}/)?`), '')
    .replace(new RegExp(`^src/i18n/(en|${lang})/`), 'i18n/');
  return { name, path };
}

/** Whether a unit is among those `target` names: every unit of a file, or a unit and the units inside it (a slide's cards). */
export function unitPicker(lang: string, target: string): (unit: UnitStatus) => boolean {
  const { name, path } = markTarget(lang, target);
  if (path === undefined) return (unit) => unit.key.startsWith(`${name}#`);
  const key = `${name}#${path}`;
  return (unit) => unit.key === key || unit.key.startsWith(`${key}/`);
}
