import { describe, expect, it } from 'vitest';
import { sessionStep, startSession } from './review-session.ts';

const ids = Array.from({ length: 12 }, (_, i) => `quiz/finance/q${i + 1}`);

describe('a review session', () => {
  it('holds at most 10 due questions, in the order given, and none when nothing is due', () => {
    expect(startSession(ids)?.ids).toEqual(ids.slice(0, 10));
    expect(startSession([])).toBeUndefined();
  });

  it('asks, shows feedback, moves on, and finishes after the last with the score', () => {
    let session = startSession(ids.slice(0, 2))!;
    expect(session).toMatchObject({ phase: 'answering', index: 0 });
    session = sessionStep(session, { type: 'check', chosen: 1, right: false });
    expect(session).toMatchObject({ phase: 'feedback', chosen: 1, right: false, score: 0 });
    session = sessionStep(session, { type: 'next' });
    expect(session).toMatchObject({ phase: 'answering', index: 1, chosen: null, right: null });
    session = sessionStep(session, { type: 'check', chosen: 0, right: true });
    session = sessionStep(session, { type: 'next' });
    expect(session).toMatchObject({ phase: 'finished', index: 1, score: 1 });
  });

  it('ignores an event that does not fit: no second check, no skipping a question', () => {
    const session = startSession(ids)!;
    expect(sessionStep(session, { type: 'next' })).toBe(session);
    const checked = sessionStep(session, { type: 'check', chosen: 0, right: true });
    expect(sessionStep(checked, { type: 'check', chosen: 1, right: false })).toBe(checked);
  });
});
