import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../path/rules/curriculum.ts';
import { loadExam, loadModules, loadQuizzes } from './load-content.ts';

const moduleTitles = new Set(loadModules().map((module) => module.title));
const quizzes = loadQuizzes();
const exam = loadExam();

describe('category quizzes', () => {
  it('belong to the paths of content/curriculum.json', () => {
    for (const name of Object.keys(quizzes)) expect(CATEGORIES.map((category) => category.id)).toContain(name);
  });

  it.each(Object.entries(quizzes))('%s numbers its questions in order and has a complete answer key', (_name, quiz) => {
    expect(quiz.questions.map((question) => question.id)).toEqual(quiz.questions.map((_, index) => `q${index + 1}`));
    expect(Object.keys(quiz.answerKey).sort()).toEqual(quiz.questions.map((question) => question.id).sort());
  });

  it.each(Object.entries(quizzes))('%s names a module that exists as the source of each question', (_name, quiz) => {
    for (const question of quiz.questions) expect(moduleTitles, `${question.id}: "${question.source}"`).toContain(question.source);
  });
});

describe('the exam bank', () => {
  it('has unique ids', () => {
    const ids = exam.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a module that exists as the source of each question', () => {
    for (const question of exam) expect(moduleTitles, `${question.id}: "${question.source}"`).toContain(question.source);
  });
});
