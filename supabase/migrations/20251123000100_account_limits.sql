-- Limits on what visitors can send, enforced by the database whatever the browser does.
--
-- 1. Names. The site stores the learner's name in the account's user metadata
--    (`raw_user_meta_data.name`), which signUp lets anyone fill with anything. Every later
--    access token carries the metadata, so a 27 KB name made each request fail with 431.
--    A trigger refuses (SQLSTATE 23514) a name that is not 1–80 characters after trimming,
--    holds a control character, or a metadata object over 2 KB; GoTrue answers the sign-up
--    with its "Database error saving new user" 500, and the site checks the same rule first.
-- 2. Account pre-hijacking. GoTrue never changes the password of an unconfirmed account when
--    the address signs up again (signup.go: "do not update the user because we can't be sure
--    of their claimed identity"), so whoever signed up first with somebody else's address
--    would own the password once the real owner confirms it. Every confirmation mail after
--    the first one for an unconfirmed account therefore drops the pending password: the owner
--    who confirms is signed in by the link and chooses a password with "Forgot your
--    password?"; the stranger's password never works. A recovery link replaces it as well.
-- 3. Early access. Per-address (once a minute) and overall (60 a minute) limits, answered
--    with SQLSTATE P0001 and the message `rate_limited` (never a row count), the same answer
--    for a new and an already-listed address; and a honeypot argument that bots fill: a
--    filled honeypot is accepted silently and nothing is stored.
-- 4. The wallet pool. An address that cannot be assigned (already used by another wallet,
--    or retired by the operator because it is used on chain) is retired and the next one
--    tried, so it can never block later confirmations; a confirmation never fails because of
--    the pool, and an empty pool leaves one clear log line for the operator.

create schema if not exists private;

-- 1 ---------------------------------------------------------------------------------------

create function private.check_user_metadata()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  name text := btrim(new.raw_user_meta_data ->> 'name');
begin
  if new.raw_user_meta_data is null then
    return new;
  end if;
  if pg_column_size(new.raw_user_meta_data) > 2048 then
    raise exception 'user metadata is too large' using errcode = '23514', hint = 'metadata_too_large';
  end if;
  if new.raw_user_meta_data ? 'name' and (
    jsonb_typeof(new.raw_user_meta_data -> 'name') <> 'string'
    or char_length(name) not between 1 and 80
    or name ~ '[[:cntrl:]]'
  ) then
    raise exception 'name must be 1 to 80 characters without control characters' using errcode = '23514', hint = 'invalid_name';
  end if;
  return new;
end;
$$;

revoke all on function private.check_user_metadata() from public, anon, authenticated, service_role;

create trigger check_user_metadata
  before insert or update of raw_user_meta_data on auth.users
  for each row
  execute function private.check_user_metadata();

-- 2 ---------------------------------------------------------------------------------------

create function private.drop_pending_password_on_repeat_signup()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.encrypted_password := '';
  return new;
end;
$$;

revoke all on function private.drop_pending_password_on_repeat_signup() from public, anon, authenticated, service_role;

create trigger drop_pending_password_on_repeat_signup
  before update of confirmation_sent_at on auth.users
  for each row
  when (
    old.email_confirmed_at is null
    and new.email_confirmed_at is null
    and old.confirmation_sent_at is not null
    and new.confirmation_sent_at is distinct from old.confirmation_sent_at
  )
  execute function private.drop_pending_password_on_repeat_signup();

-- 3 ---------------------------------------------------------------------------------------

create table private.early_access_attempts (
  email text not null,
  attempted_at timestamptz not null default now()
);

create index early_access_attempts_time_idx on private.early_access_attempts (attempted_at);
create index early_access_attempts_email_idx on private.early_access_attempts (email, attempted_at);
revoke all on table private.early_access_attempts from public, anon, authenticated, service_role;

drop function public.register_early_access(text, text);

create function public.register_early_access(email text, source text default 'website', website text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := lower(btrim(register_early_access.email));
begin
  -- The honeypot: a field people never see. Bots that fill it get the usual answer.
  if coalesce(register_early_access.website, '') <> '' then
    return;
  end if;
  if char_length(address) > 254 then
    raise exception 'email is too long' using errcode = '23514';
  end if;
  -- One registration at a time: the limits below count rows that calls running at the same
  -- moment could not see yet, so without this N connections at once would all pass them.
  perform pg_advisory_xact_lock(hashtext('public.register_early_access'));
  delete from private.early_access_attempts where attempted_at < now() - interval '10 minutes';
  if (select count(*) from private.early_access_attempts where attempted_at > now() - interval '1 minute') >= 60
    or exists (
      select 1 from private.early_access_attempts a
      where a.email = address and a.attempted_at > now() - interval '1 minute'
    )
  then
    raise exception 'rate_limited' using errcode = 'P0001', hint = 'Try again in a minute.';
  end if;
  insert into private.early_access_attempts (email) values (address);
  insert into public.early_access_signups (email, source)
  values (address, coalesce(register_early_access.source, 'website'))
  on conflict (email) do nothing;
end;
$$;

comment on function public.register_early_access(text, text, text) is
  'Registers an address for early access (a no-op when already registered); rate-limited; `website` is a honeypot.';

revoke all on function public.register_early_access(text, text, text) from public;
grant execute on function public.register_early_access(text, text, text) to anon, authenticated, service_role;

-- 4 ---------------------------------------------------------------------------------------

alter table public.wallet_address_pool add column retired_at timestamptz;
comment on column public.wallet_address_pool.retired_at is
  'Set when the address must never be handed out (used elsewhere); retired addresses are not free.';

create or replace function private.assign_wallet(target uuid)
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

  loop
    select p.address into free_address
    from public.wallet_address_pool p
    where p.assigned_at is null and p.retired_at is null
    order by p.created_at, p.derivation_index
    limit 1
    for update skip locked;

    if free_address is null then
      raise warning 'wallet pool is empty: user % waits for an address; load more with npm run wallets:pool', target;
      return null;
    end if;

    if exists (select 1 from public.user_wallets w where lower(w.wallet_address) = lower(free_address)) then
      raise warning 'wallet pool: address % is already used by another wallet; retired it', free_address;
      update public.wallet_address_pool set retired_at = now() where address = free_address;
      continue;
    end if;

    update public.wallet_address_pool
    set assigned_user_id = target, assigned_at = now()
    where address = free_address;

    insert into public.user_wallets (user_id, wallet_address) values (target, free_address);
    return free_address;
  end loop;
end;
$$;

create or replace function private.assign_wallet_on_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    perform private.assign_wallet(new.id);
  exception when others then
    -- Never fail the confirmation: the learner waits for a wallet, the operator sees why.
    raise warning 'wallet pool: could not assign a wallet to user %: % (%)', new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

create or replace function private.assign_wallets_to_waiting_users()
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
    exit when not exists (select 1 from public.wallet_address_pool p where p.assigned_at is null and p.retired_at is null);
    perform private.assign_wallet(waiting);
  end loop;
  return null;
end;
$$;
