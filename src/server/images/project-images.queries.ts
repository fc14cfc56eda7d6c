import type { ProjectImageType } from '@core/project-images.ts'
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

/** The insert policy refuses a project the caller does not own (as a missing one: no row). */
export async function insertImage(tx: UserTx, projectId: string, image: NewProjectImage): Promise<ProjectImageRow> {
  const { rows } = await tx.query<ProjectImageRow>(
    `insert into public.project_images (project_id, user_id, content_type, bytes, width, height)
     values ($1, auth.uid(), $2, $3, $4, $5) returning ${COLUMNS}`,
    [
      projectId,
      image.contentType,
      Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
      image.width,
      image.height,
    ],
  )
  return rows[0]!
}

export interface ImageFileRow {
  content_type: ProjectImageType
  bytes: Uint8Array
}

export async function findImageFile(tx: UserTx, projectId: string, id: string): Promise<ImageFileRow | undefined> {
  const { rows } = await tx.query<ImageFileRow>('select content_type, bytes from public.project_images where project_id = $1 and id = $2', [
    projectId,
    id,
  ])
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

/** The bytes of the project's images among `ids`; ids of other projects or users are simply not found. */
export async function readImageBytes(tx: UserTx, projectId: string, ids: readonly string[]): Promise<{ id: string; bytes: Uint8Array }[]> {
  const { rows } = await tx.query<{ id: string; bytes: Uint8Array }>(
    'select id, bytes from public.project_images where project_id = $1 and id = any($2::uuid[])',
    [projectId, ids],
  )
  return rows
}

export async function deleteImage(tx: UserTx, projectId: string, id: string): Promise<boolean> {
  return (await tx.query('delete from public.project_images where project_id = $1 and id = $2', [projectId, id])).rowCount > 0
}

/** A duplicated project's images: copies under the same ids, so its chapters' references still resolve. */
export async function copyImages(tx: UserTx, fromProjectId: string, toProjectId: string): Promise<void> {
  await tx.query(
    `insert into public.project_images (id, project_id, user_id, content_type, bytes, width, height)
     select id, $2, user_id, content_type, bytes, width, height from public.project_images where project_id = $1`,
    [fromProjectId, toProjectId],
  )
}
