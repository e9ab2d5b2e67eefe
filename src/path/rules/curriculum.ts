/**
 * The shape of the curriculum, read from `content/curriculum.json`: the learning paths in
 * order, each with its modules in order. Routes, unlock rules, the learning path, the quizzes
 * and progress derive from it; nothing here names a module. The build validates the file
 * (the `curriculum` collection in `src/content.config.ts`) before any page uses it.
 */
import paths from '../../../content/curriculum.json' with { type: 'json' };
import { EXAM_RULES } from '../../exam/rules/exam.ts';
import { PASS_PERCENT } from '../../player/rules/scoring.ts';

export type { Level } from '../../content-build/schemas/level.ts';

/** A learning path: its modules, its category quiz and the exam category of its questions. */
export interface Category {
  /** Position on the learning path, from 0. */
  index: number;
  /** Short name, e.g. "finance": the quiz's content file and route. */
  id: string;
  /** Path name, e.g. "Financial Overview". */
  name: string;
  /** The quiz's short name, e.g. "Financial Basics". */
  quizName: string;
  /** Route of the category quiz, e.g. "/finance-quiz". */
  quizPath: string;
  /** `category` value of the exam questions from this path, e.g. "Finance". */
  examCategory: string;
  /** Module ids in unlock order. */
  moduleIds: readonly string[];
}

export const CATEGORIES: readonly Category[] = paths.map((path, index) => ({
  index,
  id: path.id,
  name: path.name,
  quizName: path.quizName,
  quizPath: `/${path.id}-quiz`,
  examCategory: path.examCategory,
  moduleIds: path.modules,
}));

/** Where a module sits: its path and its place in it. */
export interface ModulePlace {
  id: string;
  categoryIndex: number;
  moduleIndex: number;
}

/** Every module in path order. */
export const MODULE_TABLE: readonly ModulePlace[] = CATEGORIES.flatMap((category) =>
  category.moduleIds.map((id, moduleIndex) => ({ id, categoryIndex: category.index, moduleIndex })),
);

const TOTAL_MODULES = MODULE_TABLE.length;

/** The modules of one category, in order. */
export function modulesOfCategory(categoryIndex: number): ModulePlace[] {
  return MODULE_TABLE.filter((module) => module.categoryIndex === categoryIndex);
}

/** How many modules a category has. */
export function moduleCountOf(categoryIndex: number): number {
  return CATEGORIES[categoryIndex]?.moduleIds.length ?? 0;
}

/** Where a module sits, or undefined when no path lists it. */
export function placeOf(moduleId: string): ModulePlace | undefined {
  return MODULE_TABLE.find((module) => module.id === moduleId);
}

/** The module after this one on its path, or undefined for the last. */
export function nextModuleOf(moduleId: string): ModulePlace | undefined {
  const place = placeOf(moduleId);
  return place && modulesOfCategory(place.categoryIndex)[place.moduleIndex + 1];
}

/** The numbers the pages state about the curriculum, by the dictionary placeholder each fills. */
export interface CurriculumFacts extends Record<string, number> {
  modules: number;
  lessons: number;
  quizzes: number;
  quizPass: number;
  /** Questions in each exam attempt: the rule's size, or the whole bank when it holds fewer. */
  examQuestions: number;
  examMinutes: number;
  examAttempts: number;
  examPass: number;
}

/** The curriculum's numbers from the paths, the exam's rules and the counts only the content has. */
export function curriculumFacts(counts: { lessons: number; examBank: number }): CurriculumFacts {
  return {
    modules: TOTAL_MODULES,
    lessons: counts.lessons,
    quizzes: CATEGORIES.length,
    quizPass: PASS_PERCENT,
    examQuestions: Math.min(counts.examBank, EXAM_RULES.size),
    examMinutes: EXAM_RULES.minutes,
    examAttempts: EXAM_RULES.attemptsPerDay,
    examPass: EXAM_RULES.passPercent,
  };
}
