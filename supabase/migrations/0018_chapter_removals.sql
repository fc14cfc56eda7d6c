-- Issue 26 (decision 79): what the cleaner took out of a draft chapter's reply (chatter, a sign-off,
-- the next chapter run on) is kept on the chapter until the draft becomes a project, where the
-- editor offers it back. A JSON array of chapterRemovalSchema, like `notes`; null when nothing went.
alter table public.draft_chapters add column removals jsonb;
