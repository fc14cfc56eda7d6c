import { createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import {
  chapterVersionListQuerySchema,
  chapterVersionListResponseSchema,
  chapterVersionSchema,
  createChapterVersionRequestSchema,
  createProjectRequestSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSchema,
  renameProjectRequestSchema,
  saveProjectRequestSchema,
  saveProjectResponseSchema,
} from '@core/project-schemas.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput, uuidParams } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import type { ImageBlobStore } from '../images/image-blob-store.ts'
import * as h from './projects.handlers.ts'
import { projectIdFirst, projectIdParam } from './project-params.ts'
import { enforceVersionRateLimit } from './version-rate-limit.ts'

const params = uuidParams('id')
const project = (description: string) => jsonAnswer(projectSchema, description)

const listRoute = createRoute({
  operationId: 'listProjects',
  method: 'get',
  path: '/projects',
  middleware: [signedIn] as const,
  request: { query: projectListQuerySchema },
  responses: { 200: jsonAnswer(projectListResponseSchema, "The caller's projects, newest first."), ...errorAnswers },
})
const createProjectRoute = createRoute({
  operationId: 'createProject',
  method: 'post',
  path: '/projects',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(createProjectRequestSchema) },
  responses: { 201: project('The new project.'), ...errorAnswers },
})
const getRoute = createRoute({
  operationId: 'getProject',
  method: 'get',
  path: '/projects/{id}',
  middleware: [signedIn] as const,
  request: { params },
  responses: { 200: project('The project.'), ...errorAnswers },
})
const saveRoute = createRoute({
  operationId: 'saveProject',
  method: 'put',
  path: '/projects/{id}',
  middleware: [signedIn, projectIdFirst, jsonInput] as const,
  request: { params, body: jsonBody(saveProjectRequestSchema) },
  responses: { 200: jsonAnswer(saveProjectResponseSchema, 'The saved revision.'), ...errorAnswers },
})
const renameRoute = createRoute({
  operationId: 'renameProject',
  method: 'patch',
  path: '/projects/{id}',
  middleware: [signedIn, projectIdFirst, jsonInput] as const,
  request: { params, body: jsonBody(renameProjectRequestSchema) },
  responses: { 200: project('The renamed project.'), ...errorAnswers },
})
const deleteRoute = createRoute({
  operationId: 'deleteProject',
  method: 'delete',
  path: '/projects/{id}',
  middleware: [signedIn] as const,
  request: { params },
  responses: { 204: { description: 'Deleted, with its images and history.' }, ...errorAnswers },
})
const duplicateRoute = createRoute({
  operationId: 'duplicateProject',
  method: 'post',
  path: '/projects/{id}/duplicate',
  middleware: [signedIn] as const,
  request: { params },
  responses: { 201: project('The copy.'), ...errorAnswers },
})
const listVersionsRoute = createRoute({
  operationId: 'listChapterVersions',
  method: 'get',
  path: '/projects/{id}/versions',
  middleware: [signedIn, projectIdFirst] as const,
  request: { params, query: chapterVersionListQuerySchema },
  responses: { 200: jsonAnswer(chapterVersionListResponseSchema, "A chapter's kept versions, newest first."), ...errorAnswers },
})
const keepVersionRoute = (versionLimit: MiddlewareHandler) =>
  createRoute({
    operationId: 'keepChapterVersion',
    method: 'post',
    path: '/projects/{id}/versions',
    // Counted before the body is read, as image uploads are. The account's history budget
    // (HISTORY_BYTES_PER_USER) is kept by the database at commit, oldest versions first (decision 73).
    middleware: [signedIn, projectIdFirst, versionLimit, jsonInput] as const,
    request: { params, body: jsonBody(createChapterVersionRequestSchema) },
    responses: { 201: jsonAnswer(chapterVersionSchema, 'The kept version.'), ...errorAnswers },
  })

/**
 * /api/projects: saved editor documents and their chapter history (issue 5). Signed-in users
 * only; every query runs as the caller under row-level security, so another user's project is
 * a 404 exactly like a missing one.
 */
export function projectsRoutes({
  db,
  config,
  imageBlobs,
}: {
  db: Database
  config: Pick<Config, 'PROJECTS_PER_USER' | 'DOCUMENT_BYTES_PER_USER' | 'IMAGE_BYTES_PER_USER' | 'VERSION_WRITES_PER_MINUTE'>
  /** Where the project's image bytes live, cleaned up after a delete (decision 72). */
  imageBlobs: ImageBlobStore
}) {
  const limits: h.StorageLimits = {
    projects: config.PROJECTS_PER_USER,
    bytes: config.DOCUMENT_BYTES_PER_USER,
    imageBytes: config.IMAGE_BYTES_PER_USER,
  }
  const versionLimit: MiddlewareHandler = async (c, next) => {
    const user = await requireRequestUser(c)
    await enforceVersionRateLimit(c, db, user.id, config.VERSION_WRITES_PER_MINUTE)
    await next()
  }
  const router = contractRouter()
  // Also matches /projects itself.
  router.use('/projects/*', async (c, next) => {
    await next()
    // A project's images say for themselves how long they keep (they never change).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  return router
    .openapi(listRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.listProjects(db, user.id, c.req.valid('query').limit), 200)
    })
    .openapi(createProjectRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.createProject(db, user.id, c.req.valid('json'), limits), 201)
    })
    .openapi(getRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.getProject(db, user.id, projectIdParam(c)), 200)
    })
    .openapi(saveRoute, async (c) => {
      const user = await requireRequestUser(c)
      const id = projectIdParam(c)
      return c.json(await h.saveProject(db, user.id, id, c.req.valid('json'), limits), 200)
    })
    .openapi(renameRoute, async (c) => {
      const user = await requireRequestUser(c)
      const id = projectIdParam(c)
      return c.json(await h.renameProject(db, user.id, id, c.req.valid('json').title), 200)
    })
    .openapi(deleteRoute, async (c) => {
      const user = await requireRequestUser(c)
      await h.deleteProject(db, imageBlobs, user.id, projectIdParam(c))
      return c.body(null, 204)
    })
    .openapi(duplicateRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.duplicateProject(db, user.id, projectIdParam(c), limits), 201)
    })
    .openapi(listVersionsRoute, async (c) => {
      const user = await requireRequestUser(c)
      const id = projectIdParam(c)
      const { chapterId } = c.req.valid('query')
      return c.json({ versions: await h.listChapterVersions(db, user.id, id, chapterId) }, 200)
    })
    .openapi(keepVersionRoute(versionLimit), async (c) => {
      const user = await requireRequestUser(c)
      const id = projectIdParam(c)
      return c.json(await h.keepChapterVersion(db, user.id, id, c.req.valid('json')), 201)
    })
}
