import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Context, Hono } from 'hono'
import type { UnionToIntersection } from 'hono/utils/types'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from '@core/errors.ts'
import { EXAMPLES_BASE } from '@core/example-gallery.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { type MigrationSource, pendingMigrationsCheck } from './db/migrate.ts'
import { migrationSources } from './db/migration-sources.ts'
import type { AuthContext } from './auth/auth-context.ts'
import { meRoutes } from './account/me.routes.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { checkoutRoutes } from './checkout/checkout.routes.ts'
import { localCheckoutRoutes } from './checkout/local/local-checkout.routes.ts'
import { stripeWebhookRoutes } from './checkout/stripe-webhook.routes.ts'
import { adminCreditsRoutes } from './credits/admin-credits.routes.ts'
import { creditsRoutes } from './credits/credits.routes.ts'
import { coversRoutes } from './covers/covers.routes.ts'
import { draftRoutes } from './drafts/draft.routes.ts'
import { examplesRoutes } from './examples/examples.routes.ts'
import { ExportPool } from './export/export-pool.ts'
import { exportRoutes } from './export/export.routes.ts'
import { type ImageGatherOptions, noProjectImages, type ProjectImages } from './export/images/gather-images.ts'
import { AiCallQueue } from './generation/providers/ai-call-queue.ts'
import { aiOffRoutes } from './generation/providers/ai-off.ts'
import { chapterRoutes } from './generation/chapters/chapter.routes.ts'
import { descriptionRoutes } from './generation/rewrites/description.routes.ts'
import { selectionRoutes } from './generation/rewrites/selection.routes.ts'
import { outlineRoutes } from './generation/outline/outline.routes.ts'
import type { GenerationProvider } from './generation/providers/provider.ts'
import { queuedProvider } from './generation/providers/queued-provider.ts'
import { healthRoutes } from './health/health.routes.ts'
import { createReadiness, type Readiness } from './health/readiness.ts'
import { readyRoutes } from './health/ready.routes.ts'
import { Drain, drainRequests } from './lifecycle/drain.ts'
import { handBackProvider } from './lifecycle/hand-back-provider.ts'
import { devMailRoutes } from './mail/dev-mail.routes.ts'
import { devOutboxServed } from './mail/mail-destination.ts'
import { apiNotFound, handleError } from './http/error-handler.ts'
import { contractRouter } from './http/openapi.ts'
import { openApiRoutes } from './http/openapi-document.ts'
import { refuseNulInUrl } from './nul-in-url.ts'
import { requestUsers, type TokenVerifier, tokenVerifierFor } from './auth/request-user.ts'
import { securityHeaders } from './http/security-headers.ts'
import { accessLog, quietAccess } from './observability/access-log.ts'
import { type Logger, log } from './observability/logger.ts'
import { requestId } from './observability/request-id.ts'
import { spaRoutes } from './http/spa.ts'
import { loadWebConfig, webConfigMetaTag, webConfigRoutes } from './web-config.ts'
import { databaseImageBlobs, type ImageBlobStore } from './images/image-blob-store.ts'
import { fileImageBlobs } from './images/image-file-store.ts'
import { isImageUploadPath, projectImagesRoutes } from './images/project-images.routes.ts'
import { projectImageStore } from './images/project-image-store.ts'
import { httpMetrics } from './observability/http-metrics.ts'
import { metricsRoutes } from './observability/metrics.routes.ts'
import { launchKitRoutes } from './launch-kit/launch-kit.routes.ts'
import { outlinesRoutes } from './outlines/outlines.routes.ts'
import { projectsRoutes } from './projects/projects.routes.ts'
import { restRoutes } from './rest/rest.routes.ts'
import { isSellingPagePath, sellingApiRoutes, sellingPageRoutes } from './selling/selling.routes.ts'
import { sellingDeps } from './selling/shared/selling-deps.ts'

export interface AppDeps {
  config: Config
  db: Database
  /** Present in embedded mode: this process serves /auth/v1 and /rest/v1 itself. */
  auth?: AuthContext
  /** Checks the product API's bearer tokens; by default this process's keys, or the hosted JWKS. */
  verifier?: TokenVerifier
  /** Writes outlines and chapters: the AI SDK or the offline writer (see generation/providers/create-provider.ts). */
  provider?: GenerationProvider
  /** This instance's places for AI calls (decision 77); by default sized by the config. */
  aiCalls?: AiCallQueue
  /** The built SPA; omitted when Vite serves it (`npm run dev`) and in API tests. */
  webRoot?: string
  /** The built examples gallery (dist/examples, decision 106), served at /examples; omitted like webRoot. */
  examplesRoot?: string
  /** Renders exports in worker processes; by default one sized by the config. */
  exportPool?: ExportPool
  /** The images projects own, for exports; by default read from `imageBlobs` (decisions 63, 72). */
  projectImages?: ProjectImages
  /** Where image bytes live; by default `imageBlobsFor` (decision 72). */
  imageBlobs?: ImageBlobStore
  /** Whether to take new work; shutdown calls `markDraining()` so GET /api/ready answers 503 (decision 113). */
  readiness?: Readiness
  /** The migrations GET /api/ready expects applied; by default this project's (db/migration-sources.ts). */
  migrations?: MigrationSource[]
  /** In-flight work for a graceful shutdown (decision 114); by default one that never drains. */
  drain?: Drain
  /** Where request lines go; by default the process's one logger (observability/logger.ts), which main.ts sets from the config. */
  logger?: Logger
}

// src/server/app.ts, and dist/server/main.js it is bundled into, sit two levels below the project root.
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Where image bytes live (decision 72): files under DATA_DIR/images beside the embedded database,
 * so they never pass through PGlite on the event loop; the rows of a PostgreSQL server, which
 * every replica reaches.
 */
export function imageBlobsFor(config: Pick<Config, 'DATA_DIR'>, db: Database): ImageBlobStore {
  return db.kind === 'pglite' ? fileImageBlobs(db, join(config.DATA_DIR, 'images')) : databaseImageBlobs(db)
}

/** The export workers the config asks for (README § Configuration); they start on the first export. */
export function exportPoolFor(config: Config): ExportPool {
  return new ExportPool({
    workers: config.exportWorkers,
    timeLimitMs: config.EXPORT_TIME_LIMIT_MS,
    memoryMb: config.EXPORT_MEMORY_LIMIT_MB,
    perUser: config.EXPORTS_PER_USER,
    maxExportsPerWorker: config.EXPORT_WORKER_MAX_EXPORTS,
    recycleMb: config.EXPORT_WORKER_RECYCLE_MB,
    idleMs: config.EXPORT_WORKER_IDLE_SECONDS * 1000,
    // Beyond this many waiting exports the newest are refused (503) rather than left to time out.
    queueLimit: config.exportWorkers * 25,
  })
}

/** How an export finds its images (decision 55): the project's own, and the operator's allowed hosts. */
export function exportImagesFor(config: Config, project: ProjectImages = noProjectImages): ImageGatherOptions {
  // Well inside the export's own time limit, which starts once the images are in.
  const fetchTimeoutMs = Math.min(10_000, config.EXPORT_TIME_LIMIT_MS)
  return {
    project,
    remoteHosts: config.EXPORT_IMAGE_HOSTS,
    allowHttp: config.EXPORT_IMAGE_ALLOW_HTTP,
    maxBytes: config.EXPORT_IMAGE_MAX_BYTES,
    fetchTimeoutMs,
  }
}

const isDocumentPath = (path: string) => path.startsWith('/api/projects') || path.startsWith('/api/export/')

type SchemaOf<T extends (...args: never[]) => unknown> = ReturnType<T> extends Hono<infer _E, infer S, infer _B> ? S : never
/**
 * The product API's declared routes, as a type (decision 0117): what the web app's `hc` client
 * is typed by. Only this type crosses into src/web; the routes are mounted under /api below.
 */
export type ApiRoutes = Hono<
  object,
  UnionToIntersection<
    SchemaOf<
      | typeof healthRoutes
      | typeof readyRoutes
      | typeof webConfigRoutes
      | typeof meRoutes
      | typeof creditsRoutes
      | typeof adminCreditsRoutes
      | typeof projectsRoutes
      | typeof outlinesRoutes
      | typeof launchKitRoutes
      | typeof projectImagesRoutes
      | typeof coversRoutes
      | typeof exportRoutes
      | typeof checkoutRoutes
      | typeof outlineRoutes
      | typeof chapterRoutes
      | typeof selectionRoutes
      | typeof descriptionRoutes
      | typeof draftRoutes
      | typeof sellingApiRoutes
    >
  >
>

/** Composes the one process: the product API under /api and the SPA for everything else. */
export function createApp({
  config,
  db,
  auth,
  verifier = tokenVerifierFor(config, auth),
  provider,
  aiCalls = new AiCallQueue(config.aiCalls),
  webRoot,
  examplesRoot,
  exportPool = exportPoolFor(config),
  projectImages,
  imageBlobs = imageBlobsFor(config, db),
  readiness = createReadiness(),
  migrations = migrationSources(projectRoot, config.embeddedAuth),
  drain = new Drain(),
  logger = log,
}: AppDeps): Hono {
  const app = new Hono()
  // First of all: every response, files and errors included, carries the request's id (decision 112).
  app.use('*', requestId({ trustProxy: config.TRUST_PROXY, logger }))
  // Then every answer is counted, errors and refusals too (decision 113), and logged.
  app.use('*', httpMetrics())
  app.use('*', accessLog())
  // Hosted mode: the browser talks to the Supabase project directly.
  app.use('*', securityHeaders(config.SUPABASE_URL ? [new URL(config.SUPABASE_URL).origin] : []))
  app.onError(handleError)
  // A shutting-down server starts nothing new and counts what it runs (decision 114).
  app.use('*', drainRequests(drain))
  app.use('*', refuseNulInUrl())
  const webConfig = loadWebConfig(config, auth)
  webConfig.catch(() => undefined) // reported by the requests that await it

  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large'), 413)
  const limitBody = bodyLimit({ maxSize: config.BODY_LIMIT_BYTES, onError: tooLarge })
  const limitDocument = bodyLimit({ maxSize: config.DOCUMENT_BODY_LIMIT_BYTES, onError: tooLarge })
  for (const prefix of ['/auth/v1/*', '/rest/v1/*']) app.use(prefix, limitBody)
  // Selling's public forms (issue 33) are small; nothing larger is read from a stranger.
  app.use('*', (c, next) => (isSellingPagePath(c.req.path) ? limitBody(c, next) : next()))
  // Whole documents (saves, exports) are larger than any other request.
  // An image upload is held to the per-image cap by its own route, after the caller is known.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'POST' && isImageUploadPath(c.req.path)) return next()
    return isDocumentPath(c.req.path) ? limitDocument(c, next) : limitBody(c, next)
  })

  const api = contractRouter()
  api.use('*', requestUsers(verifier))
  api.route('/', healthRoutes(db))
  const pendingMigrations = pendingMigrationsCheck(migrations)
  api.route('/', readyRoutes({ db, pendingMigrations, exportPoolOpen: () => exportPool.open, readiness }))
  api.route('/', webConfigRoutes(webConfig))
  api.route('/', meRoutes())
  api.route('/', creditsRoutes(db))
  api.route('/', adminCreditsRoutes(db, config))
  api.route('/', projectsRoutes({ db, config, imageBlobs }))
  // Saved outlines (issue 30) are read and edited without a provider; only making one needs it.
  api.route('/', outlinesRoutes({ db }))
  api.route('/', projectImagesRoutes({ db, config, imageBlobs }))
  // Cover art from the operator's image model (decision 89); its calls share the AI places below.
  api.route('/', coversRoutes({ db, config, imageBlobs, aiCalls }))
  api.route(
    '/',
    exportRoutes(exportPool, exportImagesFor(config, projectImages ?? projectImageStore(db, imageBlobs)), {
      db,
      pagesPerMinute: config.PAGE_PREVIEWS_PER_MINUTE,
      coversPerMinute: config.COVER_PREVIEWS_PER_MINUTE,
    }),
  )
  api.route('/', checkoutRoutes({ config, db }))
  // Selling (issue 33): the creator's products, orders, lists and mail, and the Connect webhook.
  const images = exportImagesFor(config, projectImages ?? projectImageStore(db, imageBlobs))
  const selling = sellingDeps({ config, db, exportPool, exportImages: images })
  api.route('/', sellingApiRoutes(selling))
  api.route('/', stripeWebhookRoutes({ config, db }))
  // Before the generation routes, so a production server without a provider refuses to write.
  if (config.ai === 'off') api.route('/', aiOffRoutes())
  // Every AI call of every route waits for its place here (decision 77).
  // When a shutdown's grace is over, the calls still running stop and hand their work back (decision 114).
  const writer = provider && handBackProvider(queuedProvider(provider, aiCalls), drain.handBack)
  // The launch kit (issue 32) is read, edited and downloaded without a writer; only writing needs one.
  api.route('/', launchKitRoutes({ config, db, provider: writer, aiCalls }))
  if (writer) {
    const handBack = drain.handBack
    const deps = { config, db, provider: writer, aiCalls, handBack, track: drain.track }
    api.route('/', outlineRoutes(deps))
    api.route('/', chapterRoutes(deps))
    api.route('/', selectionRoutes(deps))
    api.route('/', descriptionRoutes(deps))
    api.route('/', draftRoutes(deps))
  }
  // The contract of every route above (decision 0117); declared itself, so the document lists all of /api.
  api.route('/', openApiRoutes(api))
  api.all('*', apiNotFound)
  app.route('/api', api)
  // For Prometheus: this machine reads it, anyone else with METRICS_TOKEN (decision 113).
  app.route('/', metricsRoutes(config))
  // A deleted account's images went by cascade; their files go with it.
  if (auth) app.route('/auth/v1', authRoutes(auth, { userDeleted: (userId) => imageBlobs.releaseUser(userId) }))
  if (auth) app.route('/rest/v1', restRoutes(auth))
  // The local outbox holds live sign-in links: development and tests only, never in production,
  // and only where mail really goes there (no SMTP_URL).
  if (auth && devOutboxServed(config)) app.route('/dev/mail', devMailRoutes(db, config))
  // The embedded default's card checkout: Stripe's hosted page stands in for it when a key is set.
  if (config.checkout === 'local') app.route('/checkout/local', localCheckoutRoutes({ config, db }))

  // The buyer's pages: product pages, stores, opt-in, checkout and downloads, rendered here (issue 33).
  app.route('/', sellingPageRoutes(selling))

  // Files get no access line: whatever reaches these routes is served from the build.
  if (examplesRoot) app.use(`${EXAMPLES_BASE}/*`, quietAccess)
  if (examplesRoot) app.route(EXAMPLES_BASE, examplesRoutes(examplesRoot))
  if (webRoot) app.use('*', quietAccess)
  if (webRoot) app.route('/', spaRoutes(webRoot, webConfig.then(webConfigMetaTag)))
  return app
}
