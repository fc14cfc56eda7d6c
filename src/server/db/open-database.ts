import type { Config } from '../config.ts'
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts'
import type { Database } from './database.ts'
import { openEmbeddedDatabase } from './embedded-database.ts'
import { openPostgres } from './postgres-database.ts'

/**
 * The database the configuration names: a PostgreSQL server, or the embedded one, opened only
 * under the DATA_DIR lock (throws DataDirLockedError when another process holds it).
 */
export async function openConfiguredDatabase(
  config: Config,
  /** `poolSize` overrides DATABASE_POOL_SIZE (a one-off command needs one connection). */
  options: { templateDir: string; poolSize?: number },
): Promise<{ db: Database; lock?: DataDirLock }> {
  if (config.DATABASE_URL) return { db: await openPostgres(config.DATABASE_URL, options.poolSize ?? config.DATABASE_POOL_SIZE) }
  const lock = acquireDataDirLock(config.DATA_DIR)
  try {
    return { db: await openEmbeddedDatabase(config.DATA_DIR, options.templateDir), lock }
  } catch (error) {
    lock.release()
    throw error
  }
}
