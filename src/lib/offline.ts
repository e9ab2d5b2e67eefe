/**
 * What the page and the build agree on about the offline service worker. Kept free of
 * imports so that the build (`scripts/service-worker.ts`) and the page can both load it.
 */

/** Where the service worker is served, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Prefix of every cache the service worker makes. */
export const CACHE_PREFIX = 'vault-club';

/** Whether a cache name is one of the service worker's (and so may be deleted with it). */
export function isOfflineCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`);
}
