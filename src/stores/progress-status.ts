/**
 * Where the learner's progress stands, for the status line: `unknown` (session not known
 * yet), `device` (signed out: kept on this device only), `saving`, `saved`, `offline` (kept on
 * this device, sent when back online), `refused` (the account refused the document; kept on
 * this device) or `ask` (progress made while signed out meets an account with other progress).
 *
 * This module is tiny on purpose: the status line ships with the first load, while the code
 * that talks to the account (`progress-sync.ts`) loads once the line is on screen.
 */
import { atom, onMount } from 'nanostores';

export type SyncStatus = 'unknown' | 'device' | 'saving' | 'saved' | 'offline' | 'refused' | 'ask';

export const $progressSync = atom<SyncStatus>('unknown');

const engine = () => import('./progress-sync');

onMount($progressSync, () => {
  void engine().then((sync) => sync.startProgressSync());
});

/** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
export function keepDeviceProgress(keep: boolean): void {
  void engine().then((sync) => sync.keepDeviceProgress(keep));
}
