-- GoTrue's columns for what the user JSON reports besides confirmation and recovery: when the
-- account was invited, an e-mail change waiting for confirmation, and the last reauthentication
-- code mailed (GET /reauthenticate). The tokens themselves stay in auth.one_time_tokens.
alter table auth.users add column invited_at timestamptz;
alter table auth.users add column email_change text;
alter table auth.users add column email_change_sent_at timestamptz;
alter table auth.users add column reauthentication_sent_at timestamptz;
