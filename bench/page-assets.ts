import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.ts'

export interface AssetSize {
  /** Path as requested, e.g. /assets/index-abc.js. */
  path: string
  rawBytes: number
  gzipBytes: number
  /** Bytes that actually crossed the wire and their encoding (the server prefers .br), for context only. */
  servedBytes: number
  servedEncoding: string
  /** 'dist' normally; 'response' if the file vanished from dist/web (a concurrent rebuild). */
  source: 'dist' | 'response'
}

export interface PageAssets {
  url: string
  scripts: AssetSize[]
  styles: AssetSize[]
}

/** Level 9 matches scripts/vite-precompress.ts, so this equals the .gz the server would send. */
export function gzipSize(buf: Buffer): number {
  return gzipSync(buf, { level: 9 }).length
}

/**
 * Loads the page in a real browser rather than parsing index.html, so lazily imported chunks
 * that the route pulls in at start-up count against the budget too.
 */
export interface MeasureOptions {
  /** A signed-in page's cookies and localStorage (BrowserContext.storageState()), for pages behind sign-in. */
  storageState?: BrowserContextOptions['storageState']
  /** Waits until the page shows what it is for (e.g. the editor's text), after network idle. */
  ready?: (page: Page) => Promise<void>
}

export async function measurePageAssets(pageUrl: string, distWeb: string, options: MeasureOptions = {}): Promise<PageAssets> {
  const origin = new URL(pageUrl).origin
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ storageState: options.storageState })
    const pending: Promise<AssetSize & { kind: 'script' | 'stylesheet' }>[] = []
    const failures: string[] = []
    page.on('response', (response) => {
      const kind = response.request().resourceType()
      if ((kind !== 'script' && kind !== 'stylesheet') || new URL(response.url()).origin !== origin) return
      if (response.status() !== 200) {
        failures.push(`${response.status()} ${response.url()}`)
        return
      }
      pending.push(
        (async () => {
          const path = new URL(response.url()).pathname
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()])
          const file = resolveInside(distWeb, decodeURIComponent(path))
          // Someone may rebuild dist/web while we run (hashed names change); the served body is the same bytes.
          const onDisk = file && existsSync(file) ? readFileSync(file) : undefined
          const raw = onDisk ?? body
          return {
            kind,
            path,
            rawBytes: raw.length,
            gzipBytes: gzipSize(raw),
            servedBytes: sizes.responseBodySize,
            servedEncoding: response.headers()['content-encoding'] ?? 'identity',
            source: onDisk ? 'dist' : 'response',
          }
        })(),
      )
    })
    const response = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`${pageUrl} answered ${response?.status() ?? 'nothing'}`)
    await options.ready?.(page)
    const assets = await Promise.all(pending)
    if (failures.length > 0) throw new Error(`Some assets of ${pageUrl} failed to load:\n  ${failures.join('\n  ')}`)
    const pick = (kind: string) =>
      assets
        .filter((a) => a.kind === kind)
        .map(({ kind: _kind, ...size }) => size)
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
    const scripts = pick('script')
    if (scripts.length === 0) throw new Error(`${pageUrl} loaded no same-origin scripts; is the SPA built?`)
    return { url: pageUrl, scripts, styles: pick('stylesheet') }
  } finally {
    await browser.close()
  }
}

/** Guards against a request path like /../../etc/passwd reading outside the build. */
function resolveInside(dir: string, urlPath: string): string | undefined {
  const file = resolve(join(dir, urlPath))
  const rel = relative(dir, file)
  return rel && !rel.startsWith('..') && !rel.startsWith(sep) ? file : undefined
}
