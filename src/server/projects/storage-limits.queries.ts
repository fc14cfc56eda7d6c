import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'

export type StorageLimitConfig = Pick<
  Config,
  | 'PROJECTS_PER_USER'
  | 'DOCUMENT_BYTES_PER_USER'
  | 'PROJECT_IMAGES_MAX'
  | 'PROJECT_IMAGE_BYTES'
  | 'IMAGE_BYTES_PER_USER'
  | 'EXPORT_IMAGE_MAX_BYTES'
  | 'HISTORY_BYTES_PER_USER'
>

/**
 * Hands this server's storage limits to the database's own checks (migrations 0015 and 0017,
 * decisions 71 and 73),
 * which also hold writes that go around the API. Run at every start on the server's connection:
 * the one row is the last started server's, so every replica must share one configuration.
 */
export async function writeStorageLimits(db: Queryable, config: StorageLimitConfig): Promise<void> {
  await db.query(
    `update public.storage_limits set projects_per_user = $1, document_bytes_per_user = $2, images_per_project = $3,
       image_bytes_per_project = $4, image_bytes_per_user = $5, image_bytes = $6, history_bytes_per_user = $7`,
    [
      config.PROJECTS_PER_USER,
      config.DOCUMENT_BYTES_PER_USER,
      config.PROJECT_IMAGES_MAX,
      config.PROJECT_IMAGE_BYTES,
      config.IMAGE_BYTES_PER_USER,
      config.EXPORT_IMAGE_MAX_BYTES,
      config.HISTORY_BYTES_PER_USER,
    ],
  )
}
