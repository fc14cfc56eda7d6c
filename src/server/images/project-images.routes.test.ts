import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { projectImageSchema } from '@core/project-images.ts'
import { callApi } from '../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { uploadImage } from '../../../tests/support/image-upload.ts'
import { type ProjectsUser, projectsUser } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import type { Queryable } from '../db/database.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'
import { brokenPngs, sampleGif, sampleJpeg, samplePng, sampleWebp } from '../../../tests/support/export/image-samples.ts'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const IMAGE_MAX = 64 * 1024
const READS = 20

describe.each(databaseKinds)('project images (%s)', (kind) => {
  let app: TestApp
  let alice: ProjectsUser
  let bob: ProjectsUser
  let projectId: string
  const clock = new TestClock()
  beforeAll(async () => {
    app = await startTestApp({
      kind,
      clock,
      env: {
        EXPORT_IMAGE_MAX_BYTES: String(IMAGE_MAX),
        PROJECT_IMAGES_MAX: '4',
        PROJECT_IMAGE_BYTES: String(200 * 1024),
        IMAGE_READS_PER_MINUTE: String(READS),
      },
    })
    alice = await projectsUser(app)
    bob = await projectsUser(app)
    projectId = (await alice.create()).id
  })
  afterAll(() => app.close())
  // Each test starts a new minute of the rate limits' clock, which otherwise stands still
  // (decision 0119): alice's uploads and reads across the file never add up to a limit.
  beforeEach(() => clock.advance(60))

  const upload = async (bytes: Uint8Array, init: Parameters<typeof uploadImage>[3] = {}) => {
    const res = await uploadImage(app, init.token === undefined ? projectId : projectId, bytes, { token: alice.token, ...init })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const serve = (id: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/projects/${projectId}/images/${id}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    })

  it('keeps a PNG, JPEG or WebP by its bytes, whatever type the browser declared, and serves it to its owner', async () => {
    const jpeg = sampleJpeg()
    const stored = await upload(jpeg, { type: 'image/png' })
    expect(stored.status).toBe(201)
    const image = projectImageSchema.parse(stored.body)
    expect(image).toMatchObject({ contentType: 'image/jpeg', byteSize: jpeg.length, width: 83, height: 117 })
    expect((await upload(sampleWebp(), { type: 'application/octet-stream' })).body).toMatchObject({ contentType: 'image/webp' })

    const res = await serve(image.id, alice.token)
    expect(res.status).toBe(200)
    expect(
      Object.fromEntries(['content-type', 'x-content-type-options', 'cache-control', 'etag', 'vary'].map((h) => [h, res.headers.get(h)])),
    ).toEqual({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${sha256(jpeg)}"`,
      vary: 'Authorization',
    })
    expect(res.headers.get('content-length')).toBe(String(jpeg.length))
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(jpeg))).toBe(true)
    // The ETag is the content's hash (decision 72): strong, and the same for the same bytes.
    for (const tag of [`"${sha256(jpeg)}"`, `W/"${sha256(jpeg)}"`, `"other", "${sha256(jpeg)}"`, '*']) {
      const again = await serve(image.id, alice.token, { 'if-none-match': tag })
      expect([tag, again.status, again.headers.get('etag'), again.headers.get('cache-control'), again.headers.get('vary')]).toEqual([
        tag,
        304,
        `"${sha256(jpeg)}"`,
        'private, max-age=31536000, immutable',
        'Authorization',
      ])
    }
    const head = await fetch(`${app.url}/api/projects/${projectId}/images/${image.id}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${alice.token}` },
    })
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag'), (await head.arrayBuffer()).byteLength]).toEqual([
      200,
      String(jpeg.length),
      `"${sha256(jpeg)}"`,
      0,
    ])
    // The id was the tag before: a browser holding it gets the image again, with the new tag.
    expect((await serve(image.id, alice.token, { 'if-none-match': `"${image.id}"` })).status).toBe(200)
    await alice.call('DELETE', `/projects/${projectId}/images/${image.id}`)
  })

  it('refuses a file that is not an image by its bytes, an empty one and an oversized one with stable codes', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const cases = [
      [html, 415, 'image_unsupported'],
      [sampleGif(), 415, 'image_unsupported'],
      [new Uint8Array(0), 415, 'image_unsupported'],
      [samplePng(1200, 1000), 413, 'image_too_large'],
    ] as const
    for (const [bytes, status, code] of cases) {
      for (const chunked of [false, true]) {
        const res = await upload(bytes, { chunked })
        expect([bytes.length, chunked, res.status, res.body.code]).toEqual([bytes.length, chunked, status, code])
      }
    }
    const big = await upload(samplePng(1200, 1000))
    expect(big.body.message).toBe('This image is over 64 KB, the most an image can be. Use a smaller image.')
    // A 30-megapixel PNG is small as a file but too large to print (decision 55's pixel cap).
    const huge = samplePng(10, 10)
    new DataView(huge.buffer).setUint32(16, 6000)
    new DataView(huge.buffer).setUint32(20, 5000)
    expect((await upload(huge)).body).toMatchObject({ code: 'image_too_large', message: expect.stringContaining('6000×5000') })
  })

  it('refuses a damaged image or a decompression bomb with 422 image_unreadable, before anything is stored (decision 75)', async () => {
    const MB = 1024 * 1024
    const noisyJpeg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer()
    const cases = {
      truncated: brokenPngs.truncated(),
      headerOnly: brokenPngs.headerOnly(),
      // A 16×16 image whose data inflates to 16 MiB, and a profile that does (each about 16 KB as a file).
      idatBomb: brokenPngs.idatBomb(16 * MB),
      iccpBomb: brokenPngs.iccpBomb(16 * MB),
      truncatedJpeg: new Uint8Array(noisyJpeg.subarray(0, noisyJpeg.length / 2)),
    }
    // A user of its own: the uploads here count against the per-minute limit.
    const dave = await projectsUser(app)
    const project = (await dave.create()).id
    const send = async (bytes: Uint8Array) => {
      const res = await uploadImage(app, project, bytes, { token: dave.token })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    for (const [name, bytes] of Object.entries(cases)) {
      expect(bytes.length).toBeLessThan(IMAGE_MAX)
      const res = await send(bytes)
      expect([name, res.status, res.body.code]).toEqual([name, 422, 'image_unreadable'])
      expect(res.body.message).toMatch(/^This image cannot be read: .+\. Save it again as a PNG, JPEG or WebP and upload it\.$/)
    }
    expect((await send(brokenPngs.iccpBomb(16 * MB))).body.message).toContain('colour profile (iCCP) inflates to more than')
    const stored = await app.db.query<{ n: number }>('select count(*)::int as n from public.project_images where project_id = $1', [
      project,
    ])
    expect(stored.rows[0]!.n).toBe(0)
  })

  it('answers 404 to another user for the image and the project, 401 when signed out, and the database shows Bob nothing', async () => {
    const { body } = await upload(samplePng(40, 30))
    const id = String(body.id)
    expect((await serve(id)).status).toBe(401)
    const other = await serve(id, bob.token)
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([404, 'not_found'])
    expect((await bob.call('DELETE', `/projects/${projectId}/images/${id}`)).status).toBe(404)
    const into = await uploadImage(app, projectId, samplePng(40, 30), { token: bob.token })
    expect(into.status).toBe(404)
    expect((await serve('not-a-uuid', alice.token)).status).toBe(404)
    expect((await uploadImage(app, projectId, samplePng(40, 30))).status).toBe(401)
    // As the server runs a request's queries, rolled back so nothing sticks.
    const asBob = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T | string> =>
      app.db
        .transaction(async (tx) => {
          await enterRequestRole(tx, 'authenticated', { sub: bob.id, role: 'authenticated' })
          throw { result: await fn(tx) }
        })
        .catch((thrown: { result?: T; code?: string }) => (thrown.result !== undefined ? thrown.result : String(thrown.code)))
    const seen = {
      rows: await asBob(async (tx) => (await tx.query('select id from public.project_images')).rows.length),
      deleted: await asBob(async (tx) => (await tx.query('delete from public.project_images where id = $1', [id])).rowCount),
      inserted: await asBob((tx) =>
        tx.query(
          `insert into public.project_images (project_id, user_id, content_type, bytes, width, height) values ($1, $2, 'image/png', '\\x89', 1, 1)`,
          [projectId, bob.id],
        ),
      ),
    }
    expect(seen).toEqual({ rows: 0, deleted: 0, inserted: '42501' })
    expect((await serve(id, alice.token)).status).toBe(200)
    await alice.call('DELETE', `/projects/${projectId}/images/${id}`)
  })

  it('holds a project to its image count and bytes, goes with the project, and comes along with a duplicate', async () => {
    const project = (await alice.create()).id
    const put = (bytes: Uint8Array) =>
      uploadImage(app, project, bytes, { token: alice.token }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }))
    const first = await put(sampleJpeg())
    for (let i = 0; i < 3; i += 1) expect((await put(samplePng(20 + i, 20))).status).toBe(201)
    expect((await put(samplePng(10, 10))).body).toMatchObject({ code: 'image_limit', message: expect.stringContaining('4 images') })

    const copy = await alice.call('POST', `/projects/${project}/duplicate`)
    expect(copy.status).toBe(201)
    const copied = await fetch(`${app.url}/api/projects/${copy.body.id}/images/${first.body.id}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    })
    expect(copied.status).toBe(200)

    expect((await alice.call('DELETE', `/projects/${project}`)).status).toBe(204)
    const count = await app.db.query<{ n: number }>('select count(*)::int as n from public.project_images where project_id = $1', [project])
    expect(count.rows[0]!.n).toBe(0)
    expect(
      (
        await fetch(`${app.url}/api/projects/${copy.body.id}/images/${first.body.id}`, {
          headers: { authorization: `Bearer ${alice.token}` },
        })
      ).status,
    ).toBe(200)

    const roomy = (await alice.create()).id
    const heavy = new Uint8Array(
      await sharp({ create: { width: 140, height: 140, channels: 3, background: '#123' } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    )
    expect(heavy.length).toBeGreaterThan(IMAGE_MAX / 2)
    expect(heavy.length).toBeLessThan(IMAGE_MAX)
    const statuses = []
    for (let i = 0; i < 4; i += 1) statuses.push((await uploadImage(app, roomy, heavy, { token: alice.token })).status)
    expect(statuses).toEqual([201, 201, 201, 409])
  })

  it("limits one user's uploads and deletes a minute (counted before the body is read), not anyone else's", async () => {
    const carol = await projectsUser(app)
    const carolProject = (await carol.create()).id
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) statuses.push((await uploadImage(app, carolProject, new Uint8Array(), { token: carol.token })).status)
    expect(statuses.slice(0, 30).every((s) => s === 415)).toBe(true)
    const refused = await uploadImage(app, carolProject, samplePng(), { token: carol.token })
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([429, 'rate_limited'])
    const gone = await callApi(app, `/projects/${carolProject}/images/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      token: carol.token,
    })
    expect(gone.status).toBe(429)
    expect((await uploadImage(app, projectId, new Uint8Array(), { token: alice.token })).status).toBe(415)
  })

  it("limits one user's image reads a minute, 304s included, not anyone else's", async () => {
    const dave = await projectsUser(app)
    const daveProject = (await dave.create()).id
    const png = samplePng(12, 12)
    const id = ((await (await uploadImage(app, daveProject, png, { token: dave.token })).json()) as { id: string }).id
    const read = (headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/projects/${daveProject}/images/${id}`, { headers: { authorization: `Bearer ${dave.token}`, ...headers } })
    // The clock stands still, so every read below falls in one window.
    const statuses: number[] = []
    for (let i = 0; i < READS; i += 1) {
      const res = await read(i % 2 === 1 ? { 'if-none-match': `"${sha256(png)}"` } : {})
      statuses.push(res.status)
      await res.arrayBuffer()
    }
    expect(statuses).toEqual(Array.from({ length: READS }, (_, i) => (i % 2 === 1 ? 304 : 200)))
    const refused = await read({ 'if-none-match': `"${sha256(png)}"` })
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited')
    const { body } = await upload(samplePng(13, 13))
    expect((await serve(String(body.id), alice.token)).status).toBe(200)
    await alice.call('DELETE', `/projects/${projectId}/images/${String(body.id)}`)
  })

  it('leaves no image file behind after deletes, duplicates and account deletion (decision 72)', async () => {
    const erin = await projectsUser(app)
    // Embedded mode keeps one file per distinct image of a user; PostgreSQL none at all.
    const files = () => {
      const dir = join(app.dataDir, 'images', erin.id)
      return existsSync(dir) ? readdirSync(dir).sort() : []
    }
    const project = (await erin.create()).id
    const png = samplePng(14, 14)
    const image = (await (await uploadImage(app, project, png, { token: erin.token })).json()) as { id: string }
    const copy = (await erin.call('POST', `/projects/${project}/duplicate`)).body as { id: string }
    const one = kind === 'pglite' ? [sha256(png)] : []
    expect(files()).toEqual(one)
    expect((await erin.call('DELETE', `/projects/${project}/images/${image.id}`)).status).toBe(204)
    expect(files()).toEqual(one)
    const inCopy = await callApi(app, `/projects/${copy.id}/images/${image.id}`, { token: erin.token })
    expect(Buffer.from(await inCopy.arrayBuffer()).equals(Buffer.from(png))).toBe(true)
    expect((await erin.call('DELETE', `/projects/${copy.id}`)).status).toBe(204)
    expect(files()).toEqual([])

    const other = samplePng(15, 15)
    expect((await uploadImage(app, project, other, { token: erin.token })).status).toBe(201)
    expect(files()).toEqual(kind === 'pglite' ? [sha256(other)] : [])
    const deleted = await fetch(`${app.url}/auth/v1/admin/users/${erin.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${app.serviceRoleKey}`, apikey: app.serviceRoleKey },
    })
    expect(deleted.status).toBe(200)
    expect(existsSync(join(app.dataDir, 'images', erin.id))).toBe(false)
  })

  it('is listed with the API error codes a client branches on', async () => {
    const res = await callApi(app, `/projects/${projectId}/images`, { method: 'POST', token: alice.token, body: '{"not":"an image"}' })
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([415, 'image_unsupported'])
  })
})
