-- Each learner's wallet: one row per user, written only by the database itself when the
-- learner's e-mail address is confirmed (see 20250101000100_wallet_pool.sql).
--
-- Who can do what (the site reads with
--   supabase.from('user_wallets').select('*').eq('user_id', userId).single()):
--   anon           nothing
--   authenticated  select its own row only (row-level security)
--   service_role   select (server-side support tools); never writes
--   any client     no insert, update or delete: addresses come from the pool
--
-- The address is stored EIP-55 checksummed, as the pool loader derives it. Postgres has no
-- Keccak-256, so the database checks the shape (0x + 40 hex digits) and uniqueness ignoring
-- case; the checksum itself is computed and tested in supabase/local/wallets.ts.

create table public.user_wallets (
  user_id uuid primary key references auth.users (id) on delete cascade,
  wallet_address text not null
    constraint user_wallets_wallet_address_format check (wallet_address ~ '^0x[0-9a-fA-F]{40}$'),
  network text not null default 'Ethereum',
  created_at timestamptz not null default now()
);

create unique index user_wallets_wallet_address_key on public.user_wallets (lower(wallet_address));

comment on table public.user_wallets is
  'One wallet per learner, assigned from public.wallet_address_pool when their e-mail is confirmed.';

alter table public.user_wallets enable row level security;

revoke all on table public.user_wallets from public, anon, authenticated, service_role;
grant select on table public.user_wallets to authenticated, service_role;

create policy "Learners read their own wallet"
  on public.user_wallets
  for select
  to authenticated
  using ((select auth.uid()) = user_id);
