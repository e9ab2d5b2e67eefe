/**
 * The numbers of a translated unit against its English's: years, amounts, percentages and counts
 * must be the same, each read in its own language's number format ("1,300.5" in English is
 * "1.300,5" in Spanish and Portuguese). The separators come from `Intl.NumberFormat`, so a new
 * language needs no rule here.
 */
import { langTag, type Lang } from '../../i18n/languages.ts';
import { placeholders } from './translation-parity.ts';
import type { FileStatus } from './translation-status.ts';

/** A number as written in a text, and its value. */
export interface WrittenNumber {
  written: string;
  value: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The group and decimal separators `Intl` uses for `tag`, e.g. `,` and `.` for English. */
export function separators(tag: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(tag, { useGrouping: 'always' }).formatToParts(12345.6);
  return { group: parts.find((part) => part.type === 'group')!.value, decimal: parts.find((part) => part.type === 'decimal')!.value };
}

/**
 * The words `tag` writes after a number for thousands, millions, billions and trillions, with the
 * power each stands for, longest first ("mil millones" before "mil"), from Intl's long compact
 * notation: English "billion", Spanish "mil millones", Portuguese "bilhão" and "bilhões".
 */
export function scaleWords(tag: string): { word: string; scale: number }[] {
  const format = new Intl.NumberFormat(tag, { notation: 'compact', compactDisplay: 'long' });
  const words = new Map<string, number>();
  for (const scale of [1e3, 1e6, 1e9, 1e12])
    for (const count of [1, 2]) {
      const word = format.formatToParts(count * scale).find((part) => part.type === 'compact')?.value;
      if (word && !words.has(word)) words.set(word, scale);
    }
  return [...words].map(([word, scale]) => ({ word, scale })).sort((a, b) => b.word.length - a.word.length);
}

const patterns = new Map<string, { pattern: RegExp; read: (written: string) => number }>();

/**
 * A number in `tag`'s format: digits grouped by threes with its group separator, or plain digits,
 * either with a decimal part, and the scale word that may follow it ("1,3 bilhão").
 */
function numberReader(tag: string) {
  let reader = patterns.get(tag);
  if (!reader) {
    const { group, decimal } = separators(tag);
    const scales = scaleWords(tag);
    const [g, d] = [escape(group), escape(decimal)];
    const digits = `(?<![\\d${g}${d}])(?:\\d{1,3}(?:${g}\\d{3})+(?:${d}\\d+)?|\\d+(?:${d}\\d+)?)(?![\\d])`;
    const scale = `(?:[\\s\\u00a0]+(?:${scales.map(({ word }) => escape(word)).join('|')})(?![\\p{L}]))?`;
    const pattern = new RegExp(`${digits}${scale}`, 'giu');
    const read = (written: string) => {
      const [number = '', ...word] = written.split(/[\s\u00a0]+/);
      const times = scales.find((entry) => entry.word === word.join(' ').toLocaleLowerCase(tag))?.scale ?? 1;
      // toPrecision: 11.4 × 10⁹ is 11,400,000,000, not 11,400,000,000.000002.
      return Number((Number(number.replaceAll(group, '').replace(decimal, '.')) * times).toPrecision(12));
    };
    patterns.set(tag, (reader = { pattern, read }));
  }
  return reader;
}

/** Every number written in `text`, read in `lang`'s format, scale words included ("1.3 billion" is 1300000000); `{placeholders}` are left out. */
export function numbersIn(text: string, lang: Lang): WrittenNumber[] {
  const { pattern, read } = numberReader(langTag(lang));
  const words = placeholders(text).reduce((rest, name) => rest.replaceAll(`{${name}}`, ' '), text);
  return [...words.matchAll(pattern)].map(([written]) => ({ written, value: read(written) }));
}

/** The items of `list` that `other` lacks, counting repeats. */
function unmatched(list: readonly WrittenNumber[], other: readonly WrittenNumber[]): WrittenNumber[] {
  const rest = other.map((item) => item.value);
  return list.filter((item) => {
    const at = rest.indexOf(item.value);
    if (at === -1) return true;
    rest.splice(at, 1);
    return false;
  });
}

/** A number as a reader of `lang` sees it, with its value when separators could mislead: `"1,300" (1.3)`. */
function shown({ written, value }: WrittenNumber): string {
  return /\D/.test(written) ? `"${written}" (${value})` : `"${written}"`;
}

/**
 * What differs between the numbers of an English text and of its translation into `lang`, as one
 * phrase (`the English has "2023" where the translation has "2024"`), or undefined when they match.
 */
export function numberDifference(english: string, translated: string, lang: Lang): string | undefined {
  const ours = numbersIn(english, 'en');
  const theirs = numbersIn(translated, lang);
  const missing = unmatched(ours, theirs);
  const extra = unmatched(theirs, ours);
  if (missing.length === 0 && extra.length === 0) return undefined;
  const list = (numbers: WrittenNumber[]) => numbers.map(shown).join(', ');
  if (missing.length > 0 && extra.length > 0) return `the English has ${list(missing)} where the translation has ${list(extra)}`;
  if (missing.length > 0) return `the translation lacks the English's ${list(missing)}`;
  return `the translation has ${list(extra)}, which the English does not`;
}

/** The values of the numbers of `text` in `lang`, in order, as `UnitRecord.numbersChecked` keeps them. */
export const numberValues = (text: string, lang: Lang) =>
  numbersIn(text, lang)
    .map(({ value }) => value)
    .join(' ');

/**
 * The number check of `lang`'s translated units: each unit whose English has not changed since it
 * was recorded (or that is not recorded yet) must have the English's numbers, unless a translator
 * checked that its own say the same in other words. A unit behind its English is never refused:
 * an English editor is never blocked. Each problem names the file, the unit and both numbers.
 */
export function numberProblems(files: readonly FileStatus[], lang: Lang): string[] {
  return files.flatMap((file) =>
    file.units.flatMap((unit) => {
      if (unit.state === 'behind') return [];
      const difference = numberDifference(unit.english.text, unit.translated.text, lang);
      if (!difference || unit.record?.numbersChecked === numberValues(unit.translated.text, lang)) return [];
      const { group, decimal } = separators(langTag(lang));
      return [
        `${file.translated}: ${unit.english.path} ("${unit.english.title}"): ${difference} (read as ${lang} numbers: 1${group}300 = 1300, 1${decimal}5 = 1.5). Write the English's numbers; if the translation says the same in other words, record that: npm run translations:status -- --mark ${lang} ${unit.key} --numbers-checked`,
      ];
    }),
  );
}
