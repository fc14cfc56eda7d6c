import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Database } from './database.ts'
import { openPglite } from './pglite-database.ts'

/**
 * Opens the embedded database in DATA_DIR/pgdata. A first start copies the initialised cluster
 * that the build made (`dist/pgdata-template`) instead of running initdb, which takes ~3 s in WASM.
 */
export async function openEmbeddedDatabase(dataDir: string, templateDir?: string): Promise<Database> {
  const pgdata = join(resolve(dataDir), 'pgdata')
  if (!existsSync(join(pgdata, 'PG_VERSION')) && templateDir && existsSync(join(templateDir, 'PG_VERSION'))) {
    cpSync(templateDir, pgdata, { recursive: true })
  }
  return openPglite(pgdata)
}
