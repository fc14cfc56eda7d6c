import type { ProjectImageType } from '@core/project-images.ts'
import type { Queryable } from '../db/database.ts'
import type { UserTx } from '../projects/as-user.ts'

/** No query here names a user: the caller's role and the RLS policies of migration 0013 pick the rows. */
export interface ProjectImageRow {
  id: string
  content_type: ProjectImageType
  byte_size: number
  width: number
  height: number
  created_at: Date | string
}

export interface NewProjectImage {
  contentType: ProjectImageType
  bytes: Uint8Array
  width: number
  height: number
}

/** A row to insert: its bytes in the row (PostgreSQL) or null (a file, decision 72); size and hash always. */
export interface ImageRowValues {
  contentType: ProjectImageType
  bytes: Uint8Array | null
  byteSize: number
  sha256: string
  width: number
  height: number
}

const COLUMNS = 'id, content_type, byte_size, width, height, created_at'

/**
 * Holds the caller's image lock until the transaction ends: every write that adds images takes it
 * first, so two uploads at once cannot both count the same room under the limits.
 */
export async function lockImages(tx: UserTx): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('folio:images:' || auth.uid()::text, 0))`)
}

export interface ImageUsage {
  /** In the one project. */
  count: number
  bytes: number
  /** In all of the caller's projects. */
  userBytes: number
}

export async function imageUsage(tx: UserTx, projectId: string): Promise<ImageUsage> {
  const { rows } = await tx.query<ImageUsage>(
    `select count(*) filter (where project_id = $1)::int as count,
       coalesce(sum(byte_size) filter (where project_id = $1), 0)::float8 as bytes,
       coalesce(sum(byte_size), 0)::float8 as "userBytes"
     from public.project_images`,
    [projectId],
  )
  return rows[0] ?? { count: 0, bytes: 0, userBytes: 0 }
}

const bytea = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null)

/** The insert policy refuses a project the caller does not own (as a missing one: no row). */
export async function insertImage(tx: UserTx, projectId: string, image: ImageRowValues): Promise<ProjectImageRow> {
  const { rows } = await tx.query<ProjectImageRow>(
    `insert into public.project_images (project_id, user_id, content_type, bytes, byte_size, sha256, width, height)
     values ($1, auth.uid(), $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [projectId, image.contentType, bytea(image.bytes), image.byteSize, image.sha256, image.width, image.height],
  )
  return rows[0]!
}

/** What serving an image needs before its bytes: never the bytes themselves. */
export interface ImageFileRow {
  content_type: ProjectImageType
  byte_size: number
  sha256: string
}

export async function findImageFile(tx: UserTx, projectId: string, id: string): Promise<ImageFileRow | undefined> {
  const { rows } = await tx.query<ImageFileRow>(
    'select content_type, byte_size, sha256 from public.project_images where project_id = $1 and id = $2',
    [projectId, id],
  )
  return rows[0]
}

/** The byte sizes of the caller's images among `ids` in the project, without reading a byte of them (decision 74). */
export async function imageSizes(tx: UserTx, projectId: string, ids: readonly string[]): Promise<{ id: string; byte_size: number }[]> {
  const { rows } = await tx.query<{ id: string; byte_size: number }>(
    'select id, byte_size from public.project_images where project_id = $1 and id = any($2::uuid[])',
    [projectId, ids],
  )
  return rows
}

/** The hashes of the project's images among `ids`; ids of other projects or users are simply not found. */
export async function readImageHashes(tx: UserTx, projectId: string, ids: readonly string[]): Promise<{ id: string; sha256: string }[]> {
  const { rows } = await tx.query<{ id: string; sha256: string }>(
    'select id, sha256 from public.project_images where project_id = $1 and id = any($2::uuid[])',
    [projectId, ids],
  )
  return rows
}

/** The bytes kept in the rows (the database store); a row whose bytes live in a file has none here. */
export async function readImageBytes(tx: UserTx, projectId: string, ids: readonly string[]): Promise<{ id: string; bytes: Uint8Array }[]> {
  const { rows } = await tx.query<{ id: string; bytes: Uint8Array }>(
    'select id, bytes from public.project_images where project_id = $1 and id = any($2::uuid[]) and bytes is not null',
    [projectId, ids],
  )
  return rows
}

/** Which of `hashes` an image of the caller still names (the clean-up after a delete). */
export async function namedHashes(tx: UserTx, hashes: readonly string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ sha256: string }>(
    'select distinct sha256 from public.project_images where user_id = auth.uid() and sha256 = any($1::text[])',
    [hashes],
  )
  return new Set(rows.map((row) => row.sha256))
}

/** The hashes of a project's images, read before the project goes (its images go by cascade). */
export async function projectImageHashes(tx: UserTx, projectId: string): Promise<string[]> {
  const { rows } = await tx.query<{ sha256: string }>('select distinct sha256 from public.project_images where project_id = $1', [
    projectId,
  ])
  return rows.map((row) => row.sha256)
}

/** The deleted image's hash, or undefined when there was none to delete. */
export async function deleteImage(tx: UserTx, projectId: string, id: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ sha256: string }>(
    'delete from public.project_images where project_id = $1 and id = $2 returning sha256',
    [projectId, id],
  )
  return rows[0]?.sha256
}

/** A duplicated project's images: copies under the same ids, so its chapters' references still resolve. */
export async function copyImages(tx: UserTx, fromProjectId: string, toProjectId: string): Promise<void> {
  await tx.query(
    `insert into public.project_images (id, project_id, user_id, content_type, bytes, byte_size, sha256, width, height)
     select id, $2, user_id, content_type, bytes, byte_size, sha256, width, height from public.project_images where project_id = $1`,
    [fromProjectId, toProjectId],
  )
}

// The server's own connection, at start-up only (embedded mode, before any request): every user's rows.

/** A few rows whose bytes are still in the column (written before migration 0016), to move into files. */
export async function rowsWithBytes(
  db: Queryable,
  limit: number,
): Promise<{ project_id: string; id: string; user_id: string; sha256: string; bytes: Uint8Array }[]> {
  const { rows } = await db.query<{ project_id: string; id: string; user_id: string; sha256: string; bytes: Uint8Array }>(
    'select project_id, id, user_id, sha256, bytes from public.project_images where bytes is not null limit $1',
    [limit],
  )
  return rows
}

export async function clearRowBytes(db: Queryable, projectId: string, id: string): Promise<void> {
  await db.query('update public.project_images set bytes = null where project_id = $1 and id = $2', [projectId, id])
}

/** Every (user, hash) an image names: the files that must stay. */
export async function allImageHashes(db: Queryable): Promise<{ user_id: string; sha256: string }[]> {
  const { rows } = await db.query<{ user_id: string; sha256: string }>(
    'select distinct user_id::text as user_id, sha256 from public.project_images',
  )
  return rows
}
