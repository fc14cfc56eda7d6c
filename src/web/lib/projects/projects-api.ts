import type {
  ChapterVersion,
  CreateChapterVersionRequest,
  Project,
  ProjectDocument,
  ProjectListResponse,
  SaveProjectResponse,
} from '@core/project-schemas.ts'
import { api } from '@web/lib/api.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { type AnswerParser, loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The projects API (server: src/server/projects). Shared by the editor, the projects page, the
 * dashboard and search, so it lives in lib rather than in one feature. Answers are checked with
 * the shared zod schemas (see lazy-schemas.ts).
 */
type Schemas = typeof import('@core/project-schemas.ts')
const loadSchemas = loadOnce<Schemas>(() => import('@core/project-schemas.ts'))

/** A typed call (lib/api.ts), its answer checked with the shared schema. */
async function call<T>(send: Promise<Response>, pick: (s: Schemas) => AnswerParser<T>): Promise<T> {
  const s = await loadSchemas()
  const res = await send
  return parseAnswer(pick(s), await res.json())
}

const options = (signal?: AbortSignal) => (signal ? { init: { signal } } : {})
const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } })

/** Query keys: under the user's prefix (dropped at sign-out); invalidate projectsQueryKey after a change. */
export const projectsQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'projects'] as const
export const projectListQueryKey = (userId: string, limit: number) => [...projectsQueryKey(userId), 'list', limit] as const
export const projectQueryKey = (userId: string, id: string) => [...projectsQueryKey(userId), 'project', id] as const
export const chapterVersionsQueryKey = (userId: string, id: string, chapterId: string) =>
  [...projectsQueryKey(userId), 'versions', id, chapterId] as const

export const listProjects = (limit = 100, signal?: AbortSignal): Promise<ProjectListResponse> =>
  call(api.projects.$get({ query: { limit: String(limit) } }, options(signal)), (s) => s.projectListResponseSchema)

export const getProject = (id: string, signal?: AbortSignal): Promise<Project> =>
  call(api.projects[':id'].$get(byId(id), options(signal)), (s) => s.projectSchema)

export const createProject = (document: ProjectDocument): Promise<Project> =>
  call(api.projects.$post({ json: document }), (s) => s.projectSchema)

export const saveProject = (id: string, document: ProjectDocument, signal?: AbortSignal): Promise<SaveProjectResponse> =>
  call(api.projects[':id'].$put({ ...byId(id), json: document }, options(signal)), (s) => s.saveProjectResponseSchema)

export const renameProject = (id: string, title: string): Promise<Project> =>
  call(api.projects[':id'].$patch({ ...byId(id), json: { title } }), (s) => s.projectSchema)

export const duplicateProject = (id: string): Promise<Project> =>
  call(api.projects[':id'].duplicate.$post(byId(id)), (s) => s.projectSchema)

export async function deleteProject(id: string): Promise<void> {
  await api.projects[':id'].$delete(byId(id))
}

export const listChapterVersions = (id: string, chapterId: string, signal?: AbortSignal): Promise<ChapterVersion[]> =>
  call(
    api.projects[':id'].versions.$get({ ...byId(id), query: { chapterId } }, options(signal)),
    (s) => s.chapterVersionListResponseSchema,
  ).then((r) => r.versions)

export const keepChapterVersion = (id: string, body: CreateChapterVersionRequest): Promise<ChapterVersion> =>
  call(api.projects[':id'].versions.$post({ ...byId(id), json: body }), (s) => s.chapterVersionSchema)
