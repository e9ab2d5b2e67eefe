/** What the exam tests share: a learner ready for the exam, calls as that learner, and answers from the key. */
import { expect } from 'vitest';
import { asRequest, learner, signUps, type TestDatabase } from './database.ts';

export interface Started {
  attempt_id: string;
  resumed: boolean;
  attempts_left: number;
  questions: { id: string; options: { value: string; text: string }[] }[];
}

export interface Graded {
  score: number;
  total: number;
  percent: number;
}

/** A confirmed learner whose synced progress lists every module the exam requires. */
export async function examinee(db: TestDatabase): Promise<string> {
  const [id] = await signUps(db, 1, true);
  await db.owner.query(
    `insert into public.learning_progress (user_id, progress)
     select $1, jsonb_build_object('version', 2, 'completedModules', jsonb_agg(module_id)) from public.exam_required_modules`,
    [id],
  );
  return id!;
}

/** Calls `sql` as the signed-in learner `id` and returns the one jsonb it selects. */
export async function call<T>(db: TestDatabase, id: string, sql: string, params: unknown[] = []): Promise<T> {
  return asRequest(
    db.api,
    learner(id),
    async (client) => (await client.query<{ result: T }>(`select ${sql} as result`, params)).rows[0]!.result,
  );
}

/** The refusal `code` as the caller gets it, or rethrows any other error. */
export function refusal(code: string, message: string): (error: { code?: string; message?: string }) => { refused: string } {
  return (error) => {
    if (error.code === code) {
      expect(error.message).toBe(message);
      return { refused: code };
    }
    throw error;
  };
}

/**
 * Answers `right` questions of the attempt correctly and the rest wrongly: the key, read as
 * postgres, names the right option's text; the attempt shows it under a letter of its own.
 */
export async function answersFor(db: TestDatabase, attempt: Started, right: number): Promise<Record<string, string>> {
  const { rows } = await db.owner.query<{ id: string; text: string }>(
    `select q.id, o ->> 'text' as text from public.exam_questions q, jsonb_array_elements(q.options) o where o ->> 'value' = q.correct`,
  );
  const key = new Map(rows.map((row) => [row.id, row.text]));
  return Object.fromEntries(
    attempt.questions.map(({ id, options }, index) => {
      const correct = options.find((option) => option.text === key.get(id))!.value;
      return [id, index < right ? correct : options.find((option) => option.value !== correct)!.value];
    }),
  );
}
