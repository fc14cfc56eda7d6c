-- Issue 33 (decision 127): selling. The creator's seller profile, products and their frozen
-- versions and files, subscribers with their consent records, and orders. Written by the server's
-- own connection alone; creators read their own rows under RLS; buyers and subscribers never reach
-- these tables but through the server's public pages, which look rows up by unguessable tokens.
-- Later migrations of the same issue add what each part needs (page views, list mail, delivery).

create table public.seller_profiles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  -- /s/<handle>: the store page listing the creator's live products; null until chosen.
  store_handle text unique check (store_handle is null or store_handle ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  store_name text not null default '' check (char_length(store_name) <= 80),
  -- CAN-SPAM: every list mail carries it; none is sent without it.
  postal_address text not null default '' check (char_length(postal_address) <= 300),
  reply_to text check (reply_to is null or char_length(reply_to) <= 255),
  -- Stripe Connect (a Standard account the creator owns): direct charges go to it.
  stripe_account_id text unique,
  charges_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- One product per project. A deleted project leaves its product (buyers keep their downloads).
  project_id uuid unique references public.projects (id) on delete set null,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 3 and 60),
  title text not null,
  status text not null default 'live' check (status in ('live', 'unpublished')),
  price_kind text not null check (price_kind in ('fixed', 'pwyw', 'free')),
  currency text check (currency is null or currency in ('usd', 'eur', 'gbp', 'cad', 'aud')),
  -- In the smallest unit; for pay-what-you-want the suggested price and the minimum.
  amount_cents integer check (amount_cents is null or amount_cents > 0),
  minimum_cents integer check (minimum_cents is null or minimum_cents > 0),
  formats text[] not null check (cardinality(formats) between 1 and 4
    and formats <@ array['pdf', 'epub', 'docx', 'bundle']::text[]),
  sales_copy text not null default '' check (char_length(sales_copy) <= 20000),
  refund_policy text not null default '' check (char_length(refund_policy) <= 300),
  checkout_url text check (checkout_url is null or char_length(checkout_url) <= 2000),
  published_at timestamptz not null default now(),
  unpublished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((price_kind = 'free') = (amount_cents is null)),
  check ((price_kind = 'free') = (currency is null)),
  check ((price_kind = 'pwyw') = (minimum_cents is not null))
);
create index products_by_user on public.products (user_id);

-- A published version: what buyers get is rendered from this snapshot and never changes.
create table public.product_versions (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  version integer not null check (version > 0),
  -- The project's revision when frozen: a later edit makes the product `outdated`.
  project_revision integer not null,
  -- What the public page shows, frozen: {title, subtitle, description, productType, language,
  -- chapters: [title], excerpt: {title, markdown}, author}.
  page jsonb not null check (jsonb_typeof(page) = 'object'),
  created_at timestamptz not null default now(),
  unique (product_id, version)
);

-- Which version buyers get now (the newest published).
alter table public.products add column current_version_id uuid references public.product_versions (id);

-- The files of a version: the formats sold, and the cover images for the page ('cover', 'og').
-- `bytes` is null when the bytes live outside the database (decision 127: the image store's rule).
create table public.product_files (
  version_id uuid not null references public.product_versions (id) on delete cascade,
  format text not null check (format in ('pdf', 'epub', 'docx', 'bundle', 'cover', 'og')),
  file_name text not null,
  media_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  sha256 text not null,
  bytes bytea,
  created_at timestamptz not null default now(),
  primary key (version_id, format)
);

-- One row per address per creator: lists are the creator's, never shared between creators.
create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- Stored lower-cased: one person, one row.
  email text not null check (email = lower(email) and char_length(email) <= 255),
  name text check (name is null or char_length(name) <= 100),
  status text not null default 'unconfirmed' check (status in ('unconfirmed', 'confirmed', 'unsubscribed')),
  source_product_id uuid references public.products (id) on delete set null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, email)
);
create index subscribers_by_status on public.subscribers (user_id, status);

-- What someone agreed to: when, with which address, on which product's form, in which words.
create table public.consents (
  id uuid primary key default gen_random_uuid(),
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  email text not null,
  wording text not null,
  source_ip text,
  created_at timestamptz not null default now()
);
create index consents_by_subscriber on public.consents (subscriber_id);

-- An order: a sale (paid) or a lead magnet's confirmed download (free). Delivery reads it.
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  -- The seller.
  user_id uuid not null references public.profiles (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  version_id uuid not null references public.product_versions (id),
  kind text not null check (kind in ('paid', 'free')),
  email text not null check (email = lower(email) and char_length(email) <= 255),
  amount_cents integer not null default 0 check (amount_cents >= 0),
  currency text check (currency is null or currency in ('usd', 'eur', 'gbp', 'cad', 'aud')),
  fee_cents integer not null default 0 check (fee_cents >= 0),
  status text not null default 'pending' check (status in ('pending', 'paid', 'refunded', 'disputed')),
  checkout_mode text not null check (checkout_mode in ('external', 'stripe-connect', 'local', 'free')),
  -- The provider's checkout session (Stripe cs_…, local cs_local_…): fulfilment happens once per session.
  session_id text unique,
  stripe_account_id text,
  payment_intent_id text,
  subscriber_id uuid references public.subscribers (id) on delete set null,
  download_count integer not null default 0,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  refunded_at timestamptz
);
create index orders_by_user on public.orders (user_id, created_at desc);
create index orders_by_product on public.orders (product_id, created_at desc);
create index orders_by_email on public.orders (user_id, email);

alter table public.seller_profiles enable row level security;
alter table public.products enable row level security;
alter table public.product_versions enable row level security;
alter table public.product_files enable row level security;
alter table public.subscribers enable row level security;
alter table public.consents enable row level security;
alter table public.orders enable row level security;

create policy "seller_profiles: read own" on public.seller_profiles for select to authenticated using (user_id = auth.uid());
create policy "products: read own" on public.products for select to authenticated using (user_id = auth.uid());
create policy "product_versions: read own" on public.product_versions for select to authenticated
  using (exists (select 1 from public.products p where p.id = product_id and p.user_id = auth.uid()));
create policy "subscribers: read own" on public.subscribers for select to authenticated using (user_id = auth.uid());
create policy "consents: read own" on public.consents for select to authenticated using (user_id = auth.uid());
create policy "orders: read own" on public.orders for select to authenticated using (user_id = auth.uid());

revoke all on public.seller_profiles, public.products, public.product_versions, public.product_files,
  public.subscribers, public.consents, public.orders from anon, authenticated;
grant select on public.seller_profiles, public.products, public.product_versions, public.subscribers,
  public.consents, public.orders to authenticated;
grant all on public.seller_profiles, public.products, public.product_versions, public.product_files,
  public.subscribers, public.consents, public.orders to service_role;

-- The key selling's tokens are signed with (download pages, file links, opt-in confirmations,
-- unsubscribe links): one per database, made by the first server that needs it, shared by every replica.
create table public.selling_keys (
  id smallint primary key check (id = 1),
  secret bytea not null check (octet_length(secret) >= 32),
  created_at timestamptz not null default now()
);
alter table public.selling_keys enable row level security;
revoke all on public.selling_keys from anon, authenticated;
grant all on public.selling_keys to service_role;
