-- Wallet provisioning with no private key on any server.
--
-- An operator derives addresses offline from an account-level extended PUBLIC key
-- (m/44'/60'/0', children 0/i) with `npm run wallets:pool -- --xpub … --sql` and runs the
-- printed SQL in the Supabase SQL editor. When a learner's e-mail becomes confirmed, a
-- trigger on auth.users takes the next free address and writes their user_wallets row.
-- With an empty pool the learner simply has no wallet yet; loading more addresses assigns
-- them to everyone still waiting, oldest confirmation first.
--
-- Concurrency: every assignment runs under one transaction-level advisory lock, so a refill
-- and a confirmation cannot miss each other's uncommitted rows, and the free address is
-- taken with `for update skip locked`. The unique keys (one address per user, one user per
-- address) make a double assignment impossible even if that reasoning were wrong.
--
-- Clients (anon, authenticated, service_role) have no access to the pool at all. An
-- assigned address is never handed out again, even after its user is deleted.

create table public.wallet_address_pool (
  address text primary key
    constraint wallet_address_pool_address_format check (address ~ '^0x[0-9a-fA-F]{40}$'),
  derivation_index integer not null check (derivation_index >= 0),
  assigned_user_id uuid unique,
  assigned_at timestamptz,
  created_at timestamptz not null default now(),
  constraint wallet_address_pool_assignment check ((assigned_user_id is null) = (assigned_at is null))
);

create unique index wallet_address_pool_address_lower_key on public.wallet_address_pool (lower(address));
create index wallet_address_pool_free_idx on public.wallet_address_pool (created_at, derivation_index)
  where assigned_at is null;

comment on table public.wallet_address_pool is
  'Addresses derived offline from an account xpub; assigned once, never reused. No client access.';

alter table public.wallet_address_pool enable row level security;
revoke all on table public.wallet_address_pool from public, anon, authenticated, service_role;

-- Functions live in a schema the Data API does not expose, and nobody but their owner may
-- call them directly.
create schema if not exists private;
revoke all on schema private from public;

create function private.assign_wallet(target uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  free_address text;
begin
  perform pg_advisory_xact_lock(hashtext('public.wallet_address_pool'));

  if exists (select 1 from public.user_wallets w where w.user_id = target) then
    return null;
  end if;

  select p.address into free_address
  from public.wallet_address_pool p
  where p.assigned_at is null
  order by p.created_at, p.derivation_index
  limit 1
  for update skip locked;

  if free_address is null then
    return null;
  end if;

  update public.wallet_address_pool
  set assigned_user_id = target, assigned_at = now()
  where address = free_address;

  insert into public.user_wallets (user_id, wallet_address) values (target, free_address);
  return free_address;
end;
$$;

create function private.assign_wallet_on_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assign_wallet(new.id);
  return null;
end;
$$;

create function private.assign_wallets_to_waiting_users()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting uuid;
begin
  perform pg_advisory_xact_lock(hashtext('public.wallet_address_pool'));
  for waiting in
    select u.id
    from auth.users u
    where u.email_confirmed_at is not null
      and not exists (select 1 from public.user_wallets w where w.user_id = u.id)
    order by u.email_confirmed_at, u.id
  loop
    perform private.assign_wallet(waiting);
    exit when not exists (select 1 from public.wallet_address_pool p where p.assigned_at is null);
  end loop;
  return null;
end;
$$;

revoke all on function private.assign_wallet(uuid) from public, anon, authenticated, service_role;
revoke all on function private.assign_wallet_on_confirmation() from public, anon, authenticated, service_role;
revoke all on function private.assign_wallets_to_waiting_users() from public, anon, authenticated, service_role;

create trigger assign_wallet_on_signup_confirmed
  after insert on auth.users
  for each row
  when (new.email_confirmed_at is not null)
  execute function private.assign_wallet_on_confirmation();

create trigger assign_wallet_on_email_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.assign_wallet_on_confirmation();

create trigger assign_wallets_after_pool_refill
  after insert on public.wallet_address_pool
  for each statement
  execute function private.assign_wallets_to_waiting_users();
