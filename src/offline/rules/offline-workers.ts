/**
 * What the page and the build agree on about the offline service workers: one per language,
 * each keeping only that language's lessons (a device keeps one language). Imports only the
 * language list and its URL rule, which import nothing, so that the build
 * (`integrations/vault-club/steps/service-worker.ts`) and the page can both load it.
 */
import { DEFAULT_LANG, TRANSLATED_LANGS, type Lang } from '../../i18n/languages.ts';
import { localHref } from '../../i18n/routing.ts';

/** Where `lang`'s service worker is served: `/sw.js` for English, `/es/sw.js`, `/pt-br/sw.js`. */
export function serviceWorkerUrl(lang: Lang): string {
  return localHref(lang, '/sw.js');
}

/** The pages `lang`'s service worker controls: the whole site (`/`) for English, `/es/` for Spanish. */
export function serviceWorkerScope(lang: Lang): string {
  return localHref(lang, '/');
}

/** Prefix of every cache the service workers make. */
const CACHE_PREFIX = 'vault-club';

/**
 * The prefix of `lang`'s caches: English keeps `vault-club` (the names of the caches from before
 * there were languages, so existing installs keep theirs); `vault-club-es`, `vault-club-pt-br`.
 */
export function cacheId(lang: Lang): string {
  return lang === DEFAULT_LANG ? CACHE_PREFIX : `${CACHE_PREFIX}-${lang}`;
}

/** Whether a cache name is one of the service workers' (and so may be deleted with them). */
export function isOfflineCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`);
}

/**
 * The language whose service worker made a cache (`vault-club-es-pages` → `es`; English's have
 * no language in their name: `vault-club-pages` → `en`), undefined for a cache that is not theirs.
 */
export function offlineCacheLang(name: string): Lang | undefined {
  if (!isOfflineCache(name)) return undefined;
  // The longest code first, so that a `pt` would not claim `pt-br`'s caches.
  const langs = [...TRANSLATED_LANGS].sort((a, b) => b.length - a.length);
  return langs.find((lang) => name.startsWith(`${cacheId(lang)}-`)) ?? DEFAULT_LANG;
}

/**
 * Whether the learning path offers to keep the lessons on this device: once the learner has
 * completed a module (they are learning here, and know what they would download), never while
 * the browser asks sites to save data; always while it is on, so it can be turned off.
 */
export function offersOfflineDownload({
  on,
  completedModules,
  savesData,
}: {
  on: boolean;
  completedModules: number;
  savesData: boolean;
}): boolean {
  return on || (completedModules > 0 && !savesData);
}
