/**
 * The reading-progress rules of the long-form lessons. Kept apart from the other progress rules
 * so the lesson pages' small script does not carry the module table.
 */

/** Reading progress may not show more than this before the lesson is marked complete. */
export const READING_CAP = 95;
/** Above this reading progress, an incomplete lesson offers "Mark as Complete". */
export const COMPLETION_PROMPT_AT = 80;

/** A whole percent between 0 and 100 (0 for a value that is not a number). */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

/** The percent a lesson's bar shows: 100 once completed, else the scroll position capped at 95. */
export function shownReadingPercent(scrolledPercent: number, completed: boolean): number {
  return completed ? 100 : Math.min(READING_CAP, clampPercent(scrolledPercent));
}

/** Whether to offer "Mark as Complete": above 80 percent and not complete yet. */
export function offersCompletion(shownPercent: number, completed: boolean): boolean {
  return !completed && shownPercent > COMPLETION_PROMPT_AT;
}
