/**
 * The product's own shape, read from the real content. These numbers are promises the site
 * makes (the pages state them, counted from the content: see `curriculumFacts()`), so they are
 * checked here, in one place. An editor who changes the shape on purpose changes the number
 * below and writes the reason beside it.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, modulesOfCategory } from '../../path/rules/curriculum.ts';
import { EXAM_RULES } from '../../exam/rules/exam.ts';
import { loadExam, loadModules, loadQuizzes } from './load-content.ts';

const SHAPE = {
  /** Three learning paths: finance, Web3, and why learning matters. */
  paths: 3,
  /** Six modules on each path. */
  modulesPerPath: 6,
  /** Each category quiz asks 15 questions. */
  quizQuestions: 15,
  /** The exam bank holds 50 questions, about a third from each path… */
  examBank: { Finance: 16, Web3: 17, Education: 17 },
  /** …of which each attempt draws 35 (`private.exam_rules()` in the database; `EXAM_RULES` in src/exam/rules/exam.ts). */
  examDraw: 35,
} as const;

const modules = loadModules();
const quizzes = loadQuizzes();
const exam = loadExam();

describe('the shape of the curriculum', () => {
  it(`has ${SHAPE.paths} paths of ${SHAPE.modulesPerPath} modules, each module written once`, () => {
    expect(CATEGORIES).toHaveLength(SHAPE.paths);
    for (const category of CATEGORIES) expect(modulesOfCategory(category.index), category.name).toHaveLength(SHAPE.modulesPerPath);
    expect(modules.map((module) => module.id).sort()).toEqual(CATEGORIES.flatMap((category) => category.moduleIds).sort());
  });

  it(`gives every path a quiz of ${SHAPE.quizQuestions} questions`, () => {
    expect(Object.keys(quizzes).sort()).toEqual(CATEGORIES.map((category) => category.id).sort());
    for (const [id, quiz] of Object.entries(quizzes)) expect(quiz.questions, id).toHaveLength(SHAPE.quizQuestions);
  });

  it(`has an exam bank of 50 questions from every path, drawn to ${SHAPE.examDraw}`, () => {
    const count = (category: string) => exam.filter((question) => question.category === category).length;
    expect(Object.fromEntries(CATEGORIES.map(({ examCategory }) => [examCategory, count(examCategory)]))).toEqual(SHAPE.examBank);
    expect(EXAM_RULES.size).toBe(SHAPE.examDraw);
  });
});
