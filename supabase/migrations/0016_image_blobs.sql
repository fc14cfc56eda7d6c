-- Issue 25: an image's bytes may live outside its row (decision 72). Embedded mode keeps them as
-- files under DATA_DIR, named by their SHA-256, so no upload, read or export moves them through
-- PGlite on the server's main thread; a PostgreSQL server keeps them in `bytes`, where every
-- replica reaches them. The row stays the image's metadata and ownership, under the RLS of
-- migration 0013, and `byte_size` stays what the limits of migration 0015 count.

-- `byte_size` was generated from `bytes`; it becomes a plain column, set from the bytes whenever
-- they are in the row (below) and by the server when they are not.
alter table public.project_images alter column byte_size drop expression;
alter table public.project_images alter column bytes drop not null;
alter table public.project_images add constraint project_images_byte_size_bounded check (byte_size between 1 and 20971520);

-- The content hash: the file's name in embedded mode and the image's ETag in both.
alter table public.project_images add column sha256 text;
update public.project_images set sha256 = encode(sha256(bytes), 'hex');
alter table public.project_images alter column sha256 set not null;
alter table public.project_images add constraint project_images_sha256_hex check (sha256 ~ '^[0-9a-f]{64}$');

-- Bytes in the row decide the size and hash, whatever the insert said: a write through the hosted
-- Data API cannot understate what it stores. A row without bytes stores nothing in the database.
create or replace function public.project_image_from_bytes() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.bytes is not null then
    new.byte_size := octet_length(new.bytes);
    new.sha256 := encode(sha256(new.bytes), 'hex');
  end if;
  return new;
end;
$$;

create trigger project_images_from_bytes
  before insert on public.project_images
  for each row execute function public.project_image_from_bytes();

-- The server's inserts run as `authenticated` (as-user.ts) and name the size and hash of a file.
grant insert (byte_size, sha256) on public.project_images to authenticated;

-- Which of a user's images still name a file: the clean-up after a delete asks by hash.
create index project_images_by_user_and_hash on public.project_images (user_id, sha256);
drop index public.project_images_by_user;
