-- A selection rewrite accepted in the editor keeps the chapter's earlier text too
-- (docs/product.md#chapter-rewrites, decision 68).
alter table public.chapter_versions drop constraint chapter_versions_reason_check;
alter table public.chapter_versions
  add constraint chapter_versions_reason_check
  check (reason in ('regenerate', 'shorter', 'longer', 'grammar', 'style', 'restore', 'selection'));
