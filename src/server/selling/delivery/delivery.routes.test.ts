import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { strFromU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { ExportPool } from '../../export/export-pool.ts'
import { AppError } from '../../http/app-error.ts'
import type { Mail } from '../../mail/mailer.ts'
import { renderDocx } from '../../export/docx/render-docx.ts'
import { renderEpub } from '../../export/epub/render-epub.ts'
import { buildExportModel } from '../../export/export-model.ts'
import { sellingSigner } from '../shared/signed-token.ts'
import { type SellingDeps, sellingDeps } from '../shared/selling-deps.ts'
import { captureLog } from '../../../../tests/support/capture-log.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { mailCount, waitForMail } from '../../../../tests/support/mail.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import { deliverOrder, downloadPageUrl } from './deliver-order.ts'
import { type StampableFormat, stampBytes } from './stamp/stamp-file.ts'

// Issue 33, item 5 (decisions 133, 134): the receipt, the download page, its short-lived signed file
// links, stamped files, counts, the new-browser check, refunds turning the links off, asking again.
const BUYER = 'buyer@example.com'
const LINE = `Sold to ${BUYER}`
const MINUTES = 10
const PER_MINUTE = 6

const dir = mkdtempSync(join(tmpdir(), 'folio-delivery-'))
let app: TestApp
let clock: TestClock
let deps: SellingDeps
let sellerId: string
let pool: StampCountingPool
let files: { format: 'pdf' | 'epub' | 'docx' | 'bundle' | 'cover'; bytes: Uint8Array; fileName: string; mediaType: string }[]

/**
 * The app's export pool (decision 138), counting the stamps it is given: each runs in this process
 * (the real worker's stamp is export-worker-process.test.ts's), or, once `refuse` is set, goes to
 * the real pool, whose queue limit of 0 refuses every job as a pool full of other work would.
 */
class StampCountingPool extends ExportPool {
  readonly jobs: { key: string; format: StampableFormat; email: string }[] = []
  refuse = false
  /** A stamp that fails in the worker (its time limit, a crash). */
  failWith: Error | undefined
  constructor() {
    super({ workers: 1, timeLimitMs: 60_000, memoryMb: 1024, perUser: 3, queueLimit: 0 })
  }
  override stamp(key: string, format: StampableFormat, bytes: Uint8Array, email: string, signal?: AbortSignal) {
    if (this.refuse) return super.stamp(key, format, bytes, email, signal)
    if (this.failWith) return Promise.reject(this.failWith)
    this.jobs.push({ key, format, email })
    return stampBytes(bytes, format, email)
  }
}

/** A real multi-page PDF (pdf-lib), each page with its own line of text. */
async function multiPagePdf(pages: number, label = 'Page'): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  for (let i = 1; i <= pages; i++) doc.addPage([420, 595]).drawText(`${label} ${i} of the book`, { x: 50, y: 500, size: 14, font })
  return doc.save()
}

const pdfPages = (bytes: Uint8Array) => {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(path, bytes)
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
}

beforeAll(async () => {
  clock = new TestClock()
  pool = new StampCountingPool()
  app = await startTestApp({
    clock,
    exportPool: pool,
    env: { DOWNLOAD_LINK_MINUTES: String(MINUTES), DOWNLOADS_PER_MINUTE: String(PER_MINUTE) },
  })
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL: app.url, DATA_DIR: app.dataDir })
  deps = sellingDeps({ config, db: app.db, exportPool: undefined as never, exportImages: undefined as never })
  sellerId = await insertUser(app.db, 'seller@example.com')
  await app.db.query(
    `insert into public.seller_profiles (user_id, store_name, reply_to) values ($1, 'Dana Reyes Golf', 'dana@example.com')`,
    [sellerId],
  )
  const book = buildExportModel(sampleBook())
  const zip = zipSync({
    'a-us-letter.pdf': await multiPagePdf(3, 'Letter'),
    'a-a4.pdf': await multiPagePdf(2, 'A4'),
    'README.txt': new Uint8Array([104, 105]),
  })
  files = [
    { format: 'pdf', bytes: await multiPagePdf(5), fileName: 'swing-stronger.pdf', mediaType: 'application/pdf' },
    { format: 'epub', bytes: await renderEpub(book), fileName: 'swing-stronger.epub', mediaType: 'application/epub+zip' },
    {
      format: 'docx',
      bytes: await renderDocx(book),
      fileName: 'swing-stronger.docx',
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { format: 'bundle', bytes: zip, fileName: 'swing-stronger-sizes.zip', mediaType: 'application/zip' },
    { format: 'cover', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), fileName: 'cover.jpg', mediaType: 'image/jpeg' },
  ]
}, 60_000)

afterAll(async () => {
  await app?.close()
  pool?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function newOrder(
  options: { kind?: 'paid' | 'free'; status?: string; email?: string; formats?: ('pdf' | 'epub' | 'docx' | 'bundle')[] } = {},
) {
  const kind = options.kind ?? 'paid'
  const formats = options.formats ?? ['pdf', 'epub', 'docx']
  const product = await insertProduct(app.db, {
    userId: sellerId,
    priceKind: kind === 'free' ? 'free' : 'fixed',
    amount: 19,
    formats,
    files: files.filter((file) => file.format === 'cover' || formats.includes(file.format as never)),
  })
  const { rows } = await app.db.query<{ id: string }>(
    `insert into public.orders (user_id, product_id, version_id, kind, email, amount_cents, currency, status, checkout_mode, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      sellerId,
      product.productId,
      product.versionId,
      kind,
      options.email ?? BUYER,
      kind === 'free' ? 0 : 1900,
      kind === 'free' ? null : 'usd',
      options.status ?? 'paid',
      kind === 'free' ? 'free' : 'local',
      clock.now(),
    ],
  )
  const id = rows[0]!.id
  const page = new URL(await downloadPageUrl(deps, id)).pathname
  return { id, page, ...product }
}

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} })
const post = (path: string, form: Record<string, string>, cookie?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  })
/** The browser cookie a page answer set, as a Cookie header. */
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0]
const fileLinks = (html: string) =>
  Object.fromEntries([...html.matchAll(/href="(\/d\/[^"]+\/file\/(\w+)\?t=[^"]+)"/g)].map((m) => [m[2]!, m[1]!]))

async function downloadsOf(orderId: string) {
  const { rows } = await app.db.query<{ format: string; downloads: number }>(
    'select format, downloads from public.order_downloads where order_id = $1 order by format',
    [orderId],
  )
  const total = await app.db.query<{ download_count: number }>('select download_count from public.orders where id = $1', [orderId])
  return { total: total.rows[0]!.download_count, byFormat: Object.fromEntries(rows.map((row) => [row.format, row.downloads])) }
}

describe('the receipt', () => {
  it('mails a paid order’s receipt with the product, amount, reference, seller, refund line and the download page link', async () => {
    const sent: Mail[] = []
    const order = await newOrder()
    await deliverOrder({ ...deps, mailer: () => ({ send: async (mail) => void sent.push(mail) }) }, order.id)
    expect(sent).toHaveLength(1)
    const [mail] = sent as [Mail]
    expect(mail).toMatchObject({ kind: 'receipt', to: BUYER, replyTo: 'dana@example.com' })
    expect(mail.from).toBeUndefined() // MAIL_FROM, never the lists' From
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Swing Stronger')
      expect(part).toContain('$19')
      expect(part).toContain(order.id.slice(0, 8).toUpperCase())
      expect(part).toContain('Dana Reyes Golf')
      expect(part).toContain('Not happy? Reply to your receipt within 30 days for a full refund.')
      expect(part).toContain(`${app.url}${order.page}`)
      expect(part).toContain(`${app.url}/d/resend`)
    }
    expect(mail.text).toMatch(/Date: \w+ \d+, \d{4}/)
  })

  it('goes to the outbox from MAIL_FROM, and a free order gets its download link instead', async () => {
    const paid = await newOrder({ email: 'paid-buyer@example.com' })
    await deliverOrder(deps, paid.id)
    const receipt = await waitForMail(app, 'paid-buyer@example.com')
    expect(receipt.text).toContain(`${app.url}${paid.page}`)
    const from = await app.db.query<{ from_address: string }>('select from_address from auth.mail_outbox where to_address = $1', [
      'paid-buyer@example.com',
    ])
    expect(from.rows[0]!.from_address).toBe(deps.config.MAIL_FROM)

    const free = await newOrder({ kind: 'free', email: 'reader@example.com' })
    await deliverOrder(deps, free.id)
    const mail = await waitForMail(app, 'reader@example.com')
    expect(mail.subject).toBe('Your free download: Swing Stronger')
    expect(mail.text).toContain(`${app.url}${free.page}`)
    expect(mail.text).not.toContain('refund')
  })

  it('never throws into the caller: an unknown order or a failing mailer is logged, not raised', async () => {
    const lines = captureLog()
    await expect(deliverOrder(deps, '00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined()
    const order = await newOrder()
    const broken: SellingDeps = { ...deps, mailer: () => ({ send: () => Promise.reject(new Error('SMTP down')) }) }
    await expect(deliverOrder(broken, order.id)).resolves.toBeUndefined()
    expect(lines.filter((line) => line.level === 'error').map((line) => [line.msg, line.err?.message])).toEqual([
      ['delivery: the receipt or download mail failed', 'no such order'],
      ['delivery: the receipt or download mail failed', 'SMTP down'],
    ])
  })
})

describe('the download page', () => {
  it('lists one button per format, serves each stamped with the buyer’s address, and counts', async () => {
    const order = await newOrder()
    const page = await get(order.page)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('Swing Stronger')
    expect(html).toContain(`src="${order.page}/cover"`)
    const links = fileLinks(html)
    expect(Object.keys(links)).toEqual(['pdf', 'epub', 'docx'])
    expect((await get(`${order.page}/cover`)).headers.get('content-type')).toBe('image/jpeg')

    const pdf = await get(links.pdf!)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain('attachment; filename="swing-stronger.pdf"')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const pages = pdfPages(new Uint8Array(await pdf.arrayBuffer()))
    expect(pages).toHaveLength(5)
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of the book`)
      expect(text).toContain(LINE)
    })

    const epub = unzipSync(new Uint8Array(await (await get(links.epub!)).arrayBuffer()))
    expect(strFromU8(epub['OEBPS/copyright.xhtml']!)).toContain(LINE)
    const docx = unzipSync(new Uint8Array(await (await get(links.docx!)).arrayBuffer()))
    expect(strFromU8(docx['word/document.xml']!)).toContain(LINE)

    expect(await downloadsOf(order.id)).toEqual({ total: 3, byFormat: { docx: 1, epub: 1, pdf: 1 } })
  })

  it('stamps through the export pool, keyed by the seller, never on the request’s own thread', async () => {
    const order = await newOrder({ email: 'pooled@example.com' })
    const links = fileLinks(await (await get(order.page)).text())
    for (const format of ['pdf', 'epub', 'docx'] as const) expect((await get(links[format]!)).status).toBe(200)
    expect(pool.jobs.filter((job) => job.email === 'pooled@example.com')).toEqual(
      (['pdf', 'epub', 'docx'] as const).map((format) => ({ key: `sales:${sellerId}`, format, email: 'pooled@example.com' })),
    )
  })

  it('answers a busy pool with a 503 page and Retry-After, counts nothing, and the same link works once it has room', async () => {
    const order = await newOrder()
    const links = fileLinks(await (await get(order.page)).text())
    pool.refuse = true
    try {
      const busy = await get(links.pdf!)
      expect(busy.status).toBe(503)
      expect(busy.headers.get('content-type')).toMatch(/^text\/html/)
      expect(busy.headers.get('retry-after')).toBe('10')
      expect(busy.headers.get('cache-control')).toBe('private, no-store')
      const html = await busy.text()
      expect(html).toContain('Your file is being prepared')
      expect(html).toContain('try again in 10 seconds')
      expect(html).not.toContain('export_busy')
    } finally {
      pool.refuse = false
    }
    expect(await downloadsOf(order.id)).toEqual({ total: 0, byFormat: {} })
    expect((await get(links.pdf!)).status).toBe(200)
  })

  it('answers a stamp the worker failed with the same 503 page, never a 500, and logs it', async () => {
    const order = await newOrder()
    const links = fileLinks(await (await get(order.page)).text())
    const lines = captureLog()
    pool.failWith = new AppError('export_too_complex')
    try {
      const failed = await get(links.epub!)
      expect(failed.status).toBe(503)
      expect(failed.headers.get('retry-after')).toBe('10')
      expect(await failed.text()).toContain('Your file is being prepared')
    } finally {
      pool.failWith = undefined
    }
    expect(lines.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual(['delivery: stamping a download failed'])
    expect(await downloadsOf(order.id)).toEqual({ total: 0, byFormat: {} })
  })

  it('stamps every PDF of a size bundle', async () => {
    const order = await newOrder({ formats: ['pdf', 'bundle'] })
    const links = fileLinks(await (await get(order.page)).text())
    const zip = unzipSync(new Uint8Array(await (await get(links.bundle!)).arrayBuffer()))
    expect(Object.keys(zip)).toEqual(['a-us-letter.pdf', 'a-a4.pdf', 'README.txt'])
    for (const name of ['a-us-letter.pdf', 'a-a4.pdf']) for (const text of pdfPages(zip[name]!)) expect(text).toContain(LINE)
  })

  it('serves an unpublished product’s files to its buyers', async () => {
    const order = await newOrder()
    await app.db.query(`update public.products set status = 'unpublished' where id = $1`, [order.productId])
    const links = fileLinks(await (await get(order.page)).text())
    expect((await get(links.pdf!)).status).toBe(200)
  })
})

describe('file links', () => {
  it('expire after DOWNLOAD_LINK_MINUTES: the page says to reload the download page, which makes fresh ones', async () => {
    const order = await newOrder()
    const first = await get(order.page)
    const cookie = cookieOf(first)
    const links = fileLinks(await first.text())
    clock.advance(MINUTES * 60 - 1)
    expect((await get(links.pdf!)).status).toBe(200)
    clock.advance(2)
    const expired = await get(links.pdf!)
    expect(expired.status).toBe(410)
    const html = await expired.text()
    expect(html).toContain('This download link has expired')
    expect(html).toContain(`href="${order.page}"`)
    expect(html).toContain('href="/d/resend"')
    const fresh = fileLinks(await (await get(order.page, cookie)).text())
    expect((await get(fresh.pdf!)).status).toBe(200)
  })

  it('are for one order and one format: another order’s, another format’s or a page token are refused', async () => {
    const [a, b] = [await newOrder(), await newOrder()]
    const linksA = fileLinks(await (await get(a.page)).text())
    const tokenA = new URL(linksA.pdf!, app.url).searchParams.get('t')!
    const refused = [
      `${b.page}/file/pdf?t=${tokenA}`,
      `${a.page}/file/epub?t=${tokenA}`,
      `${a.page}/file/pdf?t=${a.page.slice(3)}`,
      `${a.page}/file/pdf?t=junk`,
      `${a.page}/file/pdf`,
    ]
    for (const path of refused) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      expect(await response.text()).toContain('This link does not work')
    }
    expect((await get(`${a.page}/file/mobi?t=${tokenA}`)).status).toBe(404)
    expect(await downloadsOf(b.id)).toEqual({ total: 0, byFormat: {} })
  })

  it('answers bad tokens with a page, never a 500', async () => {
    const signer = await sellingSigner(app.db)
    const unknown = signer.sign('download-page', { id: '00000000-0000-4000-8000-000000000000' })
    const notUuid = signer.sign('download-page', { id: 'nope' })
    const fileAsPage = signer.sign('file', { id: '00000000-0000-4000-8000-000000000000', format: 'pdf' })
    for (const path of [
      '/d/x',
      '/d/a.b',
      `/d/${'a'.repeat(3000)}`,
      `/d/${unknown}`,
      `/d/${notUuid}`,
      `/d/${fileAsPage}`,
      '/d/%25%25/file/pdf?t=x',
      `/d/${unknown}/cover`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toContain('text/html')
    }
    expect((await post('/d/x/verify', { email: BUYER })).status).toBe(404)
    // An order still waiting for its payment has no downloads yet.
    const pending = await newOrder({ status: 'pending' })
    const waiting = await get(pending.page)
    expect(waiting.status).toBe(409)
    expect(await waiting.text()).toContain('This order is not complete yet')
    // A body that is no form is an empty form: the form again, not a 500.
    for (const body of ['{"email":"buyer@example.com"}', 'email=%E0%A4%A', 'x'.repeat(2000)]) {
      const response = await app.request('/d/resend', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(response.status).toBe(400)
    }
  })

  it('are rate limited per order (DOWNLOADS_PER_MINUTE) with a 429 page', async () => {
    const order = await newOrder()
    const links = fileLinks(await (await get(order.page)).text())
    for (let i = 0; i < PER_MINUTE; i++) expect((await get(links.pdf!)).status).toBe(200)
    const limited = await get(links.pdf!)
    expect(limited.status).toBe(429)
    expect(await limited.text()).toContain('Too many downloads')
    clock.advance(60)
    const cookie = cookieOf(await get(order.page))
    expect(cookie).toBeUndefined() // downloaded already: this cookie-less view is asked for the address
  })
})

describe('refunds and disputes', () => {
  it('turn the page and the file links off with a 410 page', async () => {
    for (const status of ['refunded', 'disputed'] as const) {
      const order = await newOrder()
      const links = fileLinks(await (await get(order.page)).text())
      await app.db.query('update public.orders set status = $1 where id = $2', [status, order.id])
      const page = await get(order.page)
      expect(page.status).toBe(410)
      expect(await page.text()).toContain(
        status === 'refunded' ? 'This download is no longer available: the order was refunded' : 'the payment is disputed',
      )
      const file = await get(links.pdf!)
      expect(file.status).toBe(410)
    }
  })
})

describe('a new browser after first use', () => {
  it('needs no address on the first visit, then asks a browser without the cookie for it', async () => {
    const order = await newOrder()
    const first = await get(order.page)
    const setCookie = first.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\/d\//)
    expect(setCookie).not.toMatch(/Secure/) // http here; https sites get Secure
    const cookie = cookieOf(first)!
    const links = fileLinks(await first.text())
    expect((await get(links.pdf!)).status).toBe(200)

    // The same browser comes back: the page, no question.
    expect(fileLinks(await (await get(order.page, cookie)).text()).pdf).toBeDefined()
    // Another browser: the form, no links.
    const other = await (await get(order.page)).text()
    expect(other).toContain('Confirm your e-mail address')
    expect(other).toContain(`action="${order.page}/verify"`)
    expect(fileLinks(other)).toEqual({})

    const wrong = await post(`${order.page}/verify`, { email: 'someone@example.com' })
    expect(wrong.status).toBe(400)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('That is not the address this order was made with.')
    expect(fileLinks(wrongHtml)).toEqual({})
    expect(wrong.headers.get('set-cookie')).toBeNull()

    const right = await post(`${order.page}/verify`, { email: 'Buyer@Example.com' })
    expect(right.status).toBe(200)
    expect(fileLinks(await right.text()).pdf).toBeDefined()
    const proved = cookieOf(right)!
    expect(fileLinks(await (await get(order.page, proved)).text()).pdf).toBeDefined()
    // One order's cookie proves nothing for another's.
    const another = await newOrder()
    await app.db.query('update public.orders set download_count = 1 where id = $1', [another.id])
    expect(await (await get(another.page, proved)).text()).toContain('Confirm your e-mail address')
  })

  it('limits the guesses per order', async () => {
    const order = await newOrder()
    await app.db.query('update public.orders set download_count = 1 where id = $1', [order.id])
    for (let i = 0; i < 10; i++) expect((await post(`${order.page}/verify`, { email: `guess${i}@example.com` })).status).toBe(400)
    expect((await post(`${order.page}/verify`, { email: BUYER })).status).toBe(429)
    clock.advance(900)
    expect((await post(`${order.page}/verify`, { email: BUYER })).status).toBe(200)
  })
})

describe('asking for the link again', () => {
  it('shows a form, answers the same page for known and unknown addresses, and mails only the known', async () => {
    const form = await get('/d/resend')
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('action="/d/resend"')
    const order = await newOrder({ email: 'again@example.com' })
    await newOrder({ email: 'again@example.com', status: 'refunded' })
    const unknown = await post('/d/resend', { email: 'nobody-bought@example.com' })
    const known = await post('/d/resend', { email: 'Again@example.com' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.text()).toBe(await unknown.text())
    const mail = await waitForMail(app, 'again@example.com')
    expect(mail.subject).toBe('Your download link: Swing Stronger')
    expect(mail.text).toContain(`${app.url}${order.page}`)
    expect(await mailCount(app, 'again@example.com')).toBe(1) // the refunded order gets no link
    expect(await mailCount(app, 'nobody-bought@example.com')).toBe(0)
  })

  it('refuses a bad address with the form again, and limits asks per IP', async () => {
    const bad = await post('/d/resend', { email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Enter a valid e-mail address.')
    clock.advance(3600)
    let last = 0
    for (let i = 0; i < 11; i++) last = (await post('/d/resend', { email: `ask${i}@example.com` })).status
    expect(last).toBe(429)
    clock.advance(3600)
  })
})
