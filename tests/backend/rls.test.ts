import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '@vault-club/local-supabase';
import { client, confirmedUser, signedIn, startTestBackend, uniqueEmail, type TestBackend } from './helpers.ts';

let backend: TestBackend;
let alice: { id: string; supabase: SupabaseClient };
let bob: { id: string; supabase: SupabaseClient };

beforeAll(async () => {
  backend = await startTestBackend();
  const aliceEmail = uniqueEmail('alice');
  const bobEmail = uniqueEmail('bob');
  alice = { id: await confirmedUser(backend.url, aliceEmail), supabase: await signedIn(backend.url, aliceEmail) };
  bob = { id: await confirmedUser(backend.url, bobEmail), supabase: await signedIn(backend.url, bobEmail) };
  await client(backend.url).rpc('register_early_access', { email: 'listed@example.com' });
});

afterAll(async () => {
  await backend.close();
});

async function walletOf(id: string): Promise<unknown> {
  const { data } = await client(backend.url, SERVICE_ROLE_KEY).from('user_wallets').select('*').eq('user_id', id).single();
  return data;
}

describe('user_wallets', () => {
  it('a learner sees only their own row, even when asking for someone else’s', async () => {
    const all = await alice.supabase.from('user_wallets').select('*');
    expect(all.error).toBeNull();
    expect(all.data!.map((row) => row['user_id'])).toEqual([alice.id]);
    const bobs = await alice.supabase.from('user_wallets').select('*').eq('user_id', bob.id);
    expect(bobs).toMatchObject({ data: [], error: null, status: 200 });
    const single = await alice.supabase.from('user_wallets').select('*').eq('user_id', bob.id).single();
    expect(single.status).toBe(406);
    expect(single.error!.code).toBe('PGRST116');
  });

  it('anon reads no wallet at all', async () => {
    const { data, error, status } = await client(backend.url).from('user_wallets').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table user_wallets' });
  });

  it('nobody can insert a wallet: not anon (401), not a learner for themselves (403), not the service role', async () => {
    const row = { user_id: alice.id, wallet_address: '0x0000000000000000000000000000000000000001' };
    const anon = await client(backend.url).from('user_wallets').insert(row);
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const fresh = uniqueEmail('walletless');
    await fetch(`${backend.url}/_dev/pool`, { method: 'DELETE' });
    const carolId = await confirmedUser(backend.url, fresh);
    const carol = await signedIn(backend.url, fresh);
    const own = await carol.from('user_wallets').insert({ ...row, user_id: carolId });
    expect(own).toMatchObject({ status: 403, error: { code: '42501', message: 'permission denied for table user_wallets' } });
    const upsert = await carol.from('user_wallets').upsert({ ...row, user_id: carolId }, { onConflict: 'user_id' });
    expect(upsert).toMatchObject({ status: 403, error: { code: '42501' } });
    const service = await client(backend.url, SERVICE_ROLE_KEY)
      .from('user_wallets')
      .insert({ ...row, user_id: carolId });
    expect(service).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await walletOf(carolId)).toBeNull();
    await fetch(`${backend.url}/_dev/pool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 5 }),
    });
  });

  it('nobody can change or delete a wallet, their own included', async () => {
    const before = await walletOf(alice.id);
    const update = await alice.supabase
      .from('user_wallets')
      .update({ wallet_address: '0x0000000000000000000000000000000000000002' })
      .eq('user_id', alice.id);
    expect(update).toMatchObject({ status: 403, error: { code: '42501' } });
    const remove = await alice.supabase.from('user_wallets').delete().eq('user_id', alice.id);
    expect(remove).toMatchObject({ status: 403, error: { code: '42501' } });
    const anonDelete = await client(backend.url).from('user_wallets').delete().eq('user_id', alice.id);
    expect(anonDelete).toMatchObject({ status: 401, error: { code: '42501' } });
    const serviceUpdate = await client(backend.url, SERVICE_ROLE_KEY)
      .from('user_wallets')
      .update({ network: 'Polygon' })
      .eq('user_id', alice.id);
    expect(serviceUpdate).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(await walletOf(alice.id)).toEqual(before);
  });
});

describe('early_access_signups', () => {
  it('anon and learners read no row (the list is private)', async () => {
    const anon = await client(backend.url).from('early_access_signups').select('*');
    expect(anon).toMatchObject({ data: null, status: 401, error: { code: '42501' } });
    const learner = await alice.supabase.from('early_access_signups').select('*');
    expect(learner).toMatchObject({ data: null, status: 403, error: { code: '42501' } });
    const service = await client(backend.url, SERVICE_ROLE_KEY).from('early_access_signups').select('email');
    expect(service.data).toContainEqual({ email: 'listed@example.com' });
  });

  it('clients cannot write the table directly: only through the function', async () => {
    const insert = await client(backend.url).from('early_access_signups').insert({ email: 'direct@example.com' });
    expect(insert).toMatchObject({ status: 401, error: { code: '42501' } });
    const remove = await alice.supabase.from('early_access_signups').delete().eq('email', 'listed@example.com');
    expect(remove).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});

describe('wallet_address_pool and the assignment functions', () => {
  it('are out of reach of every client role', async () => {
    const anon = await client(backend.url).from('wallet_address_pool').select('*');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const learner = await alice.supabase.from('wallet_address_pool').select('*');
    expect(learner).toMatchObject({ status: 403, error: { code: '42501' } });
    const service = await client(backend.url, SERVICE_ROLE_KEY).from('wallet_address_pool').select('*');
    expect(service).toMatchObject({ status: 403, error: { code: '42501' } });
    const refill = await alice.supabase
      .from('wallet_address_pool')
      .insert({ address: '0x0000000000000000000000000000000000000003', derivation_index: 999 });
    expect(refill).toMatchObject({ status: 403, error: { code: '42501' } });
    const assign = await alice.supabase.rpc('assign_wallet', { target: alice.id });
    expect(assign).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });
});
