-- Card checkouts (decision 0022): one row per checkout session, created before the provider is
-- called. The price and credits are copied from the server's pack table at that moment, so a
-- later price change never alters what a buyer was promised. The provider's session id is
-- unique: with the ledger's unique (kind, ref = 'purchase:<session id>') every purchase grants
-- its credits exactly once, however many webhooks and success-page calls arrive, in any order.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  pack text not null check (pack in ('starter', 'standard', 'pro')),
  credits integer not null check (credits > 0),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd',
  provider text not null check (provider in ('stripe', 'local')),
  -- Null only between the insert and the provider's answer (or when the provider refused).
  provider_session_id text unique,
  provider_payment_id text,
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'paid', 'failed', 'canceled', 'expired')),
  -- Why a checkout failed: the provider's refusal or a declined payment, for support.
  failure text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint payments_paid_at check ((status = 'paid') = (paid_at is not null))
);

create index payments_by_user on public.payments (user_id, created_at desc);

alter table public.payments enable row level security;
create policy "payments: read own" on public.payments
  for select to authenticated using (user_id = auth.uid());
-- Only the server writes payments; a user may read their own.
revoke all on public.payments from anon, authenticated;
grant select on public.payments to authenticated;
grant all on public.payments to service_role;
