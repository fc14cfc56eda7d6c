import { describe, expect, it } from 'vitest'
import { exportImagesFor } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('fills the embedded defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, DATA_DIR: './.data', NODE_ENV: 'development' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.siteUrl).toBe('http://127.0.0.1:3000')
  })

  it('treats empty variables as unset and trims a trailing slash from SITE_URL', () => {
    const config = loadConfig({ PORT: '', SITE_URL: 'https://folio.example/' })
    expect(config.PORT).toBe(3000)
    expect(config.siteUrl).toBe('https://folio.example')
  })

  it('lists every wrong value in one readable error', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems, message } = error as ConfigError
    expect(problems).toHaveLength(3)
    expect(message).toMatch(/^Invalid configuration:/)
    expect(message).toContain('PORT:')
    expect(message).toContain('"abc"')
    expect(message).toContain('DATABASE_URL: must start with postgres://')
    expect(message).toContain('NODE_ENV:')
  })
})

describe('hosted auth mode', () => {
  it('needs the anon key and the database of the hosted project', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /SUPABASE_ANON_KEY: required[\s\S]*DATABASE_URL: required/,
    )
    const config = loadConfig({
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      DATABASE_URL: 'postgres://u:p@db.abc.supabase.co:5432/postgres',
    })
    expect(config.embeddedAuth).toBe(false)
  })
})

describe('image reads', () => {
  it('allow 600 a minute per user unless IMAGE_READS_PER_MINUTE says otherwise (1 to 100000)', () => {
    expect(loadConfig({}).IMAGE_READS_PER_MINUTE).toBe(600)
    expect(loadConfig({ IMAGE_READS_PER_MINUTE: '50' }).IMAGE_READS_PER_MINUTE).toBe(50)
    for (const wrong of ['0', '1.5', 'many', '100001'])
      expect(() => loadConfig({ IMAGE_READS_PER_MINUTE: wrong })).toThrow(/IMAGE_READS_PER_MINUTE/)
  })
})

describe('AI provider settings', () => {
  it('defaults to the offline writer with a draft concurrency of 3', () => {
    expect(loadConfig({})).toMatchObject({ AI_PROVIDER: 'offline', DRAFT_CONCURRENCY: 30, DRAFT_RATE_LIMIT_BUDGET_SECONDS: 120 })
  })

  it('sends a 4096-token output limit unless AI_MAX_OUTPUT_TOKENS says otherwise (256 at least)', () => {
    expect(loadConfig({}).AI_MAX_OUTPUT_TOKENS).toBe(4096)
    expect(loadConfig({ AI_MAX_OUTPUT_TOKENS: '8192' }).AI_MAX_OUTPUT_TOKENS).toBe(8192)
    expect(() => loadConfig({ AI_MAX_OUTPUT_TOKENS: '100' })).toThrow(/AI_MAX_OUTPUT_TOKENS/)
  })

  it('shares 16 AI calls at once, 10 per user (or the cap if lower), and bounds the queue (decision 77)', () => {
    expect(loadConfig({}).aiCalls).toEqual({ maxRunning: 16, maxRunningPerUser: 10, maxQueued: 256, maxQueuedPerUser: 32 })
    expect(loadConfig({ AI_MAX_CONCURRENT_CALLS: '4' }).aiCalls).toMatchObject({ maxRunning: 4, maxRunningPerUser: 4 })
    const set = {
      AI_MAX_CONCURRENT_CALLS: '8',
      AI_MAX_CONCURRENT_CALLS_PER_USER: '2',
      AI_MAX_QUEUED_CALLS: '0',
      AI_MAX_QUEUED_CALLS_PER_USER: '5',
    }
    expect(loadConfig(set).aiCalls).toEqual({ maxRunning: 8, maxRunningPerUser: 2, maxQueued: 0, maxQueuedPerUser: 5 })
    expect(() => loadConfig({ AI_MAX_CONCURRENT_CALLS: '0' })).toThrow(/AI_MAX_CONCURRENT_CALLS/)
    expect(() => loadConfig({ AI_MAX_CONCURRENT_CALLS: '4', AI_MAX_CONCURRENT_CALLS_PER_USER: '5' })).toThrow(
      /AI_MAX_CONCURRENT_CALLS_PER_USER: must be at most AI_MAX_CONCURRENT_CALLS \(4\)/,
    )
    expect(() => loadConfig({ AI_MAX_QUEUED_CALLS_PER_USER: 'many' })).toThrow(/AI_MAX_QUEUED_CALLS_PER_USER/)
  })

  it('names what a provider is missing', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: required/)
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/ANTHROPIC_API_KEY: required/)
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL: required[\s\S]*AI_MODEL: required/)
    expect(() => loadConfig({ AI_PROVIDER: 'gemini' })).toThrow(/AI_PROVIDER: must be offline, openai/)
  })

  it('tells an unset AI_PROVIDER from an explicit offline one: production writes template text only when asked by name', () => {
    expect(loadConfig({}).ai).toBe('offline')
    expect(loadConfig({ AI_PROVIDER: 'offline' }).ai).toBe('offline')
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ ai: 'off', AI_PROVIDER: 'offline' })
    expect(loadConfig({ NODE_ENV: 'production', AI_PROVIDER: 'offline' }).ai).toBe('offline')
    expect(loadConfig({ NODE_ENV: 'production', AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' }).ai).toBe('provider')
    // An empty variable counts as unset, as everywhere else.
    expect(loadConfig({ NODE_ENV: 'production', AI_PROVIDER: '' }).ai).toBe('off')
  })

  it('accepts a complete OpenAI-compatible setup', () => {
    const config = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })
    expect(config).toMatchObject({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' })
  })
})

describe('image model settings (decision 89)', () => {
  it('has none unless AI_IMAGE_MODEL is set', () => {
    expect(loadConfig({}).aiImage).toBeUndefined()
    expect(loadConfig({}).AI_IMAGE_TIMEOUT_MS).toBe(120_000)
    expect(loadConfig({}).AI_IMAGES_PER_HOUR).toBe(20)
  })

  it('uses the text provider when it draws (OpenAI, OpenAI-compatible), else OpenAI, or the provider the prefix names', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-a', AI_IMAGE_MODEL: 'gpt-image-1' }).aiImage).toEqual({
      provider: 'openai',
      modelId: 'gpt-image-1',
      apiKey: 'sk-a',
    })
    const local = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:8080/v1', AI_MODEL: 'm', AI_API_KEY: 'k' }
    expect(loadConfig({ ...local, AI_IMAGE_MODEL: 'sdxl' }).aiImage).toEqual({
      provider: 'openai-compatible',
      modelId: 'sdxl',
      baseURL: 'http://localhost:8080/v1',
      apiKey: 'k',
    })
    // Anthropic writes the text; images go to OpenAI with OpenAI's key, never AI_API_KEY (Anthropic's).
    const anthropic = { AI_PROVIDER: 'anthropic', AI_API_KEY: 'sk-ant', AI_IMAGE_MODEL: 'openai:dall-e-3' }
    expect(() => loadConfig(anthropic)).toThrow(/OPENAI_API_KEY: required when AI_IMAGE_MODEL names an OpenAI image model/)
    expect(loadConfig({ ...anthropic, OPENAI_API_KEY: 'sk-o', AI_IMAGE_BASE_URL: 'http://127.0.0.1:9/v1' }).aiImage).toEqual({
      provider: 'openai',
      modelId: 'dall-e-3',
      apiKey: 'sk-o',
      baseURL: 'http://127.0.0.1:9/v1',
    })
    expect(() => loadConfig({ AI_IMAGE_MODEL: 'openai-compatible:flux' })).toThrow(/AI_IMAGE_BASE_URL: required/)
    expect(() => loadConfig({ AI_IMAGE_MODEL: 'gpt image 1' })).toThrow(/AI_IMAGE_MODEL: must be a model id/)
  })
})

describe('payment settings', () => {
  it('uses the local checkout by default, Stripe with a key, and none in production without either', () => {
    expect(loadConfig({}).checkout).toBe('local')
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).checkout).toBe('stripe')
    expect(loadConfig({ NODE_ENV: 'production' }).checkout).toBe('off')
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_CHECKOUT: 'true' }).checkout).toBe('local')
    expect(loadConfig({ LOCAL_CHECKOUT: 'false' }).checkout).toBe('off')
  })

  it('needs the webhook secret with a Stripe key, and refuses keys of the wrong kind', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    )
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    )
  })
})

describe('HTTP settings', () => {
  it('keeps idle connections 65 s by default (above load balancers’ 60 s) and allows no other origins', () => {
    const config = loadConfig({})
    expect(config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS).toBe(65)
    expect(config.CORS_ALLOWED_ORIGINS).toEqual([])
  })

  it('reads extra CORS origins as a list of origins and refuses paths', () => {
    expect(loadConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173/' }).CORS_ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ])
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example/app' })).toThrow(/CORS_ALLOWED_ORIGINS/)
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'not a url' })).toThrow(/CORS_ALLOWED_ORIGINS/)
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_SECONDS/)
  })
})

describe('per-user storage limits (decision 0030)', () => {
  it('defaults to 200 projects, 50 MiB of documents and 10 unpaid checkouts an hour', () => {
    expect(loadConfig({})).toMatchObject({
      PROJECTS_PER_USER: 200,
      DOCUMENT_BYTES_PER_USER: 52_428_800,
      PENDING_CHECKOUTS_PER_USER_PER_HOUR: 10,
    })
  })

  it('takes other values and refuses nonsense', () => {
    const config = loadConfig({ PROJECTS_PER_USER: '5', DOCUMENT_BYTES_PER_USER: '1048576', PENDING_CHECKOUTS_PER_USER_PER_HOUR: '2' })
    expect(config).toMatchObject({ PROJECTS_PER_USER: 5, DOCUMENT_BYTES_PER_USER: 1_048_576, PENDING_CHECKOUTS_PER_USER_PER_HOUR: 2 })
    expect(() =>
      loadConfig({ PROJECTS_PER_USER: '0', DOCUMENT_BYTES_PER_USER: '12.5', PENDING_CHECKOUTS_PER_USER_PER_HOUR: 'many' }),
    ).toThrow(/PROJECTS_PER_USER[\s\S]*DOCUMENT_BYTES_PER_USER: must be a whole number of bytes[\s\S]*PENDING_CHECKOUTS_PER_USER_PER_HOUR/)
  })
})

describe('chapter history limits (decision 73)', () => {
  it('defaults to 50 MiB of history per account and 60 versions a minute', () => {
    expect(loadConfig({})).toMatchObject({ HISTORY_BYTES_PER_USER: 52_428_800, VERSION_WRITES_PER_MINUTE: 60 })
  })

  it('takes other values, and refuses a budget the largest version would not fit in', () => {
    expect(loadConfig({ HISTORY_BYTES_PER_USER: '524288', VERSION_WRITES_PER_MINUTE: '5' })).toMatchObject({
      HISTORY_BYTES_PER_USER: 524_288,
      VERSION_WRITES_PER_MINUTE: 5,
    })
    expect(() => loadConfig({ HISTORY_BYTES_PER_USER: '524287', VERSION_WRITES_PER_MINUTE: '0' })).toThrow(
      /HISTORY_BYTES_PER_USER: must be at least 524288 \(512 KiB, the largest chapter version\)[\s\S]*VERSION_WRITES_PER_MINUTE/,
    )
  })
})

describe('export image fetching (decision 74)', () => {
  it('fetches https only unless EXPORT_IMAGE_ALLOW_HTTP is true, and refuses anything but true or false', () => {
    expect(loadConfig({}).EXPORT_IMAGE_ALLOW_HTTP).toBe(false)
    expect(loadConfig({ EXPORT_IMAGE_ALLOW_HTTP: 'true' }).EXPORT_IMAGE_ALLOW_HTTP).toBe(true)
    expect(() => loadConfig({ EXPORT_IMAGE_ALLOW_HTTP: 'yes please' })).toThrow(/EXPORT_IMAGE_ALLOW_HTTP: must be true or false/)
  })

  it('gives the export no test network: no setting can point it away from real DNS and public addresses', () => {
    const options = exportImagesFor(loadConfig({ EXPORT_IMAGE_HOSTS: 'images.example.com', EXPORT_IMAGE_ALLOW_HTTP: 'true' }))
    expect(options).toMatchObject({ remoteHosts: ['images.example.com'], allowHttp: true })
    expect(options).not.toHaveProperty('network')
  })
})

describe('database pool and export worker settings (decision 78)', () => {
  it('defaults to 10 request connections and recycles export workers at 320 MiB, 100 exports or 60 s idle', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_POOL_SIZE: 10,
      EXPORT_WORKER_RECYCLE_MB: 320,
      EXPORT_WORKER_MAX_EXPORTS: 100,
      EXPORT_WORKER_IDLE_SECONDS: 60,
    })
    expect(loadConfig({ DATABASE_POOL_SIZE: '25', EXPORT_WORKER_RECYCLE_MB: '512' })).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      EXPORT_WORKER_RECYCLE_MB: 512,
    })
  })

  it('refuses a pool of no connections and a recycle mark below a warm worker', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: must be a whole number from 1 to 1000/)
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => loadConfig({ EXPORT_WORKER_RECYCLE_MB: '10' })).toThrow(/EXPORT_WORKER_RECYCLE_MB/)
    expect(() => loadConfig({ EXPORT_WORKER_MAX_EXPORTS: '0' })).toThrow(/EXPORT_WORKER_MAX_EXPORTS/)
  })
})
