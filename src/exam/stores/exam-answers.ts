/**
 * What an open exam keeps in the browser: the answers given so far, in this tab's
 * `sessionStorage` under `vault-club:exam-answers:<attempt id>`, so that a reload (which resumes
 * the attempt) keeps them. Sign-out removes them all: the attempt stays open on the server, and
 * signing in again within its 90 minutes resumes it.
 */

/** The prefix of every key an exam keeps in the browser. */
const EXAM_STORAGE_PREFIX = 'vault-club:exam-';

const answersKey = (attemptId: string) => `${EXAM_STORAGE_PREFIX}answers:${attemptId}`;

/** The answers kept for `attemptId` (question id → letter); none when nothing usable is kept. */
export function savedAnswers(attemptId: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(answersKey(attemptId)) ?? '{}');
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the answers of `attemptId`, or removes them (`null`, once submitted). */
export function saveAnswers(attemptId: string, answers: Record<string, string> | null): void {
  try {
    if (answers) window.sessionStorage.setItem(answersKey(attemptId), JSON.stringify(answers));
    else window.sessionStorage.removeItem(answersKey(attemptId));
  } catch {
    // Storage full or blocked: the answers still live on the page.
  }
}

/** Removes everything an exam in progress put in the browser, in both storages. */
export function forgetExamOnDevice(): void {
  for (const storage of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      const store = storage();
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) => key?.startsWith(EXAM_STORAGE_PREFIX));
      for (const key of keys) store.removeItem(key!);
    } catch {
      // Storage unavailable: nothing of the exam could be kept there either.
    }
  }
}
