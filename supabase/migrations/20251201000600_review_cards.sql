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
-- rewritten in one canonical form (times in UTC to the millisecond, numbers as float8), so
-- equal cards are byte-equal. Monotonic, commutative and idempotent like the rest.

/** Refuses `reviews` unless it is an object of card id → card as described above. */
create function private.check_learning_progress_reviews(reviews jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  key text;
  card jsonb;
  field text;
  reviewed timestamptz;
  due timestamptz;
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
  for key, card in select * from jsonb_each(reviews) loop
    if key !~ '^(module|quiz)/[a-z0-9][a-z0-9-]{0,79}/q[0-9]{1,4}$' then
      perform private.refuse_learning_progress('invalid_id',
        format('reviews has "%s", which is not a card id such as "module/what-is-money-really/q3"', left(key, 100)));
    end if;
    if jsonb_typeof(card) <> 'object' then
      perform private.refuse_learning_progress('bad_shape', format('reviews.%s must be an object', key));
    end if;
    if exists (select 1 from jsonb_object_keys(card) k
               where k not in ('due', 'stability', 'difficulty', 'reps', 'lapses', 'state', 'reviewedAt')) then
      perform private.refuse_learning_progress('unknown_key', format('reviews.%s has an unknown field', key));
    end if;
    foreach field in array array['stability', 'difficulty', 'reps', 'lapses', 'state'] loop
      if jsonb_typeof(card -> field) is distinct from 'number' then
        perform private.refuse_learning_progress('bad_shape', format('reviews.%s.%s must be a number', key, field));
      end if;
    end loop;
    foreach field in array array['reps', 'lapses', 'state'] loop
      if (card ->> field)::numeric <> trunc((card ->> field)::numeric) then
        perform private.refuse_learning_progress('bad_shape', format('reviews.%s.%s must be a whole number', key, field));
      end if;
    end loop;
    if (card ->> 'stability')::numeric <= 0 or (card ->> 'stability')::numeric > 36500
       or (card ->> 'difficulty')::numeric not between 1 and 10
       or (card ->> 'reps')::numeric not between 1 and 100000
       or (card ->> 'lapses')::numeric not between 0 and (card ->> 'reps')::numeric
       or (card ->> 'state')::numeric not between 0 and 3 then
      perform private.refuse_learning_progress('out_of_range', format(
        'reviews.%s: stability must be above 0 and at most 36500, difficulty 1–10, reps 1–100000, lapses 0–reps, state 0–3', key));
    end if;
    perform private.check_learning_progress_time(format('reviews.%s.due', key), card -> 'due');
    perform private.check_learning_progress_time(format('reviews.%s.reviewedAt', key), card -> 'reviewedAt');
    reviewed := (card ->> 'reviewedAt')::timestamptz;
    due := (card ->> 'due')::timestamptz;
    if reviewed < '2020-01-01T00:00:00Z' or due < reviewed or due > reviewed + interval '36501 days' then
      perform private.refuse_learning_progress('out_of_range',
        format('reviews.%s: reviewedAt must be from 2020 on, and due no earlier than it and at most 36501 days after it', key));
    end if;
  end loop;
end;
$$;

/** A valid card in its canonical form: times in UTC to the millisecond, numbers as float8 or integer. */
create function private.canonical_review_card(card jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'due', private.learning_progress_time((card ->> 'due')::timestamptz),
    'stability', (card ->> 'stability')::float8,
    'difficulty', (card ->> 'difficulty')::float8,
    'reps', (card ->> 'reps')::numeric::integer,
    'lapses', (card ->> 'lapses')::numeric::integer,
    'state', (card ->> 'state')::numeric::integer,
    'reviewedAt', private.learning_progress_time((card ->> 'reviewedAt')::timestamptz)
  )
$$;

/** Each card of either document's `reviews`: the latest review, then more reps, then the larger canonical text. */
create function private.merge_learning_reviews(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(id, card), '{}'::jsonb)
  from (
    select distinct on (c.id) c.id, c.card
    from (
      select r.key as id, private.canonical_review_card(r.value) as card
      from (
        select * from jsonb_each(coalesce(a, '{}'::jsonb))
        union all
        select * from jsonb_each(coalesce(b, '{}'::jsonb))
      ) r
    ) c
    order by c.id, (c.card ->> 'reviewedAt') collate "C" desc, (c.card ->> 'reps')::integer desc, c.card::text collate "C" desc
  ) merged
$$;

revoke all on function private.check_learning_progress_reviews(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.canonical_review_card(jsonb) from public, anon, authenticated, service_role;
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
