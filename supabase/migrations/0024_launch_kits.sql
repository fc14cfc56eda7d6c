-- Issue 32 (decision 122): a project's launch kit, one row per project, written by the server alone.
-- The kit is paid for once (CREDIT_COSTS.launchKit, ledger ref 'launch-kit:<uuid>' in charge_ref)
-- and refunded in full when any piece fails; the pieces already written stay.
create table public.launch_kits (
  project_id uuid primary key references public.projects (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- {kdp, etsy, ...}: each piece as stored (written or as the creator edited it), absent until written.
  pieces jsonb not null default '{}'::jsonb check (jsonb_typeof(pieces) = 'object'),
  -- Per piece: {writer, sample, writtenAt, editedAt}.
  meta jsonb not null default '{}'::jsonb check (jsonb_typeof(meta) = 'object'),
  -- Per piece: the quality checks' flags ([{piece, path, kind, text}]) on the piece as it stands.
  flags jsonb not null default '{}'::jsonb check (jsonb_typeof(flags) = 'object'),
  status text not null default 'writing' check (status in ('writing', 'ready', 'incomplete')),
  -- Set when the first whole kit was written; pieces then regenerate free and no kit is sold twice.
  paid_at timestamptz,
  -- The ledger ref of the spend that wrote the kit (or the last attempt at it).
  charge_ref text,
  -- A lease: a writer holds the kit until then; a writer that crashed stops blocking once it passes.
  writing_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index launch_kits_by_user on public.launch_kits (user_id);

-- Owners read their own kit; only the server writes (credits and the lease are its to set), as
-- with generations. No Data API table: /rest/v1 serves profiles only (rest-tables.ts).
alter table public.launch_kits enable row level security;
create policy "launch_kits: read own" on public.launch_kits
  for select to authenticated using (user_id = auth.uid());
revoke all on public.launch_kits from anon, authenticated;
grant select on public.launch_kits to authenticated;
grant all on public.launch_kits to service_role;
