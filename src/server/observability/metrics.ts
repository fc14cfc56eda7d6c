import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's one metrics registry (decision 113), read at GET /metrics. One per process, not
 * per app: the work it counts (AI calls, export workers, mail) belongs to the process, and an
 * instrumented module needs no handle threaded to it. Tests read deltas of the numbers they cause.
 * Every name starts with `folio_`, the Node defaults too, so one prefix finds them all.
 */
export const metricsRegistry = new Registry()

// Once per process (and per module instance, which a test file's isolation makes anew).
collectDefaultMetrics({ register: metricsRegistry, prefix: 'folio_' })

const registers = [metricsRegistry]

/** Request latency: most answer in milliseconds, exports and outline calls take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
/** Provider calls and renders: a second to minutes (a long chapter, a planner PDF). */
const SLOW_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300]

export const httpRequests = new Counter({
  name: 'folio_http_requests_total',
  help: 'HTTP requests answered, by method, matched route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
})

export const httpDuration = new Histogram({
  name: 'folio_http_request_duration_seconds',
  help: 'Time to the response headers (a stream is timed to its first byte), by method, route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: HTTP_BUCKETS,
  registers,
})

export const aiCallDuration = new Histogram({
  name: 'folio_ai_call_duration_seconds',
  help: 'AI provider calls once they hold a place (decision 77), by task and outcome (ok or the error code).',
  labelNames: ['task', 'outcome'] as const,
  buckets: SLOW_BUCKETS,
  registers,
})

export const aiCalls = new Counter({
  name: 'folio_ai_calls_total',
  help: 'AI provider calls, by task and outcome (ok or the error code).',
  labelNames: ['task', 'outcome'] as const,
  registers,
})

export const draftChaptersInFlight = new Gauge({
  name: 'folio_draft_chapters_in_flight',
  help: 'Draft chapters being written now, across every draft of this process.',
  registers,
})

export const draftThrottleWaits = new Histogram({
  name: 'folio_draft_throttle_wait_seconds',
  help: 'Waits a draft chapter was put back for after a 429 from the provider (_count: the waits, _sum: seconds).',
  buckets: [1, 2, 5, 10, 30, 60, 120],
  registers,
})

/** Export pools alive in this process (one in production; tests make many), read on each scrape. */
const exportPools = new Set<{ readonly stats: { running: number; waiting: number } }>()

export const exportQueueDepth = new Gauge({
  name: 'folio_export_queue_depth',
  help: 'Exports waiting for a worker and rendering now.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    let waiting = 0
    let running = 0
    for (const pool of exportPools) {
      waiting += pool.stats.waiting
      running += pool.stats.running
    }
    this.set({ state: 'waiting' }, waiting)
    this.set({ state: 'running' }, running)
  },
})

export const exportRenderDuration = new Histogram({
  name: 'folio_export_render_duration_seconds',
  help: 'Export renders in a worker (queue wait excluded), by format and outcome (ok or the error code).',
  labelNames: ['format', 'outcome'] as const,
  buckets: SLOW_BUCKETS,
  registers,
})

export const checkoutOutcomes = new Counter({
  name: 'folio_checkout_outcomes_total',
  help: 'Checkouts by provider (stripe, local) and outcome: session_created, session_failed, paid, canceled, expired, failed.',
  labelNames: ['provider', 'outcome'] as const,
  registers,
})

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'bad_signature' | 'error'

export const webhookOutcomes = new Counter({
  name: 'folio_stripe_webhooks_total',
  help: 'Stripe webhook deliveries by outcome: processed, duplicate, ignored, bad_signature, error.',
  labelNames: ['outcome'] as const,
  registers,
})

export const mailMessages = new Counter({
  name: 'folio_mail_messages_total',
  help: 'Mails by kind, transport (smtp, outbox) and outcome (sent, failed).',
  labelNames: ['kind', 'transport', 'outcome'] as const,
  registers,
})

/** Counts a pool's queue on every scrape; a closed pool is dropped. */
export function watchExportPool(pool: { readonly stats: { running: number; waiting: number } }): () => void {
  exportPools.add(pool)
  return () => exportPools.delete(pool)
}

/**
 * A bounded name for how a call failed: a ProviderError's failure, an AppError's code (both from
 * fixed tables), `aborted` when the caller left, else `error`. Read by shape, not class, so this
 * module imports nothing that moves.
 */
export function errorOutcome(error: unknown): string {
  if (!(error instanceof Error)) return 'error'
  const fields = error as Error & { failure?: unknown; body?: { code?: unknown } }
  if (error.name === 'ProviderError' && typeof fields.failure === 'string') return fields.failure
  if (error.name === 'AppError' && typeof fields.body?.code === 'string') return fields.body.code
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'aborted'
  return 'error'
}

function observeAiCall(task: string, startedAt: number, outcome: string): void {
  aiCalls.inc({ task, outcome })
  aiCallDuration.observe({ task, outcome }, (performance.now() - startedAt) / 1000)
}

/** Times one AI call by task and counts its outcome; the call's own answer or error passes through. */
export async function timedAiCall<T>(task: string, call: () => Promise<T>): Promise<T> {
  const startedAt = performance.now()
  try {
    const result = await call()
    observeAiCall(task, startedAt, 'ok')
    return result
  } catch (error) {
    observeAiCall(task, startedAt, errorOutcome(error))
    throw error
  }
}

/** As timedAiCall for a streamed reply: timed to its last delta; a reader that stops early counts `aborted`. */
export async function* timedAiStream(task: string, stream: AsyncIterable<string>): AsyncGenerator<string> {
  const startedAt = performance.now()
  let outcome = 'aborted'
  try {
    yield* stream
    outcome = 'ok'
  } catch (error) {
    outcome = errorOutcome(error)
    throw error
  } finally {
    observeAiCall(task, startedAt, outcome)
  }
}

/** Times a render by format; the render's own promise is returned untouched. */
export function timedExport<T>(format: string, render: Promise<T>): Promise<T> {
  const stop = exportRenderDuration.startTimer({ format })
  void render.then(
    () => stop({ outcome: 'ok' }),
    (error: unknown) => stop({ outcome: errorOutcome(error) }),
  )
  return render
}

/** Counts one draft chapter from its start to its end, however it ends. */
export function chapterInFlight<T>(write: Promise<T>): Promise<T> {
  draftChaptersInFlight.inc()
  return write.finally(() => draftChaptersInFlight.dec())
}
