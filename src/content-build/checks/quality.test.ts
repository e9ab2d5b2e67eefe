import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../path/rules/curriculum.ts';
import { commonestPositionShare, hedgeCueCount, longestCorrectShare, type AnswerShape } from '../../../tests/question-bias.ts';
import { gradeLevel, MAX_GRADE, mdxText } from '../../../tests/readability.ts';
import { slideCards } from '../../player/rules/slide-cards.ts';
import { withoutCitations } from '../../shared/rules/citations.ts';
import type { Slide } from '../schemas/module.ts';
import { loadExam, loadLessons, loadModules, loadQuizzes } from './load-content.ts';

const modules = loadModules();
const quizzes = loadQuizzes();
const exam = loadExam();
const lessons = await loadLessons();
const LETTERS = ['a', 'b', 'c', 'd'];

function slideText(slide: Slide): string {
  const parts = [slide.title, slide.content];
  const visual = slide.visualElements ?? {};
  for (const card of slideCards(slide)) parts.push(card.title, card.description);
  if ('before' in visual) for (const side of [visual.before, visual.after]) parts.push(side.title, ...side.items);
  // The reader sees the words without their [^id] source markers.
  return withoutCitations(parts.join('\n'));
}

/** Every question of one category, as options + the right index. */
function categoryQuestions(index: number): AnswerShape[] {
  const category = CATEGORIES[index]!;
  const pools = modules
    .filter((module) => category.moduleIds.includes(module.id))
    .flatMap((module) => module.quizPool.map(({ options, correctAnswer }) => ({ options, correct: correctAnswer })));
  const quiz = quizzes[category.id];
  const fromQuiz = quiz
    ? quiz.questions.map(({ id, options }) => ({
        options: options.map((option) => option.text),
        correct: LETTERS.indexOf(quiz.answerKey[id]!),
      }))
    : [];
  const fromExam = exam
    .filter((question) => question.category === category.examCategory)
    .map(({ options, correct }) => ({ options: options.map((option) => option.text), correct: LETTERS.indexOf(correct) }));
  return [...pools, ...fromQuiz, ...fromExam];
}

/** Every question pool with its questions: each module's pool, each category quiz and the exam. */
const pools: { name: string; questions: AnswerShape[] }[] = [
  ...modules.map((module) => ({
    name: `module ${module.id}`,
    questions: module.quizPool.map(({ options, correctAnswer }) => ({ options, correct: correctAnswer })),
  })),
  ...Object.entries(quizzes).map(([name, quiz]) => ({
    name: `quiz ${name}`,
    questions: quiz.questions.map(({ id, options }) => ({
      options: options.map((option) => option.text),
      correct: LETTERS.indexOf(quiz.answerKey[id]!),
    })),
  })),
  {
    name: 'exam',
    questions: exam.map(({ options, correct }) => ({ options: options.map((option) => option.text), correct: LETTERS.indexOf(correct) })),
  },
];
const longestCount = (questions: AnswerShape[]) => Math.round(longestCorrectShare(questions) * questions.length);
const pct = (share: number) => `${(share * 100).toFixed(0)} %`;

const table: string[] = [];
afterAll(() => console.log(`\nReadability (Flesch-Kincaid grade)\n${table.join('\n')}`));

describe('readability', () => {
  it.each(modules.map((module) => [module.id, module] as const))('module %s is within its grade', (id, module) => {
    const grade = gradeLevel(module.slides.map(slideText).join('\n'));
    table.push(`  ${id.padEnd(40)} ${module.level.padEnd(13)} ${grade.toFixed(1).padStart(5)}  (max ${MAX_GRADE[module.level]})`);
    expect(grade).toBeLessThanOrEqual(MAX_GRADE[module.level]);
  });

  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))('lesson %s is within its grade', (slug, lesson) => {
    const level = lesson.data.level ?? 'Standalone';
    const grade = gradeLevel(mdxText(lesson.source));
    table.push(`  ${`/learn/${slug}`.padEnd(40)} ${level.padEnd(13)} ${grade.toFixed(1).padStart(5)}  (max ${MAX_GRADE[level]})`);
    expect(grade).toBeLessThanOrEqual(MAX_GRADE[level]);
  });
});

describe('answer bias', () => {
  it.each(CATEGORIES.map((category) => [category.name, category.index] as const))(
    '%s: the right answer is rarely the longest and moves around',
    (_name, index) => {
      const questions = categoryQuestions(index);
      expect(longestCorrectShare(questions)).toBeLessThanOrEqual(0.4);
      expect(commonestPositionShare(questions)).toBeLessThanOrEqual(0.4);
    },
  );

  it('rarely gives the answer away by hedged or absolute wording (at most 5 questions)', () => {
    const rows = pools.map(({ name, questions }) => ({
      name,
      questions: questions.length,
      longest: longestCount(questions),
      hedge: hedgeCueCount(questions),
    }));
    const all = pools.flatMap((pool) => pool.questions);
    const total = { questions: all.length, longest: longestCount(all), hedge: hedgeCueCount(all) };
    const line = (name: string, row: { questions: number; longest: number; hedge: number }) =>
      `  ${name.padEnd(40)} ${String(row.questions).padStart(4)} ${String(row.longest).padStart(8)} ${String(row.hedge).padStart(10)}`;
    console.log(
      [
        '\nAnswer cues (questions; right answer strictly longest; hedge cue)',
        `  ${'pool'.padEnd(40)} ${'qs'.padStart(4)} ${'longest'.padStart(8)} ${'hedge cue'.padStart(10)}`,
        ...rows.map((row) => line(row.name, row)),
        line('all', total),
        `  longest: ${pct(total.longest / total.questions)}, hedge cue: ${total.hedge} of ${total.questions} (limit 5)`,
      ].join('\n'),
    );
    expect(total.hedge).toBeLessThanOrEqual(5);
  });
});

describe('questions and sources', () => {
  it('never repeat a question text across module pools, quizzes and the exam', () => {
    const texts = [
      ...modules.flatMap((module) => module.quizPool.map((question) => question.question)),
      ...Object.values(quizzes).flatMap((quiz) => quiz.questions.map((question) => question.question)),
      ...exam.map((question) => question.question),
    ].map((text) => text.toLowerCase().replace(/\W+/g, ' ').trim());
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('give every module and lesson at least one source with publisher, title and year', () => {
    for (const entry of [...modules.map((module) => module.sources), ...lessons.map((lesson) => lesson.data.sources)]) {
      expect(entry.length).toBeGreaterThan(0);
      for (const source of entry) expect(source.publisher && source.title && source.year).toBeTruthy();
    }
  });
});
