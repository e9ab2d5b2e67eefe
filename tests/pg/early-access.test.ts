import { describe, expect, it } from 'vitest';
import { atOnce } from './at-once.ts';
import { ANON, POOL_SIZE, SERVICE, asRequest, learner, useDatabase } from './database.ts';

const database = useDatabase();

async function listed(email: string): Promise<{ email: string; source: string }[]> {
  return asRequest(database().api, SERVICE, async (client) => {
    const { rows } = await client.query<{ email: string; source: string }>(
      'select email, source from public.early_access_signups where email = $1',
      [email],
    );
    return rows;
  });
}

describe('early-access registrations under real concurrency', () => {
  it('the same address registered at the same moment from many connections leaves one row, and no caller sees an error', async () => {
    const db = database();
    const spellings = ['same@example.com', 'Same@Example.com', '  SAME@example.com ', 'same@EXAMPLE.COM'];
    const calls = Array.from({ length: 2 * POOL_SIZE }, (_, i) => () => {
      const claims = i % 2 === 0 ? ANON : learner(crypto.randomUUID());
      return asRequest(db.api, claims, (client) =>
        client.query('select public.register_early_access($1, $2)', [spellings[i % spellings.length], 'home']),
      );
    });
    await atOnce(db, { tables: ['public.early_access_signups'], gathered: POOL_SIZE }, calls);
    expect(await listed('same@example.com')).toEqual([{ email: 'same@example.com', source: 'home' }]);
  });

  it('different addresses registered at the same moment are all kept', async () => {
    const db = database();
    const emails = Array.from({ length: POOL_SIZE }, (_, i) => `many-${i}@example.com`);
    await atOnce(
      db,
      { tables: ['public.early_access_signups'], gathered: POOL_SIZE },
      emails.map((email) => () => asRequest(db.api, ANON, (client) => client.query('select public.register_early_access($1)', [email]))),
    );
    for (const email of emails) expect(await listed(email)).toEqual([{ email, source: 'website' }]);
  });
});
