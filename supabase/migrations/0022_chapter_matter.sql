-- Issue 29 (decision 103): an ebook's or guide's outline marks its opening and closing chapters as
-- front or back matter (unnumbered); the draft job keeps each chapter's matter until finish copies
-- it onto the project's chapters (a JSON document, so the project needs no column). Null for a
-- draft started before outlines had it, and for a planner's or checklist's sections: absent = body.
--
-- The check bounds what a write around the API can store to src/core/book-matter.ts's MATTERS. Read
-- like the other columns: draft_chapters keeps its table-wide select grant for its owner (RLS
-- "draft_chapters: read own") and only the server writes it, so no column grant is needed.
alter table public.draft_chapters add column matter text
  constraint draft_chapters_matter_check check (matter is null or matter in ('front', 'body', 'back'));
