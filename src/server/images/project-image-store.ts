import type { ProjectImages } from '../export/images/gather-images.ts'
import type { ImageBlobStore } from './image-blob-store.ts'

/**
 * The export's image store (decisions 55, 63, 72): the caller's images in the named project, read
 * as the caller, so another user's id — or another user's project — finds nothing and prints as
 * alt text. The bytes come from where they live (files in embedded mode), not through the database.
 */
export function projectImageStore(blobs: ImageBlobStore): ProjectImages {
  return {
    async read(owner, ids) {
      if (!owner.projectId || ids.length === 0) return new Map()
      return blobs.readMany(owner.userId, owner.projectId, ids)
    },
  }
}
