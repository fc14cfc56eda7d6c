-- Decision 46: the finish request's fullText (docs/product.md#product-api) was stored here and
-- never read; every chapter's text is in draft_chapters already. The request still accepts it.
alter table public.draft_jobs drop column full_text;
