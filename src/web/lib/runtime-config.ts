/** Which writer the server generates with, and how many chapters of a draft it writes at once. */
export interface GenerationSettings {
  /** 'offline' for the built-in writer, else the AI provider's name. */
  writer: string
  offline: boolean
  draftConcurrency: number
}

/** Where the browser finds the auth and data services (the server injects it into every page). */
export interface RuntimeConfig {
  /** Absolute base URL of the Supabase-compatible services (this site's origin in embedded mode). */
  supabaseUrl: string
  supabaseAnonKey: string
  /** Null when the server sent none or an unusable one: sign-in still works, generation assumes nothing. */
  generation: GenerationSettings | null
}

const META_NAME = 'folio-config'
const CONFIG_URL = '/api/config'

/** The `generation` part; anything malformed gives null rather than failing the whole config. */
export function parseGenerationSettings(value: unknown): GenerationSettings | null {
  if (typeof value !== 'object' || value === null) return null
  const { writer, offline, draftConcurrency } = value as Record<string, unknown>
  if (typeof writer !== 'string' || writer === '' || typeof offline !== 'boolean') return null
  if (typeof draftConcurrency !== 'number' || !Number.isInteger(draftConcurrency) || draftConcurrency < 1) return null
  return { writer, offline, draftConcurrency }
}

/**
 * Reads `{"supabaseUrl": null | "https://…", "supabaseAnonKey": "…", "generation": {…}}`; null means same origin.
 * Plain checks rather than zod: this runs with the first page's JavaScript.
 */
export function parseRuntimeConfig(text: string, origin: string): RuntimeConfig | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { supabaseUrl, supabaseAnonKey, generation } = value as Record<string, unknown>
    if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') return null
    if (supabaseUrl !== null && typeof supabaseUrl !== 'string') return null
    const url = new URL(supabaseUrl || origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return { supabaseUrl: url.href.replace(/\/+$/, ''), supabaseAnonKey, generation: parseGenerationSettings(generation) }
  } catch {
    return null
  }
}

/** The config from the page's `<meta name="folio-config">`, when the server put one there. */
export function configFromDocument(doc: Document, origin: string): RuntimeConfig | null {
  const content = doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content')
  return content ? parseRuntimeConfig(content, origin) : null
}

let pending: Promise<RuntimeConfig> | null = null

/** The meta tag when present (no request), else GET /api/config (e.g. behind Vite's dev server). */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const origin = window.location.origin
    const fromMeta = configFromDocument(document, origin)
    if (fromMeta) return fromMeta
    const res = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' } })
    const config = res.ok ? parseRuntimeConfig(await res.text(), origin) : null
    if (!config) throw new Error(`No usable runtime config: no folio-config meta tag and ${CONFIG_URL} answered ${res.status}`)
    return config
  })()
  // A failed attempt is not cached: the next caller tries again.
  pending.catch(() => {
    pending = null
  })
  return pending
}
