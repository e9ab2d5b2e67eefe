/**
 * What `npm run translations:status` prints, and the build's one line about it: per language,
 * every translated unit whose English changed since it was recorded, the longest recorded first,
 * with what changed in the English (as gettext shows a fuzzy entry's previous msgid).
 */
import type { Lang } from '../../i18n/languages.ts';
import { behindUnits, type FileStatus, type UnitStatus } from './translation-status.ts';

/** One language's status. */
export interface LanguageFiles {
  lang: Lang;
  files: FileStatus[];
}

/** How many units of `files` are in each state, and how many files no longer match their English. */
function statusCounts(files: readonly FileStatus[]): { units: number; behind: number; unrecorded: number; mismatched: number } {
  const units = files.flatMap((file) => file.units);
  return {
    units: units.length,
    behind: units.filter((unit) => unit.state === 'behind').length,
    unrecorded: units.filter((unit) => unit.state === 'unrecorded').length,
    mismatched: files.filter((file) => !file.matches).length,
  };
}

/** One language's counts, e.g. "es 3 of 2,685 units behind their English, 4 not recorded yet". */
function languageLine({ lang, files }: LanguageFiles): string {
  const { units, behind, unrecorded, mismatched } = statusCounts(files);
  const parts = [`${lang} ${behind} of ${units.toLocaleString('en')} units behind their English`];
  if (unrecorded > 0) parts.push(`${unrecorded.toLocaleString('en')} not recorded yet`);
  if (mismatched > 0) parts.push(`${mismatched} files shown in English until they match it again`);
  return parts.join(', ');
}

/** The build's one line: how many units each language has behind its English, and the command that lists them. */
export function statusSummary(languages: readonly LanguageFiles[]): string {
  const all = languages.map(({ files }) => statusCounts(files));
  if (all.every(({ behind, unrecorded, mismatched }) => behind + unrecorded + mismatched === 0))
    return `Every translated unit matches the English it was translated from (${languages.map(({ lang }) => lang).join(', ')}).`;
  return `Translations: ${languages.map(languageLine).join('; ')}: npm run translations:status lists them.`;
}

/** The words of `before` and `after` that differ, with a few words around them: "… in 2023, the …" → "… in 2024, the …". */
function changedWords(before: string, after: string, around = 4): { was: string; now: string } {
  const [a, b] = [before.split(/\s+/), after.split(/\s+/)];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const show = (words: string[]) => {
    const from = Math.max(0, start - around);
    const to = Math.min(words.length, words.length - end + around);
    const middle = words.slice(from, to).join(' ');
    const cut = middle.length > 220 ? `${middle.slice(0, 220)}…` : middle;
    return `${from > 0 ? '…' : ''}${cut}${to < words.length ? '…' : ''}`;
  };
  return { was: show(a), now: show(b) };
}

/** One unit behind its English: when it was recorded, its key and title, and what changed. */
function behindBlock(unit: UnitStatus): string {
  const { was, now } = changedWords(unit.record!.en, unit.english.text);
  return `  ${unit.record!.on}  ${unit.key} ("${unit.english.title}")\n      English then: ${was}\n      English now:  ${now}`;
}

/** The full report for `npm run translations:status`. */
export function statusReport(languages: readonly LanguageFiles[]): string {
  const blocks = languages.map(({ lang, files }) => {
    const lines = [`${languageLine({ lang, files })}:`];
    lines.push(...behindUnits(files).map(behindBlock));
    const unrecorded = files.flatMap((file) => file.units.filter((unit) => unit.state === 'unrecorded'));
    if (unrecorded.length > 0) {
      lines.push(`  Not recorded yet (new in English and in the translation; check each, then mark it):`);
      lines.push(...unrecorded.map((unit) => `    ${unit.key} ("${unit.english.title}")`));
    }
    for (const file of files.filter((entry) => !entry.matches))
      lines.push(
        `  ${file.translated} no longer has the shape of ${file.english}: the page shows the English until it does (npm run check:translations says what differs).`,
      );
    return lines.join('\n');
  });
  const mark = 'A unit brought up to date: npm run translations:status -- --mark <lang> <file>#<unit> (or <file> for all its units).';
  return [statusSummary(languages), ...blocks, mark].join('\n\n');
}
