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
 * Its state is `$progressSync` (`progress-status.ts`), which the status line shows. Until the
 * account has answered once on this page it is `checking`, and pages show a neutral state
 * rather than what this device alone holds (see `lib/progress-known.ts`).
 */
import { storedSessionUser } from '../lib/auth-storage';
import { canonicalProgress, decodeProgress } from '../lib/progress-decode';
import type { SyncStatus } from '../lib/progress-known';
import { defaultProgress, isEmptyProgress, type LearningProgress } from '../lib/progress-rules';
import { $progress, replaceProgressIf, resetProgress } from './progress';
import { $progressSync } from './progress-status';
import { $session, authClient } from './session';

export { $progressSync };

export const SYNC_KEY = 'vault-club:progress-sync';
/** How long after a change the document is sent (changes within it go together). */
export const SEND_DELAY_MS = 800;
/** How often an unsaved change is tried again while the backend cannot be reached. */
export const RETRY_MS = 30_000;
/**
 * How long pages wait for the account's first answer before showing this device's progress
 * (a request that hangs, rather than fails, on a poor connection).
 */
export const CHECK_TIMEOUT_MS = 10_000;

interface SyncState {
  owner: string | null;
  confirmed: string | null;
}

function readState(): SyncState {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SYNC_KEY) ?? 'null');
    const { owner, confirmed } = (parsed ?? {}) as Record<string, unknown>;
    return { owner: typeof owner === 'string' ? owner : null, confirmed: typeof confirmed === 'string' ? confirmed : null };
  } catch {
    return { owner: null, confirmed: null };
  }
}

function writeState(state: SyncState): void {
  try {
    window.localStorage.setItem(SYNC_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Could not use the browser storage for', SYNC_KEY, error);
  }
}

/** The account's progress as it last answered this device, or undefined when it never has (for this learner). */
export function accountCopy(): LearningProgress | undefined {
  const { owner, confirmed } = readState();
  return owner !== null && owner === learner && confirmed !== null ? decodeProgress(confirmed, 'received') : undefined;
}

/** Whether the account holds everything local progress holds (as far as this device knows). */
export function isProgressSaved(): boolean {
  return readState().confirmed === canonicalProgress($progress.get());
}

/** The learner being synced, while there is one. */
let learner: string | undefined;
let sendTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let sending: Promise<boolean> | undefined;
/** The take-over of the signed-in learner, while it runs. */
let beginning: Promise<void> | undefined;

const signedInAs = (id: string) => learner === id && storedSessionUser()?.id === id;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function setStatus(status: SyncStatus): void {
  if ($progressSync.get() !== status) $progressSync.set(status);
}

/** What a failed call means: the account refused the document (4xx other than auth), or it could not be reached. */
function failureStatus(status: number): SyncStatus {
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429 ? 'refused' : 'offline';
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void send(), RETRY_MS);
}

/** How many times in a row a send follows a change made while the previous one was on its way. */
const MAX_FOLLOW_UPS = 3;

/** Sends local progress and takes the merged answer. Resolves to whether the account now holds all of it. */
async function sendOnce(id: string, followUp = 0): Promise<boolean> {
  const sent = canonicalProgress($progress.get());
  if (offline()) {
    setStatus('offline');
    return false;
  }
  if ($progressSync.get() !== 'checking') setStatus('saving');
  let status = 0;
  let data: unknown = null;
  try {
    const supabase = await authClient();
    ({ data, status } = await supabase.rpc('merge_learning_progress', { progress: JSON.parse(sent) as unknown }));
  } catch (error) {
    console.warn('Could not save learning progress to the account', error);
  }
  if (!signedInAs(id)) return false;
  const answer = status === 200 ? decodeProgress(JSON.stringify(data), 'received') : undefined;
  if (!answer) {
    if (status !== 0) console.warn(`Could not save learning progress to the account (HTTP ${status})`);
    setStatus(failureStatus(status));
    scheduleRetry();
    return false;
  }
  writeState({ owner: id, confirmed: canonicalProgress(answer) });
  if (replaceProgressIf(sent, answer)) {
    setStatus('saved');
    return true;
  }
  // Local progress changed while the document was on its way: send the newer one (a storage
  // that keeps failing to save could make that endless, hence the limit and the later retry).
  if (followUp < MAX_FOLLOW_UPS) return sendOnce(id, followUp + 1);
  scheduleRetry();
  return false;
}

/**
 * Sends local progress (after the send under way, if any), unless the account already holds
 * it; `always` sends anyway, to fetch what other devices added. Resolves to whether the
 * account holds all local progress.
 */
async function send(always = false): Promise<boolean> {
  clearTimeout(sendTimer);
  clearTimeout(retryTimer);
  const id = learner;
  if (!id || $progressSync.get() === 'ask') return false;
  while (sending) await sending;
  if (learner !== id) return false;
  if (!always && isProgressSaved()) {
    setStatus('saved');
    return true;
  }
  sending = sendOnce(id).finally(() => {
    sending = undefined;
  });
  return sending;
}

function onProgressChange(): void {
  if (!learner || $progressSync.get() === 'ask' || isProgressSaved()) return;
  if (offline()) {
    setStatus('offline');
    return;
  }
  if ($progressSync.get() !== 'checking') setStatus('saving');
  clearTimeout(sendTimer);
  sendTimer = setTimeout(() => void send(), SEND_DELAY_MS);
}

/** The account's stored document, or undefined when it cannot be read now. */
async function accountProgress(id: string): Promise<LearningProgress | undefined> {
  try {
    const supabase = await authClient();
    const { data, error } = await supabase
      .from('learning_progress')
      .select('progress')
      .eq('user_id', id)
      .maybeSingle<{ progress: unknown }>();
    if (error) throw error;
    return data ? decodeProgress(JSON.stringify(data.progress), 'received') : defaultProgress();
  } catch (error) {
    console.warn('Could not read learning progress from the account', error);
    return undefined;
  }
}

/** What the account has, while the learner decides about progress made signed out. */
let pendingAccount: LearningProgress | undefined;

let checkTimer: ReturnType<typeof setTimeout> | undefined;

/** Takes over for a signed-in learner: whose progress is on this device decides what is sent. */
async function begin(id: string): Promise<void> {
  learner = id;
  if ($progressSync.get() === 'unknown' || $progressSync.get() === 'device') {
    setStatus('checking');
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => {
      if ($progressSync.get() === 'checking') setStatus('offline');
    }, CHECK_TIMEOUT_MS);
  }
  const { owner } = readState();
  if (owner !== null && owner !== id) {
    // Another learner's progress (their session ended without this site's sign-out): never
    // mix it into this account. It is in their account as far as it was ever saved.
    console.warn('Learning progress of another account was on this device; it was removed.');
    resetProgress();
    writeState({ owner: id, confirmed: null });
  } else if (owner === null) {
    if (!isEmptyProgress($progress.get())) {
      if (offline()) {
        setStatus('offline');
        return;
      }
      const account = await accountProgress(id);
      if (learner !== id) return;
      if (!account) {
        setStatus('offline');
        scheduleRetryBegin(id);
        return;
      }
      if (!isEmptyProgress(account) && canonicalProgress(account) !== canonicalProgress($progress.get())) {
        pendingAccount = account;
        setStatus('ask');
        return;
      }
    }
    writeState({ owner: id, confirmed: null });
  }
  await send(true);
}

function scheduleRetryBegin(id: string): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (learner === id) beginning = begin(id);
  }, RETRY_MS);
}

/** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
export function keepDeviceProgress(keep: boolean): void {
  const id = learner;
  if (!id || $progressSync.get() !== 'ask') return;
  if (!keep && pendingAccount) replaceProgressIf(canonicalProgress($progress.get()), pendingAccount);
  pendingAccount = undefined;
  writeState({ owner: id, confirmed: null });
  setStatus('saving');
  void send();
}

/** Stops for a signed-out visitor. Saved progress is removed from the device; unsaved progress stays for its owner. */
function end(): void {
  learner = undefined;
  pendingAccount = undefined;
  clearTimeout(sendTimer);
  clearTimeout(retryTimer);
  clearTimeout(checkTimer);
  const { owner } = readState();
  if (owner !== null && isProgressSaved()) forgetProgressOnDevice();
  setStatus('device');
}

/** Removes the learner's progress and its sync record from this browser (and its other tabs). */
export function forgetProgressOnDevice(): void {
  resetProgress();
  try {
    window.localStorage.removeItem(SYNC_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to remove.
  }
}

/**
 * Sends unsaved progress now and waits for the answer, at most `timeoutMs`. Resolves to
 * whether the account holds everything on this device (true when nothing is unsaved).
 */
export async function flushProgress(timeoutMs = 8000): Promise<boolean> {
  startProgressSync();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const flushed = async () => {
    await beginning;
    const owned = readState().owner !== null;
    if (!learner || !owned || $progressSync.get() === 'ask') return owned ? isProgressSaved() : isEmptyProgress($progress.get());
    return (await send()) && isProgressSaved();
  };
  const saved = await Promise.race([flushed(), timeout]);
  clearTimeout(timer);
  return saved;
}

let started = false;

/** Starts following the session and local progress (once per page). */
export function startProgressSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $session.subscribe((session) => {
    if (session.status === 'signed-in') {
      if (learner !== session.user.id) beginning = begin(session.user.id);
    } else if (session.status === 'signed-out') end();
  });
  $progress.subscribe(onProgressChange);
  window.addEventListener('online', () => {
    if (!learner || $progressSync.get() !== 'offline') return;
    if (readState().owner === learner) void send();
    else beginning = begin(learner);
  });
  // Back to this tab (e.g. after learning on another device): take what the account has now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && learner && readState().owner === learner) void send(true);
  });
  window.addEventListener('offline', () => {
    if (learner && !isProgressSaved()) setStatus('offline');
  });
}
