/**
 * Keeps a signed-in learner's progress in their account; `$progress` stays what islands read.
 *
 * - With a session (on load, or when the learner signs in), local progress is sent through
 *   `merge_learning_progress` and the merged answer replaces it; every later change is sent
 *   the same way (debounced: the whole document, so changes are batched).
 * - Offline, or when the backend cannot be reached, nothing is lost or reverted: the change
 *   stays on this device and is sent when the browser is back online (the `online` event, and
 *   a retry every 30 s in case that event never comes), or on the next page load, which finds
 *   local progress different from what the account last confirmed.
 * - An answer that arrives after local progress changed again does not replace it: the newer
 *   document is sent at once and its answer replaces it.
 * - When the tab becomes visible again, the account is asked again (other devices' progress).
 *
 * Which learner the device's progress belongs to is kept under `vault-club:progress-sync` as
 * `{ "owner": "<user id>" | null, "confirmed": "<canonical text of the account's last answer>" | null }`.
 * Progress of another learner is never sent to this learner's account. Progress made while
 * signed out (owner null) is added to the account at sign-in, after asking (status `ask`) when
 * the account already has different progress.
 *
 * Its state is `$progressSync` (`sync-status.ts`), which the status line shows. Until the
 * account has answered once on this page it is `checking`, and pages show a neutral state
 * rather than what this device alone holds (see `progress/rules/progress-known.ts`).
 *
 * The rules are a state machine (`progress/rules/sync-machine.ts`); `sync-engine.ts` interprets it
 * (`createProgressSync`): it tells the machine what the browser knows, runs the effects it
 * asks for (requests, one timer per purpose, the sync record in `sync-record.ts`) and turns
 * their outcomes into events. Its dependencies are passed in, so a test makes a fresh engine
 * of its own; this module makes the page's.
 */
import { storedSessionUser } from '../../account/rules/auth-storage.ts';
import type { LearningProgress } from '../rules/progress-rules.ts';
import { $progress, replaceProgressIf, resetProgress } from './device-progress.ts';
import { $progressSync } from './sync-status.ts';
import { $session, authClient } from '../../account/stores/session.ts';
import { checkSessionAfter } from '../../account/stores/session-check.ts';
import { createProgressSync, type ProgressSync, type SyncDeps } from './sync-engine.ts';
import { forget } from './sync-record.ts';

export { $progressSync };
export { CHECK_TIMEOUT_MS, createProgressSync, RETRY_MS, SEND_DELAY_MS, type ProgressSync, type SyncDeps } from './sync-engine.ts';
export { SYNC_KEY } from './sync-record.ts';

/** The page's own dependencies: its stores, its Supabase client, this browser. */
function pageDeps(): SyncDeps {
  return {
    $progress,

    replaceProgressIf,
    resetProgress,
    $session,
    $status: $progressSync,
    client: authClient,
    storage: () => window.localStorage,
    sessionUser: () => storedSessionUser()?.id,
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer),
    window,
    document,
    callFailed: checkSessionAfter,
  };
}

let engine: ProgressSync | undefined;
const pageEngine = () => (engine ??= createProgressSync(pageDeps()));

/** Starts following the session and local progress (once per page). */
export function startProgressSync(): void {
  if (typeof window !== 'undefined') pageEngine().start();
}

/**
 * Sends unsaved progress now and waits for the answer, at most `timeoutMs`. Resolves to
 * whether the account holds everything on this device (true when nothing is unsaved).
 */
export function flushProgress(timeoutMs?: number): Promise<boolean> {
  return pageEngine().flush(timeoutMs);
}

/** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
export function keepDeviceProgress(keep: boolean): void {
  pageEngine().keep(keep);
}

/** The account's progress as it last answered this device, or undefined when it never has (for this learner). */
export function accountCopy(): LearningProgress | undefined {
  return pageEngine().accountCopy();
}

/** Removes the learner's progress and its sync record from this browser (and its other tabs). */
export function forgetProgressOnDevice(): void {
  forget({ resetProgress, storage: () => window.localStorage });
}
