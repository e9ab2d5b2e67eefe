-- A hard ceiling on the stored learning-progress document.
--
-- Each save is checked on its own (≤ 32 KB, ≤ 200 module ids, 20251123000200), but the merge
-- is a union: saves of made-up ids grew one learner's stored document without end (60 saves of
-- 200 ids: 972 KB), and every later save, page and backup carried it. The merged result may
-- now hold at most 65,536 bytes (as jsonb text), far above a real learner's few KB. A save
-- whose merge would pass it is refused like any other refusal (SQLSTATE 22023, PostgREST 400)
-- with the reason `stored_progress_full` in `details`, and the stored document is left as it
-- was: the exception undoes the upsert. The check runs on the merged row under its row lock,
-- so two devices saving at once cannot both slip under the ceiling.

-- Where a learner is in a module: the progress document's `slides`, module id → the furthest
-- slide reached (0-based), so that a half-read module reopens there on any device.
--
--   "slides": { "what-is-money-really": 3 }
--
-- At most 200 entries; each key a module id (the slug pattern of completedModules), each value a
-- whole number from 0 to 199. Merged per module by the larger value: monotonic, commutative
-- and idempotent like the rest of the document. The field is checked and merged here, beside
-- the landed rules (20251123000200), which see the document without it: a client that does not
-- know the field yet sends none, and the stored positions stay.

/** Refuses `slides` unless it is an object of module id → whole number 0–199 with at most 200 entries. */
create function private.check_learning_progress_slides(slides jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  key text;
  item jsonb;
begin
  if slides is null then
    return;
  end if;
  if jsonb_typeof(slides) <> 'object' then
    perform private.refuse_learning_progress('bad_shape', 'slides must be an object of module id → slide number');
  end if;
  if (select count(*) from jsonb_object_keys(slides)) > 200 then
    perform private.refuse_learning_progress('too_many_items', 'slides has more than 200 entries');
  end if;
  for key, item in select * from jsonb_each(slides) loop
    if key !~ '^[a-z0-9][a-z0-9-]{0,79}$' then
      perform private.refuse_learning_progress('invalid_id', format('slides has "%s", which is not a module id', left(key, 40)));
    end if;
    if jsonb_typeof(item) <> 'number' or (item #>> '{}')::numeric <> trunc((item #>> '{}')::numeric)
       or (item #>> '{}')::numeric not between 0 and 199 then
      perform private.refuse_learning_progress('bad_shape', format('slides.%s must be a whole number from 0 to 199', key));
    end if;
  end loop;
end;
$$;

/** The furthest slide of each module in either document's `slides`. */
create function private.merge_learning_slides(a jsonb, b jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, furthest), '{}'::jsonb)
  from (
    select s.key, max((s.value #>> '{}')::integer) as furthest
    from (
      select * from jsonb_each(coalesce(a, '{}'::jsonb))
      union all
      select * from jsonb_each(coalesce(b, '{}'::jsonb))
    ) s
    group by s.key
  ) merged
$$;

revoke all on function private.check_learning_progress_slides(jsonb) from public, anon, authenticated, service_role;
revoke all on function private.merge_learning_slides(jsonb, jsonb) from public, anon, authenticated, service_role;

-- The one writer, with the ceiling and `slides`.
create or replace function public.merge_learning_progress(progress jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  learner uuid := auth.uid();
  ceiling constant integer := 65536;
  merged jsonb;
begin
  if learner is null then
    raise exception 'Sign in to save learning progress' using errcode = '42501';
  end if;
  perform private.check_learning_progress(progress - 'slides');
  perform private.check_learning_progress_slides(progress -> 'slides');
  insert into public.learning_progress as stored (user_id, progress, updated_at)
  values (
    learner,
    private.merge_learning_documents(null, progress - 'slides')
      || jsonb_build_object('slides', private.merge_learning_slides(null, progress -> 'slides')),
    now()
  )
  on conflict (user_id) do update
    set progress = private.merge_learning_documents(stored.progress - 'slides', excluded.progress - 'slides')
          || jsonb_build_object('slides', private.merge_learning_slides(stored.progress -> 'slides', excluded.progress -> 'slides')),
        updated_at = now()
  returning stored.progress into merged;
  if octet_length(merged::text) > ceiling then
    perform private.refuse_learning_progress(
      'stored_progress_full',
      format('the account''s progress would grow to %s bytes; it holds at most %s', octet_length(merged::text), ceiling),
      'Nothing was saved. Progress stays on this device.'
    );
  end if;
  return merged;
end;
$$;
