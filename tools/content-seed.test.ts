import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import lessonSlugs from 'virtual:lesson-slugs';
import cardIds from 'virtual:review-card-ids';
import { CONTENT_SEED_SQL, contentSeedSql, readSeedContent } from './content-seed.ts';
import { TRANSLATED_LANGS } from '../src/i18n/languages.ts';
import { UNTRANSLATED, contentWithExamTranslations, translated } from '../tests/fixtures/exam-translations.ts';

const copies: { remove: () => void }[] = [];
afterAll(() => copies.forEach((copy) => copy.remove()));

/** A copy of the content with the fixture translations, to edit as a translator would. */
function translatedCopy(): string {
  const copy = contentWithExamTranslations();
  copies.push(copy);
  return copy.dir;
}

/** Rewrites `file` (JSON) in `dir` with `edit`. */
function editJson<T>(dir: string, file: string, edit: (value: T) => void): void {
  const value = JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  edit(value);
  writeFileSync(join(dir, file), JSON.stringify(value));
}

type Question = { id: string; correct: string; options: { value: string; text: string }[] };

describe('npm run content:seed', () => {
  it('wrote supabase/seed/content.sql from the content as it is now, translations included (else run `npm run content:seed`)', () => {
    expect(
      readFileSync(CONTENT_SEED_SQL, 'utf8') === contentSeedSql(readSeedContent()),
      `${CONTENT_SEED_SQL} is out of date with content/ (or content/<lang>/, src/i18n/<lang>/): run \`npm run content:seed\` and commit it`,
    ).toBe(true);
  });

  it('lists the lessons and the questions’ card ids the browser knows, so the account keeps what the site shows', () => {
    const content = readSeedContent();
    expect(content.lessons).toEqual([...lessonSlugs]);
    expect(content.cardIds).toEqual([...cardIds]);
    expect(content.lessons).toContain('financial-basics');
    expect(content.cardIds).toContain('quiz/finance/q15');
  });

  it('brings each language’s questions, path names and course title, and nothing for what a language has not translated', () => {
    const content = readSeedContent(translatedCopy());
    expect(content.languages).toEqual(['en', ...TRANSLATED_LANGS]);
    const english = content.questions.find(({ id }) => id !== UNTRANSLATED)!;
    for (const lang of ['es', 'pt-br']) {
      const texts = content.questionTexts.filter((row) => row.lang === lang);
      expect(texts.map(({ question_id }) => question_id)).toEqual(
        content.questions.map(({ id }) => id).filter((id) => id !== UNTRANSLATED),
      );
      expect(texts.find(({ question_id }) => question_id === english.id)).toEqual({
        question_id: english.id,
        lang,
        question: translated(lang, english.question),
        options: english.options.map(({ text }) => translated(lang, text)),
        explanation: translated(lang, english.explanation!),
      });
    }
    expect(content.pathNames).toEqual(content.paths.map(({ id, name }) => ({ path_id: id, lang: 'es', name: translated('es', name) })));
    expect(content.courseTitles).toEqual([{ lang: 'es', course_title: translated('es', content.courseTitle) }]);

    // The generated SQL carries them, so the committed seed is stale until it is regenerated.
    const sql = contentSeedSql(content);
    expect(sql).toContain(`'${translated('es', english.question).replaceAll("'", "''")}'`);
    expect(sql).not.toBe(readFileSync(CONTENT_SEED_SQL, 'utf8'));
  });

  it.each<[string, (questions: Question[]) => void, string]>([
    [
      'a changed key',
      (questions) => (questions[0]!.correct = questions[0]!.correct === 'a' ? 'b' : 'a'),
      'questions[0] ("f1"): correct is',
    ],
    ['an id English does not have', (questions) => (questions[0]!.id = 'f99'), '("f99") is not a question of content/exam.json'],
    ['a question twice', (questions) => questions.push(questions[0]!), '("f1") appears twice'],
    [
      'reordered options',
      (questions) => questions[0]!.options.reverse(),
      'content/es/exam.json: questions[0].options: options must be lettered',
    ],
  ])('refuses a translated exam with %s, naming the file and the question', (_label, edit, says) => {
    const dir = translatedCopy();
    editJson<Question[]>(dir, 'content/es/exam.json', edit);
    expect(() => readSeedContent(dir)).toThrow(says);
  });

  it('refuses a translated curriculum with a path English does not have', () => {
    const dir = translatedCopy();
    editJson<{ id: string }[]>(dir, 'content/es/curriculum.json', (paths) => (paths[0]!.id = 'savings'));
    expect(() => readSeedContent(dir)).toThrow('content/es/curriculum.json: the path "savings" is not in content/curriculum.json');
  });
});
