-- Per-user storage limits (decision 0030): each project's size in bytes, kept by Postgres itself
-- on every write, so the server can sum a user's documents without reading them. Counts the text
-- a person wrote: title, description, audience and the chapters as stored.
alter table public.projects
  add column document_bytes bigint not null generated always as (
    octet_length(title) + octet_length(description) + octet_length(target_audience) + octet_length(chapters::text)
  ) stored;

-- Pending checkouts per user in the last hour are counted on every checkout start.
create index payments_pending_by_user on public.payments (user_id, created_at) where status = 'pending';
