import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp, imageBlobsFor } from './app.ts'
import { createAuthContext } from './auth/auth-context.ts'
import { type Config, ConfigError, loadConfig, processEnv } from './config.ts'
import { backgroundOf } from './db/database.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { migrate } from './db/migrate.ts'
import { migrationSources } from './db/migration-sources.ts'
import { openConfiguredDatabase } from './db/open-database.ts'
import { startDraftSweeper } from './drafts/draft-sweeper.ts'
import { writerStatus } from './generation/ai-off.ts'
import { createProvider } from './generation/create-provider.ts'
import { devOutboxServed, mailDestination } from './mail/mail-destination.ts'
import { tokenVerifierFor } from './auth/request-user.ts'
import { writeStorageLimits } from './projects/storage-limits.queries.ts'
import { applyServerTimeouts } from './http/server-timeouts.ts'

// Both src/server/main.ts and the bundled dist/server/main.js sit two levels below the project root.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface StartOptions {
  /** Serve the built SPA from dist/web (false when Vite serves it in development). */
  serveWeb?: boolean
}

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

/** Starts the one Folio process: config, database, migrations, then HTTP. */
export async function start({ serveWeb = true }: StartOptions = {}): Promise<void> {
  const startedAt = performance.now()
  let config: Config
  try {
    config = loadConfig(processEnv())
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  // The product schema references auth.users, which only the hosted project's database has.

  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>
  try {
    opened = await openConfiguredDatabase(config, { templateDir: join(projectRoot, 'dist/pgdata-template') })
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    fail(`Could not open the database: ${(error as Error).message}`)
  }
  const { db, lock } = opened
  const applied = await migrate(db, migrationSources(projectRoot, config.embeddedAuth))
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`)
  // The database's own storage checks use this server's limits (decision 71).
  await writeStorageLimits(db, config)
  // Embedded mode: bytes still in the column move to files, and files no image names go (decision 72).
  const imageBlobs = imageBlobsFor(config, db)
  const images = await imageBlobs.prepare()
  if (images.moved > 0 || images.removed > 0)
    console.log(`Images: ${images.moved} moved into files, ${images.removed} unused files removed.`)
  if (images.missing > 0) console.warn(`Images: ${images.missing} image files are missing; those images show as their alt text.`)

  const auth = config.embeddedAuth ? await createAuthContext(db, config) : undefined
  const verifier = tokenVerifierFor(config, auth)
  const provider = createProvider(config)
  const app = createApp({
    config,
    db,
    auth,
    verifier,
    provider,
    imageBlobs,
    webRoot: serveWeb ? join(projectRoot, 'dist/web') : undefined,
    examplesRoot: serveWeb ? join(projectRoot, 'dist/examples') : undefined,
  })
  // Returns the held credits of drafts nobody finished (docs/draft-state-machine.md#job).
  // Background work: its own connections on PostgreSQL, behind requests on PGlite (decision 78).
  const sweeper = startDraftSweeper({ db: backgroundOf(db) })
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST })
  applyServerTimeouts(server, config)
  server.once('error', (error: NodeJS.ErrnoException) => {
    lock?.release()
    if (error.code === 'EADDRINUSE') fail(`Port ${config.PORT} on ${config.HOST} is already in use. Set PORT to a free port.`)
    fail(`Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`)
  })
  server.once('listening', () => {
    const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${resolve(config.DATA_DIR)}`
    const ms = Math.round(performance.now() - startedAt)
    const writer = writerStatus(config, provider)
    console.log(
      `Folio is running at ${config.siteUrl} (database: ${database}; ${writer.warn ? 'AI: none' : writer.text}; ready in ${ms} ms)`,
    )
    if (writer.warn) console.warn(writer.text)
    // Decision 89: which image model draws cover art; none means the built-in art only.
    if (config.aiImage) console.log(`Cover art: image model ${config.aiImage.modelId} (${config.aiImage.provider}).`)
    // Hosted mode: the Supabase project sends its own mail.
    if (config.embeddedAuth) (config.SMTP_URL || devOutboxServed(config) ? console.log : console.warn)(mailDestination(config))
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down.`)
    sweeper.stop()
    server.close()
    db.close()
      .catch((error: unknown) => console.error('Closing the database failed:', error))
      .finally(() => {
        lock?.release()
        process.exit(0)
      })
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  // Last resort on a crash: never leave a lock file that names a live-looking pid behind.
  process.once('exit', () => lock?.release())
}
