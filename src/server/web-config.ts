import { createRoute } from '@hono/zod-openapi'
import { type WebConfig, webConfigSchema } from '@core/api-schemas.ts'
import { mintApiKey } from './auth/api-keys.ts'
import type { AuthContext } from './auth/auth-context.ts'
import type { Config } from './config.ts'
import { escapeHtml } from '@core/html-escape.ts'
import { contractRouter, errorAnswers, jsonAnswer } from './http/openapi.ts'

/**
 * What the web app needs at run time to create its supabase-js client (webConfigSchema).
 * `supabaseUrl: null` means "this page's own origin" (embedded mode), so one build works behind any host name.
 */
export type { WebConfig }

const webConfigRoute = createRoute({
  operationId: 'getWebConfig',
  method: 'get',
  path: '/config',
  responses: { 200: jsonAnswer(webConfigSchema, 'The run-time configuration of the web app.'), ...errorAnswers },
})

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
  return contractRouter().openapi(webConfigRoute, async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(await webConfig, 200)
  })
}
