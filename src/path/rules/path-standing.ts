/**
 * Where a learner stands on the whole path, as pure functions over a progress value: the module
 * to continue with, each path's completed modules, when a category quiz and the final exam
 * open, what is missing for the exam, the percent complete. The pages that show the path, its
 * quizzes and the exam use them; a lesson needs only `progress-rules.ts`, and loads only that.
 */
import { CATEGORIES, MODULE_TABLE, type ModulePlace } from './curriculum.ts';
import { isModuleCompleted, moduleStatus, QUIZ_IDS, type LearningProgress, type QuizId } from '../../progress/rules/progress-rules.ts';

/** The module a category quiz belongs to, by its category index. */
export function quizIdOfCategory(categoryIndex: number): QuizId {
  return QUIZ_IDS[categoryIndex] ?? '';
}

/**
 * The module to continue with ("Continue learning"): the next open one on the path of the
 * module completed last (`completedModules` lists them in the order they were completed; ids the
 * curriculum no longer has are passed over), else the first open one in path order; undefined
 * once every module is completed. Never a locked module.
 */
export function nextModule<M extends ModulePlace>(progress: LearningProgress, table: readonly M[]): M | undefined {
  const open = (module: M) => moduleStatus(progress, module, table) === 'unlocked';
  const last = [...progress.completedModules]
    .reverse()
    .map((id) => table.find((module) => module.id === id))
    .find((module) => module !== undefined);
  return (last && table.find((module) => module.categoryIndex === last.categoryIndex && open(module))) ?? table.find(open);
}

/** How many of a category's modules are completed. */
export function completedInCategory(
  progress: LearningProgress,
  categoryIndex: number,
  table: readonly ModulePlace[] = MODULE_TABLE,
): number {
  return table.filter((row) => row.categoryIndex === categoryIndex && isModuleCompleted(progress, row.id)).length;
}

/** A category is complete when all its modules are; its quiz is available from then on. */
export function isCategoryComplete(
  progress: LearningProgress,
  categoryIndex: number,
  table: readonly ModulePlace[] = MODULE_TABLE,
): boolean {
  const modules = table.filter((row) => row.categoryIndex === categoryIndex);
  return modules.length > 0 && modules.every((row) => isModuleCompleted(progress, row.id));
}

export const isQuizAvailable = isCategoryComplete;

/** The final exam opens when every category is complete. */
export function isExamAvailable(progress: LearningProgress, table: readonly ModulePlace[] = MODULE_TABLE): boolean {
  return CATEGORIES.every((category) => isCategoryComplete(progress, category.index, table));
}

/** The modules of `table` that `progress` does not show completed, in path order: what stands between the learner and the exam. */
export function modulesMissingForExam<M extends ModulePlace>(progress: LearningProgress, table: readonly M[]): M[] {
  return table.filter((module) => !isModuleCompleted(progress, module.id));
}

/** Completed modules ÷ all modules, as a whole percent. */
export function percentComplete(progress: LearningProgress, table: readonly ModulePlace[] = MODULE_TABLE): number {
  const completed = table.filter((row) => isModuleCompleted(progress, row.id)).length;
  return table.length === 0 ? 0 : Math.round((completed / table.length) * 100);
}
