/**
 * The glossary rule: across a language, each glossary term is translated one way. A term's
 * `avoid` list names the other translations a page might drift to; the content check flags
 * every use of one, with the word to use instead.
 */

/** One term of `content/glossary.json`. */
export interface GlossaryTerm {
  en: string;
  [lang: string]: unknown;
  avoid?: Record<string, string[]>;
}

/** A use of a word the glossary says to avoid. */
export interface GlossaryProblem {
  found: string;
  use: string;
  term: string;
}

/** Escapes `text` for a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every avoided translation in `text` for `lang`, matched as whole words without regard to case
 * (Unicode letters, so "custodia" never matches inside "autocustodia").
 */
export function glossaryProblems(text: string, lang: string, terms: readonly GlossaryTerm[]): GlossaryProblem[] {
  return terms.flatMap((term) =>
    (term.avoid?.[lang] ?? []).flatMap((word) => {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}-])`, 'iu');
      const match = pattern.exec(text);
      return match ? [{ found: match[0], use: String(term[lang]), term: term.en }] : [];
    }),
  );
}
