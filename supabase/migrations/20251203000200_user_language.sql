-- The learner's language in their user metadata (issue 26).
--
-- The site keeps it in `raw_user_meta_data.lang`, as hosted Supabase suggests for e-mails by
-- language: supabase-js `signUp({ options: { data: { lang } } })`, then
-- `auth.updateUser({ data: { lang } })` when the learner changes language. The e-mail templates
-- and their subjects choose their language by it (`{{ if eq .Data.lang "es" }}`,
-- supabase/templates, supabase/config.toml), and issue_certificate falls back to it
-- (20251203000100).
--
-- Metadata is whatever a client sends, and Go's `eq` fails on a value that is not a string (the
-- mail would then not be sent), so this trigger keeps `lang`, when present, one code of
-- public.languages: lower-cased ('pt-BR' is 'pt-br'), and 'en' for anything else (unknown, too
-- long, not a string, null). GoTrue reads a new user back after inserting it (signup.go: "there
-- may be triggers ... that will modify the user data"), so the confirmation mail sees the
-- corrected value, and every later mail reads the stored one. It runs after check_user_metadata
-- (triggers fire in name order), whose limits on the name and the size stay as they are.

create function private.normalise_user_language()
returns trigger
language plpgsql
-- Reads public.languages, which GoTrue's role (supabase_auth_admin) may not.
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(new.raw_user_meta_data) = 'object' and new.raw_user_meta_data ? 'lang' then
    new.raw_user_meta_data := jsonb_set(
      new.raw_user_meta_data,
      '{lang}',
      to_jsonb(private.content_language(
        case when jsonb_typeof(new.raw_user_meta_data -> 'lang') = 'string' then new.raw_user_meta_data ->> 'lang' end
      ))
    );
  end if;
  return new;
end;
$$;

revoke all on function private.normalise_user_language() from public, anon, authenticated, service_role;

create trigger normalise_user_language
  before insert or update of raw_user_meta_data on auth.users
  for each row
  execute function private.normalise_user_language();
