-- Chapter history is metered (decision 73). Until now only its row counts were capped (50 versions
-- a chapter, 1500 a project, migration 0005): 200 projects × 1500 versions of up to 400 KB each
-- let one account keep about 90 GB, and one statement through the hosted Data API wrote 429 MB.
-- Now: an account keeps at most `history_bytes_per_user` of versions and at most 10,000 of them,
-- the oldest forgotten first, and a user's token writes at most 30 versions in one transaction.

-- The account's history budget (HISTORY_BYTES_PER_USER), written by the server at every start with
-- the other limits (decision 71); the default here is the configuration's. At least 512 KiB, so the
-- largest version (100,000 characters of up to 4 bytes, and a title) always fits on its own.
alter table public.storage_limits
  add column history_bytes_per_user bigint not null default 52428800 check (history_bytes_per_user >= 524288);

-- A version's size as stored, kept by Postgres itself, so an account's history is one sum over an
-- index rather than a read of every text.
alter table public.chapter_versions
  add column byte_size bigint not null generated always as (octet_length(title) + octet_length(content)) stored;

-- A user's versions newest first, with their sizes: the sum and the oldest-first pruning below read
-- only this index.
create index chapter_versions_by_user on public.chapter_versions (user_id, created_at desc, seq desc) include (byte_size);

-- At most 30 versions (one for each chapter of the largest document) in one transaction of a
-- user's token, refused as the row is written: a bulk insert stops at its 31st row instead of
-- writing hundreds of megabytes first. The API writes one version a request. Counted in a
-- setting local to the transaction; runs as the caller (no `security definer`), so `current_user`
-- is the request's role and the server's own connection is not bounded.
create or replace function public.limit_versions_per_transaction() returns trigger
language plpgsql set search_path = ''
as $$
declare
  written integer;
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  written := coalesce(nullif(current_setting('folio.versions_in_transaction', true), '')::integer, 0) + 1;
  if written > 30 then
    raise exception using errcode = 'PT409', message = 'storage_limit',
      detail = 'more than 30 chapter versions in one write';
  end if;
  perform set_config('folio.versions_in_transaction', written::text, true);
  return new;
end;
$$;

create trigger chapter_versions_per_transaction
  before insert on public.chapter_versions
  for each row execute function public.limit_versions_per_transaction();

-- At commit, the account's versions newest first are kept while they fit in its budget, and at most
-- 10,000 of them (so this sum stays cheap: 200 projects × 1,500 versions would be 300,000 rows);
-- older ones are deleted. Forgetting, not refusing: the editor keeps a version before it saves the
-- document that replaced the text, so a refused version would stop the save (decision 73). Under a
-- per-user lock held to the end of the transaction, so two writers at once prune against each
-- other's rows; as the owner, since users have no delete grant. Deletes and the per-chapter and
-- per-project pruning of migration 0005 free room the same way: the sum is taken afresh.
create or replace function public.enforce_history_limits() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  lim public.storage_limits;
  kept integer;
  used bigint;
begin
  select * into strict lim from public.storage_limits;
  perform pg_advisory_xact_lock(hashtextextended('folio:history:' || new.user_id::text, 0));
  select count(*), coalesce(sum(v.byte_size), 0) into kept, used from public.chapter_versions v where v.user_id = new.user_id;
  if used <= lim.history_bytes_per_user and kept <= 10000 then
    return null;
  end if;
  delete from public.chapter_versions v
  using (
    select o.id, sum(o.byte_size) over newest as newer_bytes, row_number() over newest as place
    from public.chapter_versions o
    where o.user_id = new.user_id
    window newest as (order by o.created_at desc, o.seq desc rows between unbounded preceding and current row)
  ) ranked
  where v.id = ranked.id and (ranked.newer_bytes > lim.history_bytes_per_user or ranked.place > 10000);
  return null;
end;
$$;

create constraint trigger chapter_versions_within_limits
  after insert on public.chapter_versions
  deferrable initially deferred
  for each row execute function public.enforce_history_limits();
