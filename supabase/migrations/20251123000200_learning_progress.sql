create table public.learning_progress (
  user_id uuid primary key references auth.users (id) on delete cascade,
  progress jsonb not null,
  updated_at timestamptz not null default now()
);
alter table public.learning_progress enable row level security;
create policy "Learners read their own progress" on public.learning_progress
  for select to authenticated using ((select auth.uid()) = user_id);
revoke all on public.learning_progress from anon, authenticated;
grant select on public.learning_progress to authenticated;
grant all on public.learning_progress to service_role;

-- Each learner's progress document (the shape of src/stores/progress.ts, version 2):
--   { "version": 2,
--     "completedModules": ["what-is-money-really"],                        -- module ids
--     "completedAt": { "what-is-money-really": "2025-11-23T20:00:00.000Z" }, -- first completion, when known
--     "lessons": { "financial-basics": { "completed": true, "readPercent": 100, "completedAt": "…" } },
--     "quizzes": { "finance": { "score": 12, "total": 15, "percent": 80 } },
--     "exam": { "score": 30, "total": 35, "percent": 86 } }                   -- or null
--
-- The site reads its row with select and writes only through
--   supabase.rpc('merge_learning_progress', { progress })
-- which validates the document, merges it into the stored one and returns the result. Nobody
-- writes the table directly (no insert/update/delete grant), so a modified client can only
-- add progress that passes the checks below, never shrink or replace it.
--
-- The merge only ever grows progress, and is commutative and idempotent, so devices may send
-- in any order, any number of times: completed modules and lessons are a union, reading
-- percent and the best quiz and exam results keep the higher, the earliest completion time
-- wins. completedModules is kept ordered by completion time (unknown times first), then id,
-- so equal inputs give byte-equal documents whichever arrives first.
--
-- Validation is about shape and size, not about the curriculum. Module ids and lesson slugs
-- are content that editors add, rename and remove in content/ without a migration, so the
-- database cannot hold the list without drifting from it: an id is any slug
-- (a-z, 0-9 and dashes, at most 80 characters) and the site ignores ids it does not know.
-- The quiz ids (finance, web3, education) are fixed by code (QUIZ_IDS), so they are checked.
-- Refusals raise SQLSTATE 22023 (PostgREST: 400) with a message naming the field, the reason
-- as a stable code in `details` and the fix in `hint`; nothing is stored.

create schema if not exists private;
revoke all on schema private from public;

/** Refuses the document: 22023 with the reason code in DETAIL. */
create function private.refuse_learning_progress(reason text, message text, fix text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Learning progress refused: %', message
    using errcode = '22023', detail = reason, hint = coalesce(fix, 'Send a document of the shape in 20251123000200_learning_progress.sql.');
end;
$$;

/** A timestamp as the documents carry it: UTC, millisecond precision. */
create function private.learning_progress_time(value timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(date_trunc('milliseconds', value) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

/** Checks a `completedAt` value: an ISO 8601 time. */
create function private.check_learning_progress_time(path text, value jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(value) <> 'string' or length(value #>> '{}') > 40
     or (value #>> '{}') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$' then
    perform private.refuse_learning_progress('invalid_time', format('%s must be an ISO 8601 time such as "2025-11-23T20:00:00.000Z"', path));
  end if;
  begin
    perform (value #>> '{}')::timestamptz;
  exception when others then
    perform private.refuse_learning_progress('invalid_time', format('%s is not a real time', path));
  end;
end;
$$;

/** Checks a quiz or exam result: {score, total, percent}, whole numbers, score ≤ total, percent 0–100. */
create function private.check_learning_progress_result(path text, result jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  key text;
begin
  if jsonb_typeof(result) <> 'object' then
    perform private.refuse_learning_progress('bad_shape', format('%s must be an object {score, total, percent}', path));
  end if;
  for key in select jsonb_object_keys(result) loop
    if key not in ('score', 'total', 'percent') then
      perform private.refuse_learning_progress('unknown_key', format('%s has an unknown field "%s"', path, left(key, 40)));
    end if;
  end loop;
  foreach key in array array['score', 'total', 'percent'] loop
    if jsonb_typeof(result -> key) is distinct from 'number' then
      perform private.refuse_learning_progress('bad_shape', format('%s.%s must be a number', path, key));
    end if;
  end loop;
  if (result ->> 'score')::numeric <> trunc((result ->> 'score')::numeric) or (result ->> 'score')::numeric < 0
     or (result ->> 'total')::numeric <> trunc((result ->> 'total')::numeric) or (result ->> 'total')::numeric < 1
     or (result ->> 'total')::numeric > 1000 then
    perform private.refuse_learning_progress('bad_shape', format('%s: score must be a whole number from 0 and total from 1 to 1000', path));
  end if;
  if (result ->> 'score')::numeric > (result ->> 'total')::numeric then
    perform private.refuse_learning_progress('score_above_total',
      format('%s.score (%s) is above its total (%s)', path, result ->> 'score', result ->> 'total'));
  end if;
  if (result ->> 'percent')::numeric not between 0 and 100 then
    perform private.refuse_learning_progress('percent_out_of_range', format('%s.percent (%s) is outside 0–100', path, result ->> 'percent'));
  end if;
end;
$$;

/** Refuses a document that is not a valid progress document (see the top of this file). */
create function private.check_learning_progress(progress jsonb)
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
      if key not in ('finance', 'web3', 'education') then
        perform private.refuse_learning_progress('invalid_id', format('quizzes has "%s"; the quizzes are finance, web3 and education', left(key, 40)));
      end if;
      perform private.check_learning_progress_result(format('quizzes.%s', key), item);
    end loop;
  end if;

  if progress ? 'exam' and progress -> 'exam' <> 'null'::jsonb then
    perform private.check_learning_progress_result('exam', progress -> 'exam');
  end if;
end;
$$;

/** The better of two results: higher percent, then score, then total (an order, so the choice never depends on which came first). */
create function private.best_learning_result(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select r from (values (a), (b)) v (r)
  where r is not null and r <> 'null'::jsonb
  order by (r ->> 'percent')::numeric desc, (r ->> 'score')::numeric desc, (r ->> 'total')::numeric desc
  limit 1
$$;

/**
 * Merges two valid documents (a missing one counts as empty). Monotonic, commutative and
 * idempotent: the one merge rule of the project (the site never re-implements it).
 */
create function private.merge_learning_documents(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with docs (doc) as (select coalesce(a, '{}'::jsonb) union all select coalesce(b, '{}'::jsonb)),
  modules as (
    select m.id, min(date_trunc('milliseconds', (d.doc -> 'completedAt' ->> m.id)::timestamptz)) as at
    from docs d, jsonb_array_elements_text(coalesce(d.doc -> 'completedModules', '[]'::jsonb)) m (id)
    group by m.id
  ),
  lessons as (
    select l.slug,
           bool_or((l.value ->> 'completed')::boolean) as completed,
           max((l.value ->> 'readPercent')::numeric) as read_percent,
           min(date_trunc('milliseconds', (l.value ->> 'completedAt')::timestamptz)) as at
    from docs d, jsonb_each(coalesce(d.doc -> 'lessons', '{}'::jsonb)) l (slug, value)
    group by l.slug
  ),
  quizzes as (
    select distinct on (q.id) q.id, q.value as result
    from docs d, jsonb_each(coalesce(d.doc -> 'quizzes', '{}'::jsonb)) q (id, value)
    order by q.id, (q.value ->> 'percent')::numeric desc, (q.value ->> 'score')::numeric desc, (q.value ->> 'total')::numeric desc
  )
  select jsonb_build_object(
    'version', 2,
    'completedModules', coalesce((select jsonb_agg(id order by at nulls first, id) from modules), '[]'::jsonb),
    'completedAt', coalesce((select jsonb_object_agg(id, private.learning_progress_time(at)) from modules where at is not null), '{}'::jsonb),
    'lessons', coalesce((
      select jsonb_object_agg(slug, jsonb_build_object('completed', completed, 'readPercent', read_percent)
        || case when at is null then '{}'::jsonb else jsonb_build_object('completedAt', private.learning_progress_time(at)) end)
      from lessons), '{}'::jsonb),
    'quizzes', coalesce((select jsonb_object_agg(id, result) from quizzes), '{}'::jsonb),
    'exam', coalesce(private.best_learning_result(a -> 'exam', b -> 'exam'), 'null'::jsonb)
  )
$$;

revoke all on function private.refuse_learning_progress(text, text, text) from public, anon, authenticated, service_role;
revoke all on function private.learning_progress_time(timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.check_learning_progress_time(text, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.check_learning_progress_result(text, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.check_learning_progress(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.best_learning_result(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function private.merge_learning_documents(jsonb, jsonb) from public, anon, authenticated, service_role;

/**
 * The one way to write progress: validates `progress`, merges it into the caller's stored
 * document (creating the row on the first call) and returns the merged document. The row
 * lock of `on conflict do update` serialises concurrent merges of one learner.
 */
create function public.merge_learning_progress(progress jsonb)
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
  perform private.check_learning_progress(progress);
  insert into public.learning_progress as stored (user_id, progress, updated_at)
  values (learner, private.merge_learning_documents(null, progress), now())
  on conflict (user_id) do update
    set progress = private.merge_learning_documents(stored.progress, excluded.progress), updated_at = now()
  returning stored.progress into merged;
  return merged;
end;
$$;

comment on function public.merge_learning_progress(jsonb) is
  'Validates a learning progress document, merges it into the caller''s (union, higher, earliest) and returns the result.';

revoke all on function public.merge_learning_progress(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.merge_learning_progress(jsonb) to authenticated;
