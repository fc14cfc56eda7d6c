import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Database } from '../db/database.ts'
import { asUser } from '../projects/as-user.ts'
import { hashImage, type ImageBlobStore, type StagedImage } from './image-blob-store.ts'
import { allImageHashes, clearRowBytes, lockImages, namedHashes, readImageHashes, rowsWithBytes } from './project-images.queries.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SHA256 = /^[0-9a-f]{64}$/
const TEMP = '.tmp'
// Rows moved out of the column per query at start-up: each may hold 5 MiB.
const MOVE_BATCH = 4

interface FileStaged extends StagedImage {
  readonly tempPath: string
  /** Set by `place` when it made the user's file (it was not there before). */
  placed: boolean
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
const ignoreMissing = (error: unknown) => {
  if (!isMissing(error)) throw error
}

/** A rename is durable once the directory that holds the name is synced. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx', 0o600)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch (error) {
    ignoreMissing(error)
    return false
  }
}

/**
 * Image bytes as files (decision 72): `<dir>/<user id>/<sha256>`, one file per distinct image of a
 * user, so a duplicated project's copies share their files and a deleted account is one directory.
 * A file is written whole to `<dir>/.tmp/`, synced, and renamed into place; the rows say which
 * files are wanted, and a file goes once no row of its user names it. Every step that creates or
 * removes a user's file runs under that user's image lock (the advisory lock uploads take), so a
 * clean-up never removes a file an upload is about to name.
 */
export function fileImageBlobs(db: Database, dir: string): ImageBlobStore {
  const tempDir = join(dir, TEMP)
  const userDir = (userId: string) => {
    // The id comes from a verified token or a row; checked anyway, as it becomes a path.
    if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`)
    return join(dir, userId.toLowerCase())
  }
  const fileOf = (userId: string, sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`)
    return join(userDir(userId), sha256)
  }

  /** Under the lock, the user's files among `hashes` that no row names any more go. */
  const release = async (userId: string, hashes: readonly string[]) => {
    if (hashes.length === 0) return
    await asUser(db, userId, async (tx) => {
      await lockImages(tx)
      const kept = await namedHashes(tx, hashes)
      for (const sha256 of new Set(hashes)) if (!kept.has(sha256)) await unlink(fileOf(userId, sha256)).catch(ignoreMissing)
    })
  }

  /** A file for bytes that were in the column; none is made twice (the name is the content). */
  const writeFileOf = async (userId: string, sha256: string, bytes: Uint8Array) => {
    const path = fileOf(userId, sha256)
    if (await exists(path)) return
    await mkdir(tempDir, { recursive: true })
    await mkdir(userDir(userId), { recursive: true })
    const temp = join(tempDir, randomUUID())
    await writeDurably(temp, bytes)
    await rename(temp, path)
    await syncDir(userDir(userId))
  }

  return {
    kind: 'files',
    async stage(bytes) {
      const hashed = await hashImage(bytes)
      await mkdir(tempDir, { recursive: true })
      const tempPath = join(tempDir, randomUUID())
      await writeDurably(tempPath, bytes)
      return { ...hashed, tempPath, placed: false } satisfies FileStaged
    },
    async place(_tx, userId, staged) {
      const file = staged as FileStaged
      const path = fileOf(userId, file.sha256)
      // The same bytes already stored for this user: the new row shares the file.
      if (await exists(path)) return null
      await mkdir(userDir(userId), { recursive: true })
      await rename(file.tempPath, path)
      file.placed = true
      await syncDir(userDir(userId))
      return null
    },
    async settle(userId, staged, committed) {
      const file = staged as FileStaged
      if (!file.placed) await unlink(file.tempPath).catch(ignoreMissing)
      else if (!committed) await release(userId, [file.sha256])
    },
    async open(userId, image) {
      try {
        const handle = await open(fileOf(userId, image.sha256), 'r')
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
      } catch (error) {
        ignoreMissing(error)
        return undefined
      }
    },
    async readMany(userId, projectId, ids) {
      const rows = await asUser(db, userId, (tx) => readImageHashes(tx, projectId, ids))
      const read = await Promise.all(
        rows.map(async (row) => [row.id, await readFile(fileOf(userId, row.sha256)).catch(() => undefined)] as const),
      )
      const found = new Map<string, Uint8Array>()
      for (const [id, bytes] of read) if (bytes) found.set(id, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      return found
    },
    release,
    async releaseUser(userId) {
      await rm(userDir(userId), { recursive: true, force: true })
    },
    async prepare() {
      await rm(tempDir, { recursive: true, force: true })
      // Bytes written before migration 0016 leave the column once, before the server listens.
      let moved = 0
      for (let rows = await rowsWithBytes(db, MOVE_BATCH); rows.length > 0; rows = await rowsWithBytes(db, MOVE_BATCH)) {
        for (const row of rows) {
          await writeFileOf(row.user_id, row.sha256, row.bytes)
          await clearRowBytes(db, row.project_id, row.id)
          moved += 1
        }
      }
      // What a crash left between a file and its row's commit, or an account deleted meanwhile.
      const wanted = new Map<string, Set<string>>()
      for (const { user_id, sha256 } of await allImageHashes(db)) {
        const user = user_id.toLowerCase()
        wanted.set(user, (wanted.get(user) ?? new Set()).add(sha256))
      }
      let removed = 0
      const users = await readdir(dir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)))
      for (const user of users) {
        if (!UUID.test(user)) continue
        const keep = wanted.get(user) ?? new Set<string>()
        for (const name of await readdir(join(dir, user))) {
          if (keep.has(name)) continue
          await rm(join(dir, user, name), { recursive: true, force: true })
          removed += 1
        }
        if (keep.size === 0) await rmdir(join(dir, user)).catch(() => undefined)
      }
      let missing = 0
      for (const [user, hashes] of wanted) for (const sha256 of hashes) if (!(await exists(fileOf(user, sha256)))) missing += 1
      return { moved, removed, missing }
    },
  }
}
