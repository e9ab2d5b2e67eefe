-- The final exam and the certificate in the learner's language (issue 26): English, Spanish
-- and Brazilian Portuguese, and any language added later by translation alone.
--
-- The bank stays one bank. Each question keeps its id, its options in their order, its key
-- and its category in every language; a translation only gives another text of the question,
-- of each option (in the bank's order: the first text is option "a") and of the explanation.
-- `npm run content:seed` writes them from content/<lang>/exam.json into
-- supabase/seed/content.sql, with each language's names of the paths
-- (content/<lang>/curriculum.json) and course title (src/i18n/<lang>/certificate.json), and
-- the languages themselves (src/i18n/languages.ts). English is the bank itself; the tables
-- below hold the other languages only.
--
-- The calls take the language as an optional last argument (the site passes its page's):
--   rpc('start_exam', { lang })                                → questions in `lang`
--   rpc('submit_exam', { attempt_id, answers, lang })          → explanations in `lang`
--   rpc('issue_certificate', { attempt_id, name, lang })       → records `lang` as the certificate's language
--   rpc('verify_certificate', { certificate_id, lang })        → the course title in `lang`
-- `lang` is a code of public.languages ('en', 'es', 'pt-br'; case does not matter, so the
-- BCP 47 tag 'pt-BR' is 'pt-br'). Anything else (unknown, longer than 16 characters, not
-- shaped like a code, null) is English: a call never fails because of its language. The
-- answer names the language it used (`lang`), and each question the language of its own text
-- (`lang`: 'en' where the question has no translation yet, whose text is the English one).
-- Each question and each category's score also carry `path_name`: the name, in `lang`, of the
-- path that teaches the category (English where `lang` has none; the category itself until the
-- seed has named the paths).
--
-- Grading does not look at the language: the functions of before (start_exam, submit_exam and
-- issue_certificate of 20251123000300 and after) move, unchanged, to the private schema, and the
-- public ones of the same names call them and then show their answer in `lang`. Answers are
-- letters read through the attempt's own option order (20251201000100) and compared with the
-- bank's key, as before. So a learner may change language during an attempt: start_exam in the
-- new language returns the same open attempt, the same questions and the same option order, in
-- the new language's text.
--
-- Certificates record the language they were issued in (`lang`: issue_certificate's `lang`, or
-- when it is not given the account's `lang` in its user metadata, else 'en'; 'en' for every
-- certificate issued before). The stored course_title stays the English title at issue;
-- verify_certificate shows the viewer's language's title when there is one. The certificate's
-- id and its verification by id are unchanged.
--
-- Clients read none of the new tables (as the bank): the functions show what a learner may see.

create table public.languages (
  code text primary key constraint languages_code_format check (code ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$')
);
comment on table public.languages is
  'The languages the site speaks (src/i18n/languages.ts, via supabase/seed/content.sql). Never removed: certificates refer to them.';

-- The seed adds them too; here so that a migrated database that has not been seeded yet knows them.
insert into public.languages (code) values ('en'), ('es'), ('pt-br');

/** The language code `lang` names, or 'en' (unknown, too long, not shaped like a code, null). */
create function private.content_language(lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select l.code from public.languages l
     where char_length(lang) <= 16 and lang ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$' and l.code = lower(lang)),
    'en'
  );
$$;

-- A question's text in another language than English. The options are the four texts in the
-- bank's order (a, b, c, d): a translation cannot reorder, add or drop an option.
create table public.exam_question_texts (
  question_id text not null references public.exam_questions (id) on delete cascade,
  lang text not null references public.languages (code) constraint exam_question_texts_not_english check (lang <> 'en'),
  question text not null check (char_length(question) between 1 and 1000),
  options text[] not null constraint exam_question_texts_options check (
    array_ndims(options) = 1 and cardinality(options) = 4 and array_position(options, null) is null
    and '' <> all (options) and char_length(array_to_string(options, '')) <= 2000
  ),
  explanation text check (char_length(explanation) between 1 and 2000),
  primary key (question_id, lang)
);

-- The paths' English names and the exam category each one teaches (both from content/curriculum.json
-- through the seed; empty until it has run), and their names in other languages.
alter table public.learning_paths
  add column name text constraint learning_paths_name_length check (char_length(name) between 1 and 200),
  add column exam_category text constraint learning_paths_exam_category_format check (exam_category ~ '^[A-Z][A-Za-z0-9]{0,39}$');

create table public.learning_path_texts (
  path_id text not null references public.learning_paths (id) on delete cascade,
  lang text not null references public.languages (code) constraint learning_path_texts_not_english check (lang <> 'en'),
  name text not null check (char_length(name) between 1 and 200),
  primary key (path_id, lang)
);

-- The course title in other languages (exam_settings.course_title is the English one).
create table public.exam_settings_texts (
  lang text primary key references public.languages (code) constraint exam_settings_texts_not_english check (lang <> 'en'),
  course_title text not null check (char_length(course_title) between 1 and 200)
);

alter table public.certificates
  add column lang text not null default 'en' references public.languages (code)
    constraint certificates_lang_format check (lang ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$');
comment on column public.certificates.lang is 'The language the certificate was issued in (the learner''s at issue).';

comment on table public.exam_question_texts is 'The exam bank''s questions in other languages than English, from the seed. No client access.';
comment on table public.learning_path_texts is 'The learning paths'' names in other languages than English, from the seed. No client access.';
comment on table public.exam_settings_texts is 'The certificate''s course title in other languages than English, from the seed. No client access.';

alter table public.languages enable row level security;
alter table public.exam_question_texts enable row level security;
alter table public.learning_path_texts enable row level security;
alter table public.exam_settings_texts enable row level security;
revoke all on table public.languages, public.exam_question_texts, public.learning_path_texts, public.exam_settings_texts
  from public, anon, authenticated, service_role;
grant select on table public.languages, public.exam_question_texts, public.learning_path_texts, public.exam_settings_texts to service_role;

/** A question's options in the bank's order, each with its text in the language of `texts` (the bank's text where it has none). */
create function private.exam_localized_options(options jsonb, texts text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(
    jsonb_build_object('value', o ->> 'value', 'text', coalesce(texts[ascii(o ->> 'value') - ascii('a') + 1], o ->> 'text'))
    order by n
  )
  from jsonb_array_elements(options) with ordinality as bank (o, n);
$$;

/** The name, in `lang` (else English), of the path that teaches the exam category `category`; the category itself before the seed names it. */
create function private.exam_path_name(category text, lang text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (
      select coalesce(t.name, p.name)
      from public.learning_paths p
      left join public.learning_path_texts t on t.path_id = p.id and t.lang = exam_path_name.lang
      where p.exam_category = exam_path_name.category
      order by p.position
      limit 1
    ),
    exam_path_name.category
  );
$$;

/*
 * An attempt as private.start_exam shows it (in English), shown in `lang`: each question's text
 * and options in `lang` (in this attempt's option order, never the key), its language and its
 * path's name, and the attempt's language.
 */
create function private.exam_attempt_in(started jsonb, lang text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select started || jsonb_build_object(
    'lang', exam_attempt_in.lang,
    'questions', (
      select jsonb_agg(
        shown || jsonb_build_object(
          'question', coalesce(t.question, q.question),
          'options', private.exam_shown_options(
            private.exam_localized_options(q.options, t.options),
            private.exam_option_order(a.option_orders, q.id)
          ),
          'lang', coalesce(t.lang, 'en'),
          'path_name', private.exam_path_name(q.category, exam_attempt_in.lang)
        )
        order by listed.n
      )
      from public.exam_attempts a
      cross join lateral jsonb_array_elements(started -> 'questions') with ordinality as listed (shown, n)
      join public.exam_questions q on q.id = listed.shown ->> 'id'
      left join public.exam_question_texts t on t.question_id = q.id and t.lang = exam_attempt_in.lang
      where a.id = (started ->> 'attempt_id')::uuid
    )
  );
$$;

/* A certificate's public fields (private.certificate_view), with its language and the course title in `lang` (else the English title it was issued with). */
create function private.certificate_view(certificate public.certificates, lang text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when shown ->> 'status' = 'valid' then shown || jsonb_build_object(
      'course_title', coalesce(
        (select t.course_title from public.exam_settings_texts t where t.lang = certificate_view.lang),
        certificate.course_title
      ),
      'lang', certificate.lang
    )
    else shown
  end
  from private.certificate_view(certificate) as shown;
$$;

-- The calls of before, unchanged, out of the clients' reach: the public ones below call them.
-- They keep their names (their bodies name their arguments by them), in the private schema.
alter function public.start_exam() set schema private;
alter function public.submit_exam(uuid, jsonb) set schema private;
alter function public.issue_certificate(uuid, text) set schema private;
revoke all on function private.start_exam() from public, anon, authenticated, service_role;
revoke all on function private.submit_exam(uuid, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.issue_certificate(uuid, text) from public, anon, authenticated, service_role;
-- One function per name in public, whether or not `lang` is sent.
drop function public.verify_certificate(text);

/*
 * Starts an attempt, or returns the learner's open one (a reload, a second tab or a change of
 * language resumes it rather than spending an attempt): private.start_exam, shown in `lang`.
 */
create function public.start_exam(lang text default 'en')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started jsonb := private.start_exam();
begin
  -- A statement of its own, so that it sees the attempt private.start_exam may just have opened.
  return private.exam_attempt_in(started, private.content_language(start_exam.lang));
end;
$$;

/*
 * Grades an attempt once: private.submit_exam (the grade, the score per category, and only once
 * the learner has passed the review), with the explanations in `lang`, each category's path
 * name in `lang` (`path_name`), the learner's certificate as `lang` shows it, and `lang`.
 */
create function public.submit_exam(attempt_id uuid, answers jsonb, lang text default 'en')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shown text := private.content_language(submit_exam.lang);
  graded jsonb := private.submit_exam(submit_exam.attempt_id, submit_exam.answers);
begin
  return graded || jsonb_build_object(
    'lang', shown,
    'categories', (
      select coalesce(jsonb_agg(c || jsonb_build_object('path_name', private.exam_path_name(c ->> 'category', shown)) order by n), '[]'::jsonb)
      from jsonb_array_elements(graded -> 'categories') with ordinality as listed (c, n)
    ),
    'certificate', (select private.certificate_view(c, shown) from public.certificates c where c.user_id = auth.uid())
  ) || case
    when graded ? 'results' then jsonb_build_object('results', (
      select jsonb_agg(r || jsonb_build_object('explanation', coalesce(to_jsonb(t.explanation), r -> 'explanation')) order by n)
      from jsonb_array_elements(graded -> 'results') with ordinality as listed (r, n)
      left join public.exam_question_texts t on t.question_id = r ->> 'id' and t.lang = shown
    ))
    else '{}'::jsonb
  end;
end;
$$;

/*
 * Issues the learner's certificate from a passed attempt (private.issue_certificate, with the
 * name they confirmed), recording the language it is issued in: `lang`, or when it is null the
 * account's user metadata `lang`, else 'en'. A learner has one certificate: once it exists this
 * returns it unchanged (name and language fixed), shown in `lang`.
 */
create function public.issue_certificate(attempt_id uuid, name text, lang text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := private.exam_signed_in();
  issued_in text := private.content_language(
    coalesce(issue_certificate.lang, (select u.raw_user_meta_data ->> 'lang' from auth.users u where u.id = uid))
  );
  certificate public.certificates;
begin
  -- private.issue_certificate's lock, taken first, so that whether this call issues is known before it runs.
  perform pg_advisory_xact_lock(hashtext('public.certificates'), hashtext(uid::text));
  select * into certificate from public.certificates c where c.user_id = uid;
  if not found then
    perform private.issue_certificate(issue_certificate.attempt_id, issue_certificate.name);
    update public.certificates c set lang = issued_in where c.user_id = uid returning * into certificate;
  end if;
  return private.certificate_view(certificate, issued_in);
end;
$$;

/* Anyone may verify a certificate by its id: the public fields (the course title in `lang`), the revocation, or null. */
create function public.verify_certificate(certificate_id text, lang text default 'en')
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.certificate_view(c, private.content_language(verify_certificate.lang))
  from public.certificates c
  where verify_certificate.certificate_id ~ '^[A-Za-z0-9_-]{24}$' and c.id = verify_certificate.certificate_id;
$$;

revoke all on function private.content_language(text) from public, anon, authenticated, service_role;
revoke all on function private.exam_localized_options(jsonb, text[]) from public, anon, authenticated, service_role;
revoke all on function private.exam_path_name(text, text) from public, anon, authenticated, service_role;
revoke all on function private.exam_attempt_in(jsonb, text) from public, anon, authenticated, service_role;
revoke all on function private.certificate_view(public.certificates, text) from public, anon, authenticated, service_role;

-- As before: only a signed-in learner takes the exam and gets a certificate; anyone verifies one.
revoke all on function public.start_exam(text) from public, anon, service_role;
revoke all on function public.submit_exam(uuid, jsonb, text) from public, anon, service_role;
revoke all on function public.issue_certificate(uuid, text, text) from public, anon, service_role;
revoke all on function public.verify_certificate(text, text) from public;
grant execute on function public.start_exam(text) to authenticated;
grant execute on function public.submit_exam(uuid, jsonb, text) to authenticated;
grant execute on function public.issue_certificate(uuid, text, text) to authenticated;
grant execute on function public.verify_certificate(text, text) to anon, authenticated, service_role;
