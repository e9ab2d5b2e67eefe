/**
 * The rules a source list keeps across the content: one id names one document in every file
 * that declares it (same publisher, title, year and address, and the same copy it was checked
 * through), and a source is marked `checked` only with the address it was read at. Each problem
 * names the file, the source and the fix.
 */
import type { Source } from '../schemas/source.ts';
import { EXAMPLE_CITE } from '../../shared/rules/citations.ts';

/**
 * What names a document, and the copy the next checker reads it through: two sources with one
 * id must agree on each of these, so a checker who follows one file's record reads what every
 * file's claims rest on.
 */
const DOCUMENT_FIELDS = ['publisher', 'title', 'year', 'url', 'checkedVia'] as const;

/** A file and the sources it declares (a module, a lesson's frontmatter, the statistics cards). */
export interface SourceFile {
  file: string;
  sources: readonly Source[];
}

const nameOf = (source: Source) => (source.id ? `"${source.id}"` : `"${source.title}"`);

/**
 * Every source problem of `files`: a source marked `checked` without a `url`, and an id whose
 * publisher, title, year, address or `checkedVia` differ from the first file that declares it.
 */
export function sourceProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  const first = new Map<string, { file: string; source: Source }>();
  for (const { file, sources } of files) {
    for (const source of sources) {
      if (source.checked && !source.url)
        problems.push(
          `${file}: sources ${nameOf(source)} is marked "checked" but has no "url": add the address it was read at (https://…, or a page of this site such as "/white-paper"), or remove "checked" until someone reads it at an address.`,
        );
      if (!source.id || source.id === EXAMPLE_CITE) continue;
      const earlier = first.get(source.id);
      if (!earlier) {
        first.set(source.id, { file, source });
        continue;
      }
      const differ = DOCUMENT_FIELDS.filter((field) => earlier.source[field] !== source[field]);
      if (differ.length > 0)
        problems.push(
          `${file}: sources "${source.id}" names another document than "${source.id}" in ${earlier.file} (different ${differ.join(', ')}): one id names one document everywhere: if it is the same document, copy that file's ${differ.join(', ')}; if not, give this one its own id (and change its [^id] markers and "cites").`,
        );
    }
  }
  return problems;
}
