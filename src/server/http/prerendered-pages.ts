import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Context } from 'hono'

interface Page {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** Reads the build's prerendered pages into memory: '/learn/x' → its HTML and compressed forms. */
export function loadPrerenderedPages(webRoot: string): Map<string, Page> {
  const dir = join(webRoot, '_prerendered')
  const pages = new Map<string, Page>()
  if (!existsSync(dir)) return pages
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    const rel = relative(dir, file).replaceAll('\\', '/').replace(/\.html$/, '')
    const optional = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
    pages.set(rel === 'index' ? '/' : `/${rel}`, { identity: readFileSync(file), br: optional('.br'), gzip: optional('.gz') })
  }
  return pages
}

/** Sends a prerendered page in the best encoding the client accepts. */
export function sendPage(c: Context, page: Page): Response {
  const accepted = c.req.header('accept-encoding') ?? ''
  const [encoding, body] =
    page.br && /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : page.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [undefined, page.identity]
  c.header('Content-Type', 'text/html; charset=UTF-8')
  c.header('Vary', 'Accept-Encoding')
  if (encoding) c.header('Content-Encoding', encoding)
  return c.body(new Uint8Array(body), 200)
}
