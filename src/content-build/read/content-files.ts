/**
 * The one reader of `content/` in Node: the build's cross-file and claim checks, the virtual
 * modules of lesson slugs and review card ids, the content loaders' own checks, the
 * translation checks and records, the tests' loaders, the database seed and the tools all
 * take the content's files from here, by their path under `content/` (`modules/x.json`,
 * `es/exam.json`). Each function takes the project's root: a folder, or its `file:` URL.
 *
 * Not through here: Astro's own `glob()` and `file()` loaders (`content-loaders.ts` wraps them;
 * they read, watch and digest the files themselves) and what Vite imports as modules (the
 * curriculum the browser bundles, the translated path names and statistics the pages import,
 * the white paper's images), which Vite reads, watches and bundles.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as parseYaml } from 'js-yaml';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import { filesUnder } from './files.ts';

/** A project's root folder, or its `file:` URL. */
export type ProjectRoot = string | URL;

/** The content folder's name under the project's root. */
export const CONTENT = 'content';

/** `content/<path>` under `root`, as a file-system path. */
export function contentPath(root: ProjectRoot, path = ''): string {
  return join(typeof root === 'string' ? root : fileURLToPath(root), CONTENT, path);
}

/** Whether `content/<path>` exists. */
export const hasContent = (root: ProjectRoot, path: string): boolean => existsSync(contentPath(root, path));

/** The text of `content/<path>`. */
export const readContent = (root: ProjectRoot, path: string): string => readFileSync(contentPath(root, path), 'utf8');

/** `content/<path>` parsed as JSON; a syntax error throws (the build's loaders word it for an editor, `json-text.ts`). */
export const readContentJson = (root: ProjectRoot, path: string): unknown => JSON.parse(readContent(root, path));

/** The names of the files in `content/<folder>` ending in `extension`, in name order; none when the folder does not exist. */
export function contentNames(root: ProjectRoot, folder: string, extension: string): string[] {
  const dir = contentPath(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort();
}

/** Every file under `content/<folder>`, recursively, relative to that folder; none when it does not exist. */
export const contentFilesUnder = (root: ProjectRoot, folder = ''): string[] => filesUnder(contentPath(root, folder));

/**
 * The file a reader of `lang` sees for the English `content/<path>`, as the site falls back:
 * its translation `<lang>/<path>` when there is one, else `path` (both under `content/`).
 */
export function localizedContentPath(root: ProjectRoot, path: string, lang: Lang = DEFAULT_LANG): string {
  const translated = join(lang, path);
  return lang !== DEFAULT_LANG && hasContent(root, translated) ? translated : path;
}

/** A Markdown or MDX file's frontmatter, parsed as YAML (a YAML error throws), its body, and the line the body starts on. */
export interface TextFile {
  data: unknown;
  body: string;
  firstLine: number;
}

/** Splits the source of a Markdown or MDX file into its {@link TextFile} parts. */
export function textFileParts(source: string): TextFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  const head = match?.[0] ?? '';
  return { data: parseYaml(match?.[1] ?? ''), body: source.slice(head.length), firstLine: head.split('\n').length };
}

/** `content/<path>`, a Markdown or MDX file, in its {@link TextFile} parts. */
export const readTextFile = (root: ProjectRoot, path: string): TextFile => textFileParts(readContent(root, path));
