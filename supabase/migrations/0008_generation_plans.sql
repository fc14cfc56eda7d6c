-- Issue 14: an outline's plan per chapter and the book's language travel with the draft job, and
-- the quality pass's notes are kept per chapter until the draft becomes a project.
alter table public.draft_jobs add column language text;
alter table public.draft_chapters add column plan text;
alter table public.draft_chapters add column notes jsonb;
