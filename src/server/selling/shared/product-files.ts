import { randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database, Queryable } from '../../db/database.ts'

export type ProductFileFormat = 'pdf' | 'epub' | 'docx' | 'bundle' | 'cover' | 'og'

export interface ProductFile {
  bytes: Uint8Array
  fileName: string
  mediaType: string
  sha256: string
}

/**
 * Where a version's bytes live (decision 128, after decision 72): on PostgreSQL in the row
 * (`product_files.bytes`), which every replica reaches; on the embedded PGlite as files under
 * `DATA_DIR/products/<sha256[0..2]>/<sha256>`, content-addressed, so megabytes never pass through
 * PGlite on the event loop (a 1 MB bytea read there stalls every route for a third of a second).
 * The row is then the file's metadata, its `bytes` null. `sellingDeps` names the directory of an
 * embedded database once at start; a transaction of it (another object) finds the directory of
 * the database registered last, the one a server process has.
 */
const directories = new WeakMap<object, string>()
let lastDirectory: string | undefined

export function useProductFileDirectory(db: Database, directory: string): void {
  directories.set(db, directory)
  lastDirectory = directory
}

/** The directory an embedded database keeps product files in; undefined on PostgreSQL (the bytes are in the row). */
export function productFileDirectory(db: Queryable): string | undefined {
  if ((db as Partial<Database>).kind === 'postgres') return undefined
  return directories.get(db) ?? lastDirectory
}

const filePath = (directory: string, sha256: string) => join(directory, sha256.slice(0, 2), sha256)

/**
 * Puts bytes where a version's files are read from, before the transaction that names them: on
 * PGlite a file written whole to `.tmp/`, synced and renamed into place (the same bytes already
 * there are kept: a republish of an unchanged book adds no file); returns the `bytes` column's
 * value (null when the file holds them, the bytes themselves on PostgreSQL). A rolled-back publish
 * leaves a file no row names; the next publish of the same bytes uses it again.
 */
export async function stageProductFile(db: Queryable, sha256: string, bytes: Uint8Array): Promise<Uint8Array | null> {
  const directory = productFileDirectory(db)
  if (!directory) return bytes
  const path = filePath(directory, sha256)
  if (await exists(path)) return null
  const temp = join(directory, '.tmp', randomUUID())
  await mkdir(join(directory, '.tmp'), { recursive: true })
  await mkdir(join(directory, sha256.slice(0, 2)), { recursive: true })
  const handle = await open(temp, 'wx', 0o600)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  return null
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * One file of a frozen version (product_files), as delivery and the product page read it: from the
 * row's bytes when it holds them (PostgreSQL, and rows written straight into the table), else from
 * the embedded database's file. The ONE reader of stored files; undefined when there is none.
 */
export async function readProductFile(db: Queryable, versionId: string, format: ProductFileFormat): Promise<ProductFile | undefined> {
  const { rows } = await db.query<{ bytes: Uint8Array | null; file_name: string; media_type: string; sha256: string }>(
    'select bytes, file_name, media_type, sha256 from public.product_files where version_id = $1 and format = $2',
    [versionId, format],
  )
  const row = rows[0]
  if (!row) return undefined
  const file = { fileName: row.file_name, mediaType: row.media_type, sha256: row.sha256 }
  if (row.bytes) return { ...file, bytes: new Uint8Array(row.bytes) }
  const directory = productFileDirectory(db)
  if (!directory) return undefined
  try {
    return { ...file, bytes: new Uint8Array(await readFile(filePath(directory, row.sha256))) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
