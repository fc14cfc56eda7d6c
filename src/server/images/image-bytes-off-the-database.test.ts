import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../../../tests/support/api-user.ts'
import { uploadImage } from '../../../tests/support/image-upload.ts'
import { type ProjectsUser, projectsUser } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { imageBlobsFor } from '../app.ts'
import type { Queryable, QueryResult } from '../db/database.ts'
import { samplePng } from '../../../tests/support/export/image-samples.ts'
import { projectImageStore } from './project-image-store.ts'

// Today's largest image: the default EXPORT_IMAGE_MAX_BYTES (5 MiB).
const FIVE_MB = 5 * 1024 * 1024
// Larger than any value a query about images needs to carry (a hash is 64 characters).
const SMALL = 64 * 1024

/** A PNG of the full 5 MiB: a real header, then bytes the upload check does not read. */
function fiveMegabytePng(): Uint8Array {
  const png = samplePng(40, 40)
  const bytes = new Uint8Array(FIVE_MB)
  bytes.set(png)
  bytes.set(randomBytes(FIVE_MB - png.length), png.length)
  return bytes
}

const binarySize = (value: unknown) => (value instanceof Uint8Array ? value.byteLength : typeof value === 'string' ? value.length : 0)

/**
 * Embedded mode (decision 72): PGlite runs on the server's main thread, so any image byte it
 * stores or returns stops every other request. The proof is structural: every query the app sends
 * during a 5 MB upload, read, duplicate, export read and delete is watched, and none carries or
 * returns more than a few kilobytes.
 */
describe('image bytes never pass through the embedded database (pglite)', () => {
  let app: TestApp
  let alice: ProjectsUser
  const largest = { param: 0, value: 0 }
  beforeAll(async () => {
    app = await startTestApp({ kind: 'pglite' })
    alice = await projectsUser(app)
    const watched = (target: Queryable): Queryable => ({
      async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
        for (const param of params ?? []) largest.param = Math.max(largest.param, binarySize(param))
        const result = await target.query<R>(sql, params)
        for (const row of result.rows) {
          for (const value of Object.values(row as object)) largest.value = Math.max(largest.value, binarySize(value))
        }
        return result
      },
      exec: (sql) => target.exec(sql),
    })
    // The routes call the database through this object, so replacing its methods watches them all.
    const db = app.db as { query: Queryable['query']; transaction: typeof app.db.transaction }
    const query = watched({ query: db.query.bind(db), exec: app.db.exec.bind(app.db) }).query
    const transaction = db.transaction.bind(db)
    db.query = query
    db.transaction = (fn) => transaction((tx) => fn(watched(tx)))
  })
  afterAll(() => app.close())

  it('stores, serves, copies, exports and deletes a 5 MB image without its bytes in any query', async () => {
    const projectId = (await alice.create()).id
    const bytes = fiveMegabytePng()
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const uploaded = await uploadImage(app, projectId, bytes, { token: alice.token })
    expect(uploaded.status).toBe(201)
    const { id } = (await uploaded.json()) as { id: string }
    const served = await callApi(app, `/projects/${projectId}/images/${id}`, { token: alice.token })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    delay.disable()
    // Reported, not asserted (timing under a shared machine's load is not a test): today's code
    // stalled the loop ≈ 1.4 s for the upload and ≈ 0.44 s for the read.
    console.info(`event-loop delay during a 5 MB upload and read: max ${Math.round(delay.max / 1e6)} ms`)

    const copy = (await alice.call('POST', `/projects/${projectId}/duplicate`)).body as { id: string }
    const store = projectImageStore(app.db, imageBlobsFor({ DATA_DIR: app.dataDir }, app.db))
    const read = await store.read({ userId: alice.id, projectId: copy.id }, [id])
    expect(Buffer.from(read.get(id)!).equals(bytes)).toBe(true)
    expect((await alice.call('DELETE', `/projects/${projectId}/images/${id}`)).status).toBe(204)
    expect((await alice.call('DELETE', `/projects/${copy.id}`)).status).toBe(204)

    expect(largest).toEqual({ param: expect.any(Number), value: expect.any(Number) })
    expect(largest.param).toBeLessThan(SMALL)
    expect(largest.value).toBeLessThan(SMALL)
  })
})
