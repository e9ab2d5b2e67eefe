/**
 * The rules that keep a learner's progress in their account, as a state machine: a pure
 * {@link transition} from a state and an event (with what the browser knows at that moment,
 * {@link SyncFacts}) to the next state and the effects to run. `progress/stores/progress-sync.ts`
 * interprets it: it gathers the facts, runs the effects (requests, timers, storage) and turns
 * their outcomes into events. The rules themselves are listed in that module's header.
 *
 * The state's `status` is the named state pages show (`SyncStatus`); the rest is what the
 * machine needs to remember: the learner, the one request under way, a send asked for while
 * it was, and the account's progress while the learner decides.
 */
import type { SyncStatus } from './progress-known.ts';

/** One timer per purpose: the debounced send, the retry of a failed send, the first check's time limit, the retry of a failed take-over. */
export type SyncTimer = 'send' | 'retry' | 'check' | 'begin';

/** How many times in a row a send follows an answer that arrived after local progress changed again. */
export const MAX_FOLLOW_UPS = 3;

/** What the browser knows when an event is handled. */
export interface SyncFacts {
  /** Whether the browser may be online (`navigator.onLine` is not false). */
  online: boolean;
  /** Whose progress this device holds, by the sync record: a learner id, or null (a visitor's). */
  owner: string | null;
  /** Whether the account holds all local progress, as far as this device knows. */
  saved: boolean;
  /** Whether local progress is empty. */
  empty: boolean;
  /** The signed-in user of the stored session, if any. */
  session: string | undefined;
}

/** The machine's state; `P` is a progress document, which the machine only carries. */
export interface SyncState<P> {
  status: SyncStatus;
  /** The learner being synced, while there is one. */
  learner?: string | undefined;
  /** The request under way: the merge (`send`) or the read of the account before asking (`read`). */
  request?: { kind: 'send' | 'read'; learner: string; followUps: number } | undefined;
  /** A send asked for while a request was under way (`always`: even when nothing is unsaved). */
  queued?: 'send' | 'always' | undefined;
  /** What the account has, while the learner decides (`ask`). */
  pending?: P | undefined;
}

/**
 * What happens to the machine. Outcomes of requests name the learner they were made for. An
 * answer replaces local progress only if it is still what was sent (`answer-taken`); else it
 * arrived stale (`answer-stale`), local progress having changed again meanwhile.
 */
export type SyncEvent<P> =
  | { type: 'signed-in'; learner: string }
  | { type: 'signed-out' }
  | { type: 'progress-changed' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'visible' }
  | { type: 'timer'; timer: SyncTimer }
  | { type: 'flush' }
  | { type: 'keep'; keep: boolean }
  | { type: 'dequeue' }
  | { type: 'send-succeeded'; learner: string; sent: string; answer: P; confirmed: string }
  | { type: 'answer-taken' }
  | { type: 'answer-stale' }
  | { type: 'send-failed'; learner: string; httpStatus: number }
  | { type: 'account-read'; learner: string; account: P | undefined; differs: boolean };

/** What the interpreter does for the machine, in order. */
export type SyncEffect<P> =
  | { type: 'send'; learner: string }
  | { type: 'read-account'; learner: string }
  | { type: 'start-timer'; timer: SyncTimer }
  | { type: 'clear-timer'; timer: SyncTimer }
  | { type: 'write-record'; owner: string; confirmed: string | null }
  /** Replaces local progress by the answer if it is still what was sent; then `answer-taken` or `answer-stale` follows. */
  | { type: 'take-answer'; sent: string; answer: P }
  | { type: 'use-account'; account: P }
  | { type: 'remove-other-learner' }
  | { type: 'forget-device' }
  | { type: 'raise'; event: SyncEvent<P> };

/** The next state and the effects to run. */
export interface SyncStep<P> {
  state: SyncState<P>;
  effects: SyncEffect<P>[];
}

/** What a failed call means: the account refused the document (4xx other than auth), or it could not be reached. */
export function failureStatus(httpStatus: number): SyncStatus {
  const refused = httpStatus >= 400 && httpStatus < 500 && ![401, 403, 408, 429].includes(httpStatus);
  return refused ? 'refused' : 'offline';
}

const step = <P>(state: SyncState<P>, ...effects: SyncEffect<P>[]): SyncStep<P> => ({ state, effects });
const then = <P>(first: SyncEffect<P>[], next: SyncStep<P>): SyncStep<P> => ({ state: next.state, effects: [...first, ...next.effects] });
/** `saving`, except while the first answer is awaited (pages keep their neutral state). */
const savingUnlessChecking = (status: SyncStatus): SyncStatus => (status === 'checking' ? 'checking' : 'saving');

/** Sends local progress now, unless the browser is offline (then it waits for `online`). */
function startSend<P>(state: SyncState<P>, learner: string, followUps: number, facts: SyncFacts): SyncStep<P> {
  // Nothing asked for meanwhile could go either: it all waits for `online`.
  if (!facts.online) return step({ ...state, status: 'offline', request: undefined, queued: undefined });
  const request = { kind: 'send' as const, learner, followUps };
  return step({ ...state, status: savingUnlessChecking(state.status), request }, { type: 'send', learner });
}

/** A send is wanted: after the request under way, and only when something is unsaved (or `always`). */
function wantSend<P>(state: SyncState<P>, always: boolean, facts: SyncFacts): SyncStep<P> {
  const cleared: SyncEffect<P>[] = [
    { type: 'clear-timer', timer: 'send' },
    { type: 'clear-timer', timer: 'retry' },
  ];
  const { learner } = state;
  if (!learner || state.status === 'ask' || facts.owner !== learner) return step(state, ...cleared);
  if (state.request) return step({ ...state, queued: always || state.queued === 'always' ? 'always' : 'send' }, ...cleared);
  if (!always && facts.saved) return step({ ...state, status: 'saved' }, ...cleared);
  return then(cleared, startSend(state, learner, 0, facts));
}

/** The request under way has ended: a send asked for meanwhile goes now, with fresh facts. */
function ended<P>(state: SyncState<P>, ...effects: SyncEffect<P>[]): SyncStep<P> {
  const next = { ...state, request: undefined };
  return state.queued ? step(next, ...effects, { type: 'raise', event: { type: 'dequeue' } }) : step(next, ...effects);
}

/** Takes over for a signed-in learner: whose progress is on this device decides what is sent. */
function begin<P>(state: SyncState<P>, learner: string, facts: SyncFacts): SyncStep<P> {
  const effects: SyncEffect<P>[] = [{ type: 'clear-timer', timer: 'begin' }];
  let next: SyncState<P> = { ...state, learner, queued: undefined, pending: undefined };
  if (state.status === 'unknown' || state.status === 'device') {
    next = { ...next, status: 'checking' };
    effects.push({ type: 'start-timer', timer: 'check' });
  }
  const owned = { type: 'write-record', owner: learner, confirmed: null } as const;
  if (facts.owner !== null && facts.owner !== learner)
    return then([...effects, { type: 'remove-other-learner' }, owned], sendNow(next, learner, facts));
  if (facts.owner === null && !facts.empty) {
    if (!facts.online) return step({ ...next, status: 'offline' }, ...effects);
    return step({ ...next, request: { kind: 'read', learner, followUps: 0 } }, ...effects, { type: 'read-account', learner });
  }
  if (facts.owner === null) effects.push(owned);
  return then(effects, sendNow(next, learner, facts));
}

/** Sends whatever local progress is, to fetch what the account has too (after the request under way, if any). */
function sendNow<P>(state: SyncState<P>, learner: string, facts: SyncFacts): SyncStep<P> {
  return state.request ? step({ ...state, queued: 'always' }) : startSend(state, learner, 0, facts);
}

/** Whether an outcome answers the request under way (one for a learner who has gone, or replaced, is dropped). */
const answers = <P>(state: SyncState<P>, kind: 'send' | 'read', learner: string) =>
  state.request?.kind === kind && state.request.learner === learner;

/** The machine after `event`, given `facts`, and the effects to run. */
export function transition<P>(state: SyncState<P>, event: SyncEvent<P>, facts: SyncFacts): SyncStep<P> {
  const { learner, status } = state;
  switch (event.type) {
    case 'signed-in':
      return learner === event.learner ? step(state) : begin(state, event.learner, facts);
    case 'signed-out': {
      const timers = (['send', 'retry', 'check', 'begin'] as const).map((timer) => ({ type: 'clear-timer', timer }) as const);
      const forget: SyncEffect<P>[] = facts.owner !== null && facts.saved ? [{ type: 'forget-device' }] : [];
      return step({ status: 'device' }, ...timers, ...forget);
    }
    case 'progress-changed':
      // Before the take-over is done (the account being read, or unreachable) it decides what is sent.
      if (!learner || status === 'ask' || facts.saved || facts.owner !== learner) return step(state);
      if (!facts.online) return step({ ...state, status: 'offline' });
      return step({ ...state, status: savingUnlessChecking(status) }, { type: 'start-timer', timer: 'send' });
    case 'online':
      if (!learner || status !== 'offline') return step(state);
      return facts.owner === learner ? wantSend(state, false, facts) : state.request ? step(state) : begin(state, learner, facts);
    case 'offline':
      return learner && !facts.saved ? step({ ...state, status: 'offline' }) : step(state);
    case 'visible':
      return learner && facts.owner === learner ? wantSend(state, true, facts) : step(state);
    case 'flush':
    case 'dequeue': {
      const always = event.type === 'dequeue' && state.queued === 'always';
      return wantSend({ ...state, queued: event.type === 'dequeue' ? undefined : state.queued }, always, facts);
    }
    case 'timer':
      if (event.timer === 'check') return step(status === 'checking' ? { ...state, status: 'offline' } : state);
      if (event.timer === 'begin') return learner && !state.request ? begin(state, learner, facts) : step(state);
      return wantSend(state, false, facts);
    case 'keep': {
      if (!learner || status !== 'ask') return step(state);
      const effects: SyncEffect<P>[] = [{ type: 'write-record', owner: learner, confirmed: null }];
      if (!event.keep && state.pending !== undefined) effects.unshift({ type: 'use-account', account: state.pending });
      const next: SyncState<P> = { ...state, status: 'saving', pending: undefined };
      return then(effects, state.request ? step({ ...next, queued: 'send' }) : startSend(next, learner, 0, facts));
    }
    case 'send-succeeded': {
      if (!answers(state, 'send', event.learner)) return step(state);
      if (learner !== event.learner || facts.session !== learner) return ended(state);
      // The record first: local progress replaced by the answer is then known to be saved.
      const record = { type: 'write-record', owner: learner, confirmed: event.confirmed } as const;
      return step(state, record, { type: 'take-answer', sent: event.sent, answer: event.answer });
    }
    case 'answer-taken':
      return state.request?.kind === 'send' ? ended({ ...state, status: 'saved' }) : step(state);
    case 'answer-stale': {
      if (state.request?.kind !== 'send' || !learner) return step(state);
      // Local progress changed while the document was on its way: send the newer one (a storage
      // that keeps failing to save could make that endless, hence the limit and the later retry).
      const { followUps } = state.request;
      if (followUps < MAX_FOLLOW_UPS) return startSend(state, learner, followUps + 1, facts);
      return ended(state, { type: 'start-timer', timer: 'retry' });
    }
    case 'send-failed':
      if (!answers(state, 'send', event.learner)) return step(state);
      if (learner !== event.learner || facts.session !== learner) return ended(state);
      return ended({ ...state, status: failureStatus(event.httpStatus) }, { type: 'start-timer', timer: 'retry' });
    case 'account-read': {
      if (!answers(state, 'read', event.learner) || learner !== event.learner) return step(state);
      const done = { ...state, request: undefined, queued: undefined };
      if (!event.account) return step({ ...done, status: 'offline' }, { type: 'start-timer', timer: 'begin' });
      if (event.differs) return step({ ...done, status: 'ask', pending: event.account });
      return then([{ type: 'write-record', owner: learner, confirmed: null }], startSend(done, learner, 0, facts));
    }
  }
}
