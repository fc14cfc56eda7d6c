import type {
  ChapterVersion,
  CreateChapterVersionRequest,
  Project,
  ProjectDocument,
  ProjectListResponse,
  SaveProjectResponse,
} from '@core/project-schemas.ts'
import { apiRequest } from '@web/lib/api-client.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { type AnswerParser, loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The projects API (server: src/server/projects). Shared by the editor, the projects page, the
 * dashboard and search, so it lives in lib rather than in one feature. Answers are checked with
 * the shared zod schemas (see lazy-schemas.ts). Its paths are written here rather than through
 * the typed client (lib/api.ts, decision 117): the editor route opens a project with these calls,
 * and hc's 2 KB would take the route over its first-load guard (257 KB, decision 111).
 */
type Schemas = typeof import('@core/project-schemas.ts')
const loadSchemas = loadOnce<Schemas>(() => import('@core/project-schemas.ts'))

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  pick: (s: Schemas) => AnswerParser<T>,
  signal?: AbortSignal,
): Promise<T> {
  const s = await loadSchemas()
  const res = await apiRequest(method, path, body, signal ? { signal } : {})
  return parseAnswer(pick(s), await res.json())
}

/** Query keys: under the user's prefix (dropped at sign-out); invalidate projectsQueryKey after a change. */
export const projectsQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'projects'] as const
export const projectListQueryKey = (userId: string, limit: number) => [...projectsQueryKey(userId), 'list', limit] as const
export const projectQueryKey = (userId: string, id: string) => [...projectsQueryKey(userId), 'project', id] as const
export const chapterVersionsQueryKey = (userId: string, id: string, chapterId: string) =>
  [...projectsQueryKey(userId), 'versions', id, chapterId] as const

export const listProjects = (limit = 100, signal?: AbortSignal): Promise<ProjectListResponse> =>
  call('GET', `/api/projects?limit=${limit}`, undefined, (s) => s.projectListResponseSchema, signal)

export const getProject = (id: string, signal?: AbortSignal): Promise<Project> =>
  call('GET', `/api/projects/${encodeURIComponent(id)}`, undefined, (s) => s.projectSchema, signal)

export const createProject = (document: ProjectDocument): Promise<Project> =>
  call('POST', '/api/projects', document, (s) => s.projectSchema)

export const saveProject = (id: string, document: ProjectDocument, signal?: AbortSignal): Promise<SaveProjectResponse> =>
  call('PUT', `/api/projects/${encodeURIComponent(id)}`, document, (s) => s.saveProjectResponseSchema, signal)

export const renameProject = (id: string, title: string): Promise<Project> =>
  call('PATCH', `/api/projects/${encodeURIComponent(id)}`, { title }, (s) => s.projectSchema)

export const duplicateProject = (id: string): Promise<Project> =>
  call('POST', `/api/projects/${encodeURIComponent(id)}/duplicate`, {}, (s) => s.projectSchema)

export async function deleteProject(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/projects/${encodeURIComponent(id)}`)
}

export const listChapterVersions = (id: string, chapterId: string, signal?: AbortSignal): Promise<ChapterVersion[]> =>
  call(
    'GET',
    `/api/projects/${encodeURIComponent(id)}/versions?chapterId=${encodeURIComponent(chapterId)}`,
    undefined,
    (s) => s.chapterVersionListResponseSchema,
    signal,
  ).then((r) => r.versions)

export const keepChapterVersion = (id: string, body: CreateChapterVersionRequest): Promise<ChapterVersion> =>
  call('POST', `/api/projects/${encodeURIComponent(id)}/versions`, body, (s) => s.chapterVersionSchema)
