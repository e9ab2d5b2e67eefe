import { describe, expect, it } from 'vitest';
import { asRequest, ANON, useDatabase } from './database.ts';
import { answersFor, call, examinee, type Started } from './exam-helpers.ts';

const database = useDatabase();

/** A learner with a passed attempt, ready to name their certificate. */
async function passedLearner(): Promise<{ id: string; attemptId: string }> {
  const db = database();
  const id = await examinee(db);
  const attempt = await call<Started>(db, id, 'public.start_exam()');
  await call(db, id, 'public.submit_exam($1, $2)', [attempt.attempt_id, await answersFor(db, attempt, 35)]);
  return { id, attemptId: attempt.attempt_id };
}

const REFUSED: [name: string, says: string][] = [
  ['Bob\u202EdetoveR', 'U+202E, an invisible formatting character'],
  ['Ad\u200Bmin', 'U+200B, an invisible formatting character'],
  ['\u2066Eve\u2069', 'U+2066, an invisible formatting character'],
  ['Zoe\uFEFF Smith', 'U+FEFF, an invisible formatting character'],
  ['Al\u00ADice', 'U+00AD, an invisible formatting character'],
  ['Ada\u0007', 'U+0007, a control character'],
  ['Ada\u0085Lovelace', 'U+0085, a control character'],
  ['Ada\u2028Lovelace', 'U+2028, a line break'],
  ['Ann\u0378', 'U+0378, which is not an assigned Unicode character'],
  ['Tag\u{E0041}', 'U+E0041, an invisible formatting character'],
  ['1234', 'at least one letter'],
  ['!!! ???', 'at least one letter'],
  ['   ', '1 to 100 characters'],
  ['x'.repeat(101), '1 to 100 characters'],
];

describe('names on certificates', () => {
  it('refuses each hiding, reversing, unassigned or letterless name with VE008 and a message naming the code point', async () => {
    const db = database();
    const { id, attemptId } = await passedLearner();
    for (const [name, says] of REFUSED) {
      const error = await call(db, id, 'public.issue_certificate($1, $2)', [attemptId, name]).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(name)).toMatchObject({ code: 'VE008' });
      expect((error as Error).message, JSON.stringify(name)).toContain(says);
    }
    const { rows } = await db.owner.query('select 1 from public.certificates where user_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('refuses every format and control character JavaScript knows (the form’s rule agrees with the database)', async () => {
    const db = database();
    const chars: string[] = [];
    for (let point = 1; point <= 0xe007f; point++) {
      const ch = String.fromCodePoint(point);
      if (/[\p{Cf}\p{Cc}]/u.test(ch)) chars.push(ch);
    }
    const { rows } = await db.owner.query<{ ch: string; problem: string | null }>(
      `select ch, private.certificate_name_problem('Ada' || ch) as problem from unnest($1::text[]) as ch`,
      [chars],
    );
    const accepted = rows.filter((row) => row.problem === null).map((row) => row.ch.codePointAt(0)!.toString(16));
    expect(accepted).toEqual([]);
    expect(rows).toHaveLength(chars.length);
  });

  it('stores the name NFC-normalised, and verify_certificate shows it exactly as stored', async () => {
    const db = database();
    for (const [typed, stored] of [
      ['Jose\u0301 Mart\u00EDnez', 'Jos\u00E9 Mart\u00EDnez'],
      ['  محمد الأمين ', 'محمد الأمين'],
      ['李小龍', '李小龍'],
      ["Zoë O'Brien-Smith", "Zoë O'Brien-Smith"],
    ] as const) {
      const { id, attemptId } = await passedLearner();
      const issued = await call<{ id: string; name: string }>(db, id, 'public.issue_certificate($1, $2)', [attemptId, typed]);
      expect(issued.name).toBe(stored);
      const verified = await asRequest(db.api, ANON, async (client) => {
        const { rows } = await client.query<{ result: { name: string } }>('select public.verify_certificate($1) as result', [issued.id]);
        return rows[0]!.result;
      });
      expect(verified.name).toBe(stored);
      const { rows } = await db.owner.query<{ name: string }>('select name from public.certificates where id = $1', [issued.id]);
      expect(rows[0]!.name).toBe(stored);
    }
  });
});
