import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { EXAMPLES_BASE } from '@core/example-gallery.ts'

/** A built file: its name carries the example's hash (build-examples.ts), so its content never changes. */
const HASHED_FILE = /^\/[a-z0-9-]+\/[a-z0-9-]+\.[0-9a-f]{10}\.(pdf|webp)$/
/** What may be read without a hash: the index the gallery fetches, and each example's manifest. */
const MANIFEST = /^\/(index\.json|[a-z0-9-]+\/manifest\.json)$/

/**
 * `/examples/*`: the examples gallery's files as the build left them in dist/examples (decision 106).
 * The hashed files are kept by browsers for a year (a changed example has new names); the index
 * and manifests are checked every time. Nothing else in the folder is served (the build's stamp,
 * a folder being written), and a missing file is a plain 404, never the app's page.
 */
export function examplesRoutes(root: string) {
  const app = new Hono()
  const files = serveStatic({ root, rewriteRequestPath: (path) => path.slice(EXAMPLES_BASE.length) })
  app.get('*', async (c, next) => {
    const path = c.req.path.slice(EXAMPLES_BASE.length)
    const hashed = HASHED_FILE.test(path)
    if (!hashed && !MANIFEST.test(path)) return c.text('Not found', 404)
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    return files(c, next)
  })
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.text('Not found', 404)
  })
  return app
}
