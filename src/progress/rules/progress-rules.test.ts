import { describe, expect, it } from 'vitest';
import { MODULE_TABLE, modulesOfCategory } from '../../path/rules/curriculum.ts';
import {
  completeLesson,
  completeModule,
  defaultProgress,
  isModuleUnlocked,
  moduleStatus,
  reachSlide,
  resumeSlide,
  offersCompletion,
  recordExamResult,
  recordQuizResult,
  resetProgress,
  setReadingProgress,
  shownReadingPercent,
  type LearningProgress,
} from './progress-rules.ts';
import {
  completedInCategory,
  isCategoryComplete,
  isExamAvailable,
  isQuizAvailable,
  modulesMissingForExam,
  nextModule,
  percentComplete,
} from '../../path/rules/path-standing.ts';

const row = (id: string) => MODULE_TABLE.find((module) => module.id === id)!;
const withCompleted = (...ids: string[]): LearningProgress => ({ ...defaultProgress(), completedModules: ids });
const categoryIds = (index: number) => modulesOfCategory(index).map(({ id }) => id);

describe('unlocking modules', () => {
  it('always unlocks module 0 of each category', () => {
    for (const index of [0, 1, 2]) expect(isModuleUnlocked(defaultProgress(), modulesOfCategory(index)[0]!)).toBe(true);
  });

  it('locks a later module until the one before it in the same category is completed', () => {
    const second = row('historical-evolution-money');
    expect(isModuleUnlocked(defaultProgress(), second)).toBe(false);
    expect(isModuleUnlocked(withCompleted('what-is-money-really'), second)).toBe(true);
  });

  it('does not unlock a module from progress in another category', () => {
    expect(isModuleUnlocked(withCompleted('what-is-money-really'), row('digital-ownership-empowerment'))).toBe(false);
  });

  it('needs the module just before, not any earlier one', () => {
    expect(isModuleUnlocked(withCompleted('what-is-money-really'), row('types-financial-markets'))).toBe(false);
  });

  it('names the status: completed, unlocked or locked', () => {
    const progress = withCompleted('what-is-money-really');
    expect(moduleStatus(progress, row('what-is-money-really'))).toBe('completed');
    expect(moduleStatus(progress, row('historical-evolution-money'))).toBe('unlocked');
    expect(moduleStatus(progress, row('types-financial-markets'))).toBe('locked');
  });
});

describe('completing a module', () => {
  it('adds its id once, with the time of the first completion', () => {
    const once = completeModule(defaultProgress(), row('tokens-tokenization'), '2025-01-01T00:00:00.000Z');
    expect(once).toMatchObject({
      completedModules: ['tokens-tokenization'],
      completedAt: { 'tokens-tokenization': '2025-01-01T00:00:00.000Z' },
    });
    const twice = completeModule(once, row('tokens-tokenization'), '2025-02-01T00:00:00.000Z');
    expect(twice).toBe(once);
  });

  it('does not change the progress it was given', () => {
    const before = defaultProgress();
    completeModule(before, row('what-is-money-really'));
    expect(before.completedModules).toEqual([]);
  });
});

describe('categories, quizzes and the exam', () => {
  it('completes a category at 6 of 6 modules and opens its quiz then', () => {
    const five = withCompleted(...categoryIds(2).slice(0, 5));
    expect(completedInCategory(five, 2)).toBe(5);
    expect(isCategoryComplete(five, 2)).toBe(false);
    expect(isQuizAvailable(five, 2)).toBe(false);
    const six = withCompleted(...categoryIds(2));
    expect(isCategoryComplete(six, 2)).toBe(true);
    expect(isQuizAvailable(six, 2)).toBe(true);
    expect(isQuizAvailable(six, 0)).toBe(false);
  });

  it('opens the final exam only when all 3 categories are complete', () => {
    expect(isExamAvailable(withCompleted(...categoryIds(0), ...categoryIds(1)))).toBe(false);
    expect(isExamAvailable(withCompleted(...categoryIds(0), ...categoryIds(1), ...categoryIds(2)))).toBe(true);
  });

  it('gives percent complete as completed ÷ 18, rounded', () => {
    expect(percentComplete(defaultProgress())).toBe(0);
    expect(percentComplete(withCompleted('what-is-money-really'))).toBe(6); // 5.56
    expect(percentComplete(withCompleted(...categoryIds(0), 'cryptocurrencies-fundamentals'))).toBe(39); // 38.9
    expect(percentComplete(withCompleted(...MODULE_TABLE.map(({ id }) => id)))).toBe(100);
  });

  it('ignores ids that are not modules in the percent', () => {
    expect(percentComplete(withCompleted('no-such-module'))).toBe(0);
  });

  it('keeps the best quiz and exam results', () => {
    let progress = recordQuizResult(defaultProgress(), 'web3', { score: 12, total: 15, percent: 80 });
    progress = recordQuizResult(progress, 'web3', { score: 9, total: 15, percent: 60 });
    expect(progress.quizzes.web3).toEqual({ score: 12, total: 15, percent: 80 });
    progress = recordExamResult(progress, { score: 20, total: 35, percent: 57 });
    progress = recordExamResult(progress, { score: 30, total: 35, percent: 86 });
    expect(progress.exam?.percent).toBe(86);
  });
});

describe('reset', () => {
  it('returns to an empty list, category 0, module 0', () => {
    expect(resetProgress()).toEqual({
      version: 2,
      completedModules: [],
      completedAt: {},
      lessons: {},
      quizzes: {},
      exam: null,
      slides: {},
      reviews: {},
    });
    expect(resetProgress()).toEqual(defaultProgress());
  });
});

describe('long-form lessons', () => {
  it('caps the bar at 95 before completion and shows 100 once complete', () => {
    expect(shownReadingPercent(40.4, false)).toBe(40);
    expect(shownReadingPercent(99, false)).toBe(95);
    expect(shownReadingPercent(100, false)).toBe(95);
    expect(shownReadingPercent(10, true)).toBe(100);
    expect(shownReadingPercent(-5, false)).toBe(0);
  });

  it('offers completion only above 80 percent and only when not complete', () => {
    expect(offersCompletion(80, false)).toBe(false);
    expect(offersCompletion(81, false)).toBe(true);
    expect(offersCompletion(95, true)).toBe(false);
  });

  it('remembers the furthest reading progress, and 100 on completion', () => {
    let progress = setReadingProgress(defaultProgress(), 'financial-basics', 42);
    progress = setReadingProgress(progress, 'financial-basics', 30);
    expect(progress.lessons['financial-basics']).toEqual({ completed: false, readPercent: 42 });
    progress = completeLesson(progress, 'financial-basics');
    expect(progress.lessons['financial-basics']).toEqual({ completed: true, readPercent: 100, completedAt: expect.any(String) });
  });
});

describe('where to continue', () => {
  it('starts a new learner on the first module of the first path', () => {
    expect(nextModule(defaultProgress(), MODULE_TABLE)).toEqual(MODULE_TABLE[0]);
  });

  it('continues on the path of the module completed last', () => {
    const web3 = categoryIds(1);
    const progress = withCompleted(categoryIds(0)[0]!, web3[0]!, web3[1]!);
    expect(nextModule(progress, MODULE_TABLE)?.id).toBe(web3[2]);
  });

  it('moves to the first open module of another path once that path is done', () => {
    const progress = withCompleted(...categoryIds(1));
    expect(nextModule(progress, MODULE_TABLE)?.id).toBe(categoryIds(0)[0]);
  });

  it('has nothing left once every module is completed', () => {
    expect(nextModule(withCompleted(...MODULE_TABLE.map(({ id }) => id)), MODULE_TABLE)).toBeUndefined();
  });
});

describe('what stands between the learner and the exam', () => {
  it('lists the modules not completed, in path order', () => {
    const all = MODULE_TABLE.map(({ id }) => id);
    expect(modulesMissingForExam(withCompleted(...all.slice(2)), MODULE_TABLE).map(({ id }) => id)).toEqual(all.slice(0, 2));
    expect(modulesMissingForExam(withCompleted(...all), MODULE_TABLE)).toEqual([]);
  });
});

describe('where a module reopens', () => {
  const id = MODULE_TABLE[0]!.id;
  it('keeps only the furthest slide reached, within the document’s limit', () => {
    const at3 = reachSlide(defaultProgress(), id, 3);
    expect(at3.slides).toEqual({ [id]: 3 });
    expect(reachSlide(at3, id, 1)).toBe(at3);
    expect(reachSlide(at3, id, 500).slides[id]).toBe(199);
  });

  it('reopens a half-read module at that slide, a completed one at its first', () => {
    const at3 = reachSlide(defaultProgress(), id, 3);
    expect(resumeSlide(at3, id, 10)).toBe(3);
    expect(resumeSlide(at3, id, 2)).toBe(1);
    expect(resumeSlide(completeModule(at3, row(id)), id, 10)).toBe(0);
    expect(resumeSlide(defaultProgress(), id, 10)).toBe(0);
  });
});
