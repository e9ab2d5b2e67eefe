import { describe, expect, it } from 'vitest';
import { isModuleQuizData, moduleQuizHref } from './module-quiz.ts';
import { smallModule } from '../../../tests/fixtures/learning.ts';

const quiz = { quizPool: smallModule.quizPool, sources: smallModule.sources };

describe('a module’s quiz file', () => {
  it('lives beside the module’s page, in its language', () => {
    expect(moduleQuizHref('what-is-money-really', 'en')).toBe('/learn/what-is-money-really/quiz.json');
    expect(moduleQuizHref('what-is-money-really', 'pt-br')).toBe('/pt-br/learn/what-is-money-really/quiz.json');
  });

  it('is taken when it holds questions and sources as the build writes them', () => {
    expect(isModuleQuizData(JSON.parse(JSON.stringify(quiz)))).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a page in its place', '<html>Sign in to the Wi-Fi</html>'],
    ['no questions', { sources: [] }],
    ['a question without options', { ...quiz, quizPool: [{ ...quiz.quizPool[0], options: undefined }] }],
    ['an answer that is no index', { ...quiz, quizPool: [{ ...quiz.quizPool[0], correctAnswer: '0' }] }],
    ['cites that are no ids', { ...quiz, quizPool: [{ ...quiz.quizPool[0], cites: [1] }] }],
    ['a source without its id', { ...quiz, sources: [{ title: 'Untitled' }] }],
  ])('is refused with %s', (_, data) => {
    expect(isModuleQuizData(data)).toBe(false);
  });
});
