/**
 * The limits of a learning-progress document, declared once for both sides: the browser's
 * decoder (`progress-decode.ts`) keeps only what they allow, and the database's
 * `merge_learning_progress` refuses the rest, in each save and in the merged document the
 * account would hold (supabase/migrations/20251123000200, 20251201000400 and 20261127000100
 * write the same numbers in SQL). Both count only the curriculum's ids. The tests in
 * `tests/backend/progress-limits.test.ts` hold the database to each limit at its boundary, and
 * check as properties that the decoder and the database keep the same, after many saves too.
 */
export const PROGRESS_LIMITS = {
  /** Most bytes of one document sent to the account (its JSON text). */
  documentBytes: 32_768,
  /** Most bytes the account's merged document may grow to. */
  storedBytes: 65_536,
  /** Most completed modules, lessons or slide positions, in one document and in the account's. */
  items: 200,
  /** A module id or lesson slug: lower-case letters, digits and dashes, at most 80 characters. */
  slug: /^[a-z0-9][a-z0-9-]{0,79}$/,
  /** The furthest slide position kept (0-based). */
  maxSlide: 199,
  /** Most questions a quiz or exam result may count. */
  maxTotal: 1000,
  /** A completion time: ISO 8601, at most 40 characters. */
  time: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/,
  timeLength: 40,
  /** Most review cards in one document and in the account's (20251202000200_review_cards.sql). */
  cards: 500,
  /** A review card id: `module/<module id>/<question id>` or `quiz/<path id>/<question id>`. */
  cardId: /^(module|quiz)\/[a-z0-9][a-z0-9-]{0,79}\/q[0-9]{1,4}$/,
} as const;
