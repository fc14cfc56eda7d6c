-- Issue 18: images a writer uploads into a project (decision 63), kept in the database so every
-- replica serves them. The bytes are checked by the server (PNG, JPEG or WebP by their first
-- bytes, within the per-image and per-project limits); the checks here only bound what a write
-- around the API could store. Chapters name an image as `![alt](asset:<id>)`; the alt text lives
-- there, not here.
-- The key is the project and the id: a duplicated project gets copies under the same ids, so the
-- references in its chapters keep working, and deleting either project leaves the other's.
create table public.project_images (
  id uuid not null default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 20971520),
  byte_size integer not null generated always as (octet_length(bytes)) stored,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  primary key (project_id, id)
);

create index project_images_by_user on public.project_images (user_id);

alter table public.project_images enable row level security;
create policy "project_images: read own" on public.project_images
  for select to authenticated using (user_id = auth.uid());
-- Only into one's own project: the project must be visible to (so owned by) the same user.
create policy "project_images: insert own" on public.project_images
  for insert to authenticated with check (
    user_id = auth.uid() and exists (select 1 from public.projects p where p.id = project_id and p.user_id = auth.uid())
  );
create policy "project_images: delete own" on public.project_images
  for delete to authenticated using (user_id = auth.uid());

-- An image never changes once stored (its id is its version, so browsers may cache it for good).
revoke all on public.project_images from anon, authenticated;
grant select, delete on public.project_images to authenticated;
grant insert (id, project_id, user_id, content_type, bytes, width, height) on public.project_images to authenticated;
grant all on public.project_images to service_role;
