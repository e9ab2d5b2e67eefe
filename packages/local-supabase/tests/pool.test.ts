import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_XPUB, deriveAddresses } from '../../../supabase/wallet-addresses.ts';
import { SERVICE_ROLE_KEY } from '../src/config.ts';
import { startLocalBackend } from '../src/server.ts';
import { STRONG_PASSWORD, client, confirmationLink, startTestBackend, uniqueEmail, type TestBackend } from './helpers.ts';

let backend: TestBackend;
const DEV_ADDRESSES = new Set(deriveAddresses(DEV_ACCOUNT_XPUB, 0, 60).map((a) => a.address));

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function pool(method = 'GET', body?: object): Promise<{ free: number; assigned: number; waiting: number; nextIndex: number }> {
  const response = await fetch(`${backend.url}/_dev/pool`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return response.json();
}

/** Signs up `count` learners and returns their ids and (unclicked) confirmation links. */
async function signUps(count: number): Promise<{ id: string; link: string }[]> {
  const learners = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail('pool');
    const { data } = await client(backend.url).auth.signUp({ email, password: STRONG_PASSWORD });
    learners.push({ id: data.user!.id, link: await confirmationLink(backend.url, email) });
  }
  return learners;
}

async function wallets(): Promise<Map<string, string>> {
  const { data, error } = await client(backend.url, SERVICE_ROLE_KEY).from('user_wallets').select('user_id, wallet_address');
  expect(error).toBeNull();
  return new Map(data!.map((row) => [row['user_id'] as string, row['wallet_address'] as string]));
}

function expectOneDistinctAddressEach(assigned: Map<string, string>, ids: string[]): void {
  const addresses = ids.map((id) => assigned.get(id));
  expect(addresses.every((address) => address !== undefined && DEV_ADDRESSES.has(address))).toBe(true);
  expect(new Set(addresses).size).toBe(ids.length);
}

describe('wallet assignment from the pool', () => {
  it('many confirmations at once never double-assign or lose an address', async () => {
    const start = await pool();
    const learners = await signUps(12);
    const responses = await Promise.all(learners.map(({ link }) => fetch(link, { redirect: 'manual' })));
    expect(responses.map((r) => r.status)).toEqual(learners.map(() => 303));
    const assigned = await wallets();
    expectOneDistinctAddressEach(
      assigned,
      learners.map((l) => l.id),
    );
    expect(new Set(assigned.values()).size).toBe(assigned.size);
    expect(await pool()).toMatchObject({ free: start.free - 12, assigned: start.assigned + 12, waiting: 0 });
  });

  it('with an empty pool learners wait; refills serve them oldest first', async () => {
    await pool('DELETE');
    const learners = await signUps(3);
    for (const { link } of learners) await fetch(link, { redirect: 'manual' });
    expect(await pool()).toMatchObject({ free: 0, waiting: 3 });
    expect([...(await wallets()).keys()]).not.toContain(learners[0]!.id);

    expect(await pool('POST', { count: 2 })).toMatchObject({ loaded: 2, free: 0, waiting: 1 });
    const afterFirst = await wallets();
    expect(afterFirst.has(learners[0]!.id) && afterFirst.has(learners[1]!.id)).toBe(true);
    expect(afterFirst.has(learners[2]!.id)).toBe(false);

    expect(await pool('POST', { count: 5 })).toMatchObject({ loaded: 5, free: 4, waiting: 0 });
    expectOneDistinctAddressEach(
      await wallets(),
      learners.map((l) => l.id),
    );
  });

  it('confirmations racing refills still give everyone exactly one address', async () => {
    await pool('DELETE');
    const learners = await signUps(6);
    await Promise.all([
      ...learners.map(({ link }) => fetch(link, { redirect: 'manual' })),
      pool('POST', { count: 2 }),
      pool('POST', { count: 2 }),
      pool('POST', { count: 2 }),
    ]);
    const assigned = await wallets();
    expectOneDistinctAddressEach(
      assigned,
      learners.map((l) => l.id),
    );
    expect(new Set(assigned.values()).size).toBe(assigned.size);
    expect(await pool()).toMatchObject({ free: 0, waiting: 0 });
  });
});

describe('a stand-in on a data directory', () => {
  it('keeps its data across restarts, applies migrations and the pool seed once, and refuses a second server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vault-club-backend-'));
    const dataDir = join(dir, 'local');
    try {
      const first = await startLocalBackend({ dataDir, port: 0 });
      const email = uniqueEmail('persist');
      await client(first.url).auth.signUp({ email, password: STRONG_PASSWORD });
      expect(await (await fetch(`${first.url}/_dev/pool`)).json()).toMatchObject({ free: 20, nextIndex: 20 });
      await fetch(`${first.url}/_dev/pool`, { method: 'DELETE' });
      await expect(startLocalBackend({ dataDir, port: 0 })).rejects.toThrow(
        /Another local backend \(process \d+, http:\/\/127\.0\.0\.1:\d+\) is using/,
      );
      await first.close();

      const second = await startLocalBackend({ dataDir, port: 0 });
      expect(await (await fetch(`${second.url}/_dev/pool`)).json()).toMatchObject({ free: 0, assigned: 0 });
      const link = await confirmationLink(second.url, email);
      expect(link.startsWith(`${first.url}/auth/v1/verify?`)).toBe(true);
      const relinked = link.replace(first.url, second.url);
      expect((await fetch(relinked, { redirect: 'manual' })).headers.get('location')).toContain('#access_token=');
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
