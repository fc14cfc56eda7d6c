import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/support/test-app.ts'
import { createApp } from './app.ts'
import { verifyAccessToken } from './auth/access-token.ts'
import { loadConfig } from './config.ts'
import { injectIntoHead } from './http/prerendered-pages.ts'
import { type WebConfig, webConfigMetaTag } from './web-config.ts'

const PAGE = '<!doctype html><html><head><title>Folio</title></head><body><div id="root">%</div></body></html>'

/** The config as the browser reads it: the attribute's entities decoded, then JSON. */
function metaConfig(html: string): WebConfig | undefined {
  const match = /<meta name="folio-config" content="([^"]*)">/.exec(html)
  if (!match?.[1]) return undefined
  const decoded = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return JSON.parse(decoded) as WebConfig
}

describe('run-time web config', () => {
  let webRoot: string
  let supabase: TestApp
  let embedded: Hono
  let hosted: Hono
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'folio-web-config-'))
    writeFileSync(join(webRoot, 'index.html'), PAGE.replace('%', ''))
    writeFileSync(join(webRoot, 'index.html.br'), 'stale <div id="root">')
    mkdirSync(join(webRoot, '_prerendered'), { recursive: true })
    writeFileSync(join(webRoot, '_prerendered/pricing.html'), PAGE.replace('%', '<h1>Pricing</h1>'))
    writeFileSync(join(webRoot, '_prerendered/pricing.html.br'), 'stale <h1>Pricing</h1>')
    supabase = await startTestApp()
    embedded = createApp({ config: supabase.auth.config, db: supabase.db, auth: supabase.auth, webRoot })
    const hostedConfig = loadConfig({
      NODE_ENV: 'test',
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: 'anon-"key"<&>',
      DATABASE_URL: 'postgres://u@db.abc.supabase.co/postgres',
    })
    hosted = createApp({ config: hostedConfig, db: supabase.db, webRoot })
  })
  afterAll(async () => {
    await supabase.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('GET /api/config in embedded mode: same origin and a working anon key', async () => {
    const res = await embedded.request('/api/config')
    expect(res.status).toBe(200)
    const body = (await res.json()) as WebConfig
    expect(body.supabaseUrl).toBeNull()
    const claims = await verifyAccessToken(supabase.auth.keySet, body.supabaseAnonKey ?? '', { issuer: supabase.auth.issuer })
    expect(claims.role).toBe('anon')
  })

  it('GET /api/config in hosted mode: the project URL and its anon key', async () => {
    const res = await hosted.request('/api/config')
    expect(await res.json()).toMatchObject({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-"key"<&>' })
    expect((await (await hosted.request('/api/config')).json()).generation).toEqual({
      writer: 'offline',
      offline: true,
      draftConcurrency: 30,
    })
  })

  it('puts the same config into every page, in every encoding', async () => {
    const expected = await (await embedded.request('/api/config')).json()
    const pricing = await embedded.request('/pricing')
    const pricingHtml = await pricing.text()
    expect(pricingHtml).toContain('<h1>Pricing</h1>')
    expect(metaConfig(pricingHtml)).toEqual(expected)

    const br = await embedded.request('/pricing', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(metaConfig(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(expected)
    const gz = await embedded.request('/pricing', { headers: { 'accept-encoding': 'gzip' } })
    expect(metaConfig(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(expected)

    for (const path of ['/', '/dashboard', '/index.html', '/no/such/page']) {
      const res = await embedded.request(path, { headers: { 'accept-encoding': 'br' } })
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(metaConfig(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(expected)
    }
  })

  it('escapes the JSON for the attribute, so a value cannot break out of it', async () => {
    const html = await (await hosted.request('/pricing')).text()
    expect(html).toContain('&quot;anon-\\&quot;key\\&quot;&lt;&amp;&gt;&quot;')
    expect(metaConfig(html)).toMatchObject({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-"key"<&>' })
  })

  it('never serves the build’s raw HTML files, which lack the config', async () => {
    for (const path of ['/_prerendered/pricing.html', '/_prerendered/pricing.html.br', '/_prerendered/']) {
      const res = await embedded.request(path)
      expect(await res.text()).not.toContain('<h1>Pricing</h1>')
    }
    expect(await (await embedded.request('/index.html.br')).text()).not.toContain('stale')
  })

  it('allows the browser to connect to the hosted project only in hosted mode', async () => {
    const hostedCsp = (await hosted.request('/')).headers.get('content-security-policy') ?? ''
    expect(hostedCsp).toContain("connect-src 'self' https://abc.supabase.co;")
    const embeddedCsp = (await embedded.request('/')).headers.get('content-security-policy') ?? ''
    expect(embeddedCsp).toContain("connect-src 'self';")
  })
})

describe('injectIntoHead', () => {
  const tag = webConfigMetaTag({
    supabaseUrl: null,
    supabaseAnonKey: 'k',
    generation: { writer: 'offline', offline: true, draftConcurrency: 3 },
  })

  it('puts the tag at the end of <head>', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', tag)).toBe(
      `<html><head><title>x</title>${tag}</head><body></body></html>`,
    )
  })

  it('keeps the doctype first when there is no <head>', () => {
    expect(injectIntoHead('<!doctype html><div id="root"></div>', tag)).toBe(`<!doctype html>${tag}<div id="root"></div>`)
    expect(injectIntoHead('<div></div>', tag)).toBe(`${tag}<div></div>`)
  })
})
