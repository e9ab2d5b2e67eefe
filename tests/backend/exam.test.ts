import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { readSeedContent } from '../../tools/content-seed.ts';
import { SERVICE_ROLE_KEY } from '@vault-club/local-supabase';
import type { ShownQuestion } from '../exam-languages.ts';
import { client, confirmedUser, signedIn, uniqueEmail, useTestBackend } from './helpers.ts';

const backend = useTestBackend();
const content = readSeedContent();
/** The right option's text per question id: the attempt shows it under a letter of its own. */
const keyText = new Map(content.questions.map((q) => [q.id, q.options.find((option) => option.value === q.correct)!.text]));
const rightLetter = (question: Started['questions'][number]) =>
  question.options.find((option) => option.text === keyText.get(question.id))!.value;

interface Started {
  attempt_id: string;
  started_at: string;
  expires_at: string;
  resumed: boolean;
  attempts_left: number;
  lang: string;
  questions: ShownQuestion[];
}

interface Graded {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  categories: { category: string; score: number; total: number; percent: number }[];
  revisit: string[];
  results?: { id: string; chosen: string | null; correct: string; right: boolean; explanation: string | null }[];
  certificate: unknown;
  account_name: string;
}

const service = () => client(backend.url, SERVICE_ROLE_KEY);

/** A confirmed, signed-in learner whose synced progress lists `modules` (all of them by default). */
async function learner(modules: string[] = content.moduleIds): Promise<{ id: string; supabase: SupabaseClient }> {
  const email = uniqueEmail('examinee');
  const id = await confirmedUser(backend.url, email);
  const { error } = await service()
    .from('learning_progress')
    .insert({ user_id: id, progress: { version: 2, completedModules: modules } });
  expect(error).toBeNull();
  return { id, supabase: await signedIn(backend.url, email) };
}

async function start(supabase: SupabaseClient): Promise<Started> {
  const { data, error } = await supabase.rpc('start_exam');
  expect(error).toBeNull();
  return data as Started;
}

/** Answers `right` questions of the attempt correctly and the rest wrongly. */
function answersFor(attempt: Started, right: number): Record<string, string> {
  return Object.fromEntries(
    attempt.questions.map((question, index) => {
      const key = rightLetter(question);
      return [question.id, index < right ? key : ['a', 'b', 'c', 'd'].find((letter) => letter !== key)!];
    }),
  );
}

/** Moves an attempt's start (and expiry) back by `minutes`, as if it had been started then. */
async function backdate(attemptId: string, minutes: number): Promise<void> {
  const { data } = await service().from('exam_attempts').select('started_at, expires_at').eq('id', attemptId).single();
  const shift = (iso: string) => new Date(new Date(iso).getTime() - minutes * 60_000).toISOString();
  const { error } = await service()
    .from('exam_attempts')
    .update({ started_at: shift(data!['started_at']), expires_at: shift(data!['expires_at']) })
    .eq('id', attemptId);
  expect(error).toBeNull();
}

describe('the exam bank', () => {
  it('in the database is content/exam.json (else run `npm run content:seed`), with the required modules and course title', async () => {
    const db = service();
    const { data: rows } = await db.from('exam_questions').select('*').eq('active', true).order('position');
    const stored = rows!.map(({ active: _active, ...row }) => row);
    expect(
      stored,
      'The exam bank in the database differs from content/exam.json: run `npm run content:seed` and commit supabase/seed/content.sql',
    ).toEqual(content.questions);
    const { data: modules } = await db.from('exam_required_modules').select('module_id').order('module_id');
    expect(
      modules!.map(({ module_id }) => module_id),
      'The modules the exam requires differ from content/modules/: run `npm run content:seed`',
    ).toEqual(content.moduleIds);
    expect(content.moduleIds).toHaveLength(18);
    const { data: settings } = await db.from('exam_settings').select('course_title').single();
    expect(settings!['course_title']).toBe(content.courseTitle);
    const { data: paths } = await db.from('learning_paths').select('id, position, modules, name, exam_category').order('position');
    expect(paths, 'The learning paths differ from content/curriculum.json: run `npm run content:seed`').toEqual(content.paths);
  });

  it('in other languages is content/<lang>/exam.json, curriculum.json and the course title (else run `npm run content:seed`)', async () => {
    const db = service();
    const stale = 'The translations in the database differ from content/<lang>/ and src/i18n/<lang>/: run `npm run content:seed`';
    const { data: languages } = await db.from('languages').select('code');
    expect(languages!.map(({ code }) => code).sort(), stale).toEqual([...content.languages].sort());
    const { data: texts } = await db.from('exam_question_texts').select('question_id, lang, question, options, explanation');
    const byKey = (row: { lang: string } & Record<string, unknown>) => `${row.lang} ${JSON.stringify(Object.values(row)[0])}`;
    const sorted = <T extends { lang: string } & Record<string, unknown>>(rows: T[]) =>
      [...rows].sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(sorted(texts!), stale).toEqual(sorted(content.questionTexts as never[]));
    const { data: names } = await db.from('learning_path_texts').select('path_id, lang, name');
    expect(sorted(names!), stale).toEqual(sorted(content.pathNames as never[]));
    const { data: titles } = await db.from('exam_settings_texts').select('lang, course_title');
    expect(sorted(titles!), stale).toEqual(sorted(content.courseTitles as never[]));
  });

  it('is out of reach of learners and anon', async () => {
    const { supabase } = await learner();
    expect(await supabase.from('exam_questions').select('*')).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await supabase.from('exam_attempts').select('*')).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await client(backend.url).from('exam_questions').select('*')).toMatchObject({ status: 401, error: { code: '42501' } });
  });
});

describe('starting an exam', () => {
  it('draws 35 different questions of the bank, with options but never the key', async () => {
    const { supabase } = await learner();
    const attempt = await start(supabase);
    expect(attempt.questions).toHaveLength(35);
    const ids = attempt.questions.map(({ id }) => id);
    expect(new Set(ids).size).toBe(35);
    for (const question of attempt.questions) {
      const source = content.questions.find(({ id }) => id === question.id)!;
      expect({ ...question, options: undefined }).toEqual({
        id: source.id,
        question: source.question,
        options: undefined,
        category: source.category,
        source: source.source,
        lang: 'en',
        path_name: content.paths.find((path) => path.exam_category === source.category)!.name,
      });
      // The bank's options, shuffled for this attempt and relabelled a–d.
      expect(question.options.map((option) => option.value)).toEqual(['a', 'b', 'c', 'd']);
      expect(question.options.map((option) => option.text).sort()).toEqual(source.options.map((option) => option.text).sort());
    }
    expect(JSON.stringify(attempt)).not.toMatch(/correct|explanation/);
    expect(attempt).toMatchObject({ resumed: false, attempts_left: 2 });
    expect(new Date(attempt.expires_at).getTime() - new Date(attempt.started_at).getTime()).toBe(90 * 60_000);
  });

  it('draws differently from one learner to the next', async () => {
    const first = await start((await learner()).supabase);
    const second = await start((await learner()).supabase);
    expect(second.questions.map(({ id }) => id)).not.toEqual(first.questions.map(({ id }) => id));
  });

  it('resumes the open attempt instead of opening a second one', async () => {
    const { supabase } = await learner();
    const first = await start(supabase);
    const again = await start(supabase);
    expect(again).toMatchObject({ attempt_id: first.attempt_id, resumed: true, attempts_left: 2 });
    expect(again.questions).toEqual(first.questions);
  });

  it('is refused while a required module is missing from the synced progress, and to anon', async () => {
    const { supabase } = await learner(content.moduleIds.slice(1));
    const { data, error, status } = await supabase.rpc('start_exam');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'VE001', details: '1 modules are not completed in your saved progress.' });
    const none = await learner([]);
    await service().from('learning_progress').delete().eq('user_id', none.id);
    expect((await none.supabase.rpc('start_exam')).error?.code).toBe('VE001');
    const anon = await client(backend.url).rpc('start_exam');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
  });

  it('is refused a 4th time in 24 hours, with the time of the next allowed attempt', async () => {
    const { supabase } = await learner();
    const starts: Started[] = [];
    for (let round = 0; round < 3; round++) {
      const attempt = await start(supabase);
      starts.push(attempt);
      expect(attempt.attempts_left).toBe(2 - round);
      const { error } = await supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(attempt, 10) });
      expect(error).toBeNull();
      await backdate(attempt.attempt_id, 60 * (3 - round));
    }
    const refused = await supabase.rpc('start_exam');
    expect(refused).toMatchObject({ status: 400, error: { code: 'VE002' } });
    const { data } = await service().from('exam_attempts').select('started_at').eq('id', starts[0]!.attempt_id).single();
    const next = new Date(new Date(data!['started_at']).getTime() + 24 * 3600_000);
    expect(Math.abs(new Date(refused.error!.details).getTime() - next.getTime())).toBeLessThan(1000);
    // Once the oldest start is more than 24 hours old, one more attempt is allowed.
    await backdate(starts[0]!.attempt_id, 21 * 60 + 1);
    expect((await start(supabase)).attempts_left).toBe(0);
  });
});

describe('submitting', () => {
  it('grades on the server; a failed attempt says the score per category and the weakest to revisit, nothing per question', async () => {
    const { supabase } = await learner();
    const attempt = await start(supabase);
    const answers = answersFor(attempt, 24);
    delete answers[attempt.questions[34]!.id];
    const { data, error } = await supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers });
    expect(error).toBeNull();
    const graded = data as Graded;
    expect(graded).toMatchObject({ score: 24, total: 35, percent: 69, passed: false, certificate: null, account_name: 'Test Learner' });
    expect(graded.results).toBeUndefined();
    expect(JSON.stringify(graded)).not.toMatch(/correct|explanation|"right"/);
    expect(graded.categories.map(({ category }) => category)).toEqual(['Finance', 'Web3', 'Education']);
    expect(graded.categories.reduce((sum, { score }) => sum + score, 0)).toBe(24);
    const lowest = Math.min(...graded.categories.map(({ percent }) => percent));
    expect(graded.revisit).toEqual(graded.categories.filter(({ percent }) => percent === lowest).map(({ category }) => category));
  });

  it('a passed attempt returns, per question, the choice, the right option in the attempt’s letters and the explanation', async () => {
    const { supabase } = await learner();
    const attempt = await start(supabase);
    const answers = answersFor(attempt, 30);
    const graded = (await supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers })).data as Graded;
    expect(graded).toMatchObject({ score: 30, total: 35, passed: true });
    expect(graded.results!.map(({ id }) => id)).toEqual(attempt.questions.map(({ id }) => id));
    for (const [index, result] of graded.results!.entries()) {
      const source = content.questions.find(({ id }) => id === result.id)!;
      expect(result).toEqual({
        id: source.id,
        chosen: answers[source.id],
        correct: rightLetter(attempt.questions[index]!),
        right: index < 30,
        explanation: source.explanation,
      });
    }
  });

  it('refuses a second submission, an expired attempt, another learner’s attempt and malformed answers', async () => {
    const alice = await learner();
    const bob = await learner();
    const attempt = await start(alice.supabase);
    const foreign = await bob.supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(attempt, 35) });
    expect(foreign).toMatchObject({ status: 400, error: { code: 'VE003' } });
    const unknown = await alice.supabase.rpc('submit_exam', { attempt_id: crypto.randomUUID(), answers: {} });
    expect(unknown.error?.code).toBe('VE003');
    for (const answers of [[], { [attempt.questions[0]!.id]: 'e' }, { f99: 'a' }, { [attempt.questions[0]!.id]: 1 }]) {
      const bad = await alice.supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers });
      expect(bad.error?.code, JSON.stringify(answers)).toBe('VE006');
    }
    const first = await alice.supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(attempt, 5) });
    expect(first.error).toBeNull();
    const second = await alice.supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(attempt, 35) });
    expect(second).toMatchObject({ status: 400, error: { code: 'VE004' } });
    const { data } = await service().from('exam_attempts').select('score').eq('id', attempt.attempt_id).single();
    expect(data).toEqual({ score: 5 });

    const late = await start(bob.supabase);
    await backdate(late.attempt_id, 91);
    const expired = await bob.supabase.rpc('submit_exam', { attempt_id: late.attempt_id, answers: answersFor(late, 35) });
    expect(expired).toMatchObject({ status: 400, error: { code: 'VE005' } });
    // An expired attempt is not open: starting again draws a new one.
    expect((await start(bob.supabase)).attempt_id).not.toBe(late.attempt_id);
  });
});

describe('certificates', () => {
  async function passed(right = 30) {
    const person = await learner();
    const attempt = await start(person.supabase);
    const { data } = await person.supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(attempt, right) });
    return { ...person, attempt, graded: data as Graded };
  }

  it('are issued only at 70 % or more', async () => {
    const failed = await passed(24);
    expect(failed.graded).toMatchObject({ percent: 69, passed: false });
    const refused = await failed.supabase.rpc('issue_certificate', { attempt_id: failed.attempt.attempt_id, name: 'Test Learner' });
    expect(refused).toMatchObject({ status: 400, error: { code: 'VE007' } });

    const open = await learner();
    const unsubmitted = await start(open.supabase);
    const early = await open.supabase.rpc('issue_certificate', { attempt_id: unsubmitted.attempt_id, name: 'Test Learner' });
    expect(early.error?.code).toBe('VE007');

    const pass = await passed(25);
    expect(pass.graded).toMatchObject({ percent: 71, passed: true });
    const { data, error } = await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: '  Ada Lovelace ' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'valid',
      name: 'Ada Lovelace',
      course_title: content.courseTitle,
      score: 25,
      total: 35,
      percent: 71,
    });
    expect((data as { id: string }).id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('keep the name confirmed once; another learner cannot use someone else’s attempt', async () => {
    const pass = await passed();
    const other = await learner();
    const stolen = await other.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: 'Mallory' });
    expect(stolen.error?.code).toBe('VE003');
    const blank = await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: '   ' });
    expect(blank.error?.code).toBe('VE008');
    const long = await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: 'x'.repeat(101) });
    expect(long.error?.code).toBe('VE008');
    const issued = (await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: 'Grace Hopper' })).data;
    const renamed = (await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: 'Someone Else' })).data;
    expect(renamed).toEqual(issued);
    const update = await pass.supabase.from('certificates').update({ name: 'Someone Else' }).eq('user_id', pass.id);
    expect(update).toMatchObject({ status: 403, error: { code: '42501' } });
    // The learner finds it again; the next submission reports it.
    const own = await pass.supabase.from('certificates').select('id, name');
    expect(own.data).toEqual([{ id: (issued as { id: string }).id, name: 'Grace Hopper' }]);
    const again = await start(pass.supabase);
    const graded = (await pass.supabase.rpc('submit_exam', { attempt_id: again.attempt_id, answers: {} })).data as Graded;
    expect(graded.certificate).toEqual(issued);
  });

  it('verify for anyone: valid, unknown and revoked ids; anon cannot list them', async () => {
    const pass = await passed(35);
    const issued = (await pass.supabase.rpc('issue_certificate', { attempt_id: pass.attempt.attempt_id, name: 'Ada Lovelace' })).data as {
      id: string;
      issued_at: string;
    };
    const anon = client(backend.url);
    const valid = await anon.rpc('verify_certificate', { certificate_id: issued.id });
    expect(valid).toMatchObject({ status: 200, error: null });
    expect(valid.data).toEqual({
      status: 'valid',
      id: issued.id,
      name: 'Ada Lovelace',
      course_title: content.courseTitle,
      lang: 'en',
      score: 35,
      total: 35,
      percent: 100,
      issued_at: issued.issued_at,
    });
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'not an id', "'; select 1; --", 'x'.repeat(5000)]) {
      expect(await anon.rpc('verify_certificate', { certificate_id: unknown })).toMatchObject({ status: 200, data: null, error: null });
    }
    expect(await anon.from('certificates').select('*')).toMatchObject({ status: 401, error: { code: '42501' } });
    const otherLearner = await learner();
    expect((await otherLearner.supabase.from('certificates').select('*')).data).toEqual([]);

    const { error } = await service()
      .from('certificates')
      .update({ revoked_at: new Date().toISOString(), revocation_reason: 'Issued in error' })
      .eq('id', issued.id);
    expect(error).toBeNull();
    const revoked = (await anon.rpc('verify_certificate', { certificate_id: issued.id })).data as Record<string, unknown>;
    expect(revoked).toMatchObject({ status: 'revoked', id: issued.id });
    expect(Object.keys(revoked).sort()).toEqual(['id', 'revoked_at', 'status']);
  });
});

describe('in the learner’s language, through the Data API', () => {
  it('takes `lang` on every call: the same attempt in Spanish, graded alike, the certificate’s language and title per viewer', async () => {
    const { supabase } = await learner();
    const spanish = await supabase.rpc('start_exam', { lang: 'es' });
    expect(spanish).toMatchObject({ status: 200, error: null });
    const attempt = spanish.data as Started;
    const english = await start(supabase);
    expect(attempt).toMatchObject({ attempt_id: english.attempt_id, lang: 'es' });
    attempt.questions.forEach((question, index) => {
      // Spanish where content/es/exam.json translates the question, else English.
      const text = content.questionTexts.find((row) => row.question_id === question.id && row.lang === 'es');
      expect(question).toMatchObject({ id: english.questions[index]!.id, lang: text ? 'es' : 'en' });
      expect(question.question).toBe(text?.question ?? english.questions[index]!.question);
      expect(question.options.map(({ value }) => value)).toEqual(english.questions[index]!.options.map(({ value }) => value));
    });

    const graded = await supabase.rpc('submit_exam', { attempt_id: attempt.attempt_id, answers: answersFor(english, 35), lang: 'pt-BR' });
    expect(graded.data).toMatchObject({ lang: 'pt-br', score: 35, percent: 100 });
    const issued = (await supabase.rpc('issue_certificate', { attempt_id: attempt.attempt_id, name: 'Ada Lovelace', lang: 'es' })).data as {
      id: string;
      lang: string;
    };
    expect(issued.lang).toBe('es');

    // As the verification page asks (src/exam/page-scripts/certificate-page.ts): the viewer's language, or a number, or no language.
    const anon = client(backend.url);
    const spanishTitle = content.courseTitles.find((row) => row.lang === 'es')?.course_title ?? content.courseTitle;
    for (const [lang, title] of [
      ['es', spanishTitle],
      [42, content.courseTitle],
      [undefined, content.courseTitle],
    ] as const) {
      const verified = await anon.rpc('verify_certificate', { certificate_id: issued.id, ...(lang === undefined ? {} : { lang }) });
      expect(verified).toMatchObject({ status: 200, data: { id: issued.id, lang: 'es', course_title: title } });
    }
    expect(await anon.rpc('verify_certificate', { certificate_id: issued.id, language: 'es' })).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    });
  });
});
