/**
 * The sync engine: interprets the state machine of `progress/rules/sync-machine.ts` over its
 * dependencies (see `progress-sync.ts` for the rules and the page's own engine).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { CURRICULUM_IDS } from '../../path/rules/curriculum-ids.ts';
import { canonicalProgress, decodeProgress } from '../rules/progress-decode.ts';
import type { SyncStatus } from '../rules/progress-known.ts';
import { defaultProgress, isEmptyProgress, type LearningProgress } from '../rules/progress-rules.ts';
import { transition, type SyncEffect, type SyncEvent, type SyncFacts, type SyncState, type SyncTimer } from '../rules/sync-machine.ts';
import type { SessionState } from '../../account/stores/session.ts';
import { forget, readRecord, writeRecord } from './sync-record.ts';

/** How long after a change the document is sent (changes within it go together). */
export const SEND_DELAY_MS = 800;
/** How often an unsaved change is tried again while the backend cannot be reached. */
export const RETRY_MS = 30_000;
/**
 * How long pages wait for the account's first answer before showing this device's progress
 * (a request that hangs, rather than fails, on a poor connection).
 */
export const CHECK_TIMEOUT_MS = 10_000;

const TIMER_MS: Readonly<Record<SyncTimer, number>> = { send: SEND_DELAY_MS, retry: RETRY_MS, check: CHECK_TIMEOUT_MS, begin: RETRY_MS };

/** What the engine works with: the stores, the account, the browser. Tests pass their own. */
export interface SyncDeps {
  $progress: ReadableAtom<LearningProgress>;
  replaceProgressIf: (expected: string, next: LearningProgress) => boolean;
  resetProgress: () => void;
  $session: ReadableAtom<SessionState>;
  $status: WritableAtom<SyncStatus>;
  client: () => Promise<Pick<SupabaseClient, 'rpc' | 'from'>>;
  storage: () => Storage;
  /** The user of the session stored in this browser (another tab may have just ended it). */
  sessionUser: () => string | undefined;
  online: () => boolean;
  setTimer: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (timer: ReturnType<typeof setTimeout> | undefined) => void;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Told the HTTP status of a call that failed with an answer, so a session the backend refused is checked. */
  callFailed?: (httpStatus: number) => void;
}

/** A sync engine over `deps`; nothing runs until `start`. */
export function createProgressSync(deps: SyncDeps) {
  let state: SyncState<LearningProgress> = { status: deps.$status.get() };
  const timers = new Map<SyncTimer, ReturnType<typeof setTimeout>>();
  const queue: SyncEvent<LearningProgress>[] = [];
  let running = false;
  let whenSettled: (() => void)[] = [];
  const stops: (() => void)[] = [];
  let started = false;

  const record = () => readRecord(deps.storage);
  const isSaved = () => record().confirmed === canonicalProgress(deps.$progress.get());
  const facts = (): SyncFacts => ({
    online: deps.online(),
    owner: record().owner,
    saved: isSaved(),
    empty: isEmptyProgress(deps.$progress.get()),
    session: deps.sessionUser(),
  });

  /** Handles `event` (after the one being handled, if any), then runs its effects and shows the new status. */
  function dispatch(event: SyncEvent<LearningProgress>): void {
    queue.push(event);
    if (running) return;
    running = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const result = transition(state, next, facts());
        state = result.state;
        for (const effect of result.effects) run(effect);
        if (deps.$status.get() !== state.status) deps.$status.set(state.status);
      }
    } finally {
      running = false;
    }
    if (state.request || state.queued) return;
    const settled = whenSettled;
    whenSettled = [];
    for (const resolve of settled) resolve();
  }

  function run(effect: SyncEffect<LearningProgress>): void {
    switch (effect.type) {
      case 'send':
        return void send(effect.learner);
      case 'read-account':
        return void read(effect.learner);
      case 'start-timer':
        deps.clearTimer(timers.get(effect.timer));
        timers.set(
          effect.timer,
          deps.setTimer(() => dispatch({ type: 'timer', timer: effect.timer }), TIMER_MS[effect.timer]),
        );
        return;
      case 'clear-timer':
        deps.clearTimer(timers.get(effect.timer));
        timers.delete(effect.timer);
        return;
      case 'write-record':
        return writeRecord(deps.storage, { owner: effect.owner, confirmed: effect.confirmed });
      case 'take-answer':
        queue.push({ type: deps.replaceProgressIf(effect.sent, effect.answer) ? 'answer-taken' : 'answer-stale' });
        return;
      case 'use-account':
        deps.replaceProgressIf(canonicalProgress(deps.$progress.get()), effect.account);
        return;
      case 'remove-other-learner':
        // Their session ended without this site's sign-out: it is in their account as far as it was ever saved.
        console.warn('Learning progress of another account was on this device; it was removed.');
        return deps.resetProgress();
      case 'forget-device':
        return forget(deps);
      case 'raise':
        queue.push(effect.event);
        return;
    }
  }

  /** Sends local progress through `merge_learning_progress`; the outcome is an event. */
  async function send(learner: string): Promise<void> {
    const sent = canonicalProgress(deps.$progress.get());
    let httpStatus = 0;
    let data: unknown = null;
    try {
      const supabase = await deps.client();
      ({ data, status: httpStatus } = await supabase.rpc('merge_learning_progress', { progress: JSON.parse(sent) as unknown }));
    } catch (error) {
      console.warn('Could not save learning progress to the account', error);
    }
    const answer = httpStatus === 200 ? decodeProgress(JSON.stringify(data), 'received', CURRICULUM_IDS) : undefined;
    if (!answer) {
      if (httpStatus !== 0) {
        console.warn(`Could not save learning progress to the account (HTTP ${httpStatus})`);
        deps.callFailed?.(httpStatus);
      }
      return dispatch({ type: 'send-failed', learner, httpStatus });
    }
    dispatch({ type: 'send-succeeded', learner, sent, answer, confirmed: canonicalProgress(answer) });
  }

  /** Reads the account's stored document (before asking about progress made signed out); the outcome is an event. */
  async function read(learner: string): Promise<void> {
    let account: LearningProgress | undefined;
    try {
      const supabase = await deps.client();
      const { data, error, status } = await supabase
        .from('learning_progress')
        .select('progress')
        .eq('user_id', learner)
        .maybeSingle<{ progress: unknown }>();
      if (error) {
        deps.callFailed?.(status);
        throw error;
      }
      account = data ? decodeProgress(JSON.stringify(data.progress), 'received', CURRICULUM_IDS) : defaultProgress();
    } catch (error) {
      console.warn('Could not read learning progress from the account', error);
    }
    const local = canonicalProgress(deps.$progress.get());
    const differs = account !== undefined && !isEmptyProgress(account) && canonicalProgress(account) !== local;
    dispatch({ type: 'account-read', learner, account, differs });
  }

  const engine = {
    /** Starts following the session, local progress and the browser (once). */
    start(): void {
      if (started) return;
      started = true;
      const online = () => dispatch({ type: 'online' });
      const offline = () => dispatch({ type: 'offline' });
      // Back to this tab (e.g. after learning on another device): take what the account has now.
      const visible = () => deps.document.visibilityState === 'visible' && dispatch({ type: 'visible' });
      deps.window.addEventListener('online', online);
      deps.window.addEventListener('offline', offline);
      deps.document.addEventListener('visibilitychange', visible);
      stops.push(
        deps.$session.subscribe((session) => {
          if (session.status === 'signed-in') dispatch({ type: 'signed-in', learner: session.user.id });
          else if (session.status === 'signed-out') dispatch({ type: 'signed-out' });
        }),
        deps.$progress.subscribe(() => dispatch({ type: 'progress-changed' })),
        () => {
          deps.window.removeEventListener('online', online);
          deps.window.removeEventListener('offline', offline);
          deps.document.removeEventListener('visibilitychange', visible);
          for (const timer of timers.values()) deps.clearTimer(timer);
        },
      );
    },

    /** Stops following them, and every timer (a test's engine, at its end). */
    stop(): void {
      for (const stop of stops.splice(0)) stop();
      started = false;
    },

    /**
     * Sends unsaved progress now and waits for the answer (and a take-over under way), at most
     * `timeoutMs`. Resolves to whether the account holds everything on this device (for
     * progress no learner owns: whether there is none).
     */
    async flush(timeoutMs = 8000): Promise<boolean> {
      engine.start();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<false>((resolve) => (timer = deps.setTimer(() => resolve(false), timeoutMs)));
      const settled = new Promise<void>((resolve) => {
        whenSettled.push(resolve);
        dispatch({ type: 'flush' });
      });
      const flushed = settled.then(() => (record().owner !== null ? isSaved() : isEmptyProgress(deps.$progress.get())));
      const saved = await Promise.race([flushed, timeout]);
      deps.clearTimer(timer);
      return saved;
    },

    /** The learner's answer to `ask`: add this device's progress to the account (true) or drop it (false). */
    keep(keep: boolean): void {
      dispatch({ type: 'keep', keep });
    },

    /** The account's progress as it last answered this device, or undefined when it never has (for this learner). */
    accountCopy(): LearningProgress | undefined {
      const { owner, confirmed } = record();
      return owner !== null && owner === state.learner && confirmed !== null
        ? decodeProgress(confirmed, 'received', CURRICULUM_IDS)
        : undefined;
    },

    isSaved,
  };
  return engine;
}

/** A sync engine. */
export type ProgressSync = ReturnType<typeof createProgressSync>;
