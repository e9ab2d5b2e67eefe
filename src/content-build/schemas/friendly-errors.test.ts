import { describe, expect, it } from 'vitest';
import { parseWithFriendlyErrors } from './friendly-errors.ts';
import { lessonSchema } from './lesson.ts';
import { moduleSchema } from './module.ts';
import { examQuestionSchema, quizSchema } from './quiz.ts';

const slide = (n: number) => ({ id: `slide-${n}`, type: 'content', title: `Slide ${n}`, layout: 'default', content: 'Text.' });
const question = {
  id: 'q1',
  question: 'Why?',
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 1,
  explanation: 'Because.',
  requiresSlides: [0],
};
const validModule = {
  id: 'what-is-money-really',
  title: 'What Is Money, Really?',
  description: 'Money explained.',
  level: 'Beginner',
  slides: [1, 2, 3, 4, 5].map(slide),
  quizPool: [question, { ...question, id: 'q2' }, { ...question, id: 'q3' }],
  sources: [{ id: 'imf-2012', publisher: 'IMF', title: 'Money: At the Center of Transactions', year: 2012 }],
};
const file = 'content/modules/what-is-money-really.json';
const messageFor = (schema: Parameters<typeof parseWithFriendlyErrors>[0], data: unknown, name = file) => {
  try {
    parseWithFriendlyErrors(schema, data, name);
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('content errors an editor will meet', () => {
  it('accepts a valid module', () => {
    expect(messageFor(moduleSchema, validModule)).toBe('no error');
  });

  it('names the file, the field and the fix for an answer out of range', () => {
    const module = { ...validModule, quizPool: [{ ...question, correctAnswer: 4 }, ...validModule.quizPool.slice(1)] };
    expect(messageFor(moduleSchema, module)).toMatchInlineSnapshot(
      `"content/modules/what-is-money-really.json: quizPool[0].correctAnswer is 4 but the question has 4 options (0–3): use a number from 0 to 3."`,
    );
  });

  it('explains a missing field and a misspelt one', () => {
    const { description: _description, ...withoutDescription } = validModule;
    expect(messageFor(moduleSchema, { ...withoutDescription, descripton: 'typo' })).toMatchInlineSnapshot(`
      "content/modules/what-is-money-really.json has 2 problems:
        description is missing: add it (expected string).
        the file has unknown field "descripton": check the spelling or remove it."
    `);
  });

  it('lists the allowed values for a wrong level and a required slide that does not exist', () => {
    const module = { ...validModule, level: 'Easy', quizPool: [{ ...question, requiresSlides: [5] }, ...validModule.quizPool.slice(1)] };
    expect(messageFor(moduleSchema, module)).toMatchInlineSnapshot(
      `"content/modules/what-is-money-really.json: level is the text "Easy" but must be one of: "Beginner", "Intermediate", "Advanced", "Expert"."`,
    );
  });

  it('points at a quiz answer key that misses a question', () => {
    const questions = Array.from({ length: 15 }, (_, index) => ({
      id: `q${index + 1}`,
      question: `Question ${index + 1}?`,
      options: ['a', 'b', 'c', 'd'].map((value) => ({ value, text: `Option ${value}` })),
      source: 'What Is Money, Really?',
      explanation: 'Because.',
    }));
    const answerKey = Object.fromEntries(questions.slice(1).map(({ id }) => [id, 'a']));
    expect(
      messageFor(quizSchema, { title: 'Financial Basics Quiz', questions, answerKey }, 'content/quizzes/finance.json'),
    ).toMatchInlineSnapshot(
      `"content/quizzes/finance.json: answerKey.q1 is missing: there is no answer for "q1": add "q1": "a" (or b, c, d)."`,
    );
  });

  it('asks for the explanation of a quiz or exam question that has none', () => {
    const questions = Array.from({ length: 15 }, (_, index) => ({
      id: `q${index + 1}`,
      question: `Question ${index + 1}?`,
      options: ['a', 'b', 'c', 'd'].map((value) => ({ value, text: `Option ${value}` })),
      source: 'What Is Money, Really?',
      ...(index === 3 ? {} : { explanation: 'Because.' }),
    }));
    const answerKey = Object.fromEntries(questions.map(({ id }) => [id, 'a']));
    expect(
      messageFor(quizSchema, { title: 'Financial Basics Quiz', questions, answerKey }, 'content/quizzes/finance.json'),
    ).toMatchInlineSnapshot(
      `"content/quizzes/finance.json: questions[3].explanation is missing: add it (expected string: one or two sentences on why the right answer is right)."`,
    );
    const examQuestion = { ...questions[3]!, id: 'f1', correct: 'a', category: 'Finance', explanation: ' ' };
    expect(messageFor(examQuestionSchema, examQuestion, 'content/exam.json [0]')).toMatchInlineSnapshot(
      `"content/exam.json [0]: explanation is empty or too short: write at least 1 character."`,
    );
  });

  it('rejects a lesson source without a year', () => {
    const lesson = {
      title: 'Financial Basics',
      description: 'Basics.',
      level: 'Beginner',
      order: 1,
      sources: [{ publisher: 'CFPB', title: 'Emergency savings' }],
    };
    expect(messageFor(lessonSchema, lesson, 'content/lessons/financial-basics.mdx')).toMatchInlineSnapshot(
      `"content/lessons/financial-basics.mdx: sources[0].year is missing: add it (expected number)."`,
    );
  });

  it('asks for the month a source was checked as YYYY-MM, and takes a date YAML already read', () => {
    const lesson = (checked: unknown) => ({
      title: 'Financial Basics',
      description: 'Basics.',
      order: 1,
      sources: [{ id: 'cfpb-2024', publisher: 'CFPB', title: 'Emergency savings', year: 2024, checked }],
    });
    expect(messageFor(lessonSchema, lesson('23/11/2026'), 'content/lessons/financial-basics.mdx')).toMatchInlineSnapshot(
      `"content/lessons/financial-basics.mdx: sources[0].checked is the text "23/11/2026", which is not a valid value: must be a month written YYYY-MM, e.g. "2026-11"."`,
    );
    expect(parseWithFriendlyErrors(lessonSchema, lesson(new Date('2026-11-23')), 'x.mdx').sources[0]!.checked).toBe('2026-11-23');
  });
});
