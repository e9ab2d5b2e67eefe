-- Review cards: the questions a learner answered wrong, brought back by spaced review (FSRS,
-- scheduled in the browser by src/lib/review-schedule.ts). They are the progress document's
-- `reviews`, card id → card:
--
--   "reviews": {
--     "module/what-is-money-really/q3": {
--       "due": "2025-11-25T20:00:00.000Z",        -- when it is next due
--       "stability": 2.3065, "difficulty": 6.4133, -- FSRS memory state: days above 0 (≤ 36500), 1–10
--       "reps": 2, "lapses": 1, "state": 2,          -- answers from 1, forgettings ≤ reps, FSRS state 0–3
--       "reviewedAt": "2025-11-24T20:00:00.000Z"    -- the last answer
--     }
--   }
--
-- A card id names where its question lives: module/<module id>/<question id> or
-- quiz/<path id>/<question id> (ids as in completedModules; questions q1, q2, …). Like module
-- ids, the database does not know which questions exist: the site ignores (retires) cards whose
-- question was removed from content/.
--
-- Checks: at most 500 cards in one save and in the stored document (the content has about 160
-- questions), every field present and no other, whole numbers where whole, the ranges above,
-- times as in completedAt, `due` no earlier than `reviewedAt` and at most 36,501 days after it,
-- `reviewedAt` not before 2020. Refusals are 22023 with the reason in `details`, as before; a
-- merge that would hold more than 500 cards is refused as `stored_progress_full`, like the
-- 64 KB ceiling, which still holds for the rest of the document (cards are bounded by their
-- count and shape, at most about 170 KB).
--
-- Merge: per card the latest review wins (`reviewedAt`, to the millisecond); on a tie the card
-- answered more often (`reps`), then the larger canonical text (byte order). Each card is first
-- rewritten in one canonical form (times in UTC to the millisecond, as learning_progress_time
-- writes them; numbers as float8), so equal cards are byte-equal. Monotonic, commutative and idempotent like the rest.

/**
 * Refuses `reviews` unless it is an object of card id → card as described above. Each rule is
 * one pass over the cards (a document holds up to 500), naming the first card, by id, that
 * breaks it.
 */
create function private.check_learning_progress_reviews(reviews jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  time_pattern constant text := '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$';
  bad text;
  field text;
begin
  if reviews is null then
    return;
  end if;
  if jsonb_typeof(reviews) <> 'object' then
    perform private.refuse_learning_progress('bad_shape', 'reviews must be an object of card id → card');
  end if;
  if (select count(*) from jsonb_object_keys(reviews)) > 500 then
    perform private.refuse_learning_progress('too_many_items', 'reviews has more than 500 cards');
  end if;
  select min(key) into bad from jsonb_object_keys(reviews) key
  where key !~ '^(module|quiz)/[a-z0-9][a-z0-9-]{0,79}/q[0-9]{1,4}$';
  if bad is not null then
    perform private.refuse_learning_progress('invalid_id',
      format('reviews has "%s", which is not a card id such as "module/what-is-money-really/q3"', left(bad, 100)));
  end if;
  select min(key) into bad from jsonb_each(reviews) where jsonb_typeof(value) <> 'object';
  if bad is not null then
    perform private.refuse_learning_progress('bad_shape', format('reviews.%s must be an object', bad));
  end if;
  select min(c.key) into bad from jsonb_each(reviews) c
  where exists (select 1 from jsonb_object_keys(c.value) k
                where k not in ('due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'reviewedAt'));
  if bad is not null then
    perform private.refuse_learning_progress('unknown_key', format('reviews.%s has an unknown field', bad));
  end if;
  foreach field in array array['stability', 'difficulty', 'reps', 'lapses', 'state'] loop
    select min(key) into bad from jsonb_each(reviews) where jsonb_typeof(value -> field) is distinct from 'number';
    if bad is not null then
      perform private.refuse_learning_progress('bad_shape', format('reviews.%s.%s must be a number', bad, field));
    end if;
  end loop;
  foreach field in array array['reps', 'lapses', 'state'] loop
    select min(key) into bad from jsonb_each(reviews) where (value ->> field)::numeric <> trunc((value ->> field)::numeric);
    if bad is not null then
      perform private.refuse_learning_progress('bad_shape', format('reviews.%s.%s must be a whole number', bad, field));
    end if;
  end loop;
  select min(key) into bad from jsonb_each(reviews)
  where (value ->> 'stability')::numeric <= 0 or (value ->> 'stability')::numeric > 36500
     or (value ->> 'difficulty')::numeric not between 1 and 10
     or (value ->> 'reps')::numeric not between 1 and 100000
     or (value ->> 'lapses')::numeric not between 0 and (value ->> 'reps')::numeric
     or (value ->> 'state')::numeric not between 0 and 3;
  if bad is not null then
    perform private.refuse_learning_progress('out_of_range', format(
      'reviews.%s: stability must be above 0 and at most 36500, difficulty 1–10, reps 1–100000, lapses 0–reps, state 0–3', bad));
  end if;
  foreach field in array array['due', 'reviewedAt'] loop
    select min(key) into bad from jsonb_each(reviews)
    where jsonb_typeof(value -> field) is distinct from 'string' or length(value ->> field) > 40
       or (value ->> field) !~ time_pattern or not pg_input_is_valid(value ->> field, 'timestamptz');
    if bad is not null then
      perform private.refuse_learning_progress('invalid_time',
        format('reviews.%s.%s must be an ISO 8601 time such as "2025-11-23T20:00:00.000Z"', bad, field));
    end if;
  end loop;
  select min(key) into bad from jsonb_each(reviews)
  where (value ->> 'reviewedAt')::timestamptz < '2020-01-01T00:00:00Z'
     or (value ->> 'due')::timestamptz < (value ->> 'reviewedAt')::timestamptz
     or (value ->> 'due')::timestamptz > (value ->> 'reviewedAt')::timestamptz + interval '36501 days';
  if bad is not null then
    perform private.refuse_learning_progress('out_of_range',
      format('reviews.%s: reviewedAt must be from 2020 on, and due no earlier than it and at most 36501 days after it', bad));
  end if;
end;
$$;

/** Each card of either document's `reviews`: the latest review, then more reps, then the larger canonical text. */
create function private.merge_learning_reviews(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  -- Each card in its canonical form (times in UTC to the millisecond, numbers as float8 or
  -- integer), made once per card (materialized), written out rather than called: a function
  -- with its own search_path is never inlined, and its call per card was most of the time.
  with cards as materialized (
    select r.key as id, jsonb_build_object(
      'due', to_char(date_trunc('milliseconds', (r.value ->> 'due')::timestamptz) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'stability', (r.value ->> 'stability')::float8,
      'difficulty', (r.value ->> 'difficulty')::float8,
      'reps', (r.value ->> 'reps')::numeric::integer,
      'lapses', (r.value ->> 'lapses')::numeric::integer,
      'state', (r.value ->> 'state')::numeric::integer,
      'reviewedAt', to_char(date_trunc('milliseconds', (r.value ->> 'reviewedAt')::timestamptz) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) as card
    from (
      select * from jsonb_each(coalesce(a, '{}'::jsonb))
      union all
      select * from jsonb_each(coalesce(b, '{}'::jsonb))
    ) r
  )
  select coalesce(jsonb_object_agg(id, card), '{}'::jsonb)
  from (
    select distinct on (c.id) c.id, c.card
    from cards c
    order by c.id, (c.card ->> 'reviewedAt') collate "C" desc, (c.card ->> 'reps')::integer desc, c.card::text collate "C" desc
  ) merged
$$;

revoke all on function private.check_learning_progress_reviews(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.merge_learning_reviews(jsonb, jsonb) from public, anon, authenticated, service_role;

-- The one writer, with `reviews` beside `slides` (20251201000400) and the two ceilings.
create or replace function public.merge_learning_progress(progress jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  learner uuid := auth.uid();
  ceiling constant integer := 65536;
  max_cards constant integer := 500;
  merged jsonb;
  cards integer;
begin
  if learner is null then
    raise exception 'Sign in to save learning progress' using errcode = '42501';
  end if;
  perform private.check_learning_progress(progress - 'slides' - 'reviews');
  perform private.check_learning_progress_slides(progress -> 'slides');
  perform private.check_learning_progress_reviews(progress -> 'reviews');
  insert into public.learning_progress as stored (user_id, progress, updated_at)
  values (
    learner,
    private.merge_learning_documents(null, progress - 'slides' - 'reviews')
      || jsonb_build_object(
        'slides', private.merge_learning_slides(null, progress -> 'slides'),
        'reviews', private.merge_learning_reviews(null, progress -> 'reviews')),
    now()
  )
  on conflict (user_id) do update
    set progress = private.merge_learning_documents(stored.progress - 'slides' - 'reviews', excluded.progress - 'slides' - 'reviews')
          || jsonb_build_object(
            'slides', private.merge_learning_slides(stored.progress -> 'slides', excluded.progress -> 'slides'),
            'reviews', private.merge_learning_reviews(stored.progress -> 'reviews', excluded.progress -> 'reviews')),
        updated_at = now()
  returning stored.progress into merged;
  if octet_length((merged - 'reviews')::text) > ceiling then
    perform private.refuse_learning_progress(
      'stored_progress_full',
      format('the account''s progress would grow to %s bytes; it holds at most %s', octet_length((merged - 'reviews')::text), ceiling),
      'Nothing was saved. Progress stays on this device.'
    );
  end if;
  cards := (select count(*) from jsonb_object_keys(merged -> 'reviews'));
  if cards > max_cards then
    perform private.refuse_learning_progress(
      'stored_progress_full',
      format('the account''s progress would hold %s review cards; it holds at most %s', cards, max_cards),
      'Nothing was saved. Progress stays on this device.'
    );
  end if;
  return merged;
end;
$$;
