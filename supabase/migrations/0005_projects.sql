-- Saved projects: the editor document (docs/product.md#projects), one row per project with its chapters as a JSON
-- array (decision 0019). The server runs every request's queries as `authenticated` with the
-- caller's claims, so these policies decide who sees what, as they would on hosted Supabase.
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  description text not null default '',
  product_type text not null check (product_type in ('ebook', 'guide', 'checklist', 'planner')),
  tone text not null check (tone in ('friendly', 'professional', 'expert', 'casual')),
  target_audience text not null default '',
  -- [{id, title, content}], in order; the shape is checked by the server's schema on every write.
  chapters jsonb not null check (jsonb_typeof(chapters) = 'array'),
  current_chapter_index integer not null default 0 check (current_chapter_index >= 0),
  -- Rises by one with every write; the editor compares it to tell its own saves from others'.
  revision integer not null default 1 check (revision >= 1),
  -- The finished draft this project came from: unique, so a draft becomes exactly one project.
  source_draft_job_id uuid unique references public.draft_jobs (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index projects_by_user on public.projects (user_id, updated_at desc);

alter table public.projects enable row level security;
create policy "projects: read own" on public.projects
  for select to authenticated using (user_id = auth.uid());
create policy "projects: insert own" on public.projects
  for insert to authenticated with check (user_id = auth.uid());
create policy "projects: update own" on public.projects
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "projects: delete own" on public.projects
  for delete to authenticated using (user_id = auth.uid());

-- Column grants: a user never sets the id, the owner after the fact, or the draft link (only the
-- server's finish does), even through a hosted Data API.
revoke all on public.projects from anon, authenticated;
grant select, delete on public.projects to authenticated;
grant insert (user_id, title, description, product_type, tone, target_audience, chapters, current_chapter_index)
  on public.projects to authenticated;
grant update (title, description, product_type, tone, target_audience, chapters, current_chapter_index, revision, updated_at)
  on public.projects to authenticated;
grant all on public.projects to service_role;

-- Chapter history: a chapter's text as it was before a regeneration, rewrite or restore replaced it.
-- Rows are never changed; the newest ones per chapter are kept (see the trigger below).
create table public.chapter_versions (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- A chapter id of the project's document; not checked against it, because the editor keeps
  -- the old text before it saves the document that may have added the chapter.
  chapter_id uuid not null,
  title text not null,
  content text not null,
  reason text not null check (reason in ('regenerate', 'shorter', 'longer', 'grammar', 'style', 'restore')),
  -- The statement's own clock: versions kept in one transaction still come back in order.
  created_at timestamptz not null default clock_timestamp(),
  seq bigint generated always as identity
);

create index chapter_versions_by_chapter on public.chapter_versions (project_id, chapter_id, created_at desc, seq desc);

alter table public.chapter_versions enable row level security;
create policy "chapter_versions: read own" on public.chapter_versions
  for select to authenticated using (user_id = auth.uid());
-- Only into one's own project: the project must be visible to (so owned by) the same user.
create policy "chapter_versions: insert own" on public.chapter_versions
  for insert to authenticated with check (
    user_id = auth.uid() and exists (select 1 from public.projects p where p.id = project_id and p.user_id = auth.uid())
  );
revoke all on public.chapter_versions from anon, authenticated;
grant select on public.chapter_versions to authenticated;
grant insert (project_id, user_id, chapter_id, title, content, reason) on public.chapter_versions to authenticated;
grant all on public.chapter_versions to service_role;

-- History is capped so it cannot grow without bound: the newest 50 versions of each chapter, and
-- the newest 1500 (50 for each of 30 chapters) of a project, which also bounds versions kept
-- under chapter ids the document no longer has. Once per statement, over the projects it touched;
-- runs as the owner, since users have no delete grant.
create or replace function public.prune_chapter_versions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.chapter_versions v
  using (
    select o.id,
      row_number() over (partition by o.project_id, o.chapter_id order by o.created_at desc, o.seq desc) as in_chapter,
      row_number() over (partition by o.project_id order by o.created_at desc, o.seq desc) as in_project
    from public.chapter_versions o
    where o.project_id in (select k.project_id from kept k)
  ) ranked
  where v.id = ranked.id and (ranked.in_chapter > 50 or ranked.in_project > 1500);
  return null;
end;
$$;

create trigger on_chapter_versions_kept
  after insert on public.chapter_versions
  referencing new table as kept
  for each statement execute function public.prune_chapter_versions();
