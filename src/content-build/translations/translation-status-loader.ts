/**
 * The `translationStatus` collection: the parts of each translated page whose words are behind
 * their English, for the notice the page shows (`components/TranslationBehind.astro`), filled at
 * build (and again in `astro dev` when a content or dictionary file changes) from
 * `translation-status.ts`. Its load prints the build's one line about translations, as the
 * curriculum's prints the one about stale sources.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import { TRANSLATED_LANGS } from '../../i18n/languages.ts';
import { statusSummary } from './translation-report.ts';
import { languageStatus, type FileStatus } from './translation-status.ts';

/** A part of a page (a slide, a question, a section, a card) with units behind their English. */
const behindPartSchema = z.object({
  /** Its path in the file, e.g. `slides/slide-2`, `key-points`, `stock-ownership`. */
  part: z.string(),
  /** Its title in the page's language, as the page shows it. */
  title: z.string(),
});

/** One translated file's parts that are behind their English (entry id `<lang>/<file>`, e.g. `es/modules/x.json`). */
export const behindFileSchema = z.object({ parts: z.array(behindPartSchema) });

export type BehindPart = z.infer<typeof behindPartSchema>;

/** The parts of `file` with a unit behind its English, in file order, each titled as the translation titles it. */
function behindPartsOf(file: FileStatus): BehindPart[] {
  const titles = new Map(file.units.map((unit) => [unit.translated.path, unit.translated.title]));
  const parts = new Map<string, string>();
  for (const unit of file.units.filter((entry) => entry.state === 'behind'))
    if (!parts.has(unit.english.part)) parts.set(unit.english.part, titles.get(unit.english.part) ?? unit.translated.title);
  return [...parts].map(([part, title]) => ({ part, title }));
}

/** The loader of the `translationStatus` collection: one entry per translated file with parts behind their English. */
export function translationStatusLoader(): Loader {
  return {
    name: 'vault-club-translation-status',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const fill = async () => {
        context.store.clear();
        const languages = TRANSLATED_LANGS.map((lang) => ({ lang, files: languageStatus(root, lang) }));
        for (const { lang, files } of languages)
          for (const file of files) {
            const parts = behindPartsOf(file);
            if (parts.length === 0) continue;
            const id = `${lang}/${file.name}`;
            context.store.set({ id, data: await context.parseData({ id, data: { parts } }) });
          }
        return languages;
      };
      context.logger.info(statusSummary(await fill()));
      context.watcher?.on('change', (changed) => {
        if (changed.startsWith(join(root, 'content')) || changed.startsWith(join(root, 'src/i18n'))) void fill();
      });
    },
  };
}
