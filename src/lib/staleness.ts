/**
 * The editors' to-do list of sources to re-check: every source whose `checked` month (or,
 * until someone checks it, the start of its `year`) is more than 18 months before today,
 * oldest first, with the claims that rest on it.
 */
import type { Source } from '../schemas/source.ts';
import { EXAMPLE_CITE } from './citations.ts';
import type { ClaimFile } from './claim-checks.ts';

/** A source older than this many months must be checked again before it is relied on. */
export const STALE_AFTER_MONTHS = 18;

/** One source to re-check. */
export interface StaleSource {
  file: string;
  source: Source;
  /** The month it dates from, "YYYY-MM". */
  since: string;
  /** Whether `since` is a `checked` month (true) or only the publication year (false). */
  checked: boolean;
  /** Where the claims that cite it are, e.g. `content/exam.json: entry "f3"`. */
  claims: string[];
}

/** Months since year 0 of a "YYYY-MM" or "YYYY-MM-DD" text, or of January of a year. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;

/** The stale sources of `files` on the day `today`, oldest first (then by file). */
export function staleSources(files: readonly ClaimFile[], today: Date, months = STALE_AFTER_MONTHS): StaleSource[] {
  const now = monthIndex(today.getUTCFullYear(), today.getUTCMonth() + 1);
  const byKey = new Map<string, StaleSource>();
  for (const file of files) {
    for (const source of file.sources) {
      const [year, month] = source.checked ? source.checked.split('-').map(Number) : [source.year, 1];
      const since = monthIndex(year!, month!);
      if (now - since <= months) continue;
      const key = `${file.file}#${source.id ?? source.title}`;
      if (!byKey.has(key))
        byKey.set(key, {
          file: file.file,
          source,
          since: `${year}-${String(month).padStart(2, '0')}`,
          checked: source.checked !== undefined,
          claims: [],
        });
    }
  }
  for (const file of files) {
    for (const claim of file.claims) {
      const owner = file.sourcesOf ? file.sourcesOf(claim)?.file : file.file;
      for (const id of claim.cites) {
        if (id === EXAMPLE_CITE) continue;
        byKey.get(`${owner}#${id}`)?.claims.push(`${file.file}${file.separator}${claim.where}`);
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.since.localeCompare(b.since) || a.file.localeCompare(b.file));
}

/** The build's one line about stale sources. */
export function staleSummary(stale: readonly StaleSource[]): string {
  if (stale.length === 0) return `Every source was checked in the last ${STALE_AFTER_MONTHS} months.`;
  const never = stale.filter((entry) => !entry.checked).length;
  return `${stale.length} sources are older than ${STALE_AFTER_MONTHS} months (${never} never checked; oldest ${stale[0]!.since}): npm run content:stale lists them.`;
}

/** The full report, one block per source, for `npm run content:stale`. */
export function staleReport(stale: readonly StaleSource[]): string {
  const blocks = stale.map(({ file, source, since, checked, claims }) => {
    const when = checked ? `checked ${since}` : `never checked, published ${source.year}`;
    const rest = claims.length > 0 ? claims.map((claim) => `    - ${claim}`).join('\n') : '    (no claim cites it yet)';
    return `${since}  ${file}: ${source.id ?? '(no id)'}: ${source.publisher}, "${source.title}" (${when})\n${rest}`;
  });
  return [staleSummary(stale), ...blocks].join('\n\n');
}
