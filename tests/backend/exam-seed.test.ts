import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SEED_SQL, readSeedContent } from '../../tools/content-seed.ts';
import { asRequest, type PGlite, migrate, openMigratedDatabase } from '@vault-club/local-supabase/database';
import { insertUser } from './sql-helpers.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDatabase('memory');
});

afterAll(async () => {
  await db.close();
});

describe('the content seed', () => {
  it('reaches an existing database again on the next start: edits are undone, unknown questions retired', async () => {
    const content = readSeedContent();
    await db.exec(`
      update public.exam_questions set correct = 'a', explanation = 'stale' where id = 'f1';
      insert into public.exam_questions (id, category, question, options, correct, source, position)
        values ('f99', 'Finance', 'Removed?', '[{}, {}, {}, {}]', 'a', 'Nowhere', 99);
      delete from public.exam_required_modules where module_id = '${content.moduleIds[0]}';
      insert into public.exam_required_modules values ('no-such-module');`);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ id: string; correct: string; explanation: string | null; active: boolean }>(
      `select id, correct, explanation, active from public.exam_questions where id in ('f1', 'f99') order by id`,
    );
    const f1 = content.questions.find(({ id }) => id === 'f1')!;
    expect(rows).toEqual([
      { id: 'f1', correct: f1.correct, explanation: f1.explanation, active: true },
      { id: 'f99', correct: 'a', explanation: null, active: false },
    ]);
    const modules = await db.query<{ module_id: string }>('select module_id from public.exam_required_modules order by module_id');
    expect(modules.rows.map(({ module_id }) => module_id)).toEqual(content.moduleIds);
  });

  it('makes the paths of content/curriculum.json the learning paths again: a removed one goes, an edited one is restored', async () => {
    const content = readSeedContent();
    await db.exec(`
      insert into public.learning_paths (id, position) values ('gone', 9);
      update public.learning_paths set modules = '{}', name = 'Stale' where id = '${content.paths[0]!.id}';`);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ id: string; position: number; modules: string[]; name: string; exam_category: string }>(
      'select id, position, modules, name, exam_category from public.learning_paths order by position',
    );
    expect(rows).toEqual(content.paths);
  });

  it('is what start_exam names when the bank is missing: a file that exists and, once applied, lets the exam start (20261127000300)', async () => {
    const learner = await insertUser(db, true);
    await db.query(
      `insert into public.learning_progress (user_id, progress)
       select $1, jsonb_build_object('version', 2, 'completedModules', jsonb_agg(module_id)) from public.exam_required_modules`,
      [learner],
    );
    await db.exec('delete from public.exam_required_modules');
    const claims = { role: 'authenticated', sub: learner, aud: 'authenticated' };
    const start = () =>
      asRequest(db, { claims, method: 'POST', path: '/rest/v1/rpc/start_exam', headers: {} }, async (tx) => {
        const { rows } = await tx.query<{ started: { questions: unknown[] } }>('select public.start_exam() as started');
        return rows[0]!.started;
      });

    const refused = await start().then(
      () => undefined,
      (error: { code?: string; message?: string }) => error,
    );
    expect(refused).toMatchObject({
      code: 'VE000',
      message:
        'The exam bank is not installed: apply supabase/seed/content.sql (npm run content:seed writes it; the local stand-in applies it on start).',
    });
    const named = /apply (\S+\.sql)/.exec(refused!.message!)![1]!;
    expect(named).toBe(CONTENT_SEED_SQL);
    expect(existsSync(named)).toBe(true);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['content:seed']).toBeDefined();

    await db.exec(readFileSync(named, 'utf8'));
    expect((await start()).questions).toHaveLength(35);
  });
});
