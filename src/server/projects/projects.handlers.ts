import { GENERATION_LIMITS } from '@core/generation.ts'
import type {
  ChapterVersion,
  CreateChapterVersionRequest,
  Project,
  ProjectDocument,
  ProjectListResponse,
  SaveProjectResponse,
} from '@core/project-schemas.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { asUser, type UserTx } from './as-user.ts'
import type { ImageBlobStore } from '../images/image-blob-store.ts'
import { copyProjectImages, imagesGoingWithProject } from '../images/project-images.handlers.ts'
import { insertVersion, listVersions } from './chapter-versions.queries.ts'
import { isoDate, toProject, toSummary, toVersion } from './project-json.ts'
import * as q from './projects.queries.ts'

/** Someone else's project and a missing one answer alike: under RLS they are the same thing. */
const noSuchProject = () => new AppError('not_found', 'There is no such project.')

function found<T>(value: T | undefined): T {
  if (value === undefined) throw noSuchProject()
  return value
}

const COPY_SUFFIX = ' (copy)'

/**
 * What the schema cannot say: chapter ids are unique (history is kept per id), and the current
 * chapter exists — an index past the end is clamped rather than refused, so a save never stalls on it.
 */
function checked(doc: ProjectDocument): ProjectDocument {
  const ids = new Set(doc.chapters.map((chapter) => chapter.id.toLowerCase()))
  if (ids.size !== doc.chapters.length) {
    throw new AppError('validation_failed', 'chapters: every chapter needs its own id', [
      { path: 'chapters', message: 'every chapter needs its own id' },
    ])
  }
  return { ...doc, currentChapterIndex: Math.min(doc.currentChapterIndex, doc.chapters.length - 1) }
}

export const listProjects = (db: Database, userId: string, limit: number): Promise<ProjectListResponse> =>
  asUser(db, userId, async (tx) => ({ projects: (await q.listProjects(tx, limit)).map(toSummary), total: await q.countProjects(tx) }))

/** Per-user limits on what an account stores (decision 0030); from PROJECTS_PER_USER and DOCUMENT_BYTES_PER_USER. */
export interface StorageLimits {
  projects: number
  bytes: number
  /** IMAGE_BYTES_PER_USER: a duplicate's images count against it (decision 63). */
  imageBytes: number
}

const MIB = 1024 * 1024
const size = (bytes: number) => (bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`)

/**
 * Checked after the write, in its transaction and under the storage lock, so the count includes it
 * and a refusal rolls it back. Only growth is refused: an account over a lowered limit can still
 * save a document that stays the same size or shrinks, and delete.
 */
async function checkLimits(tx: UserTx, limits: StorageLimits, grew: { projects: boolean; bytes: boolean }): Promise<void> {
  const usage = await q.storageUsage(tx)
  if (grew.projects && usage.projects > limits.projects) {
    throw new AppError(
      'project_limit',
      `You have ${limits.projects} projects, the most an account can keep. Delete one you no longer need to make room.`,
    )
  }
  if (grew.bytes && usage.bytes > limits.bytes) {
    throw new AppError(
      'storage_limit',
      `Your projects would take ${size(usage.bytes)}, over this account's ${size(limits.bytes)}. Delete or shorten a project to make room.`,
    )
  }
}

export const createProject = (db: Database, userId: string, doc: ProjectDocument, limits: StorageLimits): Promise<Project> =>
  asUser(db, userId, async (tx) => {
    await q.lockStorage(tx)
    const project = toProject(await q.insertProject(tx, checked(doc)))
    await checkLimits(tx, limits, { projects: true, bytes: true })
    return project
  })

export const getProject = (db: Database, userId: string, id: string): Promise<Project> =>
  asUser(db, userId, async (tx) => toProject(found(await q.findProject(tx, id))))

export const saveProject = (
  db: Database,
  userId: string,
  id: string,
  doc: ProjectDocument,
  limits: StorageLimits,
): Promise<SaveProjectResponse> =>
  asUser(db, userId, async (tx) => {
    await q.lockStorage(tx)
    const saved = found(await q.saveProject(tx, id, checked(doc)))
    await checkLimits(tx, limits, { projects: false, bytes: saved.grew })
    return { id: saved.id, revision: saved.revision, updatedAt: isoDate(saved.updated_at) }
  })

export const renameProject = (db: Database, userId: string, id: string, title: string): Promise<Project> =>
  asUser(db, userId, async (tx) => {
    // The storage lock first, as every write that can grow a project takes it: the database's
    // limit check at commit takes it too, and a rename holding the row would deadlock a save.
    await q.lockStorage(tx)
    return toProject(found(await q.renameProject(tx, id, title)))
  })

export const duplicateProject = (db: Database, userId: string, id: string, limits: StorageLimits): Promise<Project> =>
  asUser(db, userId, async (tx) => {
    await q.lockStorage(tx)
    const copy = toProject(found(await q.duplicateProject(tx, id, { suffix: COPY_SUFFIX, maxTitle: GENERATION_LIMITS.title })))
    await checkLimits(tx, limits, { projects: true, bytes: true })
    await copyProjectImages(tx, id, copy.id, limits.imageBytes)
    return copy
  })

/** Its images go by cascade; then the bytes no other image of the user names (decision 72). */
export async function deleteProject(db: Database, imageBlobs: ImageBlobStore, userId: string, id: string): Promise<void> {
  const hashes = await asUser(db, userId, async (tx) => {
    const hashes = await imagesGoingWithProject(tx, id)
    if (!(await q.deleteProject(tx, id))) throw noSuchProject()
    return hashes
  })
  await imageBlobs.release(userId, hashes)
}

export const listChapterVersions = (db: Database, userId: string, id: string, chapterId: string): Promise<ChapterVersion[]> =>
  asUser(db, userId, async (tx) => {
    if (!(await q.projectExists(tx, id))) throw noSuchProject()
    return (await listVersions(tx, id, chapterId)).map(toVersion)
  })

export const keepChapterVersion = (db: Database, userId: string, id: string, body: CreateChapterVersionRequest): Promise<ChapterVersion> =>
  asUser(db, userId, async (tx) => toVersion(found(await insertVersion(tx, id, body))))
