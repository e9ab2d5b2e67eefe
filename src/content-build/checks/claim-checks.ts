/**
 * The claim rules of the content guide, over the whole content: every figure rests on exactly
 * one source of its file, named by the `[^id]` right after its sentence or by the `cites` of
 * what holds it; every cited id exists; every text keeps to plain English (sentences of at most
 * 30 words, no phrase of `content/plain-english.json`); and the sources themselves hold
 * (`source-checks.ts`). Each problem is one sentence that names the file, the slide, question
 * or line, and the fix.
 */
import type { Source } from '../schemas/source.ts';
import { citationIds, citedPieces, EXAMPLE_CITE, withoutCitations } from '../../shared/rules/citations.ts';
import { findFigure } from './figures.ts';
import { proseProblems, type PlainPhrase } from './plain-english.ts';
import { sourceProblems } from './source-checks.ts';

/** One thing a reader takes in as a whole: a slide, a card, a question, a paragraph of a lesson. */
export interface Claim {
  /** Where an editor finds it, e.g. `slides[3] ("Saving Rates")` or `line 42`. */
  where: string;
  /**
   * Its texts as written, each checked on its own: a lesson's paragraph, a slide's paragraphs
   * and comparison items, a card's description, a module question's explanation. A figure here
   * rests on the `[^id]` that follows its sentence, or else on `cites`.
   */
  texts: readonly string[];
  /** Its texts with no place for a marker (titles, questions, options): their figures rest on `cites`. Default: none. */
  unmarked?: readonly string[];
  /**
   * The ids of its `cites`: the source of each figure no marker follows. A card without its own
   * takes its slide's when it holds a figure, and none when it holds no figure (it is then no
   * cited claim: nothing on it rests on the slide's source as worded).
   */
  cites: readonly string[];
  /** Whether a figure here needs a citation (statistics cards carry their source beside them). */
  needsCite: boolean;
}

/** A content file, its sources and its claims. */
export interface ClaimFile {
  /** e.g. `content/modules/what-is-money-really.json`. */
  file: string;
  /** How a file's problems are joined to it: `: ` for JSON fields, ` ` for `line 42`. */
  separator: ': ' | ' ';
  /** The file whose `sources` its claims cite (a quiz question cites its module's); default: itself. */
  sourcesOf?: (claim: Claim) => { file: string; sources: readonly Source[] } | undefined;
  sources: readonly Source[];
  claims: readonly Claim[];
  /** How to add a citation in this kind of file, e.g. `add "cites": ["id"]`. */
  howToCite: string;
}

const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(', ');
const idsOf = (sources: readonly Source[]) => [...sources.flatMap((source) => (source.id ? [source.id] : [])), EXAMPLE_CITE];

/** Every id a claim cites, each once: its `cites`, then its markers in order. */
export function claimIds(claim: Claim): string[] {
  return [...new Set([...claim.cites, ...claim.texts.flatMap(citationIds)])];
}

/** The first figure of `claim` that rests on no source, and the first that rests on several, each with the ids it rests on. */
function figureSources(claim: Claim) {
  let missing: ReturnType<typeof findFigure>;
  let several: { figure: NonNullable<ReturnType<typeof findFigure>>; ids: string[] } | undefined;
  for (const text of [...(claim.unmarked ?? []).map(withoutCitations), ...claim.texts]) {
    for (const piece of citedPieces(text)) {
      const figure = findFigure(piece.text);
      if (!figure) continue;
      const ids = piece.ids.length > 0 ? piece.ids : [...claim.cites];
      if (ids.length === 0) missing ??= figure;
      else if (new Set(ids).size > 1) several ??= { figure, ids };
    }
  }
  return { missing, several };
}

/** The problems of one claim of `file`. */
function oneClaimProblems(file: ClaimFile, claim: Claim, phrases: readonly PlainPhrase[]): string[] {
  const problems: string[] = [];
  const at = `${file.file}${file.separator}${claim.where}`;
  const owner = file.sourcesOf ? file.sourcesOf(claim) : { file: file.file, sources: file.sources };
  const known = idsOf(owner?.sources ?? []);
  if (owner) {
    for (const id of claimIds(claim).filter((id) => !known.includes(id)))
      problems.push(
        file.sourcesOf
          ? `${at}: cites "${id}" but ${owner.file} has no source with that id: use one of ${quoted(known)}.`
          : `${at}: cites ${claim.cites.includes(id) ? `"${id}"` : `[^${id}]`} but no source has that id: use one of ${quoted(known)}.`,
      );
  }
  for (const id of (claim.unmarked ?? []).flatMap(citationIds))
    problems.push(
      `${at}: [^${id}] is in a title, a question or an option, where no "Source:" line shows it: name the source in "cites"${file.sourcesOf ? '' : ", or put the marker after a sentence of the text (a paragraph, a card's description, a comparison item or the explanation)"}.`,
    );
  const { missing, several } = claim.needsCite ? figureSources(claim) : {};
  if (missing) {
    const choices = known.length > 1 ? ` (one of ${quoted(known)})` : `; add the source to ${owner?.file ?? file.file} first`;
    problems.push(
      `${at}: "${missing.match}" is ${missing.kind} but cites no source: ${file.howToCite} with the id of the source it rests on${choices}.`,
    );
  }
  if (several)
    problems.push(
      `${at}: "${several.figure.match}" is ${several.figure.kind} resting on ${several.ids.length} sources (${quoted(several.ids)}): a figure names the one source it rests on: keep that one's id there, and put each other [^id] right after the sentence it supports.`,
    );
  const texts = [...(claim.unmarked ?? []), ...claim.texts].map(withoutCitations);
  problems.push(...new Set(texts.flatMap((text) => proseProblems(text, phrases).map((problem) => `${at}: ${problem.message}`))));
  return problems;
}

/** Every claim and source problem of `files`, each one sentence naming the file, the place and the fix. */
export function claimProblems(files: readonly ClaimFile[], phrases: readonly PlainPhrase[]): string[] {
  return [...sourceProblems(files), ...files.flatMap((file) => file.claims.flatMap((claim) => oneClaimProblems(file, claim, phrases)))];
}
