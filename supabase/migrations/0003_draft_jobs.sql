-- Draft jobs: a full draft written chapter by chapter. Everything a resume or a restart needs
-- (the brief, each chapter's text and who is writing it) lives here, never only in memory.
create table public.draft_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null check (status in ('running', 'finished', 'released')),
  topic text not null,
  product_type text not null,
  tone text not null,
  target_audience text,
  title text not null,
  description text not null,
  -- Hash of the start request: a repeated start with the same brief and outline resumes the job.
  fingerprint text not null,
  credits_held integer not null check (credits_held >= 0),
  -- Kept at finish so a repeated finish answers with the same numbers.
  credits_spent integer,
  credits_left integer,
  full_text text,
  release_reason text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  finished_at timestamptz
);

-- At most one running draft per user: the second of two racing starts fails instead of holding twice.
create unique index draft_jobs_one_running on public.draft_jobs (user_id) where status = 'running';
create index draft_jobs_expiring on public.draft_jobs (expires_at) where status = 'running';

create table public.draft_chapters (
  job_id uuid not null references public.draft_jobs (id) on delete cascade,
  index integer not null check (index >= 0),
  title text not null,
  status text not null default 'pending' check (status in ('pending', 'writing', 'done', 'failed')),
  content text,
  error text,
  error_code text,
  -- A claim on the chapter while it is written; a killed process's claim lapses and is taken over.
  lease_owner text,
  lease_until timestamptz,
  attempts integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (job_id, index)
);

alter table public.draft_jobs enable row level security;
create policy "draft_jobs: read own" on public.draft_jobs
  for select to authenticated using (user_id = auth.uid());
revoke all on public.draft_jobs from anon, authenticated;
grant select on public.draft_jobs to authenticated;
grant all on public.draft_jobs to service_role;

alter table public.draft_chapters enable row level security;
create policy "draft_chapters: read own" on public.draft_chapters
  for select to authenticated
  using (exists (select 1 from public.draft_jobs j where j.id = job_id and j.user_id = auth.uid()));
revoke all on public.draft_chapters from anon, authenticated;
grant select on public.draft_chapters to authenticated;
grant all on public.draft_chapters to service_role;
