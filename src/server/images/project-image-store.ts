import type { Database } from '../db/database.ts'
import type { ProjectImages } from '../export/images/gather-images.ts'
import { asUser } from '../projects/as-user.ts'
import { imageSizes, readImageBytes } from './project-images.queries.ts'

/**
 * The export's image store (decisions 55, 63): the caller's images in the named project, read as
 * the caller, so another user's id — or another user's project — finds nothing and prints as alt text.
 */
export function projectImageStore(db: Database): ProjectImages {
  return {
    async sizes(owner, ids) {
      if (!owner.projectId || ids.length === 0) return new Map()
      const projectId = owner.projectId
      const rows = await asUser(db, owner.userId, (tx) => imageSizes(tx, projectId, ids))
      return new Map(rows.map((row) => [row.id, Number(row.byte_size)]))
    },
    async read(owner, ids) {
      if (!owner.projectId || ids.length === 0) return new Map()
      const projectId = owner.projectId
      const rows = await asUser(db, owner.userId, (tx) => readImageBytes(tx, projectId, ids))
      return new Map(rows.map((row) => [row.id, row.bytes]))
    },
  }
}
