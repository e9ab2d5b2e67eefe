/**
 * Offline use of the lessons: the learner's choice and what the service worker reports.
 *
 * `vault-club:offline-download` in `localStorage`: "on" or "off". Whether the lessons are kept
 * on this device (downloaded in the background, updated on new deploys). Default: off (a new
 * visitor on metered data downloads nothing they did not ask for); the learning path offers it
 * after the first completed module, never while the browser asks sites to save data
 * (`navigator.connection.saveData`, set by data-saver modes on metered connections), see
 * `offersOfflineDownload`. Any other stored value reads as the default.
 *
 * `$offlineState` is set by `src/offline/page-scripts/offline-support.ts` (loaded when the browser is idle):
 * - `checking`: not known yet;
 * - `unsupported`: the browser has no service workers;
 * - `off`: the learner turned offline download off;
 * - `downloading`: the lessons are being saved;
 * - `ready`: every precached page and asset is on the device ("Available offline");
 * - `failed`: saving failed (no space, or the connection dropped); the next visit tries again.
 */
import { atom } from 'nanostores';
import { persistedAtom } from '../../shared/stores/persisted.ts';

const OFFLINE_DOWNLOAD_KEY = 'vault-club:offline-download';

export type OfflineState = 'checking' | 'unsupported' | 'off' | 'downloading' | 'ready' | 'failed';

export { savesData } from '../../shared/rules/saves-data.ts';

export const $offlineDownload = persistedAtom<boolean>({
  key: OFFLINE_DOWNLOAD_KEY,
  fallback: () => false,
  decode: (raw) => (raw === 'off' ? false : raw === 'on' ? true : undefined),
  encode: (on) => (on ? 'on' : 'off'),
});

const supported = typeof navigator === 'undefined' || 'serviceWorker' in navigator;

export const $offlineState = atom<OfflineState>(supported ? 'checking' : 'unsupported');

/** Turns keeping the lessons on this device on or off, for this and later visits (and other open tabs). */
export function setOfflineDownload(on: boolean): void {
  $offlineDownload.set(on);
}
