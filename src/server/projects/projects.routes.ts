import { Hono } from 'hono'
import {
  chapterVersionListQuerySchema,
  createChapterVersionRequestSchema,
  createProjectRequestSchema,
  projectListQuerySchema,
  renameProjectRequestSchema,
  saveProjectRequestSchema,
} from '@core/project-schemas.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { requireRequestUser } from '../auth/request-user.ts'
import { readJson } from '../http/validate.ts'
import type { ImageBlobStore } from '../images/image-blob-store.ts'
import * as h from './projects.handlers.ts'
import { projectIdParam, readQuery } from './project-params.ts'
import { enforceVersionRateLimit } from './version-rate-limit.ts'

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
  return (
    new Hono()
      // Also matches /projects itself.
      .use('/projects/*', async (c, next) => {
        await next()
        // A project's images say for themselves how long they keep (they never change).
        if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
      })
      .get('/projects', async (c) => {
        const user = await requireRequestUser(c)
        return c.json(await h.listProjects(db, user.id, readQuery(c, projectListQuerySchema).limit))
      })
      .post('/projects', async (c) => {
        const user = await requireRequestUser(c)
        return c.json(await h.createProject(db, user.id, await readJson(c, createProjectRequestSchema), limits), 201)
      })
      .get('/projects/:id', async (c) => {
        const user = await requireRequestUser(c)
        return c.json(await h.getProject(db, user.id, projectIdParam(c)))
      })
      .put('/projects/:id', async (c) => {
        const user = await requireRequestUser(c)
        const id = projectIdParam(c)
        return c.json(await h.saveProject(db, user.id, id, await readJson(c, saveProjectRequestSchema), limits))
      })
      .patch('/projects/:id', async (c) => {
        const user = await requireRequestUser(c)
        const id = projectIdParam(c)
        return c.json(await h.renameProject(db, user.id, id, (await readJson(c, renameProjectRequestSchema)).title))
      })
      .delete('/projects/:id', async (c) => {
        const user = await requireRequestUser(c)
        await h.deleteProject(db, imageBlobs, user.id, projectIdParam(c))
        return c.body(null, 204)
      })
      .post('/projects/:id/duplicate', async (c) => {
        const user = await requireRequestUser(c)
        return c.json(await h.duplicateProject(db, user.id, projectIdParam(c), limits), 201)
      })
      .get('/projects/:id/versions', async (c) => {
        const user = await requireRequestUser(c)
        const id = projectIdParam(c)
        const { chapterId } = readQuery(c, chapterVersionListQuerySchema)
        return c.json({ versions: await h.listChapterVersions(db, user.id, id, chapterId) })
      })
      .post('/projects/:id/versions', async (c) => {
        const user = await requireRequestUser(c)
        const id = projectIdParam(c)
        // Counted before the body is read, as image uploads are. The account's history budget
        // (HISTORY_BYTES_PER_USER) is kept by the database at commit, oldest versions first (decision 73).
        await enforceVersionRateLimit(c, db, user.id, config.VERSION_WRITES_PER_MINUTE)
        return c.json(await h.keepChapterVersion(db, user.id, id, await readJson(c, createChapterVersionRequestSchema)), 201)
      })
  )
}
