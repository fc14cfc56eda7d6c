-- Decision 81: the book-level quality pass runs once every chapter of a draft is written, and again
-- when a chapter is written anew. `quality_checked` holds a hash of each chapter's text as the last
-- pass left it (a JSON array, in chapter order), so a second caller (a finish after the stream, a
-- resumed stream) claims the pass only when some chapter changed, and only those chapters get calls.
alter table public.draft_jobs add column quality_checked jsonb;
-- While a pass runs, `quality_running_until` holds its lease: finish waits for it rather than build
-- the project from chapters the pass is about to revise, and a pass whose process died can be
-- claimed again once the lease lapses.
alter table public.draft_jobs add column quality_running_until timestamptz;
