-- The credit ledger: every change to profiles.credits is one row here, written in the same
-- transaction as the balance change, so sum(amount) per user always equals the balance.
create table public.credit_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- grant: purchase, sign-up bonus, support; spend/refund: outlines; hold/settle/release: drafts.
  kind text not null check (kind in ('grant', 'spend', 'refund', 'hold', 'settle', 'release')),
  amount integer not null,
  balance_after integer not null check (balance_after >= 0),
  reason text not null,
  -- What the movement is for (e.g. 'draft:<job id>'): with kind, it makes every step count once.
  ref text not null,
  created_at timestamptz not null default now(),
  constraint credit_ledger_once unique (kind, ref),
  constraint credit_ledger_sign check (
    (kind in ('grant', 'refund', 'release') and amount > 0)
    or (kind in ('spend', 'hold') and amount < 0)
    or (kind = 'settle' and amount = 0)
  )
);

create index credit_ledger_by_user on public.credit_ledger (user_id, id desc);

alter table public.credit_ledger enable row level security;
create policy "credit_ledger: read own" on public.credit_ledger
  for select to authenticated using (user_id = auth.uid());
revoke all on public.credit_ledger from anon, authenticated;
grant select on public.credit_ledger to authenticated;
grant all on public.credit_ledger to service_role;

-- Profiles already present get their balance as an opening grant, keeping the sums equal.
insert into public.credit_ledger (user_id, kind, amount, balance_after, reason, ref)
select id, 'grant', credits, credits, 'opening_balance', 'opening:' || id
from public.profiles where credits > 0;

-- A new profile's starting credits (trigger or the client's insert, docs/product.md#dashboard) are a ledger grant.
create or replace function public.record_starting_credits() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.credits > 0 then
    insert into public.credit_ledger (user_id, kind, amount, balance_after, reason, ref)
    values (new.id, 'grant', new.credits, new.credits, 'signup_bonus', 'signup:' || new.id);
  end if;
  return new;
end;
$$;

create trigger on_profile_created
  after insert on public.profiles
  for each row execute function public.record_starting_credits();

-- Outline generations: what was asked, what came back, and whether the spend was refunded.
create table public.generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('outline')),
  status text not null check (status in ('running', 'succeeded', 'failed')),
  request jsonb not null,
  result jsonb,
  writer text,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create index generations_by_user on public.generations (user_id, created_at desc);
alter table public.generations enable row level security;
create policy "generations: read own" on public.generations
  for select to authenticated using (user_id = auth.uid());
revoke all on public.generations from anon, authenticated;
grant select on public.generations to authenticated;
grant all on public.generations to service_role;
