-- Issue 16: a project's publishing settings (author, trim size, print, theme, copyright, year, AI
-- disclosure), edited in the editor's Export section (decision 48). One JSON object, checked by the
-- shared zod schema on the way in and field by field on the way out; null for projects without
-- any. The check only bounds its shape and size, so a write around the API stores nothing large.
alter table public.projects add column publishing jsonb
  check (publishing is null or (jsonb_typeof(publishing) = 'object' and octet_length(publishing::text) <= 4096));
grant insert (publishing), update (publishing) on public.projects to authenticated;
