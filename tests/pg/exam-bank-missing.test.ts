/**
 * An exam database whose bank is missing (migrated, not seeded, or emptied): start_exam refuses
 * with VE000 and tells the operator what installs it, a file that exists and, once applied as
 * the message says, lets the exam start (20261127000300).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { CONTENT_SEED_SQL } from '../../tools/content-seed.ts';
import { useDatabase } from './database.ts';
import { call, examinee, refusal, type Started } from './exam-helpers.ts';

const database = useDatabase();

const MISSING_BANK =
  'The exam bank is not installed: apply supabase/seed/content.sql (npm run content:seed writes it; the local stand-in applies it on start).';

it('refuses with the seed that installs the bank, and starts once that seed is applied (real PostgreSQL)', async () => {
  const db = database();
  const id = await examinee(db);
  await db.owner.query('delete from public.exam_required_modules');

  const refused = await call<Started>(db, id, 'public.start_exam()').catch(refusal('VE000', MISSING_BANK));
  expect(refused).toEqual({ refused: 'VE000' });

  const named = /apply (\S+\.sql)/.exec(MISSING_BANK)![1]!;
  expect(named).toBe(CONTENT_SEED_SQL);
  expect(existsSync(named)).toBe(true);
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts['content:seed']).toBeDefined();
  await db.owner.query(await readFile(named, 'utf8'));
  expect((await call<Started>(db, id, 'public.start_exam()')).questions).toHaveLength(35);
});
