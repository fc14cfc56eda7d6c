-- Fixed-window request counters shared by every process: the product API's limits (free chapter
-- rewrites) and, in embedded mode, the auth service's. In the product schema so hosted Supabase
-- deployments have it too; nobody but the server's own connection can see or touch it.
create table public.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;
grant all on public.rate_limits to service_role;
