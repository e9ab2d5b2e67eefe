import { describe, expect, it } from 'vitest';
import { loadExam, loadModules, loadQuizzes } from './load';

const moduleTitles = new Set(loadModules().map((module) => module.title));
const quizzes = loadQuizzes();
const exam = loadExam();

describe('category quizzes', () => {
  it('are only finance, web3 and education', () => {
    for (const name of Object.keys(quizzes)) expect(['finance', 'web3', 'education']).toContain(name);
  });

  it.each(Object.entries(quizzes))('%s has 15 questions and a complete answer key', (_name, quiz) => {
    expect(quiz.questions.map((question) => question.id)).toEqual(Array.from({ length: 15 }, (_, index) => `q${index + 1}`));
    expect(Object.keys(quiz.answerKey).sort()).toEqual(quiz.questions.map((question) => question.id).sort());
  });

  it.each(Object.entries(quizzes))('%s names a module that exists as the source of each question', (_name, quiz) => {
    for (const question of quiz.questions) expect(moduleTitles, `${question.id}: "${question.source}"`).toContain(question.source);
  });
});

describe('the exam bank', () => {
  it('has unique ids within f1–f16, w1–w17 and e1–e17', () => {
    const ids = exam.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    const limits = { f: 16, w: 17, e: 17 } as const;
    for (const id of ids) expect(Number(id.slice(1)), id).toBeLessThanOrEqual(limits[id[0] as keyof typeof limits]);
  });

  it('has 16 Finance, 17 Web3 and 17 Education questions', () => {
    const count = (category: string) => exam.filter((question) => question.category === category).length;
    expect({ Finance: count('Finance'), Web3: count('Web3'), Education: count('Education') }).toEqual({ Finance: 16, Web3: 17, Education: 17 });
  });

  it('names a module that exists as the source of each question', () => {
    for (const question of exam) expect(moduleTitles, `${question.id}: "${question.source}"`).toContain(question.source);
  });
});
