-- Issue 27 (decision 85): the book's subtitle, apart from its description (the blurb). Suggested by
-- the outline, so a draft job keeps it until finish copies it onto the project it becomes; edited
-- in the editor like the title. Null when there is none. Bounded like the other text columns
-- (COVER_DESIGN_LIMITS.subtitle), so a write around the API stores nothing long. Not counted in
-- `document_bytes` (migration 0007): 160 characters at most, and the generated column would have
-- to be dropped and made again.
alter table public.projects add column subtitle text check (subtitle is null or char_length(subtitle) <= 160);
grant insert (subtitle), update (subtitle) on public.projects to authenticated;

alter table public.draft_jobs add column subtitle text check (subtitle is null or char_length(subtitle) <= 160);

-- The cover design and the author bio (up to 600 characters) now live in the publishing settings:
-- 4096 bytes no longer hold a full set in a script of three-byte characters.
alter table public.projects drop constraint projects_publishing_check;
alter table public.projects add constraint projects_publishing_check
  check (publishing is null or (jsonb_typeof(publishing) = 'object' and octet_length(publishing::text) <= 8192));
