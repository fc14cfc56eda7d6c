-- Decision 41: with every chapter of a draft written at once, a chapter being written counts as
-- delivered (paid for on cancel) only once enough of its text has streamed to the person.
alter table public.draft_chapters add column text_delivered boolean not null default false;
