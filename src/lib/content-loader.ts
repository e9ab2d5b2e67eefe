import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { ContentError, parseWithFriendlyErrors } from '../schemas/friendly-errors';

/** Where JSON content lives and how its entries are found. */
export interface JsonContentOptions {
  /** A folder of one-entry files (`content/modules`), or one file holding a list (`content/exam.json`). */
  path: string;
  /** The entry schema, applied with friendly errors before Astro stores the entry. */
  schema: z.ZodType;
  /** For a folder: the entry's `id` field must equal its file name. */
  idFromFileName?: boolean;
}

async function readJson(file: string): Promise<unknown> {
  const raw = await readFile(file, 'utf8');
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new ContentError(`${file} is not valid JSON: ${(error as Error).message}. Check for a missing comma or quote near that place.`);
  }
}

async function entriesOf({ path, idFromFileName }: JsonContentOptions): Promise<{ file: string; id: string; data: unknown }[]> {
  if (path.endsWith('.json')) {
    const list = await readJson(path);
    if (!Array.isArray(list)) throw new ContentError(`${path} should hold a list ([ … ]) of entries.`);
    return list.map((data: unknown, index) => ({ file: `${path} [${index}]`, id: String((data as { id?: unknown })?.id ?? index), data }));
  }
  if (!existsSync(path)) return [];
  const names = (await readdir(path)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = join(path, name);
      const data = await readJson(file);
      const id = name.replace(/\.json$/, '');
      const declared = (data as { id?: unknown })?.id;
      if (idFromFileName && declared !== id) {
        throw new ContentError(
          `${file}: id is ${JSON.stringify(declared)} but the file is named "${name}": make the id "${id}" or rename the file.`,
        );
      }
      return { file, id, data };
    }),
  );
}

/**
 * A content loader for JSON that reports schema problems as an editor can act on them:
 * the file, the field and the fix (see `parseWithFriendlyErrors`).
 */
export function jsonContent(options: JsonContentOptions): Loader {
  return {
    name: 'vault-club-json',
    load: async ({ store, parseData, config }) => {
      store.clear();
      const root = new URL(config.root).pathname;
      const seen = new Set<string>();
      for (const { file, id, data } of await entriesOf({ ...options, path: join(root, options.path) })) {
        const shown = relative(root, file);
        if (seen.has(id)) throw new ContentError(`${shown}: the id "${id}" is used twice: ids must be unique.`);
        seen.add(id);
        parseWithFriendlyErrors(options.schema, data, shown);
        store.set({ id, data: await parseData({ id, data: data as Record<string, unknown> }) });
      }
    },
  };
}
