import { createHash, randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { insertUser } from '../../../tests/support/users.ts'
import { imageBlobsFor } from '../app.ts'
import { deleteUserById } from '../auth/users.queries.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'
import { samplePng } from '../../../tests/support/export/image-samples.ts'
import { createProject, deleteProject, duplicateProject } from '../projects/projects.handlers.ts'
import type { ImageBlobStore, ImageBody } from './image-blob-store.ts'
import { type ImageLimits, removeImage, uploadImage } from './project-images.handlers.ts'

const MIB = 1024 * 1024
const limits: ImageLimits = { perProject: 50, projectBytes: 20 * MIB, userBytes: 100 * MIB, imageBytes: 5 * MIB }
const storage = { projects: 200, bytes: 50 * MIB, imageBytes: 100 * MIB }
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function readBody(body: ImageBody | undefined): Promise<Buffer | undefined> {
  if (!body) return undefined
  if (body instanceof Uint8Array) return Buffer.from(body)
  return Buffer.from(await new Response(body).arrayBuffer())
}

describe.each(databaseKinds)('where image bytes live (%s, decision 72)', (kind) => {
  let db: Database
  let dataDir: string
  let blobs: ImageBlobStore
  beforeEach(async () => {
    db = await createTestDatabase(kind, { migrated: true })
    dataDir = mkdtempSync(join(tmpdir(), 'folio-image-blobs-'))
    blobs = imageBlobsFor({ DATA_DIR: dataDir }, db)
  })
  afterEach(async () => {
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Every file under DATA_DIR/images, as `<user>/<name>` (temporary files included). */
  const files = (): string[] => {
    const root = join(dataDir, 'images')
    if (!existsSync(root)) return []
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort()
  }
  const newUser = async () => {
    const userId = await insertUser(db)
    const projectId = (await createProject(db, userId, sampleDocument(), storage)).id
    return { userId, projectId }
  }
  const rows = async (userId: string) =>
    (
      await db.query<{ id: string; project_id: string; in_row: boolean; byte_size: number; sha256: string }>(
        `select id, project_id, bytes is not null as in_row, byte_size, sha256 from public.project_images where user_id = $1 order by project_id`,
        [userId],
      )
    ).rows

  it('keeps the bytes in a file on PGlite and in the row on PostgreSQL, and reads back only the caller’s', async () => {
    const alice = await newUser()
    const bob = await newUser()
    const png = samplePng(120, 80)
    const image = await uploadImage(db, blobs, alice.userId, alice.projectId, png, limits)
    const bobs = await uploadImage(db, blobs, bob.userId, bob.projectId, samplePng(30, 30), limits)

    expect(await rows(alice.userId)).toEqual([
      { id: image.id, project_id: alice.projectId, in_row: kind === 'postgres', byte_size: png.length, sha256: sha256(png) },
    ])
    if (kind === 'pglite') {
      expect(files()).toEqual([`${alice.userId}/${sha256(png)}`, `${bob.userId}/${(await rows(bob.userId))[0]!.sha256}`].sort())
      expect(readFileSync(join(dataDir, 'images', alice.userId, sha256(png))).equals(png)).toBe(true)
    } else expect(files()).toEqual([])

    const body = await blobs.open(alice.userId, { projectId: alice.projectId, id: image.id, sha256: sha256(png) })
    if (kind === 'pglite') expect(body).toBeInstanceOf(ReadableStream)
    expect((await readBody(body))?.equals(png)).toBe(true)

    const read = await blobs.readMany(alice.userId, alice.projectId, [image.id, bobs.id])
    expect([...read.keys()]).toEqual([image.id])
    expect(Buffer.from(read.get(image.id)!).equals(png)).toBe(true)
    expect((await blobs.readMany(bob.userId, alice.projectId, [image.id])).size).toBe(0)
  })

  it('shares one file between a project and its duplicate, and removes it with the last image naming it', async () => {
    const alice = await newUser()
    const png = samplePng(64, 48)
    const image = await uploadImage(db, blobs, alice.userId, alice.projectId, png, limits)
    const copy = await duplicateProject(db, alice.userId, alice.projectId, storage)
    // The same bytes uploaded again into the copy's project: a third row, still one file.
    await uploadImage(db, blobs, alice.userId, copy.id, png, limits)
    expect((await rows(alice.userId)).map((row) => row.sha256)).toEqual([sha256(png), sha256(png), sha256(png)])
    const expected = kind === 'pglite' ? [`${alice.userId}/${sha256(png)}`] : []
    expect(files()).toEqual(expected)

    await removeImage(db, blobs, alice.userId, alice.projectId, image.id)
    expect(files()).toEqual(expected)
    const inCopy = { projectId: copy.id, id: image.id, sha256: sha256(png) }
    expect((await readBody(await blobs.open(alice.userId, inCopy)))?.equals(png)).toBe(true)

    await deleteProject(db, blobs, alice.userId, alice.projectId)
    expect(files()).toEqual(expected)
    await deleteProject(db, blobs, alice.userId, copy.id)
    expect(await rows(alice.userId)).toEqual([])
    expect(files()).toEqual([])
  })

  it('leaves no file behind when the database refuses the image at commit', async () => {
    const alice = await newUser()
    // Stricter than the API's own check (another replica's configuration): the deferred trigger
    // refuses at commit, after the file was moved into place.
    await db.query('update public.storage_limits set image_bytes_per_user = 100')
    await expect(uploadImage(db, blobs, alice.userId, alice.projectId, samplePng(50, 50), limits)).rejects.toMatchObject({
      body: { code: 'image_limit' },
    })
    expect(await rows(alice.userId)).toEqual([])
    expect(files()).toEqual([])
  })

  it("removes a deleted account's files and keeps everyone else's", async () => {
    const alice = await newUser()
    const bob = await newUser()
    await uploadImage(db, blobs, alice.userId, alice.projectId, samplePng(20, 20), limits)
    const bobPng = samplePng(21, 21)
    await uploadImage(db, blobs, bob.userId, bob.projectId, bobPng, limits)
    expect(await deleteUserById(db, alice.userId)).toBe(true)
    await blobs.releaseUser(alice.userId)
    expect(files()).toEqual(kind === 'pglite' ? [`${bob.userId}/${sha256(bobPng)}`] : [])
    if (kind === 'pglite') expect(existsSync(join(dataDir, 'images', alice.userId))).toBe(false)
  })

  it('moves bytes a row held before migration 0016 into files at start-up, and removes files no image names', async () => {
    const alice = await newUser()
    const png = samplePng(33, 22)
    // As the server wrote images before: the bytes in the row (the trigger fills size and hash).
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into public.project_images (project_id, user_id, content_type, bytes, width, height)
       values ($1, $2, 'image/png', $3, 33, 22) returning id`,
      [alice.projectId, alice.userId, Buffer.from(png)],
    )
    const id = inserted[0]!.id
    // What a crash could leave: a half-written temporary file, a file whose row never committed,
    // and the directory of an account deleted while the server was down.
    const images = join(dataDir, 'images')
    for (const dir of ['.tmp', alice.userId, randomUUID()]) mkdirSync(join(images, dir), { recursive: true })
    writeFileSync(join(images, '.tmp', randomUUID()), 'half')
    writeFileSync(join(images, alice.userId, 'a'.repeat(64)), 'never committed')
    const gone = readdirSync(images).find((name) => name !== '.tmp' && name !== alice.userId)!
    writeFileSync(join(images, gone, 'b'.repeat(64)), 'deleted account')

    const report = await blobs.prepare()
    if (kind === 'postgres') {
      // The rows keep their bytes; no file is the database's business.
      expect(report).toEqual({ moved: 0, removed: 0, missing: 0 })
      expect((await rows(alice.userId))[0]!.in_row).toBe(true)
    } else {
      expect(report).toEqual({ moved: 1, removed: 2, missing: 0 })
      expect(await rows(alice.userId)).toEqual([
        { id, project_id: alice.projectId, in_row: false, byte_size: png.length, sha256: sha256(png) },
      ])
      expect(files()).toEqual([`${alice.userId}/${sha256(png)}`])
      expect(await blobs.prepare()).toEqual({ moved: 0, removed: 0, missing: 0 })
    }
    const body = await blobs.open(alice.userId, { projectId: alice.projectId, id, sha256: sha256(png) })
    expect((await readBody(body))?.equals(png)).toBe(true)
  })

  it('takes the size and hash from the bytes a direct insert stores, and holds a row without bytes to its stated size', async () => {
    const alice = await newUser()
    await db.query('update public.storage_limits set image_bytes = 1000')
    // As the hosted Data API runs a user's insert: committed as `authenticated` with their claims.
    const direct = (sql: string, params: unknown[]) =>
      db
        .transaction(async (tx) => {
          await enterRequestRole(tx, 'authenticated', { sub: alice.userId, role: 'authenticated' })
          await tx.query(sql, params)
        })
        .then(
          () => 'ok',
          (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
        )
    const bytes = Buffer.alloc(600, 7)
    const insert = `insert into public.project_images (project_id, user_id, content_type, bytes, byte_size, sha256, width, height)
       values ($1, auth.uid(), 'image/png', $2, $3, $4, 1, 1)`
    expect(await direct(insert, [alice.projectId, bytes, 1, 'f'.repeat(64)])).toBe('ok')
    expect((await rows(alice.userId)).map(({ byte_size, sha256, in_row }) => ({ byte_size, sha256, in_row }))).toEqual([
      { byte_size: 600, sha256: sha256(bytes), in_row: true },
    ])
    // Understated bytes are measured, so the per-image cap still holds; a row without bytes stores
    // nothing and counts what it states.
    expect(await direct(insert, [alice.projectId, Buffer.alloc(1200), 1, 'f'.repeat(64)])).toBe('PT413 image_too_large')
    expect(await direct(insert, [alice.projectId, null, 1200, 'f'.repeat(64)])).toBe('PT413 image_too_large')
    expect(await direct(insert, [alice.projectId, null, 0, 'f'.repeat(64)])).toBe(
      '23514 new row for relation "project_images" violates check constraint "project_images_byte_size_bounded"',
    )
    expect(await direct(insert, [alice.projectId, null, 10, 'not a hash'])).toMatch(/^23514 .*project_images_sha256_hex/)
  })

  it('fills the hash of images stored before migration 0016 and keeps their sizes', async () => {
    const fresh = await createTestDatabase(kind)
    const migrations = mkdtempSync(join(tmpdir(), 'folio-migrations-'))
    try {
      const root = resolve(import.meta.dirname, '../../..')
      const [embedded, product] = migrationSources(root, true)
      cpSync(product!.dir, migrations, { recursive: true, filter: (path) => !/0016_[^/]*\.sql$/.test(path) })
      await migrate(fresh, [embedded!, { ...product!, dir: migrations }])
      const userId = await insertUser(fresh)
      const { rows: projects } = await fresh.query<{ id: string }>(
        `insert into public.projects (user_id, title, product_type, tone, chapters) values ($1, 'Old', 'guide', 'friendly', '[]'::jsonb) returning id`,
        [userId],
      )
      const png = samplePng(10, 10)
      await fresh.query(
        `insert into public.project_images (project_id, user_id, content_type, bytes, width, height) values ($1, $2, 'image/png', $3, 10, 10)`,
        [projects[0]!.id, userId, Buffer.from(png)],
      )
      expect(await migrate(fresh, migrationSources(root, true))).toEqual(['0016_image_blobs'])
      const { rows: after } = await fresh.query('select byte_size, sha256 from public.project_images')
      expect(after).toEqual([{ byte_size: png.length, sha256: sha256(png) }])
    } finally {
      await fresh.close()
      rmSync(migrations, { recursive: true, force: true })
    }
  })
})
