-- LOCAL STAND-IN ONLY: what the stand-in itself keeps in its database, applied after
-- platform.sql (what hosted Supabase provides, shared with the real-PostgreSQL suite in
-- tests/pg/) as the one bootstrap step recorded in supabase_migrations.
-- Never run this against a real Supabase project.

-- The development mailbox (GET /_dev/mail), kept across restarts of the stand-in.
create schema _dev;
create table _dev.mail (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null,
  sent_at timestamptz not null
);

-- One-time development seeds already applied to this data dir (e.g. the wallet pool).
create table _dev.seeds (
  name text primary key,
  applied_at timestamptz not null default now()
);
