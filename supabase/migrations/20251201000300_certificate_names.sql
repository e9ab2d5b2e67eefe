-- Names on certificates read the way they are stored and checked.
--
-- issue_certificate normalises the name to NFC, trims it, and refuses it (VE008, the message
-- naming the character as U+XXXX and why) when it holds
--   - a control character (Unicode category Cc),
--   - a format character (category Cf): bidirectional overrides and isolates (U+202A–U+202E,
--     U+2066–U+2069), zero-width characters (U+200B–U+200D, U+2060, U+FEFF), soft hyphens, …,
--     which hide text or make it read in another order than it is stored,
--   - the line or paragraph separator (U+2028, U+2029),
--   - an unassigned code point (it may render as anything a later Unicode version gives it),
-- or no letter at all, or is not 1 to 100 characters. src/lib/certificate-name.ts says the
-- same in the form before sending; this function is the authority. verify_certificate shows
-- the stored name exactly. Needs PostgreSQL 17 or newer (unicode_assigned, the pg_c_utf8
-- collation whose [[:alpha:]] is Unicode's Alphabetic), as new Supabase projects run.

/** Why `name` cannot be printed on a certificate, or null when it can. */
create function private.certificate_name_problem(name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  ch text;
  point text;
begin
  if name is null or char_length(name) not between 1 and 100 then
    return 'The name must have 1 to 100 characters.';
  end if;
  for ch in select c from regexp_split_to_table(name, '') as c loop
    point := 'U+' || upper(to_hex(ascii(ch)));
    -- lpad would cut a longer hex number: pad only short ones to four digits.
    point := case when length(point) < 6 then 'U+' || lpad(substr(point, 3), 4, '0') else point end;
    if ch ~ '[\u0001-\u001F\u007F-\u009F]' then
      return format('The name holds %s, a control character: remove it.', point);
    end if;
    if ch ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]' then
      return format('The name holds %s, an invisible formatting character that can hide text or change its reading order: remove it.', point);
    end if;
    if ch in (U&'\2028', U&'\2029') then
      return format('The name holds %s, a line break: write the name on one line.', point);
    end if;
    if not unicode_assigned(ch) then
      return format('The name holds %s, which is not an assigned Unicode character: remove it.', point);
    end if;
  end loop;
  if (name collate pg_catalog.pg_c_utf8) !~ '[[:alpha:]]' then
    return 'The name must hold at least one letter.';
  end if;
  return null;
end;
$$;

create or replace function public.issue_certificate(attempt_id uuid, name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := private.exam_signed_in();
  rules record;
  attempt public.exam_attempts;
  printed text := btrim(normalize(coalesce(issue_certificate.name, ''), NFC));
  problem text := private.certificate_name_problem(printed);
  certificate public.certificates;
begin
  select * into rules from private.exam_rules();
  perform pg_advisory_xact_lock(hashtext('public.certificates'), hashtext(uid::text));
  select * into certificate from public.certificates c where c.user_id = uid;
  if found then
    return private.certificate_view(certificate);
  end if;

  select * into attempt from public.exam_attempts a where a.id = issue_certificate.attempt_id and a.user_id = uid;
  if not found then
    raise exception 'No such exam attempt.' using errcode = 'VE003';
  end if;
  if attempt.percent is null or attempt.percent < rules.pass_percent then
    raise exception 'A certificate needs a submitted exam with 70 %% or more.' using errcode = 'VE007';
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = 'VE008';
  end if;

  insert into public.certificates (id, user_id, attempt_id, name, course_title, score, total, percent)
  values (
    translate(encode(extensions.gen_random_bytes(18), 'base64'), '+/', '-_'),
    uid,
    attempt.id,
    printed,
    (select s.course_title from public.exam_settings s),
    attempt.score,
    attempt.total,
    attempt.percent
  )
  returning * into certificate;
  return private.certificate_view(certificate);
end;
$$;

revoke all on function private.certificate_name_problem(text) from public, anon, authenticated, service_role;
