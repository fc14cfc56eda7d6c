import type { CreateChapterVersionRequest, Project, ProjectDocument } from '@core/project-schemas.ts'
import { documentOf, normalizeDocument, sameDocument } from '../document-edits.ts'

/**
 * The editor's copy of a project the server has not confirmed yet, in localStorage per user and
 * project, so a reload or a closed tab during a network loss loses nothing (decision 0020), and
 * only the user who wrote it ever reads it back, after any sign-out or sign-in (decision 0029).
 */
export interface UnsavedCopy {
  document: ProjectDocument
  /** Earlier chapter texts still to be kept as versions (sent before the document). */
  versions: CreateChapterVersionRequest[]
  /**
   * The server's revision this browser last saw, plus one for every save it sent since. A server
   * revision at or below it was written by this browser, so the copy is the newer state.
   */
  maxRevision: number
  /** This browser's clock at the last edit: the tie-breaker when someone else saved meanwhile. */
  editedAt: number
}

const KEY_PREFIX = 'folio-editor-unsaved-v2:'
export const unsavedCopyKey = (userId: string, projectId: string) => `${KEY_PREFIX}${userId}:${projectId}`
/** Before copies were keyed by user: one per project, whoever wrote it. */
const unkeyedCopyKey = (projectId: string) => `folio-editor-unsaved-v1:${projectId}`

export function writeUnsavedCopy(storage: Storage | null, userId: string, projectId: string, copy: UnsavedCopy | null): void {
  try {
    if (copy) storage?.setItem(unsavedCopyKey(userId, projectId), JSON.stringify(copy))
    else storage?.removeItem(unsavedCopyKey(userId, projectId))
  } catch {
    // Full or blocked storage: the server save still runs; only the reload safety net is missing.
  }
}

/**
 * The user's text of the copy. Read only once the server has given this user the project: an
 * unkeyed copy of it is then theirs (only a project's owner can open it in the editor), so it
 * moves under their key.
 */
function readCopyText(storage: Storage | null, userId: string, projectId: string): string | null {
  try {
    const text = storage?.getItem(unsavedCopyKey(userId, projectId)) ?? null
    if (text !== null || !storage) return text
    const unkeyed = storage.getItem(unkeyedCopyKey(projectId))
    if (unkeyed === null) return null
    storage.setItem(unsavedCopyKey(userId, projectId), unkeyed)
    storage.removeItem(unkeyedCopyKey(projectId))
    return unkeyed
  } catch {
    return null
  }
}

/**
 * The user's stored copy of a project the server has just given them, checked with the shared
 * schemas (loaded with the projects API anyway); anything malformed is dropped.
 */
export async function readUnsavedCopy(storage: Storage | null, userId: string, projectId: string): Promise<UnsavedCopy | null> {
  const text = readCopyText(storage, userId, projectId)
  if (!text) return null
  const { projectDocumentSchema, createChapterVersionRequestSchema } = await import('@core/project-schemas.ts')
  let value: Record<string, unknown>
  try {
    value = JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
  const document = projectDocumentSchema.safeParse(value?.document)
  const versions = createChapterVersionRequestSchema.array().safeParse(value?.versions)
  const { maxRevision, editedAt } = value ?? {}
  if (!document.success || !versions.success || typeof maxRevision !== 'number' || typeof editedAt !== 'number') return null
  return { document: document.data, versions: versions.data, maxRevision, editedAt }
}

export interface EditorStart {
  document: ProjectDocument
  versions: CreateChapterVersionRequest[]
  /** The document is the restored copy, not yet on the server. */
  restored: boolean
  /** The stored copy is spent (equal to the server's, or older than someone else's save): remove it. */
  discardCopy: boolean
}

/**
 * Where the editor starts: the server's project, or this browser's unsaved copy when that is the
 * newer one — every later server revision came from this browser, or the copy was edited after
 * the server's last save.
 */
export function chooseStart(project: Project, copy: UnsavedCopy | null): EditorStart {
  const server = normalizeDocument(documentOf(project))
  if (!copy) return { document: server, versions: [], restored: false, discardCopy: false }
  const copyDoc = normalizeDocument(copy.document)
  const unchanged = sameDocument(copyDoc, server) && copy.versions.length === 0
  const newer = project.revision <= copy.maxRevision || copy.editedAt > Date.parse(project.updatedAt)
  if (unchanged || !newer) return { document: server, versions: [], restored: false, discardCopy: true }
  return { document: copyDoc, versions: copy.versions, restored: true, discardCopy: false }
}
