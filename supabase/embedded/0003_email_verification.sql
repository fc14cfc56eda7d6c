-- One row per mailed token: the link token's hash (token_hash) and the 6-digit code's hash
-- (otp_hash, salted with the address it was sent to), so using either one uses both.
alter table auth.one_time_tokens add column otp_hash text;
-- A token mailed for the PKCE flow keeps the browser's code challenge until the link is opened.
alter table auth.one_time_tokens add column code_challenge text;
alter table auth.one_time_tokens add column code_challenge_method text
  check (code_challenge_method in ('s256', 'plain'));
create index one_time_tokens_otp_idx on auth.one_time_tokens (relates_to, otp_hash);

-- When an address was last mailed a link or code (at most one per minute). Kept per address
-- hash, whether or not an account exists, so the limit itself reveals no accounts.
create table auth.mail_throttle (
  address_hash text primary key,
  last_sent_at timestamptz not null
);
