/**
 * `npm run translations:status`: per language, every translated unit whose English changed since
 * it was recorded (`content/<lang>/translated-from.json`), the longest recorded first, with what
 * changed; always exits 0 (a translation behind its English is work to do, not a broken build).
 *
 *   npm run translations:status                                   the report
 *   npm run translations:status -- --mark es modules/x.json#slides/slide-2   record a unit (and the units inside it) as up to date
 *   npm run translations:status -- --mark es modules/x.json       every unit of a file
 *   … --mark es <unit> --numbers-checked                        and its numbers, which say the English's in other words
 *   npm run translations:status -- --seed [es pt-br]              take every unit of today as translated from today's English
 *   … --root <project folder>
 */
import { TRANSLATED_LANGS, type Lang } from '../src/i18n/languages.ts';
import { markTarget, markUnits, unitPicker } from '../src/content-build/translations/translation-marks.ts';
import { readRecords, today, writeRecords, RECORDS_FILE } from '../src/content-build/translations/translation-records.ts';
import { statusReport } from '../src/content-build/translations/translation-report.ts';
import { numberDifference, numberValues } from '../src/content-build/translations/translation-numbers.ts';
import { languageStatus, type UnitStatus } from '../src/content-build/translations/translation-status.ts';

/** `--seed`: every unit of `langs` recorded as translated from today's English (a unit already current keeps its date). */
export function seed(root: string, langs: readonly Lang[], day = today()): string[] {
  return langs.map((lang) => {
    const records = readRecords(root, lang);
    const files = languageStatus(root, lang, records);
    const marked = markUnits(files, records, () => true, day);
    writeRecords(root, lang, marked);
    const fresh = Object.entries(marked).filter(([key, record]) => records[key]?.en !== record.en).length;
    return `${lang}: ${Object.keys(marked).length} units recorded in content/${lang}/${RECORDS_FILE} (${fresh} new or changed).`;
  });
}

/**
 * `--mark <lang> <target>…`: the units each target names recorded as up to date; with
 * `numbersChecked`, their numbers too as checked against the English's. Throws when a target names no unit.
 */
export function mark(root: string, lang: Lang, targets: readonly string[], day = today(), numbersChecked = false): string[] {
  const records = readRecords(root, lang);
  const files = languageStatus(root, lang, records);
  const units = files.flatMap((file) => file.units);
  const picks = targets.map((target) => ({ target, pick: unitPicker(lang, target) }));
  for (const { target, pick } of picks) {
    if (units.some(pick)) continue;
    const file = files.find((entry) => !entry.matches && entry.name === markTarget(lang, target).name);
    throw new Error(
      file
        ? `${file.translated} does not have the shape of ${file.english} yet: npm run check:translations says what differs; mark it once it does.`
        : `${lang} has no translated unit "${target}": name a file (modules/x.json) or a unit as the status report shows it (modules/x.json#slides/slide-2).`,
    );
  }
  const picked = units.filter((unit) => picks.some(({ pick }) => pick(unit)));
  // Only where they differ: a unit inside a marked one whose numbers match needs no note.
  const numbers = numbersChecked
    ? (unit: UnitStatus) =>
        numberDifference(unit.english.text, unit.translated.text, lang) ? numberValues(unit.translated.text, lang) : undefined
    : undefined;
  writeRecords(
    root,
    lang,
    markUnits(files, records, (unit) => picked.includes(unit), day, numbers),
  );
  const behind = picked.filter((unit) => unit.state === 'behind').length;
  return [`${lang}: ${picked.length} units recorded as translated from today's English (behind until now: ${behind}).`];
}

/** Whether `value` names a language translated from English (`es`, `pt-br`). */
const isTranslated = (value: string | undefined): value is Lang => (TRANSLATED_LANGS as readonly (string | undefined)[]).includes(value);

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootFlag = args.indexOf('--root');
  const root = (rootFlag >= 0 && args[rootFlag + 1]) || process.cwd();
  const rest = rootFlag >= 0 ? args.filter((_, index) => index !== rootFlag && index !== rootFlag + 1) : args;
  try {
    if (rest[0] === '--seed') {
      const langs = rest.slice(1);
      const unknown = langs.find((lang) => !isTranslated(lang));
      if (unknown) throw new Error(`"${unknown}" is not a translated language (${TRANSLATED_LANGS.join(', ')}).`);
      console.log(seed(root, langs.length > 0 ? langs.filter(isTranslated) : TRANSLATED_LANGS).join('\n'));
    } else if (rest[0] === '--mark') {
      const [lang, ...targets] = rest.slice(1).filter((arg) => arg !== '--numbers-checked');
      if (!isTranslated(lang) || targets.length === 0)
        throw new Error(
          `Write: npm run translations:status -- --mark <${TRANSLATED_LANGS.join('|')}> <file or file#unit>… [--numbers-checked]`,
        );
      console.log(mark(root, lang, targets, today(), rest.includes('--numbers-checked')).join('\n'));
    } else {
      console.log(statusReport(TRANSLATED_LANGS.map((lang) => ({ lang, files: languageStatus(root, lang) }))));
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
