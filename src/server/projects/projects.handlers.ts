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
import { asUser } from './as-user.ts'
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

export const createProject = (db: Database, userId: string, doc: ProjectDocument): Promise<Project> =>
  asUser(db, userId, async (tx) => toProject(await q.insertProject(tx, checked(doc))))

export const getProject = (db: Database, userId: string, id: string): Promise<Project> =>
  asUser(db, userId, async (tx) => toProject(found(await q.findProject(tx, id))))

export const saveProject = (db: Database, userId: string, id: string, doc: ProjectDocument): Promise<SaveProjectResponse> =>
  asUser(db, userId, async (tx) => {
    const saved = found(await q.saveProject(tx, id, checked(doc)))
    return { id: saved.id, revision: saved.revision, updatedAt: isoDate(saved.updated_at) }
  })

export const renameProject = (db: Database, userId: string, id: string, title: string): Promise<Project> =>
  asUser(db, userId, async (tx) => toProject(found(await q.renameProject(tx, id, title))))

export const duplicateProject = (db: Database, userId: string, id: string): Promise<Project> =>
  asUser(db, userId, async (tx) =>
    toProject(found(await q.duplicateProject(tx, id, { suffix: COPY_SUFFIX, maxTitle: GENERATION_LIMITS.title }))),
  )

export const deleteProject = (db: Database, userId: string, id: string): Promise<void> =>
  asUser(db, userId, async (tx) => {
    if (!(await q.deleteProject(tx, id))) throw noSuchProject()
  })

export const listChapterVersions = (db: Database, userId: string, id: string, chapterId: string): Promise<ChapterVersion[]> =>
  asUser(db, userId, async (tx) => {
    if (!(await q.projectExists(tx, id))) throw noSuchProject()
    return (await listVersions(tx, id, chapterId)).map(toVersion)
  })

export const keepChapterVersion = (db: Database, userId: string, id: string, body: CreateChapterVersionRequest): Promise<ChapterVersion> =>
  asUser(db, userId, async (tx) => toVersion(found(await insertVersion(tx, id, body))))
