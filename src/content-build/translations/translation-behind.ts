/** The parts of a translated page behind their English, as the page's notice names them (see `translation-status-loader.ts`). */
import { getEntry } from 'astro:content';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.ts';
import type { BehindPart } from './translation-status-loader.ts';

/** The parts of the translated `file` (`modules/x.json`, `lessons/x.mdx`, `stats.json`) behind their English in `lang`; none in English. */
export async function behindParts(lang: Lang, file: string): Promise<BehindPart[]> {
  if (lang === DEFAULT_LANG) return [];
  return (await getEntry('translationStatus', `${lang}/${file}`))?.data.parts ?? [];
}
