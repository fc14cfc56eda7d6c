import { type Context, Hono } from 'hono'
import { escapeHtml } from '@core/html-escape.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import { isLoopbackRequest } from '../http/loopback.ts'
import { latestOutboxMailTo, listOutboxMail, type OutboxMail } from './mail.queries.ts'

const PAGE_SIZE = 50

// After escaping, so a link can never break out of its attribute; `&amp;` inside href is valid.
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`)
}

function mailItem(mail: OutboxMail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to_address)}</strong> · <time datetime="${new Date(mail.created_at).toISOString()}">${new Date(mail.created_at).toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
  <pre>${linkify(escapeHtml(mail.text_body))}</pre>
</article>`
}

function page(mails: OutboxMail[]): string {
  const body = mails.length
    ? mails.map(mailItem).join('\n')
    : '<p>No mail yet. Sign up, ask for a password reset or a sign-in link, and it appears here.</p>'
  // Static HTML, no scripts: the app's default CSP applies unchanged (inline styles are allowed).
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · Folio (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #18181b; line-height: 1.5; }
  header p { color: #52525b; }
  article { border: 1px solid #e4e4e7; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { margin: 0 0 .75rem; color: #52525b; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-all; font-size: .9rem; margin: 0; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<header>
  <h1>Outbox</h1>
  <p>Mail the app would have sent (no SMTP_URL is configured), newest first; the latest ${PAGE_SIZE} are shown. This page exists only outside production and only for this machine. Reload to see new mail.</p>
</header>
<main>
${body}
</main>
</body>
</html>
`
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip']

/**
 * A proxy on this machine makes every visitor's socket look local. Behind a proxy (TRUST_PROXY),
 * or when any forwarding header is present, the socket proves nothing: refuse. A header can only
 * ever make this answer a refusal, never a grant.
 */
function cameThroughProxy(c: Context, config: Pick<Config, 'TRUST_PROXY'>): boolean {
  return config.TRUST_PROXY || FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)
}

const REMOTE_REFUSED =
  'The outbox holds live sign-in links, so it is shown only to this machine, under its own name (open it at localhost, 127.0.0.1 or [::1]).'

/**
 * Development only (mounted when NODE_ENV is not production and no SMTP_URL is set): the local
 * outbox as a page at /dev/mail, and /dev/mail/latest?to= for tests that follow a mailed link or
 * code. Served to loopback clients only: with HOST=0.0.0.0 anyone on the network could otherwise
 * ask for a victim's recovery link and read it here. And only under a loopback Host name: a web
 * page whose own name was rebound to 127.0.0.1 could otherwise read it from the developer's browser.
 */
export function devMailRoutes(db: Queryable, config: Pick<Config, 'TRUST_PROXY'>): Hono {
  const app = new Hono()
  // The mails hold live sign-in links: never cache them anywhere.
  app.use('*', async (c, next) => {
    if (!isLoopbackRequest(c) || cameThroughProxy(c, config)) return c.text(REMOTE_REFUSED, 403, { 'Cache-Control': 'no-store' })
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.get('/', async (c) => c.html(page(await listOutboxMail(db, PAGE_SIZE))))
  app.get('/latest', async (c) => {
    const to = c.req.query('to')
    if (!to) return c.json({ error: 'Pass the recipient as ?to=' }, 400)
    const mail = await latestOutboxMailTo(db, to)
    if (!mail) return c.json({ error: `No mail to ${to}` }, 404)
    return c.json({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      created_at: new Date(mail.created_at).toISOString(),
    })
  })
  return app
}
