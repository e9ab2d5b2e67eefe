-- The exam's refusal when its bank is missing names the seed that installs it today.
--
-- start_exam (20251123000300, moved unchanged to the private schema by 20251203000100) refused
-- with "run supabase/seed/exam_bank.sql", a file that no longer exists: the bank, the modules the
-- exam requires and the paths now come from supabase/seed/content.sql, which
-- `npm run content:seed` writes from the content. The local stand-in applies it on every start and
-- `supabase db reset` through config.toml's [db.seed]; on hosted Supabase an operator applies it
-- (SQL editor, or `psql "$DATABASE_URL" -1 -f supabase/seed/content.sql`). Only the message
-- changes (SQLSTATE VE000 as before, which the site shows as "exam unavailable"); the body is the
-- one of 20251123000300 otherwise. `create or replace` keeps the function's owner and privileges
-- (none for clients: public.start_exam(lang) calls it).

comment on table public.exam_questions is
  'The final-exam bank, from content/exam.json via supabase/seed/content.sql (npm run content:seed). No client access.';

/*
 * Starts an attempt, or returns the learner's open one (a reload or a second tab resumes it
 * rather than spending an attempt). Requires every required module in the learner's synced
 * progress and at most 3 attempts started in the last 24 hours.
 */
create or replace function private.start_exam()
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
    raise exception 'The exam bank is not installed: apply supabase/seed/content.sql (npm run content:seed writes it; the local stand-in applies it on start).'
      using errcode = 'VE000';
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
