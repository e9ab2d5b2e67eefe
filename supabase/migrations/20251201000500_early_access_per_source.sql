-- Early access is limited per address and per source, never for the whole site.
--
-- The limit of 60 registrations a minute for everyone together (20251123000100) let one
-- script refuse every other visitor. Now each registration counts against
--   - its address: once a minute (as before), and
--   - its client address: 10 a minute,
-- so one source uses up only its own budget. Calls of one source (or one address) run one at
-- a time under their own advisory lock; different sources do not wait for each other.
--
-- Which address is the client's: PostgREST copies the request's headers into
-- `request.headers` for every request. On hosted Supabase a request passes Supabase's edge
-- (Cloudflare, then the API gateway) before PostgREST, and the edge APPENDS the address of the
-- connection it received to `X-Forwarded-For`. Whatever a client writes into that header
-- itself comes first and is kept (supabase/supabase discussion #34647 shows a spoofed value
-- arriving as the first entry), so only the LAST entry, the one the platform appended, is
-- trusted. The local stand-in appends its socket's peer the same way (supabase/local/http.ts).
-- A call with no such header (the SQL editor, a server-side job) counts as the one source
-- `unknown`.

alter table private.early_access_attempts add column client text not null default 'unknown';
create index early_access_attempts_client_idx on private.early_access_attempts (client, attempted_at);

/** The client address of the current request: the last X-Forwarded-For entry, which the platform's edge appended. */
create function private.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text;
begin
  begin
    forwarded := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
  exception when others then
    forwarded := null;
  end;
  return coalesce(nullif(left(btrim(split_part(forwarded, ',', -1)), 64), ''), 'unknown');
end;
$$;

create or replace function public.register_early_access(email text, source text default 'website', website text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text := lower(btrim(register_early_access.email));
  sender text := private.request_client_address();
begin
  -- The honeypot: a field people never see. Bots that fill it get the usual answer.
  if coalesce(register_early_access.website, '') <> '' then
    return;
  end if;
  if char_length(address) > 254 then
    raise exception 'email is too long' using errcode = '23514';
  end if;
  -- Calls running at the same moment could not see each other's rows: one source's calls,
  -- then one address's, run one at a time (always in this order, so no two calls deadlock).
  perform pg_advisory_xact_lock(hashtext('register_early_access:client'), hashtext(sender));
  perform pg_advisory_xact_lock(hashtext('register_early_access:email'), hashtext(address));
  delete from private.early_access_attempts where attempted_at < now() - interval '10 minutes';
  if (select count(*) from private.early_access_attempts a where a.client = sender and a.attempted_at > now() - interval '1 minute') >= 10
    or exists (
      select 1 from private.early_access_attempts a
      where a.email = address and a.attempted_at > now() - interval '1 minute'
    )
  then
    raise exception 'rate_limited' using errcode = 'P0001', hint = 'Try again in a minute.';
  end if;
  insert into private.early_access_attempts (email, client) values (address, sender);
  insert into public.early_access_signups (email, source)
  values (address, coalesce(register_early_access.source, 'website'))
  on conflict (email) do nothing;
end;
$$;

revoke all on function private.request_client_address() from public, anon, authenticated, service_role;
