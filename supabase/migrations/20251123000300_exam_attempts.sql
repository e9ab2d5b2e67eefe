-- The final exam, graded by the database, and the certificates it issues.
--
-- The question bank and the modules the exam requires are not typed here: they come from
-- content/exam.json and content/modules/*.json through `npm run exam:bank`, which writes
-- supabase/seed/exam_bank.sql (idempotent; the stand-in applies it on every start, hosted
-- operators run it after each content change). Until it has run, start_exam refuses.
--
-- The site calls (supabase-js, as the signed-in learner):
--   rpc('start_exam')                                  → the attempt and its 35 questions, no key
--   rpc('submit_exam', { attempt_id, answers })        → the grade and, per question, the key and explanation
--   rpc('issue_certificate', { attempt_id, name })     → the certificate (once; the name is then fixed)
--   from('certificates').select(…)                     → the learner's own certificate (row-level security)
-- and, without an account:
--   rpc('verify_certificate', { certificate_id })      → the public fields, or null for an unknown id
--
-- Refusals are errors with their own SQLSTATE (PostgREST answers 400 with it as `code`):
--   VE000 the bank is not installed           VE001 not every required module is completed
--   VE002 3 attempts in 24 hours (detail: the next allowed time, ISO 8601 UTC)
--   VE003 no such attempt (unknown or another learner's)   VE004 already submitted
--   VE005 expired (90 minutes)                VE006 answers malformed
--   VE007 the attempt did not pass            VE008 the name is empty, too long or has control characters
-- and 42501 when nobody is signed in.
--
-- Clients hold no privilege on any table here except reading their own certificate; every
-- change goes through the functions, which run as their owner.

-- The bank: one row per question of content/exam.json. Questions removed from the content are
-- kept inactive (old attempts still grade against them) and never drawn again.
create table public.exam_questions (
  id text primary key constraint exam_questions_id_format check (id ~ '^[fwe][0-9]{1,2}$'),
  category text not null check (category in ('Finance', 'Web3', 'Education')),
  question text not null check (char_length(question) between 1 and 1000),
  options jsonb not null check (jsonb_typeof(options) = 'array' and jsonb_array_length(options) = 4),
  correct text not null check (correct in ('a', 'b', 'c', 'd')),
  explanation text check (char_length(explanation) <= 2000),
  source text not null check (char_length(source) between 1 and 200),
  position integer not null,
  active boolean not null default true
);

-- The modules a learner's synced progress must list before the exam opens.
create table public.exam_required_modules (
  module_id text primary key check (module_id ~ '^[a-z0-9-]{1,100}$')
);

-- One row: the course title printed on certificates.
create table public.exam_settings (
  singleton boolean primary key default true check (singleton),
  course_title text not null check (char_length(course_title) between 1 and 200)
);

create table public.exam_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The questions drawn, in the order asked.
  question_ids text[] not null,
  started_at timestamptz not null default now(),
  expires_at timestamptz not null,
  submitted_at timestamptz,
  answers jsonb,
  score integer,
  total integer,
  percent integer check (percent between 0 and 100),
  constraint exam_attempts_graded check ((submitted_at is null) = (percent is null))
);

create index exam_attempts_user_started_idx on public.exam_attempts (user_id, started_at desc);

create table public.certificates (
  -- 18 random bytes, base64url: 144 bits, 24 characters.
  id text primary key constraint certificates_id_format check (id ~ '^[A-Za-z0-9_-]{24}$'),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  attempt_id uuid not null unique references public.exam_attempts (id) on delete cascade,
  name text not null constraint certificates_name_valid check (
    char_length(name) between 1 and 100 and name = btrim(name) and name !~ '[[:cntrl:]]'
  ),
  course_title text not null,
  score integer not null,
  total integer not null,
  percent integer not null check (percent between 70 and 100),
  issued_at timestamptz not null default now(),
  -- Set by an operator (service role or dashboard) to withdraw a certificate.
  revoked_at timestamptz,
  revocation_reason text check (char_length(revocation_reason) <= 500)
);

comment on table public.exam_questions is 'The final-exam bank, from content/exam.json via supabase/seed/exam_bank.sql. No client access.';
comment on table public.exam_attempts is 'Exam attempts: drawn, answered and graded by the functions below. No client access.';
comment on table public.certificates is 'Certificates issued at 70 % or more. Learners read their own; anyone verifies one by id through verify_certificate.';

alter table public.exam_questions enable row level security;
alter table public.exam_required_modules enable row level security;
alter table public.exam_settings enable row level security;
alter table public.exam_attempts enable row level security;
alter table public.certificates enable row level security;

revoke all on table public.exam_questions, public.exam_required_modules, public.exam_settings, public.exam_attempts, public.certificates
  from public, anon, authenticated, service_role;
grant select on table public.exam_questions, public.exam_required_modules, public.exam_settings to service_role;
-- Operators (and the tests) may inspect and correct attempts, and revoke certificates.
grant select, update, delete on table public.exam_attempts to service_role;
grant select on table public.certificates to authenticated, service_role;
grant update (revoked_at, revocation_reason) on table public.certificates to service_role;

create policy "Learners read their own certificate"
  on public.certificates
  for select
  to authenticated
  using ((select auth.uid()) = user_id);

create schema if not exists private;
revoke all on schema private from public;

-- Rules of the exam, in one place.
create function private.exam_rules()
returns table (size integer, pass_percent integer, attempts_per_day integer, duration interval)
language sql
immutable
set search_path = ''
as $$
  select 35, 70, 3, interval '90 minutes';
$$;

create function private.exam_signed_in()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to take the exam.' using errcode = '42501';
  end if;
  return uid;
end;
$$;

create function private.iso(value timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(value at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
$$;

-- The attempt as the learner may see it: questions and options, never the key.
create function private.exam_attempt_view(attempt public.exam_attempts, resumed boolean, attempts_left integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'attempt_id', attempt.id,
    'started_at', private.iso(attempt.started_at),
    'expires_at', private.iso(attempt.expires_at),
    'resumed', resumed,
    'attempts_left', attempts_left,
    'questions', (
      select jsonb_agg(
        jsonb_build_object('id', q.id, 'question', q.question, 'options', q.options, 'category', q.category, 'source', q.source)
        order by drawn.position
      )
      from unnest(attempt.question_ids) with ordinality as drawn (id, position)
      join public.exam_questions q on q.id = drawn.id
    )
  );
$$;

-- The public fields of a certificate.
create function private.certificate_view(certificate public.certificates)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when certificate.id is null then null
    when certificate.revoked_at is not null then
      jsonb_build_object('status', 'revoked', 'id', certificate.id, 'revoked_at', private.iso(certificate.revoked_at))
    else jsonb_build_object(
      'status', 'valid',
      'id', certificate.id,
      'name', certificate.name,
      'course_title', certificate.course_title,
      'score', certificate.score,
      'total', certificate.total,
      'percent', certificate.percent,
      'issued_at', private.iso(certificate.issued_at)
    )
  end;
$$;

/*
 * Starts an attempt, or returns the learner's open one (a reload or a second tab resumes it
 * rather than spending an attempt). Requires every required module in the learner's synced
 * progress and at most 3 attempts started in the last 24 hours.
 */
create function public.start_exam()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := private.exam_signed_in();
  rules record;
  completed jsonb;
  missing integer;
  recent integer;
  oldest timestamptz;
  attempt public.exam_attempts;
begin
  select * into rules from private.exam_rules();
  -- One learner's starts run one at a time, so two tabs cannot open two attempts.
  perform pg_advisory_xact_lock(hashtext('public.exam_attempts'), hashtext(uid::text));

  if not exists (select 1 from public.exam_required_modules)
    or (select count(*) from public.exam_questions where active) < rules.size then
    raise exception 'The exam bank is not installed: run supabase/seed/exam_bank.sql.' using errcode = 'VE000';
  end if;

  select coalesce(lp.progress -> 'completedModules', '[]'::jsonb) into completed
  from public.learning_progress lp where lp.user_id = uid;
  select count(*) into missing
  from public.exam_required_modules r
  where not (coalesce(completed, '[]'::jsonb) ? r.module_id);
  if missing > 0 then
    raise exception 'Complete every module before the final exam.'
      using errcode = 'VE001', detail = format('%s modules are not completed in your saved progress.', missing);
  end if;

  select count(*), min(a.started_at) into recent, oldest
  from public.exam_attempts a
  where a.user_id = uid and a.started_at > now() - interval '24 hours';

  select * into attempt
  from public.exam_attempts a
  where a.user_id = uid and a.submitted_at is null and a.expires_at > now()
  order by a.started_at desc
  limit 1;
  if found then
    return private.exam_attempt_view(attempt, true, greatest(rules.attempts_per_day - recent, 0));
  end if;

  if recent >= rules.attempts_per_day then
    -- The window holds at most 3 starts, so the oldest of them leaves it first.
    raise exception 'You have started 3 exams in the last 24 hours.'
      using errcode = 'VE002', detail = private.iso(oldest + interval '24 hours');
  end if;

  insert into public.exam_attempts (user_id, question_ids, expires_at)
  values (
    uid,
    array(select q.id from public.exam_questions q where q.active order by random() limit rules.size),
    now() + rules.duration
  )
  returning * into attempt;
  return private.exam_attempt_view(attempt, false, rules.attempts_per_day - recent - 1);
end;
$$;

/*
 * Grades an attempt once: `answers` maps question ids of the attempt to "a"–"d" (unanswered
 * questions count as wrong). Returns the score and, per question, the choice, the right
 * option and the explanation, plus the learner's certificate if one exists and the account
 * name to propose for a new one.
 */
create function public.submit_exam(attempt_id uuid, answers jsonb)
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
  graded jsonb;
  right_count integer;
  total_count integer;
  result_percent integer;
  certificate public.certificates;
begin
  select * into rules from private.exam_rules();
  if answers is null or jsonb_typeof(answers) <> 'object' or pg_column_size(answers) > 8000
    or exists (select 1 from jsonb_each(answers) e where jsonb_typeof(e.value) <> 'string' or e.value #>> '{}' not in ('a', 'b', 'c', 'd')) then
    raise exception 'answers must map question ids to "a", "b", "c" or "d".' using errcode = 'VE006';
  end if;

  select * into attempt from public.exam_attempts a where a.id = submit_exam.attempt_id and a.user_id = uid for update;
  if not found then
    raise exception 'No such exam attempt.' using errcode = 'VE003';
  end if;
  if attempt.submitted_at is not null then
    raise exception 'This exam attempt was already submitted.' using errcode = 'VE004';
  end if;
  if attempt.expires_at <= now() then
    raise exception 'This exam attempt expired: an attempt lasts 90 minutes.'
      using errcode = 'VE005', detail = private.iso(attempt.expires_at);
  end if;
  if exists (select 1 from jsonb_object_keys(answers) k where k <> all (attempt.question_ids)) then
    raise exception 'answers name a question that is not in this attempt.' using errcode = 'VE006';
  end if;

  select
    jsonb_agg(
      jsonb_build_object(
        'id', q.id,
        'chosen', answers ->> q.id,
        'correct', q.correct,
        'right', coalesce(answers ->> q.id = q.correct, false),
        'explanation', q.explanation
      )
      order by drawn.position
    ),
    count(*) filter (where answers ->> q.id = q.correct),
    count(*)
  into graded, right_count, total_count
  from unnest(attempt.question_ids) with ordinality as drawn (id, position)
  join public.exam_questions q on q.id = drawn.id;

  result_percent := round(right_count * 100.0 / greatest(total_count, 1));
  update public.exam_attempts a
  set submitted_at = now(), answers = submit_exam.answers, score = right_count, total = total_count, percent = result_percent
  where a.id = attempt.id;

  select * into certificate from public.certificates c where c.user_id = uid;
  return jsonb_build_object(
    'attempt_id', attempt.id,
    'score', right_count,
    'total', total_count,
    'percent', result_percent,
    'passed', result_percent >= rules.pass_percent,
    'results', graded,
    'certificate', private.certificate_view(certificate),
    'account_name', (select u.raw_user_meta_data ->> 'name' from auth.users u where u.id = uid)
  );
end;
$$;

/*
 * Issues the learner's certificate from a passed attempt, with the name they confirmed.
 * A learner has one certificate: once it exists this returns it unchanged (the name is fixed).
 */
create function public.issue_certificate(attempt_id uuid, name text)
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
  printed text := btrim(coalesce(issue_certificate.name, ''));
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
  if char_length(printed) not between 1 and 100 or printed ~ '[[:cntrl:]]' then
    raise exception 'The name must have 1 to 100 characters.' using errcode = 'VE008';
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

/* Anyone may verify a certificate by its id: the public fields, the revocation, or null. */
create function public.verify_certificate(certificate_id text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.certificate_view(c)
  from public.certificates c
  where certificate_id ~ '^[A-Za-z0-9_-]{24}$' and c.id = certificate_id;
$$;

revoke all on function private.exam_rules() from public, anon, authenticated, service_role;
revoke all on function private.exam_signed_in() from public, anon, authenticated, service_role;
revoke all on function private.iso(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.exam_attempt_view(public.exam_attempts, boolean, integer) from public, anon, authenticated, service_role;
revoke all on function private.certificate_view(public.certificates) from public, anon, authenticated, service_role;

-- Only a signed-in learner takes the exam: the service role (which Supabase's default
-- privileges grant every new function) has no learner to act for, so it is refused here too.
revoke all on function public.start_exam() from public, anon, service_role;
revoke all on function public.submit_exam(uuid, jsonb) from public, anon, service_role;
revoke all on function public.issue_certificate(uuid, text) from public, anon, service_role;
revoke all on function public.verify_certificate(text) from public;
grant execute on function public.start_exam() to authenticated;
grant execute on function public.submit_exam(uuid, jsonb) to authenticated;
grant execute on function public.issue_certificate(uuid, text) to authenticated;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
