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

/**
 * Registers `email` as PostgREST on hosted Supabase would pass the request: its headers in
 * `request.headers`, with `X-Forwarded-For` as the edge leaves it (`forwarded`: what the client
 * sent, then the address the edge appended). 'listed', or 'limited' for the rate limit's
 * answer; any other error fails the test.
 */
function register(claims: JwtClaims, email: string, source?: string, forwarded = '198.51.100.1'): () => Promise<'listed' | 'limited'> {
  return () =>
    asRequest(database().api, claims, async (client) => {
      await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': forwarded })]);
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
      register(i % 2 === 0 ? ANON : learner(crypto.randomUUID()), spellings[i % spellings.length]!, 'home', `198.51.100.${i}`),
    );
    const answers = await atOnce(db, GATE, calls);
    expect(await listed('same@example.com')).toEqual([{ email: 'same@example.com', source: 'home' }]);
    expect({ listed: count(answers, 'listed'), limited: count(answers, 'limited') }).toEqual({ listed: 1, limited: 2 * POOL_SIZE - 1 });
  });

  it('different addresses registered at the same moment from different sources are all kept', async () => {
    const db = database();
    const emails = Array.from({ length: POOL_SIZE }, (_, i) => `many-${i}@example.com`);
    const answers = await atOnce(
      db,
      GATE,
      emails.map((email, i) => register(ANON, email, 'website', `192.0.2.${i}`)),
    );
    expect(count(answers, 'listed')).toBe(POOL_SIZE);
    for (const email of emails) expect(await listed(email)).toEqual([{ email, source: 'website' }]);
  });

  it('each client address gets 10 a minute, at the same moment too, and one source using up its own leaves the other untouched', async () => {
    const db = database();
    await db.owner.query('truncate private.early_access_attempts');
    const sources = ['203.0.113.7', '2001:db8::42'];
    const calls = Array.from({ length: 30 }, (_, i) => register(ANON, `burst-${i}@example.com`, 'website', sources[i % 2]!));
    const answers = await atOnce(db, GATE, calls);
    const bySource = sources.map((_, s) => answers.filter((_, i) => i % 2 === s));
    expect(bySource.map((list) => ({ listed: count(list, 'listed'), limited: count(list, 'limited') }))).toEqual([
      { listed: 10, limited: 5 },
      { listed: 10, limited: 5 },
    ]);
    expect(await register(ANON, 'someone-else@example.com', 'home', '192.0.2.200')()).toBe('listed');
  });

  it('only the entry the edge appended counts: a client that writes its own X-Forwarded-For gets no fresh budget', async () => {
    const db = database();
    await db.owner.query('truncate private.early_access_attempts');
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) answers.push(await register(ANON, `spoof-${i}@example.com`, 'website', `10.0.0.${i}, 203.0.113.9`)());
    expect({ listed: count(answers, 'listed'), limited: count(answers, 'limited') }).toEqual({ listed: 10, limited: 2 });
    const { rows } = await db.owner.query<{ client: string }>(`select distinct client from private.early_access_attempts`);
    expect(rows).toEqual([{ client: '203.0.113.9' }]);
  });
});
