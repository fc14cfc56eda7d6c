import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { SELL_CHECKOUT_MODES, type SellCheckoutMode } from '@core/selling.ts'

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535')
const postgresUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')

/** `scheme://host[:port]` and nothing more (a trailing slash is forgiven), or undefined. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.origin !== 'null' && url.origin === value.replace(/\/+$/, '') ? url.origin : undefined
  } catch {
    return undefined
  }
}

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.every((o) => originOf(o)),
    'must be a comma-separated list of origins such as https://app.example.com (no paths)',
  )
  .transform((origins) => origins.map((o) => originOf(o) ?? o))

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.every((host) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)),
    'must be a comma-separated list of host names such as images.example.com (no scheme, port or path)',
  )

/** Every environment variable the server reads. Documented in README § Configuration. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: postgresUrl.optional(),
  /** PostgreSQL connections for requests; background work (drafts, the sweeper) has half as many more (decision 78). */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int('must be a whole number from 1 to 1000')
    .min(1, 'must be a whole number from 1 to 1000')
    .max(1000, 'must be a whole number from 1 to 1000')
    .default(10),
  SITE_URL: z.string().url().optional(),
  AUTH_AUTOCONFIRM: z.stringbool({ error: 'must be true or false' }).default(true),
  TRUST_PROXY: z.stringbool({ error: 'must be true or false' }).default(false),
  // Operability (issue 31): logs, metrics and shutdown, README § Operating Folio.
  /** How much the server logs; unset: `info`, or `warn` under NODE_ENV=test so test output stays readable. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .optional(),
  /** `json` (one object per line, for a log collector) or `pretty` (for a person); unset: json in production, else pretty. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  /** Bearer token that /metrics asks of callers not on loopback; unset: /metrics answers loopback callers only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** On SIGTERM, in-flight exports and streams get this long to finish before they are handed back. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  AUTH_OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  AUTH_SIGNUPS_PER_IP_PER_5_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Embedded auth: how long /api and /rest/v1 trust an answer about a token's session (decision 31). */
  AUTH_SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Folio <no-reply@folio.local>'),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  /** Hosted mode: the project's service-role (secret) key, which unlocks operator endpoints such as credit grants. */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(100 * 1024 * 1024, 'must be at most 104857600 (100 MiB)')
    .default(1024 * 1024),
  /** Whole documents (project saves, exports): 30 chapters of up to 100,000 characters each fit. */
  DOCUMENT_BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(100 * 1024 * 1024, 'must be at most 104857600 (100 MiB)')
    .default(8 * 1024 * 1024),
  /** Idle keep-alive connections stay open this long; above common load balancers' idle timeouts (60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  /** Other origins (besides SITE_URL's) whose pages may call /auth/v1 and /rest/v1, comma-separated. */
  CORS_ALLOWED_ORIGINS: originList.default([]),
  // Exports (decision 26): worker processes, each export's time and memory, and a user's share.
  /** Export worker processes; unset means one per CPU core (at least two, at most eight). */
  EXPORT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  EXPORT_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  EXPORT_MEMORY_LIMIT_MB: z.coerce.number().int().min(64).max(65_536).default(1024),
  EXPORTS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /** A worker is replaced after this many exports, or when it holds more than EXPORT_WORKER_RECYCLE_MB after one (decision 78). */
  EXPORT_WORKER_MAX_EXPORTS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** A warm worker holds ≈ 130 MiB; at most ¾ of EXPORT_MEMORY_LIMIT_MB applies whatever this says. */
  EXPORT_WORKER_RECYCLE_MB: z.coerce.number().int().min(64).max(65_536).default(320),
  /** Workers idle this long are stopped, all but one, so a burst's memory goes back to the system. */
  EXPORT_WORKER_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Page previews (decision 87) one user may ask for a minute; the editor asks about once a second of paused typing. */
  PAGE_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Hosts whose images an export may fetch (decision 55); unset: remote images print as their alt text. */
  EXPORT_IMAGE_HOSTS: hostList.default([]),
  /** Also fetch those hosts' images over plain http, port 80 (decision 74); by default https on 443 only. */
  EXPORT_IMAGE_ALLOW_HTTP: z.stringbool({ error: 'must be true or false' }).default(false),
  /** Each image an export embeds; all of one export's images together stay under 20 MiB. */
  EXPORT_IMAGE_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(20 * 1024 * 1024, 'must be at most 20971520 (20 MiB, the limit for all images of an export)')
    .default(5 * 1024 * 1024),
  // Project images (decision 63): each upload is held to EXPORT_IMAGE_MAX_BYTES, so every stored
  // image can print; a project's images together fit in one export (at most 100, 20 MiB).
  PROJECT_IMAGES_MAX: z.coerce.number().int().min(1).max(100).default(50),
  // Uploads and deletes per user per minute: each upload buffers up to 5 MiB and writes it to the database.
  IMAGE_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  // Image reads (GET, 304s included) per user per minute: an editor opening a chapter reads each of
  // its images once; a loop of reads is what starves other users (decision 72).
  IMAGE_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  PROJECT_IMAGE_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(20 * 1024 * 1024, 'must be at most 20971520 (20 MiB, the limit for all images of an export)')
    .default(20 * 1024 * 1024),
  /** All of one account's project images: five projects' worth at the per-project maximum. */
  IMAGE_BYTES_PER_USER: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(1024 ** 4, 'must be at most 1099511627776 (1 TiB)')
    .default(100 * 1024 * 1024),
  // Generation (README § AI providers). No AI_PROVIDER means the built-in offline writer, except in
  // production, where template text must be asked for by name (decision 36).
  AI_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'openai-compatible'], { error: 'must be offline, openai, anthropic or openai-compatible' })
    .optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The output limit sent with every AI call (decision 34); a reply that reaches it is continued. */
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200_000).default(4096),
  // One instance's AI calls (decision 77): at most this many at once, shared fairly by users; past
  // the queue bounds a call is refused with 429 ai_busy. The offline writer is counted too.
  AI_MAX_CONCURRENT_CALLS: z.coerce.number().int().min(1).max(1000).default(16),
  /** Unset: 10 (a 10-chapter draft in one go), or AI_MAX_CONCURRENT_CALLS when that is lower. */
  AI_MAX_CONCURRENT_CALLS_PER_USER: z.coerce.number().int().min(1).max(1000).optional(),
  AI_MAX_QUEUED_CALLS: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Above a whole draft's 30 chapters, so one draft never meets its own user's bound. */
  AI_MAX_QUEUED_CALLS_PER_USER: z.coerce.number().int().min(0).max(10_000).default(32),
  // Cover art from an image model (decision 89, README § Cover art from an image model). Unset: no
  // image model, and covers use the built-in art. `gpt-image-1` uses AI_PROVIDER's provider when it
  // is openai or openai-compatible, else OpenAI; `openai:<id>` or `openai-compatible:<id>` says which.
  AI_IMAGE_MODEL: z
    .string()
    .regex(
      /^((openai|openai-compatible):)?[A-Za-z0-9][\w.\-/:]*$/,
      'must be a model id such as gpt-image-1, optionally prefixed openai: or openai-compatible:',
    )
    .optional(),
  /** The image model's API origin; unset: AI_BASE_URL when the image provider is AI_PROVIDER's, else the provider's own. */
  AI_IMAGE_BASE_URL: z.string().url().optional(),
  /** One image takes 10–60 s; past this the call is given up (504 image_model_timeout, nothing charged). */
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Images one user may ask for an hour, whatever they cost: the operator's bill has a ceiling per account. */
  AI_IMAGES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Chapters of one draft the server writes at once; the default (30, the most a draft has) is all of them. */
  DRAFT_CONCURRENCY: z.coerce.number().int().min(1).max(30).default(30),
  /** How long a draft keeps re-queuing a chapter after the provider first refused it with 429, before it fails. */
  DRAFT_RATE_LIMIT_BUDGET_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  // When set, the job stream starts the first chapter alone and the rest once its first text
  // arrives (the provider has then cached the prompt prefix every chapter shares), or after this
  // long at most; 0 (the default) starts every chapter at once (decision 82).
  DRAFT_CACHE_WARMUP_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  /** A draft job nobody touched for this long is expired by the sweeper and its hold released. */
  DRAFT_JOB_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 86_400)
    .default(3600),
  /** How long a chapter being written stays claimed without a heartbeat (a killed process's claim lapses). */
  DRAFT_CHAPTER_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(20),
  /** The quality pass after each draft chapter (decision 39): revise = notes plus at most one revision call; notes = no extra call. */
  QUALITY_PASS: z.enum(['revise', 'notes', 'off']).default('revise'),
  CHAPTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  // Per-user limits on what an account stores (decision 0030).
  PROJECTS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** The sum of a user's project documents (decision 0030): 50 MiB, about 17 documents at the 30 × 100,000-character maximum. */
  DOCUMENT_BYTES_PER_USER: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024')
    .max(1024 ** 4, 'must be at most 1099511627776 (1 TiB)')
    .default(50 * 1024 * 1024),
  /**
   * The chapter history one account keeps (decision 73): past it the oldest versions are forgotten,
   * never a save refused. At least 512 KiB, so the largest version (100,000 characters) always fits.
   */
  HISTORY_BYTES_PER_USER: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(512 * 1024, 'must be at least 524288 (512 KiB, the largest chapter version)')
    .max(1024 ** 4, 'must be at most 1099511627776 (1 TiB)')
    .default(50 * 1024 * 1024),
  /** Chapter versions one user may keep a minute (decision 73); each rewrite, AI edit or restore keeps one. */
  VERSION_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Cover designer previews one user may ask for a minute (decision 84), apart from the export slots. */
  COVER_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  PENDING_CHECKOUTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Payments (README § Payments). No STRIPE_SECRET_KEY means the local test checkout.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Another Stripe API origin, e.g. stripe-mock or a test fake; normally unset (api.stripe.com). */
  STRIPE_API_URL: z.string().url().optional(),
  /** The local checkout grants credits without a card, so a production server needs it asked for by name. */
  LOCAL_CHECKOUT: z.stringbool({ error: 'must be true or false' }).optional(),
  // Selling (issue 33, README § Selling). Who takes a buyer's money for a creator's product.
  SELL_CHECKOUT: z.enum(SELL_CHECKOUT_MODES, { error: `must be one of: ${SELL_CHECKOUT_MODES.join(', ')}` }).optional(),
  /** The signing secret of the Connect webhook endpoint (events from connected accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** The operator's fee on each Connect sale, in percent (Stripe's application_fee_amount); 0 by default. */
  PLATFORM_FEE_PERCENT: z.coerce.number({ error: 'must be a number' }).min(0).max(50).default(0),
  /** List mail's From (launch e-mails, broadcasts): never the receipts' MAIL_FROM, so one cannot hurt the other. */
  LIST_MAIL_FROM: z.string().min(3).default('Folio lists <lists@folio.local>'),
  /** List mails one creator may send a day (UTC), across every list mail. */
  LIST_MAILS_PER_CREATOR_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** List mails this instance sends a minute, to protect the sending reputation. */
  LIST_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** How long a download link on the buyer's download page works, in minutes. */
  DOWNLOAD_LINK_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** Opt-ins and orders one IP may start an hour; opt-ins one address may be sent an hour. */
  OPT_INS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  OPT_INS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(3),
  ORDERS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** File downloads one order may take a minute. */
  DOWNLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
})

type Env = z.infer<typeof envSchema>

export type Config = Omit<Env, 'AI_PROVIDER'> & {
  /** The writer in use: AI_PROVIDER, or 'offline' when it is unset (see `ai` for whether it may write). */
  AI_PROVIDER: NonNullable<Env['AI_PROVIDER']>
  /**
   * Who writes: a real provider, the offline writer (asked for, or by default outside production),
   * or nobody (production without AI_PROVIDER: generation answers 503 ai_not_configured).
   */
  ai: 'provider' | 'offline' | 'off'
  siteUrl: string
  /** EXPORT_WORKERS, or the machine's default. */
  exportWorkers: number
  /** The image model AI_IMAGE_MODEL names, resolved (decision 89); undefined: none, covers use built-in art. */
  aiImage: AiImageConfig | undefined
  /** The AI_MAX_*_CALLS settings, the per-user running limit resolved (decision 77). */
  aiCalls: { maxRunning: number; maxRunningPerUser: number; maxQueued: number; maxQueuedPerUser: number }
  /** Who takes card payments: Stripe when a key is set, else the local checkout, or nobody (production without either). */
  checkout: 'stripe' | 'local' | 'off'
  /** Who takes a buyer's money for a creator's product (issue 33): SELL_CHECKOUT, or the default (sellCheckoutMode). */
  sellCheckout: SellCheckoutMode
  /** True when this process serves /auth/v1 and /rest/v1 itself (no SUPABASE_URL). */
  embeddedAuth: boolean
}

export type AiImageProvider = 'openai' | 'openai-compatible'

export interface AiImageConfig {
  provider: AiImageProvider
  modelId: string
  baseURL?: string
  apiKey?: string
}

/**
 * The logger's own settings, read before (or without) the whole config: the one logger exists from
 * import time, and export workers never load the config. A bad value falls back to its default here;
 * loadConfig reports it.
 */
export function logEnv(env: Record<string, string | undefined> = process.env): Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'LOG_FORMAT'> {
  const { NODE_ENV, LOG_LEVEL, LOG_FORMAT } = envSchema.shape
  return {
    NODE_ENV: NODE_ENV.safeParse(env.NODE_ENV || undefined).data ?? 'development',
    LOG_LEVEL: LOG_LEVEL.safeParse(env.LOG_LEVEL || undefined).data,
    LOG_FORMAT: LOG_FORMAT.safeParse(env.LOG_FORMAT || undefined).data,
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * The process environment, for the entry points to hand to loadConfig (main.ts, the service-key CLI).
 * The one `process.env` read in src/ (lint, decision 118): everything else reads the checked Config.
 */
export const processEnv = (): Record<string, string | undefined> => process.env

/** Production as the process stands now, for a tripwire that must not trust what its caller passes. */
export const runningInProduction = (): boolean => process.env.NODE_ENV === 'production'

/** Reads the environment once; a wrong value throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.')
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`
      }),
    )
  }
  if (parsed.data.SUPABASE_URL) {
    // Hosted auth: the product schema references the hosted project's auth.users.
    const missing = [
      !parsed.data.SUPABASE_ANON_KEY && 'SUPABASE_ANON_KEY: required when SUPABASE_URL is set (hosted auth mode)',
      !parsed.data.DATABASE_URL && "DATABASE_URL: required when SUPABASE_URL is set (the hosted project's Postgres connection string)",
    ].filter((p): p is string => typeof p === 'string')
    if (missing.length > 0) throw new ConfigError(missing)
  }
  const aiProblems = aiConfigProblems(parsed.data)
  if (aiProblems.length > 0) throw new ConfigError(aiProblems)
  const aiImage = aiImageConfig(parsed.data)
  if (typeof aiImage === 'string') throw new ConfigError([aiImage])
  const { AI_MAX_CONCURRENT_CALLS: cap, AI_MAX_CONCURRENT_CALLS_PER_USER: perUser } = parsed.data
  if (perUser !== undefined && perUser > cap) {
    throw new ConfigError([
      `AI_MAX_CONCURRENT_CALLS_PER_USER: must be at most AI_MAX_CONCURRENT_CALLS (${cap}) (got ${JSON.stringify(present.AI_MAX_CONCURRENT_CALLS_PER_USER)})`,
    ])
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the signing secret of your webhook endpoint)'])
  }
  const sellCheckout = sellCheckoutMode(parsed.data)
  if (typeof sellCheckout !== 'string') throw new ConfigError([sellCheckout.problem])
  const displayHost = parsed.data.HOST === '0.0.0.0' || parsed.data.HOST === '::' ? 'localhost' : parsed.data.HOST
  const siteUrl = (parsed.data.SITE_URL ?? `http://${displayHost}:${parsed.data.PORT}`).replace(/\/+$/, '')
  const aiCalls = {
    maxRunning: cap,
    maxRunningPerUser: perUser ?? Math.min(10, cap),
    maxQueued: parsed.data.AI_MAX_QUEUED_CALLS,
    maxQueuedPerUser: parsed.data.AI_MAX_QUEUED_CALLS_PER_USER,
  }
  const exportWorkers = parsed.data.EXPORT_WORKERS ?? Math.min(8, Math.max(2, availableParallelism()))
  return {
    ...parsed.data,
    AI_PROVIDER: parsed.data.AI_PROVIDER ?? 'offline',
    ai: aiMode(parsed.data),
    aiImage,
    siteUrl,
    exportWorkers,
    aiCalls,
    embeddedAuth: !parsed.data.SUPABASE_URL,
    checkout: checkoutMode(parsed.data),
    sellCheckout,
  }
}

/** As with the local checkout: a production server writes template text only when told to by name. */
function aiMode(env: Env): Config['ai'] {
  if (env.AI_PROVIDER === undefined) return env.NODE_ENV === 'production' ? 'off' : 'offline'
  return env.AI_PROVIDER === 'offline' ? 'offline' : 'provider'
}

function checkoutMode(env: Env): Config['checkout'] {
  if (env.STRIPE_SECRET_KEY) return 'stripe'
  return (env.LOCAL_CHECKOUT ?? env.NODE_ENV !== 'production') ? 'local' : 'off'
}

/**
 * Selling's checkout (README § Selling): asked for by name, else Stripe Connect when its keys are
 * set, else the local test checkout where the credit checkout may be local, else external links.
 */
function sellCheckoutMode(env: Env): SellCheckoutMode | { problem: string } {
  const connectReady = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_CONNECT_WEBHOOK_SECRET)
  const localAllowed = env.LOCAL_CHECKOUT ?? env.NODE_ENV !== 'production'
  if (env.SELL_CHECKOUT === 'stripe-connect' && !connectReady) {
    return { problem: 'SELL_CHECKOUT: stripe-connect needs STRIPE_SECRET_KEY and STRIPE_CONNECT_WEBHOOK_SECRET' }
  }
  if (env.SELL_CHECKOUT === 'local' && !localAllowed) {
    return { problem: 'SELL_CHECKOUT: local takes no money; a production server needs LOCAL_CHECKOUT=true to use it' }
  }
  if (env.SELL_CHECKOUT) return env.SELL_CHECKOUT
  if (connectReady) return 'stripe-connect'
  return localAllowed ? 'local' : 'external'
}

/**
 * The image model (decision 89), or a problem. Keys follow the text provider's rules: an OpenAI key
 * goes only to OpenAI's API or an address the operator gave for it, and AI_API_KEY only to the
 * provider it was set for, so an Anthropic key is never sent to an images endpoint.
 */
function aiImageConfig(env: Env): AiImageConfig | undefined | string {
  const named = env.AI_IMAGE_MODEL
  if (!named) return undefined
  const prefixed = /^(openai|openai-compatible):(.+)$/.exec(named)
  const provider: AiImageProvider = prefixed
    ? (prefixed[1] as AiImageProvider)
    : env.AI_PROVIDER === 'openai-compatible'
      ? 'openai-compatible'
      : 'openai'
  const modelId = prefixed ? (prefixed[2] as string) : named
  const sameProvider = env.AI_PROVIDER === provider
  const baseURL = env.AI_IMAGE_BASE_URL ?? (sameProvider ? env.AI_BASE_URL : undefined)
  if (provider === 'openai') {
    const apiKey = env.OPENAI_API_KEY ?? (sameProvider ? env.AI_API_KEY : undefined)
    if (!apiKey) return 'OPENAI_API_KEY: required when AI_IMAGE_MODEL names an OpenAI image model'
    return { provider, modelId, apiKey, ...(baseURL ? { baseURL } : {}) }
  }
  if (!baseURL)
    return 'AI_IMAGE_BASE_URL: required when AI_IMAGE_MODEL names an openai-compatible image model (or AI_BASE_URL with AI_PROVIDER openai-compatible)'
  const apiKey = sameProvider ? env.AI_API_KEY : undefined
  return { provider, modelId, baseURL, ...(apiKey ? { apiKey } : {}) }
}

/** What each AI provider needs besides its name. */
function aiConfigProblems(env: Env): string[] {
  const need = (ok: unknown, problem: string) => (ok ? [] : [problem])
  switch (env.AI_PROVIDER) {
    case 'openai':
      return need(env.OPENAI_API_KEY ?? env.AI_API_KEY, 'OPENAI_API_KEY: required when AI_PROVIDER is openai')
    case 'anthropic':
      return need(env.ANTHROPIC_API_KEY ?? env.AI_API_KEY, 'ANTHROPIC_API_KEY: required when AI_PROVIDER is anthropic')
    case 'openai-compatible':
      return [
        ...need(env.AI_BASE_URL, 'AI_BASE_URL: required when AI_PROVIDER is openai-compatible (e.g. http://localhost:11434/v1 for Ollama)'),
        ...need(env.AI_MODEL, 'AI_MODEL: required when AI_PROVIDER is openai-compatible (the model name your server serves)'),
      ]
    default:
      return []
  }
}
