/**
 * The claim rules of the content guide, over the whole content: every figure cites a source of
 * its file by id, every cited id exists, and every text keeps to plain English (sentences of at
 * most 30 words, no phrase of `content/plain-english.json`). Each problem is one sentence that
 * names the file, the slide, question or line, and the fix.
 */
import type { Source } from '../schemas/source.ts';
import { EXAMPLE_CITE } from '../lib/citations.ts';
import { findFigure } from './figures.ts';
import { proseProblems, type PlainPhrase } from './plain-english.ts';

/** One thing a reader takes in as a whole: a slide, a card, a question, a paragraph of a lesson. */
export interface Claim {
  /** Where an editor finds it, e.g. `slides[3] ("Saving Rates")` or `line 42`. */
  where: string;
  /** Its texts: title, body lines, card texts, options… Each is checked on its own. */
  texts: readonly string[];
  /** The source ids it cites. */
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

/** Every claim problem of `files`, each one sentence naming the file, the place and the fix. */
export function claimProblems(files: readonly ClaimFile[], phrases: readonly PlainPhrase[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const claim of file.claims) {
      const at = `${file.file}${file.separator}${claim.where}`;
      const owner = file.sourcesOf ? file.sourcesOf(claim) : { file: file.file, sources: file.sources };
      const known = idsOf(owner?.sources ?? []);
      if (file.sourcesOf && owner) {
        for (const id of claim.cites)
          if (!known.includes(id))
            problems.push(`${at}: cites "${id}" but ${owner.file} has no source with that id: use one of ${quoted(known)}.`);
      } else if (!file.sourcesOf) {
        for (const id of claim.cites)
          if (!known.includes(id)) problems.push(`${at}: cites [^${id}] but no source has that id: use one of ${quoted(known)}.`);
      }
      const figure = claim.needsCite && claim.cites.length === 0 ? claim.texts.map(findFigure).find(Boolean) : undefined;
      if (figure) {
        const choices = known.length > 1 ? ` (one of ${quoted(known)})` : `; add the source to ${owner?.file ?? file.file} first`;
        problems.push(
          `${at}: "${figure.match}" is ${figure.kind} but cites no source: ${file.howToCite} with the id of the source it rests on${choices}.`,
        );
      }
      const prose = new Set(claim.texts.flatMap((text) => proseProblems(text, phrases).map((problem) => `${at}: ${problem.message}`)));
      problems.push(...prose);
    }
  }
  return problems;
}
