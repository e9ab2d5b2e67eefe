/**
 * Astro's own `glob()` and `file()` loaders for the JSON content, with every mistake reported
 * the way an editor can act on it: one message naming the file, the field, what is wrong and
 * the fix (see `content-build/schemas/friendly-errors.ts`). Astro watches the files, so `astro dev` shows an
 * edit without a restart.
 */
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { TRANSLATED_LANGS } from '../../i18n/languages.ts';
import { ContentError, parseWithFriendlyErrors } from '../schemas/friendly-errors.ts';
import { parseJsonText } from '../schemas/json-text.ts';
import { checkLessonBody } from '../schemas/lesson-components.ts';
import { claimProblems } from '../checks/claim-checks.ts';
import { readClaimFiles } from './claim-snapshot.ts';
import { curriculumProblems } from '../checks/curriculum-checks.ts';
import { readContentSnapshot } from './content-snapshot.ts';
import { contentPath, readContent } from './content-files.ts';
import { MOVED_PATHS } from '../http/redirects.ts';
import { staleSources, staleSummary } from '../checks/staleness.ts';
import { translationProblems } from '../translations/translation-files.ts';

type ParseProps = Parameters<LoaderContext['parseData']>[0];

interface EntryInfo {
  body?: string;
  data: Record<string, unknown>;
}

/** How Astro reads one file type (`.json`, `.mdx`) for `glob()`. */
interface EntryType {
  getEntryInfo: (params: { contents: string; fileUrl: URL }) => EntryInfo | Promise<EntryInfo>;
}

/**
 * The context Astro gives `glob()`. `entryTypes` is not in the public `LoaderContext` type, but
 * it is how glob() parses each file, and so the one place to report a JSON syntax error or an
 * MDX mistake in words an editor can act on.
 */
type GlobContext = LoaderContext & { entryTypes: Map<string, EntryType> };

/** Where an entry is, as an editor finds it: `content/modules/x.json` or `content/exam.json, entry "f3"`. */
type Describe = (file: string, props: ParseProps) => string;

const relativeTo = (context: LoaderContext, path: string) => relative(fileURLToPath(context.config.root), path);

/** `context` with schema checks (and JSON syntax checks) that speak to an editor, before Astro's own. */
function friendlyContext(context: LoaderContext, schema: z.ZodType, describe: Describe): GlobContext {
  const { entryTypes: given = new Map<string, EntryType>() } = context as Partial<GlobContext>;
  const json = given.get('.json');
  const mdx = given.get('.mdx');
  const entryTypes = new Map(given);
  if (mdx) {
    entryTypes.set('.mdx', {
      ...mdx,
      getEntryInfo: async (params) => {
        const info = await mdx.getEntryInfo(params);
        const body = info.body ?? '';
        const firstLine = params.contents.slice(0, params.contents.indexOf(body)).split('\n').length;
        checkLessonBody(body, relativeTo(context, fileURLToPath(params.fileUrl)), firstLine);
        return info;
      },
    });
  }
  if (json) {
    entryTypes.set('.json', {
      ...json,
      getEntryInfo: ({ contents, fileUrl }) => ({
        data: parseJsonText(contents, relativeTo(context, fileURLToPath(fileUrl))) as Record<string, unknown>,
      }),
    });
  }
  return {
    ...context,
    entryTypes,
    parseData: (props) => {
      const shown = describe(relativeTo(context, props.filePath ?? ''), props);
      parseWithFriendlyErrors(schema, props.data, shown);
      return context.parseData(props);
    },
  };
}

/**
 * The entry id of a file under `content/`: its name for English (`lessons/money.mdx` → `money`),
 * prefixed by its language for a translation (`es/lessons/money.mdx` → `es/money`).
 */
function localizedEntryId(entry: string): string {
  const parts = entry.replace(/\.(json|mdx?|md)$/, '').split('/');
  return parts.length > 2 ? `${parts[0]}/${parts.at(-1)}` : parts.at(-1)!;
}

/** Astro's glob() over `content/<folder>/*<extension>` and each translation's `content/<lang>/<folder>/*<extension>`. */
function localizedGlob(folder: string, extension: string): Loader {
  const patterns = [`${folder}/*${extension}`, ...TRANSLATED_LANGS.map((lang) => `${lang}/${folder}/*${extension}`)];
  return glob({ base: 'content', pattern: patterns, generateId: ({ entry }) => localizedEntryId(entry) });
}

/**
 * A folder of MDX or Markdown files, e.g. `content/lessons/<slug>.mdx`, and its translations
 * (`content/<lang>/lessons/<slug>.mdx`), whose frontmatter follows `schema`.
 */
export function textFolder(folder: string, extension: string, schema: z.ZodType): Loader {
  const loader = localizedGlob(folder, extension);
  return { name: 'vault-club-text-folder', load: (context) => loader.load(friendlyContext(context, schema, (shown) => shown)) };
}

/**
 * A folder of one-entry JSON files, e.g. `content/modules/<id>.json`, and its translations
 * (`content/<lang>/modules/<id>.json`). Each file's `id` field, when the schema has one, must
 * equal its file name.
 */
export function jsonFolder(folder: string, schema: z.ZodType): Loader {
  const loader = localizedGlob(folder, '.json');
  return {
    name: 'vault-club-json-folder',
    load: (context) =>
      loader.load(
        friendlyContext(context, schema, (shown, { id: entryId, data }) => {
          const declared = (data as { id?: unknown }).id;
          const id = entryId.split('/').at(-1)!;
          if (declared !== undefined && declared !== id) {
            throw new ContentError(
              `${shown}: id is ${JSON.stringify(declared)} but the file is named "${basename(shown)}": make the id "${id}" or rename the file to "${String(declared)}.json".`,
            );
          }
          return shown;
        }),
      ),
  };
}

/** Throws a ContentError when `content/<path>` of the project at `root` is not valid JSON, not a list, or repeats an `id`. */
export function checkList(root: string, path: string): void {
  const shown = `content/${path}`;
  const list = parseJsonText(readContent(root, path), shown);
  if (!Array.isArray(list)) throw new ContentError(`${shown}: the file should hold a list ([ … ]) of entries, each with an "id".`);
  const seen = new Set<string>();
  list.forEach((item: { id?: unknown }, index) => {
    if (typeof item?.id !== 'string' || item.id === '')
      throw new ContentError(`${shown}: entry [${index}] has no "id": give it one, e.g. "id": "x1".`);
    if (seen.has(item.id))
      throw new ContentError(`${shown}: the id "${item.id}" is used twice (again at entry [${index}]): give each entry its own id.`);
    seen.add(item.id);
  });
}

/** One JSON file holding a list of entries with unique `id`s, e.g. `content/exam.json`. */
export function jsonList(path: string, schema: z.ZodType): Loader {
  const loader = file(path);
  return {
    name: 'vault-club-json-list',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const inContent = relative(contentPath(root), fileURLToPath(new URL(path, context.config.root)));
      // Astro's file() loader only logs a file it cannot parse; an editor's mistake must stop the build.
      checkList(root, inContent);
      context.watcher?.on('change', (changed) => {
        if (changed !== contentPath(root, inContent)) return;
        try {
          checkList(root, inContent);
        } catch (error) {
          context.logger.error((error as Error).message);
        }
      });
      await loader.load(friendlyContext(context, schema, (shown, { id }) => `${shown}, entry "${id}"`));
    },
  };
}

/**
 * Throws one ContentError listing every cross-file problem of the content under `root`, every
 * claim problem (figures without a source, long sentences, listed phrases). Returns the one
 * line about stale sources, and one line per translation problem (`translation-files.ts`):
 * those never stop the build (a translation that no longer matches its English file shows in
 * English, see `localized-content.ts`); `npm run check:translations` and the tests fail on them.
 */
export function checkCurriculum(root: string): { stale: string | undefined; translations: string[] } {
  const snapshot = readContentSnapshot(root, MOVED_PATHS);
  const claims = readClaimFiles(root);
  const problems = [...(snapshot ? curriculumProblems(snapshot) : []), ...(claims ? claimProblems(claims.files, claims.phrases) : [])];
  if (problems.length === 1) throw new ContentError(problems[0]!);
  if (problems.length > 1)
    throw new ContentError(`The content has ${problems.length} problems:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    stale: claims ? staleSummary(staleSources(claims.files, new Date())) : undefined,
    translations: translationProblems(root).flatMap((report) => report.problems.map((problem) => `translation: ${problem}`)),
  };
}

/**
 * `content/curriculum.json`, the paths and their modules in order, checked against the rest of
 * the content (`curriculum-checks.ts`); in `astro dev` any content edit re-runs the checks.
 */
export function curriculumFile(path: string, schema: z.ZodType): Loader {
  const loader = jsonList(path, schema);
  return {
    name: 'vault-club-curriculum',
    load: async (context) => {
      await loader.load(context);
      const root = fileURLToPath(context.config.root);
      const { stale, translations } = checkCurriculum(root);
      if (stale) context.logger.info(stale);
      for (const line of translations) context.logger.warn(line);
      context.watcher?.on('change', (changed) => {
        if (!changed.startsWith(contentPath(root))) return;
        try {
          checkCurriculum(root);
        } catch (error) {
          context.logger.error((error as Error).message);
        }
      });
    },
  };
}
