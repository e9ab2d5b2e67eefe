/**
 * What a reader sees of a claim's citations: the sources its ids name, each as a short
 * "publisher, year" label under the claim. The full list stays at the end of the page.
 */

/** What the reader's labels need of a source (the full shape is `Source` in content-build/schemas/source.ts, which builds on this module). */
export interface CitableSource {
  /** The id claims cite, e.g. "findex-2025". */
  id?: string | undefined;
  /** Who published it, e.g. "World Bank". */
  publisher: string;
  /** Year of publication, e.g. 2025. */
  year: number;
}

/**
 * The id a claim cites when its figures are a made-up worked example ("say you save 100 at
 * 5%"), not a fact: no source stands behind it, and the reader sees no "Source:" line.
 */
export const EXAMPLE_CITE = 'example';

/** A citation in a lesson's or white paper page's text: `[^findex-2025]` right after the claim. */
const CITATION_MARKER = /\[\^([^\]\s]+)\]/g;

/** The ids of the citation markers in `text`, in order, each once. */
export function citationIds(text: string): string[] {
  return [...new Set([...text.matchAll(CITATION_MARKER)].map((match) => match[1]!))];
}

/** Text between two markers that still reads as one group, e.g. `[^a][^b]` or `[^a], [^b]`. */
const BETWEEN_MARKERS = /^[\s.,;:]*$/;

/** A stretch of text and the ids of the markers right after it. */
export interface CitedPiece {
  /** The words, markers taken out. */
  text: string;
  /** The ids of the group of markers that ends the piece; none for the words after the last marker. */
  ids: string[];
}

/**
 * `text` cut after each group of citation markers: each piece's words and the ids of the
 * markers right after them, so a figure is read as resting on the marker that follows its
 * sentence. Markers with only spaces or punctuation between them form one group. The last
 * piece holds the words after the last marker (no ids).
 */
export function citedPieces(text: string): CitedPiece[] {
  const pieces: CitedPiece[] = [];
  let start = 0;
  for (const match of text.matchAll(CITATION_MARKER)) {
    const before = text.slice(start, match.index);
    const last = pieces.at(-1);
    if (last && BETWEEN_MARKERS.test(before)) last.ids.push(match[1]!);
    else pieces.push({ text: before, ids: [match[1]!] });
    start = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(start), ids: [] });
  return pieces;
}

/** `text` without its citation markers (and the space a marker leaves before punctuation). */
export function withoutCitations(text: string): string {
  return text.replace(CITATION_MARKER, '').replace(/ +([.,;:])/g, '$1');
}

/**
 * The sources of `sources` that `ids` name, in the order cited, each once. The "example" id
 * of a made-up worked example names no source, and the reader sees nothing for it.
 */
export function citedSources<S extends CitableSource>(ids: readonly string[] | undefined, sources: readonly S[]): S[] {
  const named = new Set((ids ?? []).filter((id) => id !== EXAMPLE_CITE));
  return [...named].flatMap((id) => sources.filter((source) => source.id === id));
}

/** The short form a reader sees under a claim, e.g. "World Bank, 2025". */
export function sourceLabel(source: Pick<CitableSource, 'publisher' | 'year'>): string {
  return `${source.publisher}, ${source.year}`;
}
