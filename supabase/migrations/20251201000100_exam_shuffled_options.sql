-- The exam's options are shuffled for every attempt, and graded by the attempt's own order.
--
-- Each attempt stores, per question id, the bank's letters in the order the learner sees them:
--   option_orders = { "f3": ["c", "a", "d", "b"], … }
-- so the learner's "a" for f3 is the bank's "c". start_exam shows the options relabelled
-- "a"–"d" in that order, submit_exam translates the learner's letters back before comparing
-- with the key, and a review names the right option in the learner's letters. A list of
-- letters from one learner is worth nothing to the next. Attempts started before this
-- migration (no order stored) keep the bank's order.

alter table public.exam_attempts add column option_orders jsonb
  constraint exam_attempts_option_orders_object check (option_orders is null or jsonb_typeof(option_orders) = 'object');

comment on column public.exam_attempts.option_orders is
  'Per question id, the bank''s option letters in the order this attempt shows them ("a" shown first, …). Null: the bank''s order.';

/** The bank's letters in the order the attempt shows them (the bank's order when none is stored). */
create function private.exam_option_order(orders jsonb, question_id text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(orders -> question_id, '["a", "b", "c", "d"]'::jsonb);
$$;

/** The bank's letter behind the letter the learner chose ("a"–"d"), or null for no choice. */
create function private.exam_bank_letter(option_order jsonb, shown text)
returns text
language sql
immutable
set search_path = ''
as $$
  select option_order ->> (ascii(shown) - ascii('a')) where shown in ('a', 'b', 'c', 'd');
$$;

/** The letter the learner saw for the bank's letter `bank`. */
create function private.exam_shown_letter(option_order jsonb, bank text)
returns text
language sql
immutable
set search_path = ''
as $$
  select chr(ascii('a') + (shown.n::integer - 1))
  from jsonb_array_elements_text(option_order) with ordinality as shown (letter, n)
  where shown.letter = bank;
$$;

/** A question's options as the attempt shows them: relabelled "a"–"d" in the attempt's order. */
create function private.exam_shown_options(options jsonb, option_order jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_agg(
    jsonb_build_object(
      'value', chr(ascii('a') + (shown.n::integer - 1)),
      'text', (select o ->> 'text' from jsonb_array_elements(options) o where o ->> 'value' = shown.letter)
    )
    order by shown.n
  )
  from jsonb_array_elements_text(option_order) with ordinality as shown (letter, n);
$$;

/** A new order for every drawn question: the four letters in random order. */
create function private.exam_new_option_orders(question_ids text[])
returns jsonb
language sql
volatile
set search_path = ''
as $$
  -- The subquery names drawn.id, so it runs for each question: an uncorrelated one runs once,
  -- and every question of the attempt would share one order (one known answer would then
  -- translate a list of letters for the whole attempt).
  select jsonb_object_agg(
    drawn.id,
    (select jsonb_agg(l order by random()) from unnest(array['a', 'b', 'c', 'd']) l where drawn.id is not null)
  )
  from unnest(question_ids) as drawn (id);
$$;

-- The attempt as the learner may see it: questions and options in this attempt's order, never the key.
create or replace function private.exam_attempt_view(attempt public.exam_attempts, resumed boolean, attempts_left integer)
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
        jsonb_build_object(
          'id', q.id,
          'question', q.question,
          'options', private.exam_shown_options(q.options, private.exam_option_order(attempt.option_orders, q.id)),
          'category', q.category,
          'source', q.source
        )
        order by drawn.position
      )
      from unnest(attempt.question_ids) with ordinality as drawn (id, position)
      join public.exam_questions q on q.id = drawn.id
    )
  );
$$;

-- Every new attempt gets its own orders; the trigger keeps start_exam (20251123000300) as it is.
create function private.exam_attempt_shuffle()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.option_orders is null then
    new.option_orders := private.exam_new_option_orders(new.question_ids);
  end if;
  return new;
end;
$$;

create trigger shuffle_options
  before insert on public.exam_attempts
  for each row
  execute function private.exam_attempt_shuffle();

revoke all on function private.exam_option_order(jsonb, text) from public, anon, authenticated, service_role;
revoke all on function private.exam_bank_letter(jsonb, text) from public, anon, authenticated, service_role;
revoke all on function private.exam_shown_letter(jsonb, text) from public, anon, authenticated, service_role;
revoke all on function private.exam_shown_options(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.exam_new_option_orders(text[]) from public, anon, authenticated, service_role;
revoke all on function private.exam_attempt_shuffle() from public, anon, authenticated, service_role;
