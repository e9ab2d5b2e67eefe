import { describe, expect, it } from 'vitest';
import { failureStatus, MAX_FOLLOW_UPS, transition, type SyncEvent, type SyncFacts, type SyncState } from './sync-machine.ts';

/** A progress document as the machine carries it: opaque. */
type Doc = { modules: string[] };
const ADA = 'user-ada';
const BOB = 'user-bob';
const doc: Doc = { modules: ['what-is-money-really'] };

/** What the browser knows: by default online, this device's progress Ada's, unsaved and not empty, her session stored. */
const facts = (change: Partial<SyncFacts> = {}): SyncFacts => ({
  online: true,
  owner: ADA,
  saved: false,
  empty: false,
  session: ADA,
  ...change,
});
const on = (state: SyncState<Doc>, event: SyncEvent<Doc>, change: Partial<SyncFacts> = {}) => transition(state, event, facts(change));

/** Ada's progress being merged into her account. */
const sending = (change: Partial<SyncState<Doc>> = {}): SyncState<Doc> => ({
  status: 'saving',
  learner: ADA,
  request: { kind: 'send', learner: ADA, followUps: 0 },
  ...change,
});
const idle = (status: SyncState<Doc>['status'] = 'saved'): SyncState<Doc> => ({ status, learner: ADA });
const succeeded: SyncEvent<Doc> = { type: 'send-succeeded', learner: ADA, sent: '{}', answer: doc, confirmed: '{"a":1}' };

describe('the sync machine: taking over at sign-in', () => {
  it('checks, and sends this device’s progress when it is the learner’s', () => {
    const { state, effects } = on({ status: 'unknown' }, { type: 'signed-in', learner: ADA });
    expect(state).toMatchObject({ status: 'checking', learner: ADA, request: { kind: 'send', learner: ADA } });
    expect(effects).toEqual([
      { type: 'clear-timer', timer: 'begin' },
      { type: 'start-timer', timer: 'check' },
      { type: 'send', learner: ADA },
    ]);
  });

  it('removes another learner’s progress and never sends it: the record names this learner before the send', () => {
    const { effects } = on({ status: 'device' }, { type: 'signed-in', learner: ADA }, { owner: BOB });
    expect(effects.map(({ type }) => type)).toEqual(['clear-timer', 'start-timer', 'remove-other-learner', 'write-record', 'send']);
    expect(effects[3]).toEqual({ type: 'write-record', owner: ADA, confirmed: null });
  });

  it('reads the account first when the device holds progress made signed out', () => {
    const { state, effects } = on({ status: 'unknown' }, { type: 'signed-in', learner: ADA }, { owner: null });
    expect(state).toMatchObject({ status: 'checking', request: { kind: 'read', learner: ADA } });
    expect(effects.at(-1)).toEqual({ type: 'read-account', learner: ADA });
  });

  it('takes an empty device at once, and waits for `online` when offline with progress made signed out', () => {
    const empty = on({ status: 'unknown' }, { type: 'signed-in', learner: ADA }, { owner: null, empty: true });
    expect(empty.effects.slice(-2)).toEqual([
      { type: 'write-record', owner: ADA, confirmed: null },
      { type: 'send', learner: ADA },
    ]);
    const offline = on({ status: 'unknown' }, { type: 'signed-in', learner: ADA }, { owner: null, online: false });
    expect(offline.state.status).toBe('offline');
    expect(offline.state.request).toBeUndefined();
    expect(offline.effects.map(({ type }) => type)).not.toContain('read-account');
  });

  it('asks when the account has other progress, keeping it for the answer', () => {
    const reading: SyncState<Doc> = { status: 'checking', learner: ADA, request: { kind: 'read', learner: ADA, followUps: 0 } };
    const { state, effects } = on(reading, { type: 'account-read', learner: ADA, account: doc, differs: true }, { owner: null });
    expect(state).toEqual({ status: 'ask', learner: ADA, pending: doc, request: undefined, queued: undefined });
    expect(effects).toEqual([]);
  });

  it('adds progress made signed out when the account has none or the same, and retries the take-over when it cannot be read', () => {
    const reading: SyncState<Doc> = { status: 'checking', learner: ADA, request: { kind: 'read', learner: ADA, followUps: 0 } };
    const same = on(reading, { type: 'account-read', learner: ADA, account: doc, differs: false }, { owner: null });
    expect(same.effects).toEqual([
      { type: 'write-record', owner: ADA, confirmed: null },
      { type: 'send', learner: ADA },
    ]);
    const failed = on(reading, { type: 'account-read', learner: ADA, account: undefined, differs: false }, { owner: null });
    expect(failed.state).toMatchObject({ status: 'offline', request: undefined });
    expect(failed.effects).toEqual([{ type: 'start-timer', timer: 'begin' }]);
    expect(on(failed.state, { type: 'timer', timer: 'begin' }, { owner: null }).effects.at(-1)).toEqual({
      type: 'read-account',
      learner: ADA,
    });
  });

  it('stops checking when the first answer takes longer than the check timer', () => {
    expect(on(sending({ status: 'checking' }), { type: 'timer', timer: 'check' }).state.status).toBe('offline');
    expect(on(sending(), { type: 'timer', timer: 'check' }).state.status).toBe('saving');
  });
});

describe('the sync machine: the learner’s answer to ask', () => {
  const asking: SyncState<Doc> = { status: 'ask', learner: ADA, pending: doc };

  it('"yes" records the device as the learner’s and sends its progress', () => {
    const { state, effects } = on(asking, { type: 'keep', keep: true }, { owner: null });
    expect(state).toMatchObject({ status: 'saving', pending: undefined, request: { kind: 'send' } });
    expect(effects).toEqual([
      { type: 'write-record', owner: ADA, confirmed: null },
      { type: 'send', learner: ADA },
    ]);
  });

  it('"no" takes the account’s progress first', () => {
    expect(on(asking, { type: 'keep', keep: false }, { owner: null }).effects[0]).toEqual({ type: 'use-account', account: doc });
  });

  it('nothing is sent while the question is open', () => {
    for (const event of [{ type: 'flush' }, { type: 'visible' }, { type: 'timer', timer: 'retry' }, { type: 'progress-changed' }] as const)
      expect(on(asking, event).effects.map(({ type }) => type)).not.toContain('send');
  });
});

describe('the sync machine: changes and sends', () => {
  it('a change waits for the send timer, saying saving (checking while the first answer is awaited)', () => {
    expect(on(idle(), { type: 'progress-changed' })).toEqual({ state: idle('saving'), effects: [{ type: 'start-timer', timer: 'send' }] });
    expect(on(idle('checking'), { type: 'progress-changed' }).state.status).toBe('checking');
    expect(on(idle(), { type: 'progress-changed' }, { saved: true }).effects).toEqual([]);
    expect(on(idle(), { type: 'progress-changed' }, { online: false })).toEqual({ state: idle('offline'), effects: [] });
  });

  it('the send timer sends, or only says saved when the account holds it all', () => {
    const timers = [
      { type: 'clear-timer', timer: 'send' },
      { type: 'clear-timer', timer: 'retry' },
    ];
    expect(on(idle('saving'), { type: 'timer', timer: 'send' }).effects).toEqual([...timers, { type: 'send', learner: ADA }]);
    expect(on(idle('saving'), { type: 'timer', timer: 'send' }, { saved: true })).toEqual({ state: idle('saved'), effects: timers });
  });

  it('a send asked for while one is under way goes after its answer', () => {
    const queued = on(sending(), { type: 'timer', timer: 'send' }).state;
    expect(queued.queued).toBe('send');
    const answered = on(on(queued, succeeded).state, { type: 'answer-taken' });
    expect(answered.state).toMatchObject({ status: 'saved', request: undefined, queued: 'send' });
    expect(answered.effects.at(-1)).toEqual({ type: 'raise', event: { type: 'dequeue' } });
    expect(on(answered.state, { type: 'dequeue' }, { saved: true }).state).toMatchObject({ status: 'saved', queued: undefined });
  });

  it('an answer records what the account holds, then replaces local progress; taken, all is saved', () => {
    const answered = on(sending({ status: 'checking' }), succeeded);
    expect(answered.effects).toEqual([
      { type: 'write-record', owner: ADA, confirmed: '{"a":1}' },
      { type: 'take-answer', sent: '{}', answer: doc },
    ]);
    // Pages keep the neutral state until local progress is the account's.
    expect(answered.state.status).toBe('checking');
    expect(on(answered.state, { type: 'answer-taken' })).toEqual({ state: { ...idle('saved'), request: undefined }, effects: [] });
  });

  it(`a stale answer is followed by the newer document at once, ${MAX_FOLLOW_UPS} times in a row at most, then by the retry timer`, () => {
    const followed = on(sending(), { type: 'answer-stale' });
    expect(followed.state.request).toEqual({ kind: 'send', learner: ADA, followUps: 1 });
    expect(followed.effects).toEqual([{ type: 'send', learner: ADA }]);
    const last = on(sending({ request: { kind: 'send', learner: ADA, followUps: MAX_FOLLOW_UPS } }), { type: 'answer-stale' });
    expect(last.state).toMatchObject({ status: 'saving', request: undefined });
    expect(last.effects).toEqual([{ type: 'start-timer', timer: 'retry' }]);
  });

  it('a failed send says offline, or refused for a 4xx other than auth, and tries again on the retry timer', () => {
    const cases = [
      [0, 'offline'],
      [500, 'offline'],
      [401, 'offline'],
      [429, 'offline'],
      [400, 'refused'],
      [413, 'refused'],
    ] as const;
    for (const [httpStatus, status] of cases) {
      expect(failureStatus(httpStatus)).toBe(status);
      expect(on(sending(), { type: 'send-failed', learner: ADA, httpStatus })).toEqual({
        state: idle(status),
        effects: [{ type: 'start-timer', timer: 'retry' }],
      });
    }
  });

  it('drops an answer for a learner who signed out or was replaced, and one for a session ended in another tab', () => {
    expect(on({ status: 'device' }, succeeded)).toEqual({ state: { status: 'device' }, effects: [] });
    expect(on(sending(), succeeded, { session: undefined })).toEqual({ state: { ...sending(), request: undefined }, effects: [] });
  });
});

describe('the sync machine: the browser', () => {
  it('back online, sends what is unsaved, or takes over again when the device’s progress is not yet the learner’s', () => {
    expect(on(idle('offline'), { type: 'online' }).effects.at(-1)).toEqual({ type: 'send', learner: ADA });
    expect(on(idle('offline'), { type: 'online' }, { owner: null }).effects.at(-1)).toEqual({ type: 'read-account', learner: ADA });
    expect(on(idle('saved'), { type: 'online' }).effects).toEqual([]);
  });

  it('offline says so only when something is unsaved', () => {
    expect(on(idle('saving'), { type: 'offline' }).state.status).toBe('offline');
    expect(on(idle('saved'), { type: 'offline' }, { saved: true }).state.status).toBe('saved');
  });

  it('a tab made visible asks the account again, even with nothing unsaved', () => {
    expect(on(idle(), { type: 'visible' }, { saved: true }).effects.at(-1)).toEqual({ type: 'send', learner: ADA });
    expect(on({ status: 'device' }, { type: 'visible' }).effects).toEqual([]);
  });

  it('flush sends what is unsaved, and nothing for progress no learner owns yet', () => {
    expect(on(idle('saving'), { type: 'flush' }).effects.at(-1)).toEqual({ type: 'send', learner: ADA });
    expect(on(idle('offline'), { type: 'flush' }, { owner: null }).effects.map(({ type }) => type)).not.toContain('send');
  });
});

describe('the sync machine: signing out', () => {
  it('stops every timer and forgets saved progress on the device', () => {
    const { state, effects } = on(sending(), { type: 'signed-out' }, { saved: true });
    expect(state).toEqual({ status: 'device' });
    expect(effects).toEqual([
      { type: 'clear-timer', timer: 'send' },
      { type: 'clear-timer', timer: 'retry' },
      { type: 'clear-timer', timer: 'check' },
      { type: 'clear-timer', timer: 'begin' },
      { type: 'forget-device' },
    ]);
  });

  it('keeps unsaved progress, and a visitor’s, for its owner', () => {
    expect(on(sending(), { type: 'signed-out' }).effects.map(({ type }) => type)).not.toContain('forget-device');
    expect(on({ status: 'unknown' }, { type: 'signed-out' }, { owner: null, saved: true }).effects.map(({ type }) => type)).not.toContain(
      'forget-device',
    );
  });
});
