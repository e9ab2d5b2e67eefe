/**
 * What a reader sees of a claim's citations: the sources its ids name, each as a short
 * "publisher, year" label under the claim. The full list stays at the end of the page.
 */
import type { Source } from '../schemas/source.ts';

/**
 * The id a claim cites when its figures are a made-up worked example ("say you save 100 at
 * 5%"), not a fact: no source stands behind it, and the reader sees no "Source:" line.
 */
export const EXAMPLE_CITE = 'example';

/** A citation in a lesson's or white paper page's text: `[^findex-2025]` right after the claim. */
export const CITATION_MARKER = /\[\^([^\]\s]+)\]/g;

/** The ids of the citation markers in `text`, in order, each once. */
export function citationIds(text: string): string[] {
  return [...new Set([...text.matchAll(CITATION_MARKER)].map((match) => match[1]!))];
}

/** `text` without its citation markers (and the space a marker leaves before punctuation). */
export function withoutCitations(text: string): string {
  return text.replace(CITATION_MARKER, '').replace(/ +([.,;:])/g, '$1');
}

/**
 * The sources of `sources` that `ids` name, in the order cited, each once. The "example" id
 * of a made-up worked example names no source, and the reader sees nothing for it.
 */
export function citedSources(ids: readonly string[] | undefined, sources: readonly Source[]): Source[] {
  const named = new Set((ids ?? []).filter((id) => id !== EXAMPLE_CITE));
  return [...named].flatMap((id) => sources.filter((source) => source.id === id));
}

/** The short form a reader sees under a claim, e.g. "World Bank, 2025". */
export function sourceLabel(source: Pick<Source, 'publisher' | 'year'>): string {
  return `${source.publisher}, ${source.year}`;
}
