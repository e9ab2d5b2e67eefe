/**
 * `virtual:review-card-ids`: the card id of every question in the content (each module's quiz
 * pool and each category quiz, see `contentCardIds`), built from `content/` when the site is
 * built. The header's review badge and the learning path count only these cards: a card whose
 * question was removed is retired. The same plugin serves the build (astro.config.mjs) and the
 * tests (vitest.config.ts); `astro dev` rebuilds it when a content file changes.
 */
import type { Plugin } from 'vite';
import { contentCardIds } from '../../review/rules/review-cards.ts';
import { contentPath, readContentJson } from './content-files.ts';

export const REVIEW_CARD_IDS = 'virtual:review-card-ids';
const RESOLVED = `\0${REVIEW_CARD_IDS}`;

interface Path {
  id: string;
  modules: string[];
}

/** The card ids of the content under `root` (a `file:` URL of the project), and the files they come from. */
export function cardIdsFromContent(root: URL): { ids: string[]; files: string[] } {
  const files: string[] = [];
  const read = <T>(path: string): T => {
    files.push(contentPath(root, path));
    return readContentJson(root, path) as T;
  };
  const paths = read<Path[]>('curriculum.json');
  const modules = paths
    .flatMap((path) => path.modules)
    .map((id) => ({ id, ...read<{ quizPool: { id: string }[] }>(`modules/${id}.json`) }));
  const quizzes = paths.map((path) => ({ id: path.id, ...read<{ questions: { id: string }[] }>(`quizzes/${path.id}.json`) }));
  return { ids: contentCardIds(modules, quizzes), files };
}

/**
 * The ids as a module: grouped by where they live, with the question numbers (`q3` → 3), which
 * ships about a third of the bytes of the plain list to every page that counts cards.
 */
export function cardIdsModule(ids: readonly string[]): string {
  const groups: Record<string, number[]> = {};
  for (const id of ids) {
    const [, where, number] = /^(.*)\/q(\d+)$/.exec(id) ?? [];
    if (where === undefined || number === undefined) throw new Error(`${id} is not a card id of the form <where>/q<number>`);
    (groups[where] ??= []).push(Number(number));
  }
  return `export default Object.entries(${JSON.stringify(groups)}).flatMap(([where, numbers]) => numbers.map((n) => where + '/q' + n));`;
}

/** The Vite plugin serving `virtual:review-card-ids` (a default export: the ids). */
export function reviewCardIds(root: URL = new URL('../../../', import.meta.url)): Plugin {
  return {
    name: 'vault-club:review-card-ids',
    resolveId: (id) => (id === REVIEW_CARD_IDS ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { ids, files } = cardIdsFromContent(root);
      for (const file of files) this.addWatchFile(file);
      return cardIdsModule(ids);
    },
  };
}
