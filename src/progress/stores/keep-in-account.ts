/**
 * Where the learner's progress stands (`$progressSync`, from `sync-status.ts`), and the one place
 * that starts keeping it in the account: {@link keepProgressInAccount}, called whenever a page
 * reads progress (`$progress` or this store mounted) or changes it.
 *
 * This module is tiny on purpose: it ships with the first load, while the code that talks to
 * the account (`progress-sync.ts`) loads once something reads progress.
 */
import { onMount } from 'nanostores';
import type { LearningProgress } from '../rules/progress-rules.ts';
import { $progressSync } from './sync-status.ts';

export { $progressSync, type SyncStatus } from './sync-status.ts';

function engine() {
  return import('./progress-sync.ts');
}

/**
 * Starts keeping progress in the account on this page (once): a signed-in learner's stored
 * document is read at once and what is only on this device is sent; a visitor who signs in
 * later (in this tab or another) is followed. Safe to call any number of times.
 */
export function keepProgressInAccount(): void {
  if (typeof window !== 'undefined') void engine().then((sync) => sync.startProgressSync());
}

onMount($progressSync, keepProgressInAccount);

/** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
export function keepDeviceProgress(keep: boolean): void {
  void engine().then((sync) => sync.keepDeviceProgress(keep));
}

/**
 * Sends what is only on this device now and waits for the account's answer (at most
 * `timeoutMs`). Resolves to whether the account holds everything this device holds.
 */
export async function saveProgressNow(timeoutMs?: number): Promise<boolean> {
  return (await engine()).flushProgress(timeoutMs);
}

/** The account's progress as it last answered this device, or undefined when it has not yet. */
export async function accountProgress(): Promise<LearningProgress | undefined> {
  return (await engine()).accountCopy();
}
