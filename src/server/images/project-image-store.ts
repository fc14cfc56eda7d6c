import type { ProjectImages } from '../export/images/gather-images.ts'
import type { Database } from '../db/database.ts'
import { asUser } from '../projects/as-user.ts'
import type { ImageBlobStore } from './image-blob-store.ts'
import { imageSizes } from './project-images.queries.ts'

/**
 * The export's image store (decisions 55, 63, 72): the caller's images in the named project, read
 * as the caller, so another user's id — or another user's project — finds nothing and prints as
 * alt text. The bytes come from where they live (files in embedded mode), not through the database.
 */
export function projectImageStore(db: Database, blobs: ImageBlobStore): ProjectImages {
  return {
    async sizes(owner, ids) {
      if (!owner.projectId || ids.length === 0) return new Map()
      const projectId = owner.projectId
      const rows = await asUser(db, owner.userId, (tx) => imageSizes(tx, projectId, ids))
      return new Map(rows.map((row) => [row.id, Number(row.byte_size)]))
    },
    async read(owner, ids) {
      if (!owner.projectId || ids.length === 0) return new Map()
      return blobs.readMany(owner.userId, owner.projectId, ids)
    },
  }
}
