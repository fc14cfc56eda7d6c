-- Profiles: one per auth user, holding the credit balance. Works on hosted Supabase as is.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  credits integer not null default 0 check (credits >= 0),
  created_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- A user reads only their own row, may create only their own row and only with the starting
-- 2 credits, and has no update grant at all: credits change only through the server's ledger.
create policy "profiles: read own" on public.profiles
  for select to authenticated using (id = auth.uid());
create policy "profiles: insert own with 2 credits" on public.profiles
  for insert to authenticated with check (id = auth.uid() and credits = 2);

revoke all on public.profiles from anon, authenticated;
grant select, insert on public.profiles to authenticated;
grant all on public.profiles to service_role;

create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, credits) values (new.id, 2) on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
