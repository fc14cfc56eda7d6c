-- Issue 33 (decision 130): a product page's views, counted by Folio itself (no third-party script):
-- one row per product per UTC day. The server adds a few seconds' worth of views at a time.
create table public.product_page_views (
  product_id uuid not null references public.products (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (product_id, day)
);

alter table public.product_page_views enable row level security;
create policy "product_page_views: read own" on public.product_page_views for select to authenticated
  using (exists (select 1 from public.products p where p.id = product_id and p.user_id = auth.uid()));

revoke all on public.product_page_views from anon, authenticated;
grant select on public.product_page_views to authenticated;
grant all on public.product_page_views to service_role;
