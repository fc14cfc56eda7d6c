import { type Context, Hono } from 'hono'
import { clientIp } from '../../auth/rate-limit.ts'
import { parseJsonText } from '../../http/json-input.ts'
import { log } from '../../observability/logger.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { findProductBySlug } from '../shared/selling.queries.ts'
import * as h from './lead-pages.handlers.ts'
import { badFormPage, brokenPage, notFreeDownloadPage } from './lead-pages.ts'

type Fields = Record<string, unknown>

/**
 * A form post (urlencoded or multipart, what a plain <form> sends) or a JSON object, as fields;
 * 'unsupported' for any other media type, 'malformed' for a body that does not read as its type.
 */
async function readFields(c: Context): Promise<Fields | 'unsupported' | 'malformed'> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  try {
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const body = await c.req.parseBody()
      // A file where text belongs is no address: left out, the schema then names the field.
      return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'))
    }
    if (type.startsWith('application/json')) {
      const value = parseJsonText(await c.req.text())
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : 'malformed'
    }
  } catch {
    // Broken multipart, JSON that does not parse or nests too deep (JsonInputError): the sender's mistake.
    return 'malformed'
  }
  return 'unsupported'
}

/**
 * Opt-in (POST /p/<slug>/subscribe), confirmation (/confirm/<token>) and unsubscribe (/u/<token>,
 * RFC 8058 one-click POST) (issue 33, decision 131): server-rendered HTML with form posts, so it
 * works without JavaScript. Every answer is a page, errors included; nothing here answers JSON.
 */
export function leadPagesRoutes(deps: SellingDeps): Hono {
  const app = new Hono()
  // A stranger's page never turns into the API's JSON error: an unexpected failure is a page too.
  app.onError((error, c) => {
    const logger = (c as Context).get('log') ?? log
    logger.error({ err: error, method: c.req.method, path: c.req.routePath }, 'Unhandled error on a lead page')
    return brokenPage()
  })

  app.post('/p/:slug/subscribe', async (c) => {
    const product = await findProductBySlug(deps.db, c.req.param('slug').toLowerCase())
    if (!h.isLeadMagnet(product)) return notFreeDownloadPage()
    const fields = await readFields(c)
    if (fields === 'unsupported') return badFormPage(product.slug, 'Send the form as a web form or as JSON.')
    if (fields === 'malformed') return badFormPage(product.slug, 'The form could not be read. Please try again.')
    return h.optIn(deps, { product, fields, clientIp: clientIp(c, deps.config) })
  })

  app.get('/confirm/:token', (c) => h.showConfirm(deps, c.req.param('token'), c.req.path))
  app.post('/confirm/:token', (c) => h.confirm(deps, c.req.param('token')))

  app.get('/u/:token', (c) => h.showUnsubscribe(deps, c.req.param('token'), c.req.path))
  // The body (`List-Unsubscribe=One-Click`) is not needed: the POST itself is the request.
  app.post('/u/:token', (c) => h.unsubscribe(deps, c.req.param('token')))
  return app
}
