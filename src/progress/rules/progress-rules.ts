/**
 * The rules of the learning path, as pure functions over a progress value: which modules are
 * unlocked, what completing one or recording a result changes, and the reading-progress rules of
 * the long-form lessons. Where the learner stands on the whole path (the module to continue
 * with, when the quizzes and the exam open) is `path-standing.ts`. The store
 * (`src/progress/stores/progress.ts`) keeps the value; these functions never touch storage.
 */
import { CATEGORIES, MODULE_TABLE, type ModulePlace } from '../../path/rules/curriculum.ts';
import { clampPercent } from './reading-progress.ts';
import { PROGRESS_LIMITS } from './progress-limits.ts';
import type { ReviewCards } from '../../review/rules/review-cards.ts';

export { COMPLETION_PROMPT_AT, offersCompletion, READING_CAP, shownReadingPercent } from './reading-progress.ts';

export type { ModulePlace };

/** Where a module stands for this learner. */
export type ModuleStatus = 'locked' | 'unlocked' | 'completed';

/** A category quiz, by its path's id (the file name of its content), e.g. "finance". */
export type QuizId = string;

/** The quizzes of the paths in `content/curriculum.json`, in path order. */
export const QUIZ_IDS: readonly QuizId[] = CATEGORIES.map((category) => category.id);

/** A scored quiz or exam attempt. */
export interface QuizResult {
  score: number;
  total: number;
  /** `score / total` as a whole percent. */
  percent: number;
}

/** A long-form lesson's state. */
export interface LessonProgress {
  completed: boolean;
  /** The furthest reading progress reached, 0–100. */
  readPercent: number;
  /** When it was first marked complete (ISO 8601), when known. */
  completedAt?: string | undefined;
}

/** Everything the site remembers about a learner's progress (the stored shape, version 2; see `src/progress/stores/progress.ts`). */
export interface LearningProgress {
  version: 2;
  /** Ids of completed modules, each once, in the order they were completed; only the curriculum's (the account keeps no others). */
  completedModules: string[];
  /** When each completed module was first completed (ISO 8601), when known (not for progress from version 1). */
  completedAt: Record<string, string>;
  /** Long-form lessons by slug. */
  lessons: Record<string, LessonProgress>;
  /** Best result of each category quiz. */
  quizzes: Partial<Record<QuizId, QuizResult>>;
  /** Best result of the final exam, or null before the first attempt. */
  exam: QuizResult | null;
  /** The furthest slide reached (0-based) of each module by id, so a half-read module reopens there. */
  slides: Record<string, number>;
  /** The review cards of the questions answered wrong, by card id (see `review-cards.ts`). */
  reviews: ReviewCards;
}

/** A new learner's progress; `resetProgress` returns to it. */
export function defaultProgress(): LearningProgress {
  return { version: 2, completedModules: [], completedAt: {}, lessons: {}, quizzes: {}, exam: null, slides: {}, reviews: {} };
}

/** Whether nothing has been learned yet: no module, lesson, quiz or exam record. */
export function isEmptyProgress(progress: LearningProgress): boolean {
  const { completedModules, lessons, quizzes, exam } = progress;
  return completedModules.length === 0 && Object.keys(lessons).length === 0 && Object.keys(quizzes).length === 0 && exam === null;
}

export function isModuleCompleted(progress: LearningProgress, moduleId: string): boolean {
  return progress.completedModules.includes(moduleId);
}

/** Module 0 of a category is always unlocked; a later one once the module before it in the same category is completed. */
export function isModuleUnlocked(progress: LearningProgress, module: ModulePlace, table: readonly ModulePlace[] = MODULE_TABLE): boolean {
  if (module.moduleIndex === 0) return true;
  const previous = table.find((row) => row.categoryIndex === module.categoryIndex && row.moduleIndex === module.moduleIndex - 1);
  return previous !== undefined && isModuleCompleted(progress, previous.id);
}

export function moduleStatus(progress: LearningProgress, module: ModulePlace, table: readonly ModulePlace[] = MODULE_TABLE): ModuleStatus {
  if (isModuleCompleted(progress, module.id)) return 'completed';
  return isModuleUnlocked(progress, module, table) ? 'unlocked' : 'locked';
}

/** Adds the module once, with the time it was completed (`at`, ISO 8601). Completing it again changes nothing. */
export function completeModule(progress: LearningProgress, module: ModulePlace, at: string = new Date().toISOString()): LearningProgress {
  if (isModuleCompleted(progress, module.id)) return progress;
  return {
    ...progress,
    completedModules: [...progress.completedModules, module.id],
    completedAt: { ...progress.completedAt, [module.id]: at },
  };
}

/** Back to no module, lesson, quiz or exam records. */
export function resetProgress(): LearningProgress {
  return defaultProgress();
}

/** Keeps the better of two results (a higher percent; the newer one on a tie). */
function bestResult(previous: QuizResult | null | undefined, next: QuizResult): QuizResult {
  return previous && previous.percent > next.percent ? previous : next;
}

export function recordQuizResult(progress: LearningProgress, quiz: QuizId, result: QuizResult): LearningProgress {
  return { ...progress, quizzes: { ...progress.quizzes, [quiz]: bestResult(progress.quizzes[quiz], result) } };
}

export function recordExamResult(progress: LearningProgress, result: QuizResult): LearningProgress {
  return { ...progress, exam: bestResult(progress.exam, result) };
}

const lessonOf = (progress: LearningProgress, slug: string): LessonProgress =>
  progress.lessons[slug] ?? { completed: false, readPercent: 0 };

/** Marks a long-form lesson complete (at `at`, ISO 8601); its reading progress becomes 100. */
export function completeLesson(progress: LearningProgress, slug: string, at: string = new Date().toISOString()): LearningProgress {
  const lesson = lessonOf(progress, slug);
  if (lesson.completed && lesson.readPercent === 100) return progress;
  return {
    ...progress,
    lessons: { ...progress.lessons, [slug]: { completed: true, readPercent: 100, completedAt: lesson.completedAt ?? at } },
  };
}

/** Remembers the furthest reading progress of a lesson (it never goes down). */
export function setReadingProgress(progress: LearningProgress, slug: string, percent: number): LearningProgress {
  const lesson = lessonOf(progress, slug);
  const readPercent = Math.max(lesson.readPercent, clampPercent(percent));
  if (readPercent === lesson.readPercent) return progress;
  return { ...progress, lessons: { ...progress.lessons, [slug]: { ...lesson, readPercent } } };
}

/** Remembers that slide `index` (0-based) of a module was reached; only the furthest is kept. */
export function reachSlide(progress: LearningProgress, moduleId: string, index: number): LearningProgress {
  const slide = Math.min(PROGRESS_LIMITS.maxSlide, Math.max(0, Math.trunc(index)));
  if (slide <= (progress.slides[moduleId] ?? 0)) return progress;
  return { ...progress, slides: { ...progress.slides, [moduleId]: slide } };
}

/** Where a module reopens: the furthest slide reached while it is not completed, else its first slide (to review it). */
export function resumeSlide(progress: LearningProgress, moduleId: string, total: number): number {
  if (isModuleCompleted(progress, moduleId)) return 0;
  return Math.min(total - 1, progress.slides[moduleId] ?? 0);
}
