/**
 * `virtual:lesson-slugs`: the slug of every long-form lesson (`content/lessons/<slug>.mdx`; the
 * translations in `content/<lang>/lessons/` share them), read from `content/` when the site is
 * built. The account's progress keeps only these lessons (the database learns them from the
 * same function through `npm run content:seed`), and so does the browser when it reads the
 * account's answer (`src/path/rules/curriculum-ids.ts`). The same plugin serves the build
 * (astro.config.mjs) and the tests (vitest.config.ts).
 */
import type { Plugin } from 'vite';
import { contentNames, contentPath } from './content-files.ts';

export const LESSON_SLUGS = 'virtual:lesson-slugs';
const RESOLVED = `\0${LESSON_SLUGS}`;
const EXTENSION = '.mdx';

/** The lesson slugs of the content under `root` (a `file:` URL of the project), in name order, and the files they come from. */
export function lessonSlugsFromContent(root: URL): { slugs: string[]; files: string[] } {
  const names = contentNames(root, 'lessons', EXTENSION);
  return { slugs: names.map((name) => name.slice(0, -EXTENSION.length)), files: names.map((name) => contentPath(root, `lessons/${name}`)) };
}

/** The Vite plugin serving `virtual:lesson-slugs` (a default export: the slugs). */
export function lessonSlugs(root: URL = new URL('../../../', import.meta.url)): Plugin {
  return {
    name: 'vault-club:lesson-slugs',
    resolveId: (id) => (id === LESSON_SLUGS ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { slugs, files } = lessonSlugsFromContent(root);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(slugs)};`;
    },
  };
}
