/**
 * A read-only look at stored progress for the long-form lesson pages, which must stay tiny and
 * ship no validator: it answers one question (is this lesson complete?) and treats anything
 * unexpected as "no". Every write goes through the validated store (`src/progress/stores/progress.ts`),
 * loaded on demand.
 */

/** The `localStorage` key of the learning progress. */
export const PROGRESS_KEY = 'vault-club:learning-progress';

/**
 * The window event the progress store fires after saving in this tab, with its key as `detail`
 * (other tabs learn it from the `storage` event). The header's review badge listens to it.
 */
export const STORED_EVENT = 'vault-club:stored';

/** Whether stored progress marks the lesson `slug` complete; false when storage is missing, blocked or unreadable. */
export function isLessonCompleteInStorage(slug: string): boolean {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return false;
    const lessons = (stored as { lessons?: unknown }).lessons;
    if (typeof lessons !== 'object' || lessons === null) return false;
    const lesson = (lessons as Record<string, unknown>)[slug];
    return typeof lesson === 'object' && lesson !== null && (lesson as { completed?: unknown }).completed === true;
  } catch {
    return false;
  }
}
