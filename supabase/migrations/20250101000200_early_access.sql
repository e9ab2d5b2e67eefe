-- Early-access sign-ups: the e-mail addresses visitors register on the home page.
--
-- The site records an address with one call, the same for visitors and signed-in learners:
--   supabase.rpc('register_early_access', { email, source: 'home' })
-- which answers 204 (data null, error null) whether the address is new or already listed,
-- so registering twice is not an error and the answer does not reveal who registered.
-- An invalid address is rejected by the table's CHECK (400, code 23514).
--
-- Why a function rather than insert/upsert: `upsert(…, { ignoreDuplicates: true })` becomes
-- INSERT … ON CONFLICT (email) DO NOTHING, and Postgres requires SELECT privilege on the
-- conflict column for that, i.e. anon would have to be granted read access to the e-mail
-- column. The function runs as its owner instead, so clients hold no privilege at all on
-- the table: nobody but the service role (and the dashboard) can read the list.

create table public.early_access_signups (
  id bigint generated always as identity primary key,
  email text not null
    constraint early_access_signups_email_key unique
    constraint early_access_signups_email_valid check (
      char_length(email) <= 254 and email ~ '^[^[:space:]@<>]+@[^[:space:]@<>]+\.[^[:space:]@<>]+$'
    ),
  source text not null default 'website'
    constraint early_access_signups_source_valid check (source ~ '^[a-z0-9_-]{1,40}$'),
  created_at timestamptz not null default now()
);

comment on table public.early_access_signups is
  'Addresses registered for early access. Write through public.register_early_access(); read with the service role only.';

create schema if not exists private;
revoke all on schema private from public;

create function private.normalise_early_access_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

revoke all on function private.normalise_early_access_email() from public, anon, authenticated, service_role;

create trigger normalise_email
  before insert or update of email on public.early_access_signups
  for each row
  execute function private.normalise_early_access_email();

alter table public.early_access_signups enable row level security;
revoke all on table public.early_access_signups from public, anon, authenticated, service_role;
grant select, delete on table public.early_access_signups to service_role;

create function public.register_early_access(email text, source text default 'website')
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.early_access_signups (email, source)
  values (register_early_access.email, coalesce(register_early_access.source, 'website'))
  on conflict (email) do nothing;
$$;

comment on function public.register_early_access(text, text) is
  'Registers an address for early access; a no-op when it is already registered.';

revoke all on function public.register_early_access(text, text) from public;
grant execute on function public.register_early_access(text, text) to anon, authenticated, service_role;
