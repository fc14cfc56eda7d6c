-- Issue 33 (decision 134): downloads per order and format. orders.download_count is the total
-- (the creator's orders list shows it, the new-browser check reads it); this table says which
-- formats were taken and when last, for the creator's questions ("did they get the EPUB?").
create table public.order_downloads (
  order_id uuid not null references public.orders (id) on delete cascade,
  format text not null check (format in ('pdf', 'epub', 'docx', 'bundle')),
  downloads integer not null default 0 check (downloads >= 0),
  last_at timestamptz not null default now(),
  primary key (order_id, format)
);

alter table public.order_downloads enable row level security;
create policy "order_downloads: read own" on public.order_downloads for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = auth.uid()));
revoke all on public.order_downloads from anon, authenticated;
grant select on public.order_downloads to authenticated;
grant all on public.order_downloads to service_role;
