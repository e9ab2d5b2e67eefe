-- WHAT HOSTED SUPABASE ALREADY PROVIDES, recreated for local testing only: the roles
-- (postgres as the non-superuser owner the migrations run as, the API roles anon,
-- authenticated and service_role, authenticator for PostgREST, supabase_auth_admin for
-- GoTrue), schema auth with users, identities, sessions and refresh tokens (column names as
-- in supabase/auth), the auth.uid()/role()/email()/jwt() helpers reading
-- request.jwt.claims, pgcrypto, and Supabase's default grants.
--
-- One file, applied by both test databases so they cannot drift apart:
--   * the PGlite stand-in (packages/local-supabase/src/migrate.ts, before its own bootstrap.sql), where
--     everything runs as the single superuser `postgres`;
--   * the real PostgreSQL suite (tests/pg/), where a superuser runs this file and the
--     migrations then run as the non-superuser `postgres`, as in the Supabase SQL editor.
-- Never run this against a real Supabase project: it already has all of it.

-- Roles are cluster-wide and PGlite already has `postgres`, hence "create if missing".
do $$
declare
  wanted text[][] := array[
    ['postgres', 'login createrole createdb replication bypassrls'],
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls'],
    ['authenticator', 'login noinherit'],
    ['supabase_auth_admin', 'login noinherit createrole noreplication']
  ];
  i int;
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select 1 from pg_roles where rolname = wanted[i][1]) then
      execute format('create role %I %s', wanted[i][1], wanted[i][2]);
    end if;
  end loop;
  -- The database belongs to postgres, so the migrations may create schemas in it.
  execute format('alter database %I owner to postgres', current_database());
end
$$;

-- PostgREST logs in as authenticator and switches to the role the request's JWT names.
grant anon, authenticated, service_role to authenticator;

create schema extensions;
create extension pgcrypto with schema extensions;
-- As supabase/postgres's initial schema: postgres too, so its security-definer functions may call pgcrypto.
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- Hosted Supabase grants the API roles everything on new objects postgres creates in public
-- and lets row-level security and explicit revokes decide; the migrations are written against that.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- GoTrue (supabase_auth_admin) owns schema auth; postgres may read it and put triggers on it.
create schema auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) not null default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) not null default '',
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_confirmation_token_idx on auth.users (confirmation_token) where confirmation_token <> '';

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);

create table auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- PKCE: one row per e-mail link that a browser will exchange with its code verifier (as GoTrue).
create table auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz,
  updated_at timestamptz,
  auth_code_issued_at timestamptz
);
create index flow_state_auth_code_idx on auth.flow_state (auth_code);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- The request's JWT claims, as PostgREST sets them per transaction. current_setting(…, true)
-- can return '' rather than NULL once a setting has been used, hence the nullif guards.
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
reset role;
