-- Issue 30 (decision 104): an outline paid for is kept on the account. The outline generations of
-- migration 0002 already hold what was asked (request) and what came back (result); this adds what
-- the saved outlines need: when the outline was last edited, when its owner took it off the lists,
-- and which draft job was started from it (the project that job became is the outline's project).
--
-- Read like the other columns: generations and draft_jobs keep their table-wide select grants for
-- their owners (RLS "read own"), and only the server writes them, so no column grant is needed.
alter table public.generations add column updated_at timestamptz;
update public.generations set updated_at = coalesce(finished_at, created_at);
alter table public.generations alter column updated_at set not null;
alter table public.generations alter column updated_at set default now();

-- Removed from the lists (DELETE /api/outlines/:id): the row stays, as the record of what the
-- spend in the credit ledger ('outline:<id>') bought, and its projects stay too.
alter table public.generations add column deleted_at timestamptz;

-- The outline a draft was started from: its finished project is "drafted from" the outline
-- (projects.source_draft_job_id leads back to the job). No outline, no link (older drafts, the API).
alter table public.draft_jobs add column outline_id uuid references public.generations (id) on delete set null;
create index draft_jobs_by_outline on public.draft_jobs (outline_id) where outline_id is not null;

-- Drafts started before this change: a job whose title is the title of an outline its owner
-- generated before it is taken to be drafted from that outline (the newest such outline), so a
-- finished draft's outline does not show as "not drafted" and invite a second purchase.
update public.draft_jobs j
set outline_id = (
  select g.id from public.generations g
  where g.user_id = j.user_id and g.kind = 'outline' and g.status = 'succeeded'
    and g.result ->> 'title' = j.title and g.created_at <= j.created_at
  order by g.created_at desc
  limit 1
)
where j.outline_id is null;
