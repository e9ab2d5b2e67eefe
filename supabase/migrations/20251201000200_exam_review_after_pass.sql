-- Until a learner has passed, a graded attempt teaches nothing of the key.
--
-- submit_exam grades as before (once; the learner's letters read through the attempt's own
-- option order, 20251201000100) and always returns
--   { attempt_id, score, total, percent, passed, certificate, account_name,
--     categories: [{ category, score, total, percent }],   -- in the bank's order
--     revisit: ["Web3"] }                                  -- the weakest categories (ties: all)
-- and, only once the learner has passed (this attempt or an earlier one), the review:
--   results: [{ id, chosen, correct, right, explanation }] -- letters as this attempt showed them
-- A failed attempt of a learner who never passed carries no per-question field at all: no
-- right/wrong flag, no right option, no explanation.

/** One attempt graded question by question, in the order asked. */
create function private.exam_graded(attempt public.exam_attempts, answers jsonb)
returns table (id text, category text, asked bigint, chosen text, correct text, is_right boolean, explanation text, bank_position integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    q.id,
    q.category,
    drawn.position,
    answers ->> q.id,
    private.exam_shown_letter(private.exam_option_order(attempt.option_orders, q.id), q.correct),
    coalesce(private.exam_bank_letter(private.exam_option_order(attempt.option_orders, q.id), answers ->> q.id) = q.correct, false),
    q.explanation,
    q.position
  from unnest(attempt.question_ids) with ordinality as drawn (id, position)
  join public.exam_questions q on q.id = drawn.id;
$$;

create or replace function public.submit_exam(attempt_id uuid, answers jsonb)
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
  review jsonb;
  by_category jsonb;
  weakest jsonb;
  right_count integer;
  total_count integer;
  result_percent integer;
  reviewable boolean;
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
      jsonb_build_object('id', g.id, 'chosen', g.chosen, 'correct', g.correct, 'right', g.is_right, 'explanation', g.explanation)
      order by g.asked
    ),
    count(*) filter (where g.is_right),
    count(*)
  into review, right_count, total_count
  from private.exam_graded(attempt, answers) g;

  with categories as (
    select g.category, count(*) filter (where g.is_right)::integer as score, count(*)::integer as total, min(g.bank_position) as first
    from private.exam_graded(attempt, answers) g
    group by g.category
  ),
  rated as (select c.*, round(c.score * 100.0 / c.total)::integer as percent from categories c)
  select
    jsonb_agg(jsonb_build_object('category', r.category, 'score', r.score, 'total', r.total, 'percent', r.percent) order by r.first),
    coalesce(jsonb_agg(r.category order by r.first) filter (where r.percent = (select min(percent) from rated)), '[]'::jsonb)
  into by_category, weakest
  from rated r;

  result_percent := round(right_count * 100.0 / greatest(total_count, 1));
  update public.exam_attempts a
  set submitted_at = now(), answers = submit_exam.answers, score = right_count, total = total_count, percent = result_percent
  where a.id = attempt.id;

  reviewable := exists (select 1 from public.exam_attempts a where a.user_id = uid and a.percent >= rules.pass_percent);
  select * into certificate from public.certificates c where c.user_id = uid;
  return jsonb_build_object(
    'attempt_id', attempt.id,
    'score', right_count,
    'total', total_count,
    'percent', result_percent,
    'passed', result_percent >= rules.pass_percent,
    'categories', coalesce(by_category, '[]'::jsonb),
    'revisit', coalesce(weakest, '[]'::jsonb),
    'certificate', private.certificate_view(certificate),
    'account_name', (select u.raw_user_meta_data ->> 'name' from auth.users u where u.id = uid)
  ) || case when reviewable then jsonb_build_object('results', review) else '{}'::jsonb end;
end;
$$;

revoke all on function private.exam_graded(public.exam_attempts, jsonb) from public, anon, authenticated, service_role;
