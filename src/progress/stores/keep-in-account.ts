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

let loading: Promise<typeof import('./progress-sync.ts')> | undefined;

/**
 * The code that talks to the account, loaded once. A load that fails (the connection dropped
 * before it came, and no offline copy holds it) is tried again at the next call, and as soon as
 * the browser is back online: the sync then starts late, never not at all.
 */
function engine(): Promise<typeof import('./progress-sync.ts')> {
  loading ??= import('./progress-sync.ts').catch((error: unknown) => {
    loading = undefined;
    window.addEventListener('online', keepProgressInAccount, { once: true });
    throw error;
  });
  return loading;
}

/**
 * Starts keeping progress in the account on this page (once): a signed-in learner's stored
 * document is read at once and what is only on this device is sent; a visitor who signs in
 * later (in this tab or another) is followed. Safe to call any number of times.
 */
export function keepProgressInAccount(): void {
  // A failed load is no error of the page: `engine` tries again once the browser is back online.
  if (typeof window !== 'undefined')
    void engine().then(
      (sync) => sync.startProgressSync(),
      () => {},
    );
}

onMount($progressSync, keepProgressInAccount);

/** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
export function keepDeviceProgress(keep: boolean): void {
  // Only the loaded engine asks this question: its load has succeeded.
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
