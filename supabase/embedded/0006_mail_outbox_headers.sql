-- Issue 33: selling mail. The local outbox keeps who a mail is from (list mail has its own From)
-- and its extra headers (List-Unsubscribe, List-Unsubscribe-Post), so the embedded default shows
-- and tests read exactly what SMTP would have carried.
alter table auth.mail_outbox add column from_address text;
alter table auth.mail_outbox add column headers jsonb not null default '{}'::jsonb;
