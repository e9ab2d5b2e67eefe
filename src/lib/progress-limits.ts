/**
 * The limits of a learning-progress document, declared once for both sides: the browser's
 * decoder (`progress-decode.ts`) keeps only what they allow, and the database's
 * `merge_learning_progress` refuses the rest (supabase/migrations/20251123000200 and
 * 20251201000400 write the same numbers in SQL). `tests/backend/progress-limits.test.ts` holds
 * the database to each of them at its boundary, and checks as a property that every document
 * the decoder keeps is accepted and every field it drops would be refused.
 */
export const PROGRESS_LIMITS = {
  /** Most bytes of one document sent to the account (its JSON text). */
  documentBytes: 32_768,
  /** Most bytes the account's merged document may grow to. */
  storedBytes: 65_536,
  /** Most completed modules, lessons or slide positions. */
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
} as const;
