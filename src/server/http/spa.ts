import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { isKnownRoute } from '@core/routes.ts'
import { loadPrerenderedPages, sendPage } from './prerendered-pages.ts'

const HASHED_ASSET = /^\/assets\//

/**
 * Serves the built SPA: prerendered pages for public screens, files as they are (with their
 * precompressed .br/.gz), and index.html for every other GET so the client router takes over.
 * Paths outside the route table get that page with status 404, so crawlers and monitors see the
 * truth while people see 'Page Not Found'.
 */
export function spaRoutes(webRoot: string) {
  const indexPath = join(webRoot, 'index.html')
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built (${indexPath} is missing). Run \`npm run build\` or \`npm start\`.`)
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const pages = loadPrerenderedPages(webRoot)
  const app = new Hono()
  // Set before serveStatic builds its response; hashed file names never change content.
  app.use('*', async (c, next) => {
    c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    await next()
  })
  // Public screens were rendered to HTML at build time: their text shows before any script runs.
  app.get('*', async (c, next) => {
    const page = pages.get(c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path)
    return page ? sendPage(c, page) : next()
  })
  app.use('*', serveStatic({ root: webRoot, precompressed: true }))
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    // A missing file (an old hashed chunk, a typo) is a plain 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404)
    return c.html(indexHtml, isKnownRoute(c.req.path) ? 200 : 404)
  })
  return app
}
