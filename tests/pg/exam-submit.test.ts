import { describe, expect, it } from 'vitest';
import { EXAM_RULES } from '../../src/exam/rules/exam.ts';
import { atOnce } from './at-once.ts';
import { POOL_SIZE, useDatabase } from './database.ts';
import { answersFor, call, examinee, refusal, type Graded, type Started } from './exam-helpers.ts';

const database = useDatabase();

describe('the exam rules', () => {
  it('are what the pages say (EXAM_RULES in src/exam/rules/exam.ts)', async () => {
    const { rows } = await database().owner.query<{ size: number; pass_percent: number; attempts_per_day: number; minutes: number }>(
      'select size, pass_percent, attempts_per_day, extract(epoch from duration)::int / 60 as minutes from private.exam_rules()',
    );
    expect(rows[0]).toEqual({
      size: EXAM_RULES.size,
      pass_percent: EXAM_RULES.passPercent,
      attempts_per_day: EXAM_RULES.attemptsPerDay,
      minutes: EXAM_RULES.minutes,
    });
  });
});

describe('the exam under real concurrency', () => {
  it('one attempt submitted from many connections at the same moment is graded once: one stored result, every other caller refused as already submitted', async () => {
    const db = database();
    const id = await examinee(db);
    const attempt = await call<Started>(db, id, 'public.start_exam()');
    // Each caller answers a different number of questions right, so the stored grade names its caller.
    const submissions = await Promise.all(Array.from({ length: POOL_SIZE }, (_, i) => answersFor(db, attempt, i + 10)));

    const outcomes = await atOnce(
      db,
      { tables: ['public.exam_attempts'], gathered: POOL_SIZE },
      submissions.map(
        (answers) => () =>
          call<Graded>(db, id, 'public.submit_exam($1, $2)', [attempt.attempt_id, answers]).catch(
            refusal('VE004', 'This exam attempt was already submitted.'),
          ),
      ),
    );

    const graded = outcomes.flatMap((outcome, caller) => ('refused' in outcome ? [] : [{ caller, grade: outcome }]));
    expect(graded).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'refused' in outcome)).toHaveLength(POOL_SIZE - 1);
    const [{ caller, grade }] = graded as [(typeof graded)[number]];
    expect(grade).toMatchObject({ score: caller + 10, total: 35, percent: Math.round(((caller + 10) * 100) / 35) });
    const { rows } = await db.owner.query(
      'select answers, score, total, percent, submitted_at is not null as submitted from public.exam_attempts where user_id = $1',
      [id],
    );
    expect(rows).toEqual([{ answers: submissions[caller], score: grade.score, total: 35, percent: grade.percent, submitted: true }]);
  });

  it('one learner starting from many connections at the same moment opens one attempt, never more than 3 in 24 hours', async () => {
    const db = database();
    const id = await examinee(db);
    // Two attempts already started (and submitted) today: one start is left.
    await db.owner.query(
      `insert into public.exam_attempts (user_id, question_ids, started_at, expires_at, submitted_at, answers, score, total, percent)
       select $1, '{f1}', now() - interval '2 hours', now() - interval '30 minutes', now() - interval '1 hour', '{}', 0, 1, 0
       from generate_series(1, 2)`,
      [id],
    );

    const starts = await atOnce(
      db,
      { tables: ['public.exam_attempts'], gathered: POOL_SIZE },
      Array.from({ length: POOL_SIZE }, () => () => call<Started>(db, id, 'public.start_exam()')),
    );

    expect(starts.filter((start) => !start.resumed)).toHaveLength(1);
    expect(new Set(starts.map((start) => start.attempt_id)).size).toBe(1);
    expect(starts.map((start) => start.attempts_left)).toEqual(starts.map(() => 0));
    const { rows } = await db.owner.query(
      `select count(*)::int as today, count(*) filter (where submitted_at is null)::int as open
       from public.exam_attempts where user_id = $1 and started_at > now() - interval '24 hours'`,
      [id],
    );
    expect(rows).toEqual([{ today: 3, open: 1 }]);

    // That attempt was the third of the day: once submitted, the next start is refused.
    await call(db, id, 'public.submit_exam($1, $2)', [starts[0]!.attempt_id, {}]);
    await expect(call(db, id, 'public.start_exam()')).rejects.toMatchObject({ code: 'VE002' });
  });

  it('a certificate asked for from many connections at the same moment is issued once, with one name, and every caller gets it', async () => {
    const db = database();
    const id = await examinee(db);
    const attempt = await call<Started>(db, id, 'public.start_exam()');
    await call(db, id, 'public.submit_exam($1, $2)', [attempt.attempt_id, await answersFor(db, attempt, 35)]);
    const names = Array.from({ length: POOL_SIZE }, (_, i) => `Learner ${i}`);

    const certificates = await atOnce(
      db,
      { tables: ['public.certificates'], gathered: POOL_SIZE },
      names.map((name) => () => call<{ id: string; name: string }>(db, id, 'public.issue_certificate($1, $2)', [attempt.attempt_id, name])),
    );

    const { rows } = await db.owner.query<{ id: string; name: string }>('select id, name from public.certificates where user_id = $1', [
      id,
    ]);
    expect(rows).toHaveLength(1);
    expect(names).toContain(rows[0]!.name);
    for (const certificate of certificates) expect(certificate).toMatchObject({ status: 'valid', id: rows[0]!.id, name: rows[0]!.name });
  });
});
