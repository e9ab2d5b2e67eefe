import type { PGlite } from '@vault-club/local-supabase/database';

/** Adds a user straight into `auth.users` (as GoTrue would), confirmed or not; returns its id. */
export async function insertUser(db: PGlite, confirmed: boolean): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', gen_random_uuid() || '@example.com', case when $1 then now() end, now(), now())
     returning id`,
    [confirmed],
  );
  return rows[0]!.id;
}

/** The wallet address assigned to user `id`, if any. */
export async function walletOf(db: PGlite, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ wallet_address: string }>('select wallet_address from public.user_wallets where user_id = $1', [id]);
  return rows[0]?.wallet_address;
}
