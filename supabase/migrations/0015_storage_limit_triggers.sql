-- Per-user storage limits held by the database itself (decision 71). The API checks them first,
-- with its own messages; these triggers stop a write that goes around it — on hosted Supabase the
-- Data API lets a signed-in user insert and update `projects` and insert `project_images` with
-- their own token (the grants of migrations 0005 and 0013, which the server's own queries need,
-- since they run as `authenticated` too).

-- The limits in force: one row, written by the server at every start from its configuration
-- (PROJECTS_PER_USER, DOCUMENT_BYTES_PER_USER, PROJECT_IMAGES_MAX, PROJECT_IMAGE_BYTES,
-- IMAGE_BYTES_PER_USER, EXPORT_IMAGE_MAX_BYTES); the defaults here are the configuration's.
create table public.storage_limits (
  id boolean primary key default true check (id),
  projects_per_user integer not null check (projects_per_user > 0),
  document_bytes_per_user bigint not null check (document_bytes_per_user > 0),
  images_per_project integer not null check (images_per_project > 0),
  image_bytes_per_project bigint not null check (image_bytes_per_project > 0),
  image_bytes_per_user bigint not null check (image_bytes_per_user > 0),
  image_bytes bigint not null check (image_bytes > 0)
);
insert into public.storage_limits values (true, 200, 52428800, 50, 20971520, 104857600, 5242880);

alter table public.storage_limits enable row level security;
revoke all on public.storage_limits from anon, authenticated;
grant all on public.storage_limits to service_role;

-- Refusals carry PostgREST's "PT" + HTTP status convention (hosted Data API answers that status)
-- and the product API's error code as the message, which the server maps back (as-user.ts).

-- A project added, or a document that grew: the user's project count and document bytes. Runs at
-- commit (deferred), after the API's own check, under the same per-user lock the API takes
-- (projects.queries.ts lockStorage), so two writes at once cannot both pass; as the owner, so
-- it sees every row of the user. Only growth is refused, as in the API. A project a finished
-- draft became is made past the limits on purpose (paid text is never lost, decision 30); only
-- the server sets `source_draft_job_id` (no user has a grant on it).
create or replace function public.enforce_project_limits() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  lim public.storage_limits;
  kept integer;
  used bigint;
begin
  if tg_op = 'UPDATE' and new.document_bytes <= old.document_bytes then
    return null;
  end if;
  if tg_op = 'INSERT' and new.source_draft_job_id is not null then
    return null;
  end if;
  select * into strict lim from public.storage_limits;
  perform pg_advisory_xact_lock(hashtextextended('folio:storage:' || new.user_id::text, 0));
  select count(*), coalesce(sum(p.document_bytes), 0) into kept, used from public.projects p where p.user_id = new.user_id;
  if tg_op = 'INSERT' and kept > lim.projects_per_user then
    raise exception using errcode = 'PT409', message = 'project_limit',
      detail = format('%s projects, over the limit of %s per account', kept, lim.projects_per_user);
  end if;
  if used > lim.document_bytes_per_user then
    raise exception using errcode = 'PT409', message = 'storage_limit',
      detail = format('%s bytes of projects, over the limit of %s per account', used, lim.document_bytes_per_user);
  end if;
  return null;
end;
$$;

create constraint trigger projects_within_limits
  after insert or update on public.projects
  deferrable initially deferred
  for each row execute function public.enforce_project_limits();

-- An image added: its own bytes, the project's count and bytes, and the user's bytes, under the
-- API's per-user image lock (project-images.queries.ts lockImages).
create or replace function public.enforce_image_limits() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  lim public.storage_limits;
  in_project integer;
  project_bytes bigint;
  user_bytes bigint;
begin
  select * into strict lim from public.storage_limits;
  if new.byte_size > lim.image_bytes then
    raise exception using errcode = 'PT413', message = 'image_too_large',
      detail = format('%s bytes, over the limit of %s per image', new.byte_size, lim.image_bytes);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('folio:images:' || new.user_id::text, 0));
  select count(*), coalesce(sum(i.byte_size), 0) into in_project, project_bytes
    from public.project_images i where i.project_id = new.project_id;
  select coalesce(sum(i.byte_size), 0) into user_bytes from public.project_images i where i.user_id = new.user_id;
  if in_project > lim.images_per_project then
    raise exception using errcode = 'PT409', message = 'image_limit',
      detail = format('%s images in the project, over the limit of %s', in_project, lim.images_per_project);
  end if;
  if project_bytes > lim.image_bytes_per_project then
    raise exception using errcode = 'PT409', message = 'image_limit',
      detail = format('%s bytes of images in the project, over the limit of %s', project_bytes, lim.image_bytes_per_project);
  end if;
  if user_bytes > lim.image_bytes_per_user then
    raise exception using errcode = 'PT409', message = 'image_limit',
      detail = format('%s bytes of images in the account, over the limit of %s', user_bytes, lim.image_bytes_per_user);
  end if;
  return null;
end;
$$;

create constraint trigger project_images_within_limits
  after insert on public.project_images
  deferrable initially deferred
  for each row execute function public.enforce_image_limits();

-- Chapter history is written by the server only, but the grant lets a user's token write it too:
-- one version holds at most a chapter (100,000 characters) and a title (200). Earlier rows are
-- not re-checked.
alter table public.chapter_versions
  add constraint chapter_versions_content_bounded check (char_length(content) <= 100000) not valid,
  add constraint chapter_versions_title_bounded check (char_length(title) <= 200) not valid;
