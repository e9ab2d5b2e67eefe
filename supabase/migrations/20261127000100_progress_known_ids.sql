-- The merged document is what the limits hold (issue 39).
--
-- Until now each save was held to the limits on its own (at most 200 completed modules, 200
-- lessons and 200 slide positions, 20251123000200 and 20251201000400; 500 review cards,
-- 20251202000200) and the merge is a union: saves of made-up ids, each within every limit, left
-- an account with more than 200 module ids (up to the 64 KB ceiling); the browser keeps the
-- first 200, so a module really completed after them showed as not done. Cards of questions
-- removed from the content stayed stored and counted toward the 500. Now:
--
-- 1. The database knows the curriculum's ids, from the generated seed (`npm run content:seed`,
--    supabase/seed/content.sql): the module ids (public.learning_paths.modules), the quiz ids
--    (the paths' ids), the lesson slugs (public.learning_lessons, new) and the card id of every
--    question a learner can get a review card for (public.learning_questions, new:
--    module/<module id>/q<N> of each module's quiz pool, quiz/<path id>/q<N> of each path's quiz).
-- 2. Every merge drops the ids the curriculum does not have, from the document sent and from the
--    stored one: completed modules (with their completedAt), slide positions of such modules,
--    lessons, quiz results of such paths (a quiz id that is no path's was refused before: the
--    whole save of a browser that knew a path the database did not; now that result alone is
--    dropped) and retired review cards, whose question the content no longer has (or whose
--    module or path it no longer has). Dropping is not refusing: the rest of the save merges.
--    The browser's decoder (src/lib/progress-decode.ts) drops the same ids.
-- 3. Then the merged result, not only each save, is held to every limit: at most 200 completed
--    modules, 200 lessons, 200 slide positions and 500 review cards, and 65,536 bytes for all but
--    the cards (20251201000400). A merge past one is refused as `stored_progress_full` (SQLSTATE
--    22023, PostgREST 400), under the row's lock, and the stored document stays as it was.
--
-- What a learner loses: nothing of the curriculum. Unknown ids are dropped before the limits
-- are counted, and the curriculum has far fewer ids than the limits (18 modules, 7 lessons, 160
-- questions today), so a real learner never reaches them. What is dropped is progress in what
-- the content no longer has, which the site never showed (it ignored such ids and retired such
-- cards), and which the account no longer keeps either: a question restored later under the same
-- id starts with no card. Progress in a module, lesson or question that the site shows but the
-- seed does not list yet is dropped too: run the seed before the site with new content goes live.
--
-- Before the seed: a kind of id the seed has listed nothing of yet (no path with modules, no
-- lesson, no question) is kept whatever its ids, as before, so that a database migrated but
-- not yet seeded drops nothing a learner saved. Its merged result is held to the limits like any
-- other: past 200 module ids (or 200 lessons, 200 slide positions, 500 cards) the save is
-- refused as the 64 KB ceiling refused it before, which only made-up ids reach.
--
-- The checks of one save (shape, sizes, at most 200 ids of each kind and 500 cards, 32 KB) stay
-- as they were, on the document as sent.

create table public.learning_lessons (
  /** A long-form lesson's slug: its file name in content/lessons/ without `.mdx`. */
  slug text primary key check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$')
);

create table public.learning_questions (
  /** The card id of a question in the content: module/<module id>/q<N> or quiz/<path id>/q<N>. */
  card_id text primary key check (card_id ~ '^(module|quiz)/[a-z0-9][a-z0-9-]{0,79}/q[0-9]{1,4}$')
);

comment on table public.learning_lessons is 'The long-form lessons of the content, from the seed: learners'' progress keeps only these. No client access.';
comment on table public.learning_questions is 'The card ids of the content''s quiz questions, from the seed: learners'' review cards keep only these. No client access.';

alter table public.learning_lessons enable row level security;
alter table public.learning_questions enable row level security;
revoke all on table public.learning_lessons, public.learning_questions from public, anon, authenticated, service_role;
grant select on table public.learning_lessons, public.learning_questions to service_role;

/**
 * `progress` (a checked document, or a stored one) without the ids the curriculum does not have:
 * completedModules, completedAt and slides keep the paths' modules, lessons the seeded lessons,
 * quizzes the paths, reviews the seeded questions' cards. A kind the seed has listed nothing of
 * yet is kept whole. Fields the document does not have stay absent.
 */
create function private.known_learning_progress(progress jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  modules constant text[] := nullif(array(select distinct m from public.learning_paths p cross join unnest(p.modules) m), '{}');
  lessons constant text[] := nullif(array(select slug from public.learning_lessons), '{}');
  quizzes constant text[] := array(select id from public.learning_paths);
  cards constant text[] := nullif(array(select card_id from public.learning_questions), '{}');
  known jsonb := progress;
  field text;
  ids text[];
begin
  if jsonb_typeof(progress) is distinct from 'object' then
    return progress;
  end if;
  if modules is not null and jsonb_typeof(progress -> 'completedModules') = 'array' then
    known := jsonb_set(known, '{completedModules}', coalesce(
      (select jsonb_agg(done.id order by done.n)
       from jsonb_array_elements_text(progress -> 'completedModules') with ordinality as done (id, n)
       where done.id = any (modules)),
      '[]'::jsonb));
  end if;
  for field, ids in
    select * from (values ('completedAt', modules), ('slides', modules), ('lessons', lessons), ('quizzes', quizzes), ('reviews', cards)) kinds
  loop
    if ids is not null and jsonb_typeof(known -> field) = 'object' then
      known := jsonb_set(known, array[field],
        (known -> field) - array(select jsonb_object_keys(known -> field) except select unnest(ids)));
    end if;
  end loop;
  return known;
end;
$$;

/** Two documents merged field by field: the rules of 20251123000200, `slides` (20251201000400) and `reviews` (20251202000200). */
create function private.merge_learning_whole(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.merge_learning_documents(a - 'slides' - 'reviews', b - 'slides' - 'reviews')
    || jsonb_build_object(
      'slides', private.merge_learning_slides(a -> 'slides', b -> 'slides'),
      'reviews', private.merge_learning_reviews(a -> 'reviews', b -> 'reviews'))
$$;

/** Refuses (`stored_progress_full`) a merged document past a limit: its count limits, and 65,536 bytes for all but the cards. */
create function private.check_stored_learning_progress(merged jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  ceiling constant integer := 65536;
  field text;
  most integer;
  what text;
  held integer;
begin
  if octet_length((merged - 'reviews')::text) > ceiling then
    perform private.refuse_learning_progress(
      'stored_progress_full',
      format('the account''s progress would grow to %s bytes; it holds at most %s', octet_length((merged - 'reviews')::text), ceiling),
      'Nothing was saved. Progress stays on this device.'
    );
  end if;
  for field, most, what in
    select * from (values ('completedModules', 200, 'completed modules'), ('lessons', 200, 'lessons'),
                          ('slides', 200, 'slide positions'), ('reviews', 500, 'review cards')) limits
  loop
    held := case jsonb_typeof(merged -> field)
      when 'array' then jsonb_array_length(merged -> field)
      when 'object' then (select count(*) from jsonb_object_keys(merged -> field))
      else 0
    end;
    if held > most then
      perform private.refuse_learning_progress(
        'stored_progress_full',
        format('the account''s progress would hold %s %s; it holds at most %s', held, what, most),
        'Nothing was saved. Progress stays on this device.'
      );
    end if;
  end loop;
end;
$$;

/**
 * Refuses a document that is not a valid progress document (see 20251123000200). As in
 * 20251202000100, but a quiz id need only be an id (the slug pattern): one that is no path's is
 * dropped by the merge, like an unknown module id, rather than refusing the whole save.
 */
create or replace function private.check_learning_progress(progress jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  slug_pattern constant text := '^[a-z0-9][a-z0-9-]{0,79}$';
  key text;
  item jsonb;
  ids text[];
begin
  if progress is null or jsonb_typeof(progress) <> 'object' then
    perform private.refuse_learning_progress('bad_shape', 'the document must be a JSON object');
  end if;
  if octet_length(progress::text) > 32768 then
    perform private.refuse_learning_progress('progress_too_large',
      format('the document is %s bytes; the limit is 32768', octet_length(progress::text)));
  end if;
  for key in select jsonb_object_keys(progress) loop
    if key not in ('version', 'completedModules', 'completedAt', 'lessons', 'quizzes', 'exam') then
      perform private.refuse_learning_progress('unknown_key', format('unknown field "%s"', left(key, 40)));
    end if;
  end loop;
  if progress -> 'version' is distinct from '2'::jsonb then
    perform private.refuse_learning_progress('unsupported_version', 'version must be 2', 'Reload the page to update the site.');
  end if;

  if jsonb_typeof(progress -> 'completedModules') is distinct from 'array' then
    perform private.refuse_learning_progress('bad_shape', 'completedModules must be an array of module ids');
  end if;
  if jsonb_array_length(progress -> 'completedModules') > 200 then
    perform private.refuse_learning_progress('too_many_items', 'completedModules has more than 200 ids');
  end if;
  for item in select value from jsonb_array_elements(progress -> 'completedModules') loop
    if jsonb_typeof(item) <> 'string' then
      perform private.refuse_learning_progress('module_id_not_string', format('completedModules holds %s, which is not a string', left(item::text, 40)));
    end if;
    if (item #>> '{}') !~ slug_pattern then
      perform private.refuse_learning_progress('invalid_id', format('completedModules holds "%s", which is not a module id', left(item #>> '{}', 40)));
    end if;
  end loop;
  ids := array(select value from jsonb_array_elements_text(progress -> 'completedModules'));

  if progress ? 'completedAt' then
    if jsonb_typeof(progress -> 'completedAt') <> 'object' then
      perform private.refuse_learning_progress('bad_shape', 'completedAt must be an object of module id → time');
    end if;
    for key, item in select * from jsonb_each(progress -> 'completedAt') loop
      if not key = any (ids) then
        perform private.refuse_learning_progress('bad_shape', format('completedAt.%s names a module that is not in completedModules', left(key, 80)));
      end if;
      perform private.check_learning_progress_time(format('completedAt.%s', key), item);
    end loop;
  end if;

  if progress ? 'lessons' then
    if jsonb_typeof(progress -> 'lessons') <> 'object' then
      perform private.refuse_learning_progress('bad_shape', 'lessons must be an object of lesson slug → {completed, readPercent}');
    end if;
    if (select count(*) from jsonb_object_keys(progress -> 'lessons')) > 200 then
      perform private.refuse_learning_progress('too_many_items', 'lessons has more than 200 entries');
    end if;
    for key, item in select * from jsonb_each(progress -> 'lessons') loop
      if key !~ slug_pattern then
        perform private.refuse_learning_progress('invalid_id', format('lessons has "%s", which is not a lesson slug', left(key, 40)));
      end if;
      if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'completed') is distinct from 'boolean'
         or jsonb_typeof(item -> 'readPercent') is distinct from 'number' then
        perform private.refuse_learning_progress('bad_shape', format('lessons.%s must be {completed: boolean, readPercent: number}', key));
      end if;
      if exists (select 1 from jsonb_object_keys(item) k where k not in ('completed', 'readPercent', 'completedAt')) then
        perform private.refuse_learning_progress('unknown_key', format('lessons.%s has an unknown field', key));
      end if;
      if (item ->> 'readPercent')::numeric not between 0 and 100 then
        perform private.refuse_learning_progress('percent_out_of_range', format('lessons.%s.readPercent (%s) is outside 0–100', key, item ->> 'readPercent'));
      end if;
      if item ? 'completedAt' then
        perform private.check_learning_progress_time(format('lessons.%s.completedAt', key), item -> 'completedAt');
      end if;
    end loop;
  end if;

  if progress ? 'quizzes' then
    if jsonb_typeof(progress -> 'quizzes') <> 'object' then
      perform private.refuse_learning_progress('bad_shape', 'quizzes must be an object of quiz id → result');
    end if;
    for key, item in select * from jsonb_each(progress -> 'quizzes') loop
      if key !~ slug_pattern then
        perform private.refuse_learning_progress('invalid_id', format('quizzes has "%s", which is not a quiz id', left(key, 40)));
      end if;
      perform private.check_learning_progress_result(format('quizzes.%s', key), item);
    end loop;
  end if;

  if progress ? 'exam' and progress -> 'exam' <> 'null'::jsonb then
    perform private.check_learning_progress_result('exam', progress -> 'exam');
  end if;
end;
$$;

revoke all on function private.known_learning_progress(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.merge_learning_whole(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.check_stored_learning_progress(jsonb) from public, anon, authenticated, service_role;

-- The one writer: the checks of one save, the curriculum's ids alone from both documents, the
-- merge, then the limits on what the account would hold.
create or replace function public.merge_learning_progress(progress jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  learner uuid := auth.uid();
  merged jsonb;
begin
  if learner is null then
    raise exception 'Sign in to save learning progress' using errcode = '42501';
  end if;
  perform private.check_learning_progress(progress - 'slides' - 'reviews');
  perform private.check_learning_progress_slides(progress -> 'slides');
  perform private.check_learning_progress_reviews(progress -> 'reviews');
  insert into public.learning_progress as stored (user_id, progress, updated_at)
  values (learner, private.merge_learning_whole(null, private.known_learning_progress(progress)), now())
  on conflict (user_id) do update
    set progress = private.merge_learning_whole(private.known_learning_progress(stored.progress), excluded.progress),
        updated_at = now()
  returning stored.progress into merged;
  perform private.check_stored_learning_progress(merged);
  return merged;
end;
$$;

comment on function public.merge_learning_progress(jsonb) is
  'Validates a learning progress document, keeps the curriculum''s ids of it and of the stored one, merges them (union, higher, earliest, latest review), holds the result to the limits and returns it.';
