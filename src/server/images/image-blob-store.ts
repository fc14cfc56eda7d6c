import type { Database } from '../db/database.ts'
import { asUser, type UserTx } from '../projects/as-user.ts'
import { readImageBytes } from './project-images.queries.ts'

/** An image's bytes on their way in: hashed, and (files) already durable in a temporary file. */
export interface StagedImage {
  readonly sha256: string
  readonly byteSize: number
}

/** Which stored image: its row's key and content hash. */
export interface StoredImage {
  projectId: string
  id: string
  sha256: string
}

export type ImageBody = ReadableStream<Uint8Array> | Uint8Array

export interface PrepareReport {
  /** Rows whose bytes were moved from the column into files. */
  moved: number
  /** Files no image names any more, removed. */
  removed: number
  /** Images whose file is missing (they answer 404 and print as alt text). */
  missing: number
}

/**
 * Where image bytes live (decision 72); the `project_images` row is the image's metadata and
 * ownership either way, under RLS. Embedded mode: files under DATA_DIR, named by hash, so the
 * bytes never pass through PGlite on the main thread. PostgreSQL: the row's `bytes` column, which
 * every replica reaches.
 *
 * An upload calls `stage` before its transaction, `place` inside it (under the user's image lock,
 * just before the insert), and `settle` after it, committed or not. Deletes call `release` after
 * their commit with the hashes they removed.
 */
export interface ImageBlobStore {
  readonly kind: 'files' | 'database'
  stage(bytes: Uint8Array): Promise<StagedImage>
  /** Makes the staged bytes the user's; returns what the row's `bytes` column holds. */
  place(tx: UserTx, userId: string, staged: StagedImage): Promise<Uint8Array | null>
  /** Drops what `stage` left behind, and after a rollback a file `place` made that no row names. */
  settle(userId: string, staged: StagedImage, committed: boolean): Promise<void>
  /** One image's bytes, streamed where they are files; undefined when they are gone. */
  open(userId: string, image: StoredImage): Promise<ImageBody | undefined>
  /** The bytes of the project's images among `ids`, read as the user (the export). */
  readMany(userId: string, projectId: string, ids: readonly string[]): Promise<Map<string, Uint8Array>>
  /** After a commit that removed images: drops the bytes no image of the user names any more. */
  release(userId: string, hashes: readonly string[]): Promise<void>
  /** After an account was deleted (its rows went by cascade). */
  releaseUser(userId: string): Promise<void>
  /** At start-up, before any request: brings the stored bytes in line with the rows. */
  prepare(): Promise<PrepareReport>
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // WebCrypto digests on libuv's thread pool, not on the event loop (a 5 MB hash is ≈ 15 ms of CPU).
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Buffer.from(digest).toString('hex')
}

export async function hashImage(bytes: Uint8Array): Promise<StagedImage> {
  return { sha256: await sha256Hex(bytes), byteSize: bytes.byteLength }
}

interface RowStaged extends StagedImage {
  readonly bytes: Uint8Array
}

/** PostgreSQL: the bytes stay in the row (as before migration 0016), reachable from every replica. */
export function databaseImageBlobs(db: Database): ImageBlobStore {
  return {
    kind: 'database',
    async stage(bytes) {
      return { ...(await hashImage(bytes)), bytes } satisfies RowStaged
    },
    async place(_tx, _userId, staged) {
      return (staged as RowStaged).bytes
    },
    async settle() {},
    async open(userId, image) {
      const rows = await asUser(db, userId, (tx) => readImageBytes(tx, image.projectId, [image.id]))
      return rows[0]?.bytes
    },
    async readMany(userId, projectId, ids) {
      const rows = await asUser(db, userId, (tx) => readImageBytes(tx, projectId, ids))
      return new Map(rows.map((row) => [row.id, row.bytes]))
    },
    async release() {},
    async releaseUser() {},
    async prepare() {
      return { moved: 0, removed: 0, missing: 0 }
    },
  }
}
