import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp, exportPoolFor, imageBlobsFor } from './app.ts'
import { createAuthContext } from './auth/auth-context.ts'
import { type Config, ConfigError, loadConfig, processEnv } from './config.ts'
import { backgroundOf } from './db/database.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { migrate } from './db/migrate.ts'
import { migrationSources } from './db/migration-sources.ts'
import { openConfiguredDatabase } from './db/open-database.ts'
import { startDraftSweeper } from './drafts/draft-sweeper.ts'
import { startListMailWorker } from './selling/mailing/list-mail-worker.ts'
import { writerStatus } from './generation/providers/ai-off.ts'
import { createProvider } from './generation/providers/create-provider.ts'
import { devOutboxServed, mailDestination } from './mail/mail-destination.ts'
import { tokenVerifierFor } from './auth/request-user.ts'
import { configureLog, log, logSettings } from './observability/logger.ts'
import { writeStorageLimits } from './projects/storage-limits.queries.ts'
import { applyServerTimeouts } from './http/server-timeouts.ts'
import { createReadiness } from './health/readiness.ts'
import { Drain } from './lifecycle/drain.ts'
import { gracefulShutdown, onStopSignals } from './lifecycle/shutdown.ts'

// Both src/server/main.ts and the bundled dist/server/main.js sit two levels below the project root.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface StartOptions {
  /** Serve the built SPA from dist/web (false when Vite serves it in development). */
  serveWeb?: boolean
}

// Before the config is read, the one logger follows LOG_FORMAT and LOG_LEVEL as the environment has them.
function fail(message: string): never {
  log.fatal(message)
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
  const logger = configureLog(logSettings(config))

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
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`)
  // The database's own storage checks use this server's limits (decision 71).
  await writeStorageLimits(db, config)
  // Embedded mode: bytes still in the column move to files, and files no image names go (decision 72).
  const imageBlobs = imageBlobsFor(config, db)
  const images = await imageBlobs.prepare()
  if (images.moved > 0 || images.removed > 0)
    logger.info(`Images: ${images.moved} moved into files, ${images.removed} unused files removed.`)
  if (images.missing > 0) logger.warn(`Images: ${images.missing} image files are missing; those images show as their alt text.`)

  const auth = config.embeddedAuth ? await createAuthContext(db, config) : undefined
  const verifier = tokenVerifierFor(config, auth)
  const provider = createProvider(config)
  const exportPool = exportPoolFor(config)
  const drain = new Drain()
  // Decision 113: GET /api/ready answers 503 from the first moment of a shutdown.
  const readiness = createReadiness()
  const app = createApp({
    config,
    db,
    auth,
    verifier,
    provider,
    imageBlobs,
    logger,
    webRoot: serveWeb ? join(projectRoot, 'dist/web') : undefined,
    examplesRoot: serveWeb ? join(projectRoot, 'dist/examples') : undefined,
    exportPool,
    drain,
    readiness,
  })
  // Returns the held credits of drafts nobody finished (docs/draft-state-machine.md#job).
  // Background work: its own connections on PostgreSQL, behind requests on PGlite (decision 78).
  const sweeper = startDraftSweeper({ db: backgroundOf(db) })
  // Sends the launch sequences and broadcasts that come due, on the job queue every replica shares (decision 135).
  let listMail: Awaited<ReturnType<typeof startListMailWorker>>
  try {
    listMail = await startListMailWorker({ config, db: backgroundOf(db) })
  } catch (error) {
    lock?.release()
    fail(`Could not start the list-mail job queue: ${(error as Error).message}`)
  }
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST })
  applyServerTimeouts(server, config)
  drain.watch(server)
  server.once('error', (error: NodeJS.ErrnoException) => {
    lock?.release()
    if (error.code === 'EADDRINUSE') fail(`Port ${config.PORT} on ${config.HOST} is already in use. Set PORT to a free port.`)
    fail(`Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`)
  })
  server.once('listening', () => {
    const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${resolve(config.DATA_DIR)}`
    const ms = Math.round(performance.now() - startedAt)
    const writer = writerStatus(config, provider)
    logger.info(
      `Folio is running at ${config.siteUrl} (database: ${database}; ${writer.warn ? 'AI: none' : writer.text}; ready in ${ms} ms)`,
    )
    if (writer.warn) logger.warn(writer.text)
    // Decision 89: which image model draws cover art; none means the built-in art only.
    if (config.aiImage) logger.info(`Cover art: image model ${config.aiImage.modelId} (${config.aiImage.provider}).`)
    // Hosted mode: the Supabase project sends its own mail.
    if (config.embeddedAuth) {
      if (config.SMTP_URL || devOutboxServed(config)) logger.info(mailDestination(config))
      else logger.warn(mailDestination(config))
    }
  })

  // Decision 114: finish or hand back the work in flight, then close (lifecycle/shutdown.ts).
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000
  onStopSignals(
    gracefulShutdown({
      graceMs,
      drain,
      server,
      exportPool,
      sweeper,
      listMail,
      db,
      lock,
      log: logger,
      onDraining: () => readiness.markDraining(),
    }),
  )
  // Last resort on a crash: never leave a lock file that names a live-looking pid behind.
  process.once('exit', () => lock?.release())
}
