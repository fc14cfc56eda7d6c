import { Hono } from 'hono'
import { mintApiKey } from './auth/api-keys.ts'
import type { AuthContext } from './auth/auth-context.ts'
import type { Config } from './config.ts'
import { escapeHtml } from '@core/html-escape.ts'

/**
 * What the web app needs at run time to create its supabase-js client. `supabaseUrl: null`
 * means "this page's own origin" (embedded mode), so one build works behind any host name.
 */
export interface WebConfig {
  supabaseUrl: string | null
  supabaseAnonKey: string | null
  /**
   * Which writer generates text ('offline' = the built-in writer, 'none' = a production server
   * that refuses to write) and how many chapters a draft writes at once.
   */
  generation: { writer: string; offline: boolean; draftConcurrency: number }
}

export const WEB_CONFIG_META_NAME = 'folio-config'

/** Hosted: the project's URL and anon key. Embedded: same origin and an anon key of our own. */
export async function loadWebConfig(
  config: Pick<Config, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'AI_PROVIDER' | 'ai' | 'DRAFT_CONCURRENCY'>,
  auth?: AuthContext,
): Promise<WebConfig> {
  const generation = {
    writer: config.ai === 'off' ? 'none' : config.AI_PROVIDER,
    offline: config.ai === 'offline',
    draftConcurrency: config.DRAFT_CONCURRENCY,
  }
  if (config.SUPABASE_URL) {
    return { supabaseUrl: config.SUPABASE_URL.replace(/\/+$/, ''), supabaseAnonKey: config.SUPABASE_ANON_KEY ?? null, generation }
  }
  return { supabaseUrl: null, supabaseAnonKey: auth ? await mintApiKey(auth.key, auth.issuer, 'anon') : null, generation }
}

/** `<meta name="folio-config" content="{…}">`: the browser decodes the entities, JSON.parse does the rest. */
export function webConfigMetaTag(webConfig: WebConfig): string {
  const content = escapeHtml(JSON.stringify(webConfig))
  return `<meta name="${WEB_CONFIG_META_NAME}" content="${content}">`
}

/** `GET /api/config`: the same object, for pages that lack the tag (Vite's dev server). */
export function webConfigRoutes(webConfig: Promise<WebConfig>) {
  return new Hono().get('/config', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(await webConfig)
  })
}
