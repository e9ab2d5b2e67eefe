/**
 * What the page and the build agree on about the offline service worker. Kept free of
 * imports so that the build (`integrations/vault-club/steps/service-worker.ts`) and the page can both load it.
 */

/** Where the service worker is served, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Prefix of every cache the service worker makes. */
export const CACHE_PREFIX = 'vault-club';

/** Whether a cache name is one of the service worker's (and so may be deleted with it). */
export function isOfflineCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`);
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
