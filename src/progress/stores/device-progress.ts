/**
 * The learner's progress as this device keeps it: one store for every island and script on the
 * page, saved in `localStorage` and shared with every open tab, with the two writes the sync
 * engine makes (`replaceProgressIf`, `resetProgress`). It knows nothing of the account, so the
 * sync engine (`progress-sync.ts`) builds on it; islands and scripts use `progress.ts`, which adds
 * the actions and keeps progress in the account.
 *
 * Stored under `vault-club:learning-progress` as JSON (version 2, the document the account
 * keeps too, see supabase/migrations/20251123000200_learning_progress.sql):
 *
 * ```json
 * {
 *   "version": 2,
 *   "completedModules": ["what-is-money-really"],                         // module ids, once each
 *   "completedAt": { "what-is-money-really": "2025-11-23T20:00:00.000Z" }, // first completion, when known
 *   "lessons": { "financial-basics": { "completed": true, "readPercent": 100, "completedAt": "…" } },
 *   "quizzes": { "finance": { "score": 12, "total": 15, "percent": 80 } },   // best result each
 *   "exam": { "score": 30, "total": 35, "percent": 86 },                     // best result, or null
 *   "slides": { "historical-evolution-money": 3 },                          // furthest slide reached (0-based) of each module
 *   "reviews": { "module/what-is-money-really/q3": { "due": "…", "stability": 0.212, "difficulty": 6.41,
 *                "reps": 1, "lapses": 0, "state": 2, "reviewedAt": "…" } }   // review cards of missed questions (review/rules/review-cards.ts)
 * }
 * ```
 *
 * Migrations (in `src/progress/rules/progress-decode.ts`, tested in tests/unit/progress-decode.test.ts):
 * - version 1 (`currentCategory`, `currentModule`, no times) and the original unversioned shape
 *   (only `completedModules`, `currentCategory`, `currentModule`): read as version 2 without
 *   `currentCategory`/`currentModule` (nothing read them, and a "last place" cannot be merged
 *   across devices) and with no completion times (unknown);
 * - repeated module ids are kept once; ids the curriculum does not have (any more) are dropped,
 *   as the account drops them (supabase/migrations/20261127000100_progress_known_ids.sql):
 *   modules, slide positions and quiz results here, and in the account's answers lessons and
 *   retired review cards too (`path/rules/curriculum-ids.ts`).
 *
 * Decoding is tolerant per field: a field that fails validation is dropped on its own and
 * logged by name ("Ignored stored learning progress field quizzes.finance"); only text that
 * is not a JSON object resets to the defaults ("Failed to parse learning progress"). A storage
 * that cannot be read or written never throws (see `persisted.ts`).
 *
 * Islands read it with `useStore($progress, { ssr: defaultProgress })`: the server renders from
 * the defaults, hydration starts from the same, then the stored value takes over.
 */
import { canonicalProgress, decodeProgress } from '../rules/progress-decode.ts';
import { PROGRESS_KEY, STORED_EVENT } from '../rules/progress-peek.ts';
import * as rules from '../rules/progress-rules.ts';
import { defaultProgress, type LearningProgress } from '../rules/progress-rules.ts';
import { persistedAtom } from '../../shared/stores/persisted.ts';

export { decodeProgress, PROGRESS_KEY };

export const $progress = persistedAtom<LearningProgress>({
  key: PROGRESS_KEY,
  fallback: defaultProgress,
  decode: decodeProgress,
  // The header's review badge reads storage; this tab's saves reach it through this event.
  onSaved: () => {
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: PROGRESS_KEY }));
  },
});

/** Forgets all progress on this device (the account keeps its copy). */
export function resetProgress(): void {
  $progress.set(rules.resetProgress());
}

/**
 * Replaces local progress with `next` (the account's answer) only if local progress is still
 * `expected` (canonical text), in memory and in storage (another tab may have just written
 * it). Returns whether it replaced.
 */
export function replaceProgressIf(expected: string, next: LearningProgress): boolean {
  const inMemory = canonicalProgress($progress.get());
  let inStorage: string | null = null;
  try {
    inStorage = window.localStorage.getItem(PROGRESS_KEY);
  } catch {
    // Unreadable storage: memory is all there is.
  }
  const stored = inStorage === null ? undefined : decodeProgress(inStorage);
  if (inMemory !== expected || (stored && canonicalProgress(stored) !== expected)) return false;
  $progress.set(next);
  return true;
}
