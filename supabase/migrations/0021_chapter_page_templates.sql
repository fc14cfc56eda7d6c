-- Issue 28 (decision 94): a planner's or checklist's outline gives each chapter the page template
-- Folio draws it with (and its options); the draft job keeps them per chapter until finish copies
-- them onto the project's chapters (a JSON document, so the project needs no column). Null for a
-- prose chapter and for every chapter of an ebook or a guide.
--
-- The checks bound what a write around the API can store: a template from src/core/planner.ts's
-- PAGE_TEMPLATES (a new template replaces the named constraint), and options as a small JSON object
-- (pageOptionsSchema: pages, layout, period). Read like the other columns: draft_chapters keeps its
-- table-wide select grant for its owner (RLS "draft_chapters: read own") and only the server
-- writes it, so no column grant is needed.
alter table public.draft_chapters add column page_template text
  constraint draft_chapters_page_template_check check (page_template is null or page_template in (
    'year', 'month', 'week', 'day', 'habits', 'goals', 'review', 'meal-plan', 'shopping-list', 'budget', 'workout',
    'mood', 'water', 'reading', 'notes-lined', 'notes-dots', 'notes-blank', 'checklist', 'cheat-sheet'
  ));
alter table public.draft_chapters add column page_options jsonb
  constraint draft_chapters_page_options_check check (
    page_options is null or (jsonb_typeof(page_options) = 'object' and octet_length(page_options::text) <= 256)
  );
