import { describe, expect, it } from 'vitest';
import { atOnce } from './at-once.ts';
import { ANON, POOL_SIZE, SERVICE, asRequest, learner, useDatabase, type JwtClaims } from './database.ts';

const database = useDatabase();
/** Every registration writes the attempts log first. */
const GATE = { tables: ['private.early_access_attempts'], gathered: POOL_SIZE };

async function listed(email: string): Promise<{ email: string; source: string }[]> {
  return asRequest(database().api, SERVICE, async (client) => {
    const { rows } = await client.query<{ email: string; source: string }>(
      'select email, source from public.early_access_signups where email = $1',
      [email],
    );
    return rows;
  });
}

/** Registers `email`: 'listed', or 'limited' for the rate limit's answer; any other error fails the test. */
function register(claims: JwtClaims, email: string, source?: string): () => Promise<'listed' | 'limited'> {
  return () =>
    asRequest(database().api, claims, async (client) => {
      try {
        await client.query('select public.register_early_access($1, $2)', [email, source ?? 'website']);
        return 'listed' as const;
      } catch (error) {
        if ((error as { code?: string; message?: string }).code === 'P0001' && (error as Error).message === 'rate_limited') {
          return 'limited' as const;
        }
        throw error;
      }
    });
}

const count = (answers: string[], answer: string) => answers.filter((value) => value === answer).length;

describe('early-access registrations under real concurrency', () => {
  it('the same address registered at the same moment from many connections leaves one row; the rest hear "try again shortly"', async () => {
    const db = database();
    const spellings = ['same@example.com', 'Same@Example.com', '  SAME@example.com ', 'same@EXAMPLE.COM'];
    const calls = Array.from({ length: 2 * POOL_SIZE }, (_, i) =>
      register(i % 2 === 0 ? ANON : learner(crypto.randomUUID()), spellings[i % spellings.length]!, 'home'),
    );
    const answers = await atOnce(db, GATE, calls);
    expect(await listed('same@example.com')).toEqual([{ email: 'same@example.com', source: 'home' }]);
    expect({ listed: count(answers, 'listed'), limited: count(answers, 'limited') }).toEqual({ listed: 1, limited: 2 * POOL_SIZE - 1 });
  });

  it('different addresses registered at the same moment are all kept', async () => {
    const db = database();
    const emails = Array.from({ length: POOL_SIZE }, (_, i) => `many-${i}@example.com`);
    const answers = await atOnce(
      db,
      GATE,
      emails.map((email) => register(ANON, email)),
    );
    expect(count(answers, 'listed')).toBe(POOL_SIZE);
    for (const email of emails) expect(await listed(email)).toEqual([{ email, source: 'website' }]);
  });

  it('the overall limit of 60 a minute holds when more arrive at the same moment', async () => {
    const db = database();
    await db.owner.query('truncate private.early_access_attempts');
    const emails = Array.from({ length: 75 }, (_, i) => `burst-${i}@example.com`);
    const answers = await atOnce(
      db,
      GATE,
      emails.map((email) => register(ANON, email)),
    );
    expect({ listed: count(answers, 'listed'), limited: count(answers, 'limited') }).toEqual({ listed: 60, limited: 15 });
    const { rows } = await db.owner.query<{ n: number }>(
      `select count(*)::int as n from public.early_access_signups where email like 'burst-%'`,
    );
    expect(rows[0]!.n).toBe(60);
  });
});
