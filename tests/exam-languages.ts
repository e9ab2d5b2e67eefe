/**
 * The exam and the certificate in the learner's language (20251203000100_exam_languages.sql),
 * as one set of cases that runs on both databases: the stand-in's PGlite
 * (tests/backend/exam-languages.test.ts) and real PostgreSQL (tests/pg/exam-languages.test.ts).
 * Each file passes a driver that calls the functions as its database's learner or anon does.
 * The bank's translations are the fixture's (tests/fixtures/exam-translations.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeedSql, readSeedContent } from '../tools/content-seed.ts';
import { UNTRANSLATED, contentWithExamTranslations, translated } from './fixtures/exam-translations.ts';

/** How the cases reach one database. */
export interface ExamDriver {
  /** Runs the generated seed as an operator does, in one transaction. */
  seed(sql: string): Promise<void>;
  /** A confirmed learner whose synced progress lists every required module, with this user metadata. */
  learner(metadata?: Record<string, unknown>): Promise<string>;
  /** Selects `sql` (one function call) as the signed-in learner `id`, or as anon for `null`. */
  call<T>(id: string | null, sql: string, params?: unknown[]): Promise<T>;
  /** Runs `sql` as the database's owner (postgres): the operator's view, for the key and for setup. */
  owner<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An exam question as start_exam shows it. */
export interface ShownQuestion {
  id: string;
  question: string;
  options: { value: string; text: string }[];
  category: string;
  source: string;
  lang: string;
  path_name: string;
}

interface Attempt {
  attempt_id: string;
  resumed: boolean;
  lang: string;
  questions: ShownQuestion[];
}

interface Graded {
  lang: string;
  score: number;
  total: number;
  categories: { category: string; score: number; total: number; path_name: string }[];
  results?: { id: string; chosen: string; correct: string; right: boolean; explanation: string | null }[];
}

interface Certificate {
  status: string;
  id: string;
  lang: string;
  course_title: string;
}

export function examLanguageTests(database: () => ExamDriver): void {
  const site = contentWithExamTranslations();
  const content = readSeedContent(site.dir);
  const seedSql = contentSeedSql(content);
  const bank = new Map(content.questions.map((question) => [question.id, question]));
  const englishTitle = content.courseTitle;

  beforeAll(() => database().seed(seedSql));
  afterAll(() => site.remove());

  /** The text of question `id` in `lang` as the database should show it: the translation, else English. */
  function expected(id: string, lang: string) {
    const english = bank.get(id)!;
    const text = content.questionTexts.find((row) => row.question_id === id && row.lang === lang);
    return text
      ? { lang, question: text.question, options: text.options, explanation: text.explanation }
      : { lang: 'en', question: english.question, options: english.options.map((option) => option.text), explanation: english.explanation };
  }

  /** The name of the path teaching `category`, in `lang` where the fixture has one. */
  function pathName(category: string, lang: string): string {
    const path = content.paths.find((row) => row.exam_category === category)!;
    return content.pathNames.find((row) => row.path_id === path.id && row.lang === lang)?.name ?? path.name;
  }

  /** Per question of the attempt, the bank's letters in the order the attempt shows them. */
  async function optionOrders(attemptId: string): Promise<Record<string, string[]>> {
    const [row] = await database().owner<{ option_orders: Record<string, string[]> }>(
      'select option_orders from public.exam_attempts where id = $1',
      [attemptId],
    );
    return row!.option_orders;
  }

  /** Checks every question of `attempt` against the bank in `lang`, through the attempt's own option order. */
  function expectShownIn(attempt: Attempt, lang: string, orders: Record<string, string[]>): void {
    for (const question of attempt.questions) {
      const want = expected(question.id, lang);
      const order = orders[question.id]!;
      expect(question).toEqual({
        id: question.id,
        question: want.question,
        options: order.map((bankLetter, index) => ({ value: 'abcd'[index], text: want.options['abcd'.indexOf(bankLetter)] })),
        category: bank.get(question.id)!.category,
        source: bank.get(question.id)!.source,
        lang: want.lang,
        path_name: pathName(bank.get(question.id)!.category, lang),
      });
    }
  }

  /** Answers the first `right` questions with the letter the attempt shows the key under, the rest wrongly. */
  function answers(attempt: Attempt, orders: Record<string, string[]>, right: number): Record<string, string> {
    return Object.fromEntries(
      attempt.questions.map(({ id }, index) => {
        const key = 'abcd'[orders[id]!.indexOf(bank.get(id)!.correct)]!;
        return [id, index < right ? key : 'abcd'.replace(key, '')[0]!];
      }),
    );
  }

  describe('the exam in the learner’s language', () => {
    it('is one attempt shown in English, Spanish and Portuguese: the same questions and option order, each language’s text', async () => {
      const db = database();
      const id = await db.learner();
      const english = await db.call<Attempt>(id, 'public.start_exam()');
      const spanish = await db.call<Attempt>(id, 'public.start_exam($1)', ['es']);
      const portuguese = await db.call<Attempt>(id, 'public.start_exam($1)', ['pt-br']);
      const orders = await optionOrders(english.attempt_id);

      expect([english.lang, spanish.lang, portuguese.lang]).toEqual(['en', 'es', 'pt-br']);
      expect([english.resumed, spanish.resumed, portuguese.resumed]).toEqual([false, true, true]);
      for (const [attempt, lang] of [
        [english, 'en'],
        [spanish, 'es'],
        [portuguese, 'pt-br'],
      ] as const) {
        expect(attempt.attempt_id).toBe(english.attempt_id);
        expect(attempt.questions.map(({ id: question }) => question)).toEqual(english.questions.map(({ id: question }) => question));
        expectShownIn(attempt, lang, orders);
      }
      // The fixture translates the text and (for Spanish) the path names: the texts differ, the shape does not.
      const first = english.questions.find(({ id: question }) => question !== UNTRANSLATED)!;
      const spanishFirst = spanish.questions.find(({ id: question }) => question === first.id)!;
      expect(spanishFirst.question).toBe(translated('es', first.question));
      expect(spanishFirst.options.map(({ value }) => value)).toEqual(first.options.map(({ value }) => value));
      expect(spanishFirst.path_name).toBe(translated('es', first.path_name));
    });

    it('grades by the option chosen, whatever the language it was shown or sent in; the review speaks the language', async () => {
      const db = database();
      const id = await db.learner();
      const attempt = await db.call<Attempt>(id, 'public.start_exam($1)', ['es']);
      const orders = await optionOrders(attempt.attempt_id);
      const chosen = answers(attempt, orders, 30);
      const graded = await db.call<Graded>(id, 'public.submit_exam($1, $2, $3)', [attempt.attempt_id, chosen, 'pt-br']);

      expect(graded).toMatchObject({ lang: 'pt-br', score: 30, total: 35 });
      expect(graded.results!.map(({ id: question, chosen: letter, right }) => [question, letter, right])).toEqual(
        attempt.questions.map(({ id: question }, index) => [question, chosen[question], index < 30]),
      );
      for (const result of graded.results!) {
        expect(result.correct).toBe('abcd'[orders[result.id]!.indexOf(bank.get(result.id)!.correct)]);
        expect(result.explanation).toBe(expected(result.id, 'pt-br').explanation);
      }
      for (const category of graded.categories) expect(category.path_name).toBe(pathName(category.category, 'pt-br'));
      const [stored] = await db.owner<{ score: number; percent: number }>('select score, percent from public.exam_attempts where id = $1', [
        attempt.attempt_id,
      ]);
      expect(stored).toEqual({ score: 30, percent: 86 });
    });

    it('shows a question without a translation in English (its `lang` says so) and the others translated', async () => {
      const db = database();
      expect(content.questionTexts.some((row) => row.question_id === UNTRANSLATED)).toBe(false);
      const id = await db.learner();
      const before = await db.call<Attempt>(id, 'public.start_exam($1)', ['es']);
      const [first, second] = before.questions.filter((question) => question.id !== UNTRANSLATED);
      expect([first!.lang, second!.lang]).toEqual(['es', 'es']);
      await db.owner(`delete from public.exam_question_texts where question_id = $1 and lang = 'es'`, [first!.id]);
      try {
        const after = await db.call<Attempt>(id, 'public.start_exam($1)', ['es']);
        const shown = (question: string) => after.questions.find(({ id: other }) => other === question);
        const english = bank.get(first!.id)!;
        expect(shown(first!.id)).toMatchObject({ lang: 'en', question: english.question });
        expect(
          shown(first!.id)!
            .options.map(({ text }) => text)
            .sort(),
        ).toEqual(english.options.map(({ text }) => text).sort());
        expect(shown(second!.id)).toEqual(second);
        // A category no path names yet (a path added to the bank before the seed ran) is its own name.
        expect(await db.owner(`select private.exam_path_name('Saving', 'es') as name`)).toEqual([{ name: 'Saving' }]);
      } finally {
        await db.seed(seedSql);
      }
    });

    it.each([
      ['an unknown code', 'en', 'fr'],
      ['nothing', 'en', ''],
      ['null', 'en', null],
      ['100,000 characters', 'en', 'e'.repeat(100_000)],
      ['SQL', 'en', "es'); drop table public.exam_questions; --"],
      ['a region the site does not have', 'en', 'es-ES'],
      ['upper case', 'es', 'ES'],
      ['the BCP 47 tag', 'pt-br', 'pt-BR'],
    ])('takes %s as %j, never refusing the call', async (_label, shown, lang) => {
      const db = database();
      const id = await db.learner();
      const attempt = await db.call<Attempt>(id, 'public.start_exam($1)', [lang]);
      expect(attempt.lang).toBe(shown);
      expectShownIn(attempt, shown, await optionOrders(attempt.attempt_id));
    });
  });

  describe('the certificate’s language', () => {
    /** A learner who passed, and the passed attempt. */
    async function passed(metadata?: Record<string, unknown>): Promise<{ id: string; attemptId: string }> {
      const db = database();
      const id = await db.learner(metadata);
      const attempt = await db.call<Attempt>(id, 'public.start_exam()');
      await db.call(id, 'public.submit_exam($1, $2)', [attempt.attempt_id, answers(attempt, await optionOrders(attempt.attempt_id), 35)]);
      return { id, attemptId: attempt.attempt_id };
    }

    it('records the language it was issued in; verification shows it, with the course title in the viewer’s language', async () => {
      const db = database();
      const { id, attemptId } = await passed();
      const issued = await db.call<Certificate>(id, 'public.issue_certificate($1, $2, $3)', [attemptId, 'Ada Lovelace', 'es']);
      expect(issued).toMatchObject({ status: 'valid', lang: 'es', course_title: translated('es', englishTitle) });
      const [row] = await db.owner<{ lang: string; course_title: string }>(
        'select lang, course_title from public.certificates where id = $1',
        [issued.id],
      );
      expect(row).toEqual({ lang: 'es', course_title: englishTitle });

      const verify = (lang?: unknown) =>
        lang === undefined
          ? db.call<Certificate>(null, 'public.verify_certificate($1)', [issued.id])
          : db.call<Certificate>(null, 'public.verify_certificate($1, $2)', [issued.id, lang]);
      expect(await verify()).toMatchObject({ id: issued.id, lang: 'es', course_title: englishTitle });
      expect(await verify('es')).toMatchObject({ id: issued.id, lang: 'es', course_title: translated('es', englishTitle) });
      // No Portuguese title in the fixture, and an unknown language: the English title.
      expect(await verify('pt-br')).toMatchObject({ id: issued.id, lang: 'es', course_title: englishTitle });
      expect(await verify('x'.repeat(5000))).toMatchObject({ id: issued.id, lang: 'es', course_title: englishTitle });

      // Issued once: asking again in another language returns it as it is.
      const again = await db.call<Certificate>(id, 'public.issue_certificate($1, $2, $3)', [attemptId, 'Someone Else', 'pt-br']);
      expect(again).toMatchObject({ id: issued.id, lang: 'es' });
    });

    it.each([
      [{ lang: 'pt-br' }, null, 'pt-br'],
      [{}, null, 'en'],
      [{ lang: 'pt-br' }, 'es', 'es'],
      [{ lang: 'pt-br' }, 'klingon', 'en'],
    ])('with user metadata %j and the argument %j, is issued in %j', async (metadata, lang, issuedIn) => {
      const db = database();
      const { id, attemptId } = await passed(metadata);
      const issued = await db.call<Certificate>(id, 'public.issue_certificate($1, $2, $3)', [attemptId, 'Ada Lovelace', lang]);
      expect(issued.lang).toBe(issuedIn);
    });

    it('is English for a certificate stored without a language (every one issued before)', async () => {
      const db = database();
      const id = await db.learner();
      const [attempt] = await db.owner<{ id: string }>(
        `insert into public.exam_attempts (user_id, question_ids, expires_at, submitted_at, answers, score, total, percent)
         values ($1, '{f1}', now(), now(), '{"f1": "a"}', 1, 1, 100) returning id`,
        [id],
      );
      const [row] = await db.owner<{ lang: string }>(
        `insert into public.certificates (id, user_id, attempt_id, name, course_title, score, total, percent)
         values ('OldOldOldOldOldOldOldOld', $1, $2, 'Old Learner', 'Old Title', 1, 1, 100) returning lang`,
        [id, attempt!.id],
      );
      expect(row).toEqual({ lang: 'en' });
      expect(await db.call(null, 'public.verify_certificate($1, $2)', ['OldOldOldOldOldOldOldOld', 'es'])).toMatchObject({
        lang: 'en',
        course_title: translated('es', englishTitle),
      });
    });
  });
}
