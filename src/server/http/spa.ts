import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { isKnownRoute } from '@core/routes.ts'
import { injectIntoHead, loadPrerenderedPages, preparePage, sendPage } from './prerendered-pages.ts'

const HASHED_ASSET = /^\/assets\//
const FILE_PATH = /\.[a-z0-9]+$/i
// Build output that must not go out as is: every page the app sends carries the injected config.
const RAW_PAGE = /^\/_prerendered\/|\.html(\.br|\.gz)?$/

/**
 * Serves the built SPA: prerendered pages for public screens, files as they are (with their
 * precompressed .br/.gz), and index.html for every other GET so the client router takes over.
 * Paths outside the route table get that page with status 404, so crawlers and monitors see the
 * truth while people see 'Page Not Found'.
 *
 * `headTags` (the run-time config) goes into every page's <head>, once, at start-up.
 */
export function spaRoutes(webRoot: string, headTags: Promise<string> | string = '') {
  const indexPath = join(webRoot, 'index.html')
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built (${indexPath} is missing). Run \`npm run build\` or \`npm start\`.`)
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  // Transformed and compressed once, in the background from start-up (≈0.1 s): the server
  // listens at once, and only a page request in that first moment waits for it.
  const ready = Promise.resolve(headTags).then(async (tags) => {
    const transform = (html: string) => injectIntoHead(html, tags)
    const [shell, pages] = await Promise.all([preparePage(transform(indexHtml)), loadPrerenderedPages(webRoot, transform)])
    return { shell, pages }
  })
  // Awaited by every page request (which then reports a failure); this only keeps Node from
  // treating a failure before the first request as an unhandled rejection.
  ready.catch(() => undefined)

  const app = new Hono()
  // Set before serveStatic builds its response; hashed file names never change content.
  app.use('*', async (c, next) => {
    c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    await next()
  })
  // Public screens were rendered to HTML at build time: their text shows before any script runs.
  app.get('*', async (c, next) => {
    const { pages, shell } = await ready
    const page = pages.get(c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path)
    if (page) return sendPage(c, page)
    if (c.req.path === '/index.html') return sendPage(c, shell)
    return next()
  })
  // Only real files (with an extension) come from disk, and never the build's raw pages.
  const files = serveStatic({ root: webRoot, precompressed: true })
  app.use('*', async (c, next) => (FILE_PATH.test(c.req.path) && !RAW_PAGE.test(c.req.path) ? files(c, next) : next()))
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache')
    // A missing file (an old hashed chunk, a typo) is a plain 404, not the app's HTML.
    if (FILE_PATH.test(c.req.path)) return c.text('Not found', 404)
    return sendPage(c, (await ready).shell, isKnownRoute(c.req.path) ? 200 : 404)
  })
  return app
}
