-- Issue 14: a project keeps its book's language (BCP 47, from the outline) so rewrites stay in it.
-- Null for projects made before outlines had a language. Users may set it like any document field.
alter table public.projects add column language text check (language is null or char_length(language) <= 35);
grant insert (language), update (language) on public.projects to authenticated;
