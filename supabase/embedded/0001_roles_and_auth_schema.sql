-- Embedded mode only: what a hosted Supabase project already has. The API roles that requests
-- switch to with `set local role`, and the auth schema with the helpers that policies call.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when duplicate_object or unique_violation then
        -- Roles belong to the whole server: another database's migration made it just now.
        null;
      end;
    end if;
  end loop;
  -- Only a superuser may grant BYPASSRLS; elsewhere service_role stays subject to policies.
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter role service_role bypassrls;
  end if;
end
$$;

-- The server's own login must be able to `set role` to each of them (it is not always a superuser).
grant anon, authenticated, service_role to current_user;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- Same definitions as Supabase's: the claims come from `set_config('request.jwt.claims', …, true)`.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
