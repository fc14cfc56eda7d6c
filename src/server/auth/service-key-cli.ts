import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Config, ConfigError, loadConfig, processEnv, logEnv } from '../config.ts'
import { DataDirLockedError } from '../db/data-dir-lock.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'
import { openConfiguredDatabase } from '../db/open-database.ts'
import { configureLog, logSettings } from '../observability/logger.ts'
import { mintApiKey } from './api-keys.ts'
import { createAuthContext } from './auth-context.ts'

// src/server/auth/ sits three levels below the project root.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** A refusal the user can act on: printed as is, without a stack trace. */
export class ServiceKeyError extends Error {
  override name = 'ServiceKeyError'
}

export interface ServiceKey {
  key: string
  /** The `iss` the key carries; the server accepts it only under the same SITE_URL. */
  issuer: string
}

/** Opens the database the server would use, as main.ts does: the embedded one only under its lock. */
async function openDatabase(config: Config) {
  try {
    return await openConfiguredDatabase(config, { templateDir: join(projectRoot, 'dist/pgdata-template'), poolSize: 1 })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new ServiceKeyError(
      `The embedded database in ${resolve(config.DATA_DIR)} is open in a running Folio server, and only one process may use it at a time.\n` +
        'Stop the server (Ctrl+C in its terminal), run this command, then start the server again; the key stays valid across restarts.\n' +
        'To keep the server running instead, put the data in PostgreSQL (set DATABASE_URL for both), where any number of processes can share it.',
    )
  }
}

/**
 * Mints the service-role key for the configured database. The key is signed with the instance's
 * stored signing key (made here if the database is new, exactly as the server would), so it
 * matches what a server on the same database and SITE_URL accepts.
 */
export async function serviceRoleKey(env: Record<string, string | undefined>): Promise<ServiceKey> {
  const config = loadConfig(env)
  if (!config.embeddedAuth) {
    throw new ServiceKeyError(
      'SUPABASE_URL is set, so auth is hosted by Supabase: its service-role key is in the Supabase dashboard (Project Settings → API keys), not in this database.',
    )
  }
  const { db, lock } = await openDatabase(config)
  try {
    await migrate(db, migrationSources(projectRoot, true))
    const auth = await createAuthContext(db, config)
    return { key: await mintApiKey(auth.key, auth.issuer, 'service_role'), issuer: auth.issuer }
  } finally {
    await db.close()
    lock?.release()
  }
}

/** `npm run auth:service-key`: the key alone on stdout (for `$(…)`), guidance on stderr. */
async function main(): Promise<void> {
  // Log lines (a lost database connection, say) go to stderr: stdout is the key alone.
  configureLog(logSettings(logEnv()), 2)
  try {
    const { key, issuer } = await serviceRoleKey(processEnv())
    process.stdout.write(`${key}\n`)
    process.stderr.write(
      `\nService-role key for ${issuer} (the server must run with the same SITE_URL, or HOST and PORT).\n` +
        'It bypasses row-level security and unlocks the admin API: keep it on servers, never in the browser or in git.\n',
    )
  } catch (error) {
    if (error instanceof ServiceKeyError || error instanceof ConfigError) {
      process.stderr.write(`\n${error.message}\n\n`)
      process.exitCode = 1
      return
    }
    throw error
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main()
