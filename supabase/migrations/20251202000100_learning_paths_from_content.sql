-- The learning paths come from the content, through the generated seed.
--
-- content/curriculum.json lets editors add, rename and remove paths, but the progress check
-- (20251123000200) listed the quiz ids (finance, web3, education) by hand: a path added in
-- content/ made every signed-in learner's save refused, for good. The paths now live in
-- public.learning_paths, which `npm run content:seed` writes from content/curriculum.json into
-- supabase/seed/content.sql (beside the exam bank, the modules the exam requires and the course
-- title), and a quiz id is any path's id. A fourth path needs no migration: regenerate the
-- seed and apply it (the stand-in does on every start; `supabase db reset` through
-- config.toml's [db.seed]; hosted: psql -f supabase/seed/content.sql).
--
-- The three paths of today are inserted here too, so that a database migrated but not yet
-- seeded refuses nothing it accepted before.

create table public.learning_paths (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  /** Where the site shows the path, from 0. */
  position integer not null check (position >= 0),
  /** Its modules, in unlock order. */
  modules text[] not null default '{}'
);
alter table public.learning_paths enable row level security;
revoke all on table public.learning_paths from public, anon, authenticated, service_role;
grant select on table public.learning_paths to service_role;

insert into public.learning_paths (id, position) values ('finance', 0), ('web3', 1), ('education', 2);

/** Refuses a document that is not a valid progress document (see 20251123000200); quiz ids are the seeded paths'. */
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
      if not exists (select 1 from public.learning_paths p where p.id = key) then
        perform private.refuse_learning_progress('invalid_id', format('quizzes has "%s"; the quizzes are %s', left(key, 40),
          coalesce((select string_agg(p.id, ', ' order by p.position) from public.learning_paths p), 'none yet')));
      end if;
      perform private.check_learning_progress_result(format('quizzes.%s', key), item);
    end loop;
  end if;

  if progress ? 'exam' and progress -> 'exam' <> 'null'::jsonb then
    perform private.check_learning_progress_result('exam', progress -> 'exam');
  end if;
end;
$$;

