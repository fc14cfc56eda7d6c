-- Issue 33 (decision 135): list mail — the launch kit's sequence and one-off broadcasts to a
-- creator's confirmed subscribers. `list_mails` is the schedule (the source of truth: cancelling is
-- an update, a restart loses nothing); the job queue (pg-boss, in its own schema `pgboss`, installed
-- by the server at start) only runs the sends. `list_mail_deliveries` makes each send exactly once:
-- one row per (mail, subscriber), claimed in a transaction before the SMTP call, marked after it.

create table public.list_mails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('sequence', 'broadcast')),
  -- The sequence mail's place in the launch plan (LAUNCH_EMAIL_KINDS); null for a broadcast.
  email_kind text check (email_kind is null or email_kind in
    ('warm-up', 'story', 'announcement', 'details', 'proof', 'objections', 'last-call')),
  -- The audience: confirmed subscribers who came from this product; null = every product's.
  product_id uuid references public.products (id) on delete set null,
  subject text not null check (char_length(subject) between 1 and 300),
  -- Markdown / plain text, as the creator wrote it; the footer (unsubscribe link, postal address) is added per send.
  body text not null check (char_length(body) <= 20000),
  send_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'sending', 'sent', 'cancelled', 'blocked')),
  -- Set when the daily cap stopped a send: the rest waits until then (the next UTC day).
  resume_at timestamptz,
  -- The confirmed subscribers it was expanded to at send time, and how many it reached.
  recipients integer not null default 0 check (recipients >= 0),
  sent integer not null default 0 check (sent >= 0),
  -- Why it is blocked or waiting (no postal address, the daily cap).
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index list_mails_by_user on public.list_mails (user_id, send_at desc);
-- What the worker's due check reads every few seconds.
create index list_mails_due on public.list_mails (coalesce(resume_at, send_at)) where status in ('scheduled', 'sending');

-- One row per recipient, written when the mail is expanded (so a later confirmation does not join
-- a mail already going out). pending → sending (claimed, before SMTP) → sent; skipped when the
-- address unsubscribed before its turn; failed after repeated SMTP errors. A row left in `sending`
-- belongs to a process that died mid-send: it is never retried (at most once per address).
create table public.list_mail_deliveries (
  mail_id uuid not null references public.list_mails (id) on delete cascade,
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  -- The creator, so the daily cap counts one index range.
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  claimed_at timestamptz,
  sent_at timestamptz,
  primary key (mail_id, subscriber_id)
);
create index list_mail_deliveries_cap on public.list_mail_deliveries (user_id, claimed_at) where claimed_at is not null;
create index list_mail_deliveries_pending on public.list_mail_deliveries (mail_id) where status = 'pending';

alter table public.list_mails enable row level security;
alter table public.list_mail_deliveries enable row level security;
create policy "list_mails: read own" on public.list_mails for select to authenticated using (user_id = auth.uid());
revoke all on public.list_mails, public.list_mail_deliveries from anon, authenticated;
grant select on public.list_mails to authenticated;
grant all on public.list_mails, public.list_mail_deliveries to service_role;
