/**
 * A review session as a machine: up to 10 due cards, taken when the session starts, asked one
 * at a time. `answering` a question, then its `feedback` (right or wrong, with the
 * explanation), then the next question, until `finished`. The island renders the state; the
 * store records each answer (`review/stores/review-cards.ts`).
 */
import { REVIEW_SESSION_SIZE } from './review-cards.ts';

export type SessionPhase = 'answering' | 'feedback' | 'finished';

export interface ReviewSession {
  phase: SessionPhase;
  /** The cards of this session, in order. */
  ids: readonly string[];
  /** The question being asked or shown (index into `ids`). */
  index: number;
  /** The option chosen for the current question, once checked. */
  chosen: number | null;
  /** Whether the current question was answered right, once checked. */
  right: boolean | null;
  /** How many were answered right so far. */
  score: number;
}

export type SessionEvent = { type: 'check'; chosen: number; right: boolean } | { type: 'next' };

/** A session over the first `REVIEW_SESSION_SIZE` of `dueIds`; undefined when nothing is due. */
export function startSession(dueIds: readonly string[]): ReviewSession | undefined {
  if (dueIds.length === 0) return undefined;
  return { phase: 'answering', ids: dueIds.slice(0, REVIEW_SESSION_SIZE), index: 0, chosen: null, right: null, score: 0 };
}

/** The session after `event`; an event that does not fit the phase changes nothing. */
export function sessionStep(session: ReviewSession, event: SessionEvent): ReviewSession {
  if (event.type === 'check' && session.phase === 'answering') {
    return { ...session, phase: 'feedback', chosen: event.chosen, right: event.right, score: session.score + (event.right ? 1 : 0) };
  }
  if (event.type === 'next' && session.phase === 'feedback') {
    const last = session.index >= session.ids.length - 1;
    return last
      ? { ...session, phase: 'finished' }
      : { ...session, phase: 'answering', index: session.index + 1, chosen: null, right: null };
  }
  return session;
}
