/**
 * The longest-option cue in every language: in no question set (the exam bank, each category
 * quiz, each module's quizPool) may the right option be the strictly longest more often than
 * chance (`longestCueLimit`). A translation can break the rule on its own: a wrong option that
 * reads shorter in Spanish, a right one that grew by an explanation. Each set is read as its
 * reader sees it: the translation where there is one, else the English file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { isLongestCorrect, longestCueLimit, type AnswerShape } from '../../../tests/question-bias.ts';
import { contentFile, loadExam, loadModules, loadQuizzes } from './load-content.ts';

const LETTERS = ['a', 'b', 'c', 'd'];

/** A question as the cue test reports it: where it is, its text and its options. */
interface NamedQuestion extends AnswerShape {
  id: string;
  question: string;
}

/** One question set of one language, named by the file a reader of that language is shown. */
interface QuestionSet {
  name: string;
  file: string;
  questions: NamedQuestion[];
}

function questionSets(lang: Lang): QuestionSet[] {
  const modules = loadModules(lang).map((module) => ({
    name: `module ${module.id}`,
    file: contentFile(`modules/${module.id}.json`, lang),
    questions: module.quizPool.map(({ id, question, options, correctAnswer }) => ({ id, question, options, correct: correctAnswer })),
  }));
  const quizzes = Object.entries(loadQuizzes(lang)).map(([name, quiz]) => ({
    name: `quiz ${name}`,
    file: contentFile(`quizzes/${name}.json`, lang),
    questions: quiz.questions.map(({ id, question, options }) => ({
      id,
      question,
      options: options.map((option) => option.text),
      correct: LETTERS.indexOf(quiz.answerKey[id]!),
    })),
  }));
  const exam = {
    name: 'exam',
    file: contentFile('exam.json', lang),
    questions: loadExam(lang).map(({ id, question, options, correct }) => ({
      id,
      question,
      options: options.map((option) => option.text),
      correct: LETTERS.indexOf(correct),
    })),
  };
  return [exam, ...quizzes, ...modules];
}

/** What an editor needs to fix one cued question: its id, its start, and every option's length. */
function describeCue({ id, question, options, correct }: NamedQuestion): string {
  const others = options.flatMap((option, index) => (index === correct ? [] : [`${LETTERS[index]} ${option.length}`]));
  return `  ${id} "${question.slice(0, 60)}…": right option ${LETTERS[correct]} has ${options[correct]!.length} characters; the others ${others.join(', ')}`;
}

const sets = new Map(LANGUAGES.map(({ code }) => [code, questionSets(code)]));
const counts = new Map<string, string>();

afterAll(() => {
  const names = sets.get('en')!.map((set) => set.name);
  const cell = (lang: string, name: string) => (counts.get(`${lang} ${name}`) ?? '').padStart(8);
  console.log(
    [
      '\nRight option strictly the longest (questions of the set / limit)',
      `  ${'set'.padEnd(42)}${LANGUAGES.map(({ code }) => code.padStart(8)).join('')}`,
      ...names.map((name) => `  ${name.padEnd(42)}${LANGUAGES.map(({ code }) => cell(code, name)).join('')}`),
    ].join('\n'),
  );
});

describe.each(LANGUAGES.map(({ code }) => code))('%s: the longest option is not the cue', (lang) => {
  it.each(sets.get(lang)!.map((set) => [set.file, set] as const))(
    '%s: the right option is the longest no more often than chance',
    (_file, { name, file, questions }) => {
      const cued = questions.filter(isLongestCorrect);
      const limit = longestCueLimit(questions);
      counts.set(`${lang} ${name}`, `${cued.length}/${limit}`);
      expect(
        cued.length,
        [
          `${file}: the right option is strictly the longest in ${cued.length} of ${questions.length} questions; at most ${limit} may be (chance, rounded up).`,
          'Shorten the right option or give a wrong one the same length and grammar, keeping the meaning, the option order and the answer:',
          ...cued.map(describeCue),
        ].join('\n'),
      ).toBeLessThanOrEqual(limit);
    },
  );
});
