/**
 * The learning progress table and `merge_learning_progress`: the merge rule as properties over
 * generated documents (straight on the migrated database, and through the stand-in's RPC),
 * every refusal, that made-up ids are dropped and never crowd out a real one, and who may read
 * and merge what.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_ROLE_KEY } from '@vault-club/local-supabase';
import { type PGlite, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { decodeProgress } from '../../src/progress/rules/progress-decode.ts';
import { QUIZ_IDS } from '../../src/progress/rules/progress-rules.ts';
import { client, confirmedUser, signedIn, startTestBackend, uniqueEmail, type TestBackend } from './helpers.ts';

type Doc = Record<string, unknown>;

const MODULES = ['what-is-money-really', 'tokens-tokenization', 'money-as-control', 'a-module-from-later-content'];
const LESSONS = ['financial-basics', 'shortfalls-of-crypto'];
const time = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 0, 1) }).map((ms) => new Date(ms).toISOString());
const result = fc
  .integer({ min: 1, max: 50 })
  .chain((total) => fc.record({ score: fc.integer({ min: 0, max: total }), total: fc.constant(total) }))
  .map(({ score, total }) => ({ score, total, percent: Math.round((score / total) * 100) }));

/** A valid version-2 document over a few shared ids, so that generated documents overlap. */
const documentArbitrary: fc.Arbitrary<Doc> = fc
  .record({
    modules: fc.subarray(MODULES),
    times: fc.array(fc.option(time, { nil: undefined }), { minLength: MODULES.length, maxLength: MODULES.length }),
    lessons: fc.dictionary(
      fc.constantFrom(...LESSONS),
      fc.record(
        { completed: fc.boolean(), readPercent: fc.integer({ min: 0, max: 100 }), completedAt: fc.option(time, { nil: undefined }) },
        { requiredKeys: ['completed', 'readPercent'] },
      ),
    ),
    quizzes: fc.dictionary(fc.constantFrom(...QUIZ_IDS), result),
    exam: fc.option(result, { nil: null }),
  })
  .map(({ modules, times, lessons, quizzes, exam }) => ({
    version: 2,
    completedModules: modules,
    completedAt: Object.fromEntries(modules.flatMap((id, index) => (times[index] ? [[id, times[index]]] : []))),
    lessons,
    quizzes,
    exam,
  }));

describe('the merge rule (private.merge_learning_documents, on the migrated database)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openMigratedDatabase('memory');
  });
  afterAll(async () => {
    await db.close();
  });

  const merge = async (a: Doc | null, b: Doc | null): Promise<Doc> =>
    (
      await db.query<{ merged: Doc }>('select private.merge_learning_documents($1::jsonb, $2::jsonb) as merged', [
        JSON.stringify(a),
        JSON.stringify(b),
      ])
    ).rows[0]!.merged;
  const mergeAll = async (docs: Doc[]) => {
    let merged: Doc | null = null;
    for (const doc of docs) merged = await merge(merged, doc);
    return merged;
  };

  it('gives the same document in any order, and sending one again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(documentArbitrary, { minLength: 1, maxLength: 5 })
          .chain((docs) => fc.tuple(fc.constant(docs), fc.shuffledSubarray(docs, { minLength: docs.length }))),
        async ([docs, shuffled]) => {
          const inOrder = await mergeAll(docs);
          expect(await mergeAll(shuffled)).toEqual(inOrder);
          expect(await mergeAll([...docs].reverse())).toEqual(inOrder);
          for (const doc of docs) expect(await merge(inOrder, doc)).toEqual(inOrder);
          expect(await merge(inOrder, inOrder)).toEqual(inOrder);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('only grows: union of modules and lessons, the higher percent and result, the earliest time', async () => {
    await fc.assert(
      fc.asyncProperty(documentArbitrary, documentArbitrary, async (a, b) => {
        const merged = (await merge(a, b)) as {
          completedModules: string[];
          completedAt: Record<string, string>;
          lessons: Record<string, { completed: boolean; readPercent: number; completedAt?: string }>;
          quizzes: Record<string, { percent: number }>;
          exam: { percent: number } | null;
        };
        for (const doc of [a, b] as (typeof merged)[]) {
          for (const id of doc.completedModules) expect(merged.completedModules).toContain(id);
          for (const [id, at] of Object.entries(doc.completedAt))
            expect(Date.parse(merged.completedAt[id]!)).toBeLessThanOrEqual(Date.parse(at));
          for (const [slug, lesson] of Object.entries(doc.lessons)) {
            expect(merged.lessons[slug]!.readPercent).toBeGreaterThanOrEqual(lesson.readPercent);
            if (lesson.completed) expect(merged.lessons[slug]!.completed).toBe(true);
            if (lesson.completedAt)
              expect(Date.parse(merged.lessons[slug]!.completedAt!)).toBeLessThanOrEqual(Date.parse(lesson.completedAt));
          }
          for (const [id, quiz] of Object.entries(doc.quizzes)) expect(merged.quizzes[id]!.percent).toBeGreaterThanOrEqual(quiz.percent);
          if (doc.exam) expect(merged.exam!.percent).toBeGreaterThanOrEqual(doc.exam.percent);
        }
        expect(new Set(merged.completedModules).size).toBe(merged.completedModules.length);
      }),
      { numRuns: 80 },
    );
  });

  it('deletes the row with its user', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', now(), now()) returning id`,
    );
    const id = rows[0]!.id;
    await db.query(`insert into public.learning_progress (user_id, progress) values ($1, '{"version":2,"completedModules":[]}')`, [id]);
    await db.query('delete from auth.users where id = $1', [id]);
    expect((await db.query('select 1 from public.learning_progress where user_id = $1', [id])).rows).toEqual([]);
  });

  it('orders modules by completion time (unknown first), then id', async () => {
    const merged = await merge(
      {
        version: 2,
        completedModules: ['tokens-tokenization', 'money-as-control'],
        completedAt: { 'tokens-tokenization': '2025-03-01T00:00:00Z' },
      },
      {
        version: 2,
        completedModules: ['what-is-money-really', 'tokens-tokenization'],
        completedAt: { 'what-is-money-really': '2025-02-01T10:00:00.123456Z', 'tokens-tokenization': '2025-01-01T00:00:00+02:00' },
      },
    );
    expect(merged).toEqual({
      version: 2,
      completedModules: ['money-as-control', 'tokens-tokenization', 'what-is-money-really'],
      completedAt: { 'tokens-tokenization': '2024-12-31T22:00:00.000Z', 'what-is-money-really': '2025-02-01T10:00:00.123Z' },
      lessons: {},
      quizzes: {},
      exam: null,
    });
  });
});

describe('merge_learning_progress through the Data API', () => {
  let backend: TestBackend;
  let alice: { id: string; supabase: SupabaseClient };
  let bob: { id: string; supabase: SupabaseClient };
  const service = () => client(backend.url, SERVICE_ROLE_KEY);
  const storedFor = async (id: string) =>
    (await service().from('learning_progress').select('progress').eq('user_id', id).maybeSingle<{ progress: Doc }>()).data?.progress ??
    null;

  beforeAll(async () => {
    backend = await startTestBackend();
    const learner = async (label: string) => {
      const email = uniqueEmail(label);
      return { id: await confirmedUser(backend.url, email), supabase: await signedIn(backend.url, email) };
    };
    alice = await learner('alice');
    bob = await learner('bob');
  });
  afterAll(async () => {
    await backend.close();
  });

  it('creates the row on the first merge, returns the merged document, and the learner reads it back', async () => {
    const first = {
      version: 2,
      completedModules: ['what-is-money-really'],
      completedAt: { 'what-is-money-really': '2025-05-01T00:00:00.000Z' },
    };
    const answer = await alice.supabase.rpc('merge_learning_progress', { progress: first });
    expect(answer).toMatchObject({ status: 200, error: null });
    expect(answer.data).toEqual({ ...first, lessons: {}, quizzes: {}, exam: null, slides: {}, reviews: {} });
    const second = await alice.supabase.rpc('merge_learning_progress', {
      progress: { version: 2, completedModules: ['tokens-tokenization'], quizzes: { web3: { score: 10, total: 15, percent: 67 } } },
    });
    expect(second.data).toMatchObject({
      completedModules: ['tokens-tokenization', 'what-is-money-really'],
      quizzes: { web3: { percent: 67 } },
    });
    const read = await alice.supabase.from('learning_progress').select('progress').eq('user_id', alice.id).single();
    expect(read.data!['progress']).toEqual(second.data);
  });

  it('two accounts fed the same documents in opposite orders end equal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(documentArbitrary, { minLength: 2, maxLength: 4 }), async (docs) => {
        const one = await confirmedUserClient('order-a');
        const two = await confirmedUserClient('order-b');
        let a: unknown;
        let b: unknown;
        for (const doc of docs) a = (await one.rpc('merge_learning_progress', { progress: doc })).data;
        for (const doc of [...docs].reverse()) b = (await two.rpc('merge_learning_progress', { progress: doc })).data;
        expect(a).toEqual(b);
      }),
      { numRuns: 5 },
    );
  });

  async function confirmedUserClient(label: string): Promise<SupabaseClient> {
    const email = uniqueEmail(label);
    await confirmedUser(backend.url, email);
    return signedIn(backend.url, email);
  }

  const valid = { version: 2, completedModules: ['money-as-control'] };
  /** 200 module ids of 80 characters, each with a time: about 38 KB. */
  function oversized(): Doc {
    const ids = Array.from({ length: 200 }, (_, i) => `m${String(i).padStart(3, '0')}-${'x'.repeat(75)}`);
    return { version: 2, completedModules: ids, completedAt: Object.fromEntries(ids.map((id) => [id, '2025-01-01T00:00:00.000Z'])) };
  }
  it.each<[string, unknown, string, RegExp]>([
    ['a document over 32 KB', oversized(), 'progress_too_large', /the limit is 32768/],
    [
      'a score above its total',
      { ...valid, quizzes: { finance: { score: 16, total: 15, percent: 100 } } },
      'score_above_total',
      /quizzes\.finance\.score \(16\) is above its total \(15\)/,
    ],
    ['an exam score above its total', { ...valid, exam: { score: 51, total: 50, percent: 100 } }, 'score_above_total', /exam\.score/],
    ['a percent above 100', { ...valid, quizzes: { web3: { score: 1, total: 2, percent: 150 } } }, 'percent_out_of_range', /outside 0–100/],
    [
      'a negative reading percent',
      { ...valid, lessons: { 'financial-basics': { completed: false, readPercent: -1 } } },
      'percent_out_of_range',
      /lessons\.financial-basics\.readPercent/,
    ],
    [
      'a module id that is not a string',
      { ...valid, completedModules: ['money-as-control', 7] },
      'module_id_not_string',
      /completedModules holds 7/,
    ],
    ['an unknown key', { ...valid, admin: true }, 'unknown_key', /unknown field "admin"/],
    [
      'a quiz id that is not an id',
      { ...valid, quizzes: { 'Not A Quiz': { score: 1, total: 1, percent: 100 } } },
      'invalid_id',
      /quizzes has "Not A Quiz", which is not a quiz id/,
    ],
    ['version 1', { ...valid, version: 1 }, 'unsupported_version', /version must be 2/],
    ['a time that is not a time', { ...valid, completedAt: { 'money-as-control': 'yesterday' } }, 'invalid_time', /ISO 8601/],
    ['not an object', ['money-as-control'], 'bad_shape', /must be a JSON object/],
  ])('refuses %s with 400, code 22023 and a reason, and stores nothing', async (_case, progress, reason, message) => {
    const fresh = await confirmedUserClient('refused');
    const { data: user } = await fresh.auth.getUser();
    const answer = await fresh.rpc('merge_learning_progress', { progress });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.error).toMatchObject({ code: '22023', details: reason });
    expect(answer.error!.message).toMatch(/^Learning progress refused: /);
    expect(answer.error!.message).toMatch(message);
    expect(await storedFor(user.user!.id)).toBeNull();
  });

  it('keeps only the curriculum’s ids: 60 saves of 200 made-up ids each, then a real module, leave the real module alone', async () => {
    const fresh = await confirmedUserClient('made-up');
    const { data: user } = await fresh.auth.getUser();
    for (let batch = 0; batch < 60; batch++) {
      const ids = Array.from({ length: 200 }, (_, i) => `made-up-${batch}-${i}`);
      const answer = await fresh.rpc('merge_learning_progress', {
        progress: {
          version: 2,
          completedModules: ids,
          lessons: Object.fromEntries(ids.slice(0, 50).map((slug) => [slug, { completed: true, readPercent: 100 }])),
          quizzes: { [ids[0]!]: { score: 1, total: 1, percent: 100 } },
          slides: Object.fromEntries(ids.slice(0, 50).map((id) => [id, 1])),
        },
      });
      // Dropped, not refused: the rest of a save merges.
      expect(answer.status).toBe(200);
    }
    const real = await fresh.rpc('merge_learning_progress', { progress: { version: 2, completedModules: ['what-is-money-really'] } });
    expect(real.data).toEqual({
      version: 2,
      completedModules: ['what-is-money-really'],
      completedAt: {},
      lessons: {},
      quizzes: {},
      exam: null,
      slides: {},
      reviews: {},
    });
    expect(await storedFor(user.user!.id)).toEqual(real.data);
  });

  it('a document stored before with more than 200 made-up ids: the browser shows the real module, and the next save keeps it alone', async () => {
    const fresh = await confirmedUserClient('stored-before');
    const { data: user } = await fresh.auth.getUser();
    // As the issue found it: 300 made-up ids, then the module the learner really completed.
    const before = { version: 2, completedModules: [...Array.from({ length: 300 }, (_, i) => `made-up-${i}`), 'money-as-control'] };
    expect((await service().from('learning_progress').insert({ user_id: user.user!.id, progress: before })).status).toBe(201);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeProgress(JSON.stringify(before), 'received')?.completedModules).toEqual(['money-as-control']);
    warn.mockRestore();
    const answer = await fresh.rpc('merge_learning_progress', { progress: { version: 2, completedModules: [] } });
    expect(answer.data).toMatchObject({ completedModules: ['money-as-control'] });
  });

  it('keeps the furthest slide of each module from every device, in any order, and refuses bad positions', async () => {
    const email = uniqueEmail('slides');
    await confirmedUser(backend.url, email);
    const learner = await signedIn(backend.url, email);
    const save = (slides: Record<string, unknown>) =>
      learner.rpc('merge_learning_progress', { progress: { version: 2, completedModules: [], slides } });
    expect((await save({ 'what-is-money-really': 4, 'money-as-control': 1 })).data).toMatchObject({
      slides: { 'what-is-money-really': 4, 'money-as-control': 1 },
    });
    // Another device, less far in one module and further in the other: the furthest of each stays.
    const merged = await save({ 'what-is-money-really': 2, 'money-as-control': 6 });
    expect(merged.data).toMatchObject({ slides: { 'what-is-money-really': 4, 'money-as-control': 6 } });
    // A client that does not know the field yet sends none: the positions stay.
    expect((await learner.rpc('merge_learning_progress', { progress: { version: 2, completedModules: [] } })).data).toMatchObject({
      slides: { 'what-is-money-really': 4, 'money-as-control': 6 },
    });
    for (const bad of [
      { 'what-is-money-really': -1 },
      { 'what-is-money-really': 2.5 },
      { 'what-is-money-really': 200 },
      { 'Not An Id': 1 },
      { x: '3' },
    ]) {
      const answer = await save(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.error!.message).toMatch(/slides/);
    }
  });

  it('a refused document leaves an existing row exactly as it was', async () => {
    const before = await storedFor(alice.id);
    const answer = await alice.supabase.rpc('merge_learning_progress', {
      progress: { ...valid, quizzes: { finance: { score: 99, total: 15, percent: 100 } } },
    });
    expect(answer.status).toBe(400);
    expect(await storedFor(alice.id)).toEqual(before);
  });

  it('a learner reads only their own row and can only merge into their own', async () => {
    await bob.supabase.rpc('merge_learning_progress', { progress: { version: 2, completedModules: ['tokens-tokenization'] } });
    const all = await alice.supabase.from('learning_progress').select('user_id');
    expect(all.data!.map((row) => row['user_id'])).toEqual([alice.id]);
    const bobs = await alice.supabase.from('learning_progress').select('*').eq('user_id', bob.id);
    expect(bobs).toMatchObject({ data: [], error: null });
    // The function has no user parameter: a forged one is an unknown argument, not a way in.
    const forged = await alice.supabase.rpc('merge_learning_progress', { progress: valid, user_id: bob.id });
    expect(forged).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    expect(await storedFor(bob.id)).toMatchObject({ completedModules: ['tokens-tokenization'] });
  });

  it('nobody writes the table directly, their own row included', async () => {
    const row = { user_id: alice.id, progress: { version: 2, completedModules: [] } };
    expect(await alice.supabase.from('learning_progress').upsert(row, { onConflict: 'user_id' })).toMatchObject({
      status: 403,
      error: { code: '42501' },
    });
    expect(await alice.supabase.from('learning_progress').update({ progress: {} }).eq('user_id', alice.id)).toMatchObject({ status: 403 });
    expect(await alice.supabase.from('learning_progress').delete().eq('user_id', alice.id)).toMatchObject({ status: 403 });
    expect((await storedFor(alice.id))!['completedModules']).toEqual(['tokens-tokenization', 'what-is-money-really']);
  });

  it('anon can neither call the function nor read the table', async () => {
    const anon = client(backend.url);
    const call = await anon.rpc('merge_learning_progress', { progress: valid });
    expect(call).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for function merge_learning_progress' },
    });
    const read = await anon.from('learning_progress').select('*');
    expect(read).toMatchObject({ status: 401, error: { code: '42501' } });
  });
});
