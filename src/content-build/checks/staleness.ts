/**
 * The editors' to-do list of sources to re-check: every source whose `checked` month (or,
 * until someone checks it, the start of its `year`) is more than 18 months before today,
 * oldest first, with the claims that rest on it.
 */
import type { Source } from '../schemas/source.ts';
import { EXAMPLE_CITE } from '../../shared/rules/citations.ts';
import { claimIds, type ClaimFile } from './claim-checks.ts';

/** A source older than this many months must be checked again before it is relied on. */
const STALE_AFTER_MONTHS = 18;

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
      for (const id of claimIds(claim)) {
        if (id === EXAMPLE_CITE) continue;
        byKey.get(`${owner}#${id}`)?.claims.push(`${file.file}${file.separator}${claim.where}`);
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.since.localeCompare(b.since) || a.file.localeCompare(b.file));
}

/** How much of the content rests on sources checked in the last 18 months. */
export interface Coverage {
  sources: number;
  /** Sources that are not stale: checked (or, never checked, published) in the last 18 months. */
  current: number;
  /** Sources with a `checked` month, however old. */
  checked: number;
  /** Claims that cite at least one source (the "example" id aside). */
  citing: number;
  /** Of those, claims whose every cited source is current. */
  citingCurrent: number;
}

/** The coverage of `files` on the day `today`, given its stale sources. */
export function coverage(files: readonly ClaimFile[], stale: readonly StaleSource[]): Coverage {
  const staleKeys = new Set(stale.map(({ file, source }) => `${file}#${source.id ?? source.title}`));
  const sources = files.reduce((count, file) => count + file.sources.length, 0);
  let citing = 0;
  let citingCurrent = 0;
  for (const file of files) {
    for (const claim of file.claims) {
      const owner = file.sourcesOf ? file.sourcesOf(claim)?.file : file.file;
      const cited = claimIds(claim).filter((id) => id !== EXAMPLE_CITE);
      if (cited.length === 0) continue;
      citing += 1;
      if (cited.every((id) => !staleKeys.has(`${owner}#${id}`))) citingCurrent += 1;
    }
  }
  const checked = files.reduce((count, file) => count + file.sources.filter((source) => source.checked).length, 0);
  return { sources, current: sources - stale.length, checked, citing, citingCurrent };
}

/** One line about `coverage`, e.g. "200 of 240 sources are current (180 checked); …". */
export function coverageLine({ sources, current, checked, citing, citingCurrent }: Coverage): string {
  return `${current} of ${sources} sources are current (checked, or published, in the last ${STALE_AFTER_MONTHS} months; ${checked} have been checked); ${citingCurrent} of ${citing} claims that cite a source rest only on current ones.`;
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
