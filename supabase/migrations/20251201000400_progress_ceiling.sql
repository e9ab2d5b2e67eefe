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
  perform private.check_learning_progress(progress);
  insert into public.learning_progress as stored (user_id, progress, updated_at)
  values (learner, private.merge_learning_documents(null, progress), now())
  on conflict (user_id) do update
    set progress = private.merge_learning_documents(stored.progress, excluded.progress), updated_at = now()
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
