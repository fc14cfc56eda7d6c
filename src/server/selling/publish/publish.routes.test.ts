import { execFileSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import JSZip from 'jszip'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REFUND_POLICY } from '@core/selling.ts'
import { productSchema, publishResponseSchema } from '@core/selling-schemas.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { waitForMail } from '../../../../tests/support/mail.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { readProductFile } from '../shared/product-files.ts'
import { findVersion } from '../shared/selling.queries.ts'
import { PUBLISHES_PER_MINUTE } from './publish.routes.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-publish-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A PDF's page count and text, from poppler's tools: the file must open. */
function readPdf(bytes: Uint8Array) {
  const file = join(dir, `${randomUUID()}.pdf`)
  writeFileSync(file, bytes)
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1],
  )
  return { pages, text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) }
}

/** A JPEG's pixel size from its first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
  let i = 2
  while (i < bytes.length) {
    const marker = bytes[i + 1]!
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! }
    i += 2 + length
  }
  throw new Error('no frame in the JPEG')
}

const book = () =>
  sampleDocument(
    {
      title: 'Swing Stronger',
      description: 'Twelve weeks of drills that add distance.',
      publishing: { author: 'Dana Reyes' },
      chapters: [
        { id: randomUUID(), title: 'Hello', content: '## Hello\n\nA short welcome.', matter: 'front' },
        {
          id: randomUUID(),
          title: 'Why Your Swing Slows Down',
          content: `## Why Your Swing Slows Down\n\nThe hips stop turning.\n\n${Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1} ${'word '.repeat(60).trim()}.`).join('\n\n')}`,
        },
        { id: randomUUID(), title: 'Hips First', content: '## Hips First\n\nTurn the hips before the shoulders.' },
      ],
    },
    3,
  )

const request = (overrides: Record<string, unknown> = {}) => ({
  slug: `swing-${randomUUID().slice(0, 8)}`,
  price: { amount: 19.5, currency: 'usd' },
  formats: ['pdf', 'epub', 'docx'],
  ...overrides,
})

describe.each(databaseKinds)('publishing a project as a product (%s)', (kind) => {
  let app: TestApp
  let creator: ProjectsUser
  let stranger: ProjectsUser

  beforeAll(async () => {
    app = await startTestApp({ kind })
    stranger = await projectsUser(app)
  })
  // Publishes are limited a minute per user: each test is a creator of its own.
  beforeEach(async () => {
    creator = await projectsUser(app)
  })
  afterAll(() => app.close())

  const publish = (user: ProjectsUser, projectId: string, body: unknown) => user.call('POST', `/projects/${projectId}/publish`, body)
  const files = async (versionId: string) =>
    (
      await app.db.query<{ format: string; size_bytes: number; sha256: string }>(
        'select format, size_bytes, sha256 from public.product_files where version_id = $1 order by format',
        [versionId],
      )
    ).rows

  it('freezes a version of the saved project: every format, the cover and the link preview, stored with size and SHA-256', async () => {
    const project = await creator.create(book())
    const body = request()
    const res = await publish(creator, project.id, body)
    expect(res.status).toBe(200)
    const answer = publishResponseSchema.parse(res.body)
    expect(answer.url).toBe(`${app.url}/p/${body.slug}`)
    expect(answer.product).toMatchObject({
      projectId: project.id,
      slug: body.slug,
      title: 'Swing Stronger',
      status: 'live',
      priceKind: 'fixed',
      price: { amount: 19.5, currency: 'usd' },
      formats: ['pdf', 'epub', 'docx'],
      salesCopy: 'Twelve weeks of drills that add distance.',
      refundPolicy: DEFAULT_REFUND_POLICY,
      checkoutUrl: null,
      version: 1,
      url: answer.url,
      outdated: false,
    })
    const row = (
      await app.db.query<{ amount_cents: number; currency: string; current_version_id: string }>(
        'select amount_cents, currency, current_version_id from public.products where id = $1',
        [answer.product.id],
      )
    ).rows[0]!
    expect(row).toMatchObject({ amount_cents: 1950, currency: 'usd' })
    const versionId = row.current_version_id
    expect((await files(versionId)).map((f) => f.format)).toEqual(['cover', 'docx', 'epub', 'og', 'pdf'])

    const pdf = (await readProductFile(app.db, versionId, 'pdf'))!
    expect(pdf.mediaType).toBe('application/pdf')
    expect(pdf.fileName).toBe('swing-stronger.pdf')
    expect(pdf.sha256).toBe(createHash('sha256').update(pdf.bytes).digest('hex'))
    const read = readPdf(pdf.bytes)
    expect(read.pages).toBeGreaterThan(1)
    expect(read.text).toContain('Turn the hips before the shoulders.')
    expect(read.text).toContain('Dana Reyes')

    const epub = await JSZip.loadAsync((await readProductFile(app.db, versionId, 'epub'))!.bytes)
    expect(await epub.file('mimetype')!.async('string')).toBe('application/epub+zip')
    expect(epub.file('META-INF/container.xml')).not.toBeNull()
    const docx = await JSZip.loadAsync((await readProductFile(app.db, versionId, 'docx'))!.bytes)
    expect(await docx.file('word/document.xml')!.async('string')).toContain('Turn the hips before the shoulders.')

    const cover = (await readProductFile(app.db, versionId, 'cover'))!
    expect(cover.mediaType).toBe('image/jpeg')
    expect(jpegSize(cover.bytes)).toEqual({ width: 1600, height: 2560 })
    expect(jpegSize((await readProductFile(app.db, versionId, 'og'))!.bytes)).toEqual({ width: 1200, height: 630 })
    for (const file of await files(versionId)) expect(file.size_bytes).toBeGreaterThan(0)

    const version = (await findVersion(app.db, versionId))!
    expect(version).toMatchObject({ version: 1, project_revision: project.revision })
    expect(version.page).toMatchObject({
      title: 'Swing Stronger',
      description: 'Twelve weeks of drills that add distance.',
      productType: 'guide',
      author: 'Dana Reyes',
      chapters: [{ title: 'Hello', matter: 'front' }, { title: 'Why Your Swing Slows Down' }, { title: 'Hips First' }],
    })
    // The first body chapter's opening, whole paragraphs, 300–600 words, without its heading.
    const excerpt = version.page.excerpt!
    expect(excerpt.title).toBe('Why Your Swing Slows Down')
    expect(excerpt.markdown.startsWith('The hips stop turning.')).toBe(true)
    const words = excerpt.markdown.split(/\s+/).length
    expect(words).toBeGreaterThanOrEqual(300)
    expect(words).toBeLessThanOrEqual(600)
    expect(excerpt.markdown).not.toContain('Turn the hips')
  })

  it('republishes as version 2 and leaves version 1 as it was; an edit after publishing changes nothing stored', async () => {
    const project = await creator.create(book())
    const slug = `round-${randomUUID().slice(0, 8)}`
    const first = publishResponseSchema.parse((await publish(creator, project.id, request({ slug, formats: ['pdf'] }))).body)
    const v1 = (await app.db.query<{ id: string }>('select id from public.product_versions where product_id = $1', [first.product.id]))
      .rows[0]!.id
    const v1Files = await files(v1)

    // The creator edits the project: buyers still get version 1, and the product says it is outdated.
    const edited = await creator.call('PUT', `/projects/${project.id}`, {
      ...book(),
      title: 'Swing Stronger, Revised',
    })
    expect(edited.status).toBe(200)
    const state = await creator.call('GET', `/projects/${project.id}/publish`)
    expect(state.status).toBe(200)
    expect(productSchema.parse(state.body.product)).toMatchObject({ version: 1, outdated: true, title: 'Swing Stronger' })
    expect(await files(v1)).toEqual(v1Files)
    expect(readPdf((await readProductFile(app.db, v1, 'pdf'))!.bytes).text).not.toContain('Revised')

    // Republished with a new slug and a pay-what-you-want price, keeping its refund line.
    const newSlug = `${slug}-v2`
    const second = await publish(
      creator,
      project.id,
      request({ slug: newSlug, formats: ['pdf', 'docx'], price: { amount: 12, minimum: 5, currency: 'eur' }, salesCopy: '## Better' }),
    )
    expect(second.status).toBe(200)
    expect(second.body.product).toMatchObject({
      id: first.product.id,
      slug: newSlug,
      title: 'Swing Stronger, Revised',
      version: 2,
      outdated: false,
      priceKind: 'pwyw',
      price: { amount: 12, minimum: 5, currency: 'eur' },
      salesCopy: '## Better',
      refundPolicy: DEFAULT_REFUND_POLICY,
    })
    const versions = (
      await app.db.query<{ id: string; version: number }>(
        'select id, version from public.product_versions where product_id = $1 order by version',
        [first.product.id],
      )
    ).rows
    expect(versions.map((v) => v.version)).toEqual([1, 2])
    expect(await files(v1)).toEqual(v1Files)
    expect(readPdf((await readProductFile(app.db, versions[1]!.id, 'pdf'))!.bytes).text).toContain('Revised')

    const list = await creator.call('GET', '/selling/products')
    expect(list.status).toBe(200)
    expect(list.body.products[0]).toMatchObject({ id: first.product.id, version: 2 })
  })

  it('refuses a format the product type is not sold in, a slug another creator holds, and changes nothing', async () => {
    const planner = await creator.create(sampleDocument({ productType: 'planner', title: 'Meal Planner' }))
    const refused = await publish(creator, planner.id, request({ formats: ['pdf', 'epub'] }))
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('format_not_for_type')
    expect(refused.body.message).toContain('EPUB')

    const slug = `taken-${randomUUID().slice(0, 8)}`
    const theirs = await stranger.create(book())
    expect((await publish(stranger, theirs.id, request({ slug, formats: ['pdf'], price: null }))).status).toBe(200)
    const mine = await creator.create(book())
    const taken = await publish(creator, mine.id, request({ slug, formats: ['pdf'] }))
    expect(taken.status).toBe(409)
    expect(taken.body.code).toBe('slug_taken')
    expect((await creator.call('GET', `/projects/${mine.id}/publish`)).body).toEqual({ product: null })
    expect((await creator.call('GET', `/projects/${planner.id}/publish`)).body).toEqual({ product: null })
  })

  it('publishes a planner with its size bundle, free for an e-mail', async () => {
    const planner = await creator.create(sampleDocument({ productType: 'planner', title: 'Meal Planner' }))
    const res = await publish(creator, planner.id, request({ formats: ['pdf', 'bundle'], price: null }))
    expect(res.status).toBe(200)
    expect(res.body.product).toMatchObject({ priceKind: 'free', price: null, formats: ['pdf', 'bundle'] })
    const versionId = (
      await app.db.query<{ current_version_id: string }>('select current_version_id from public.products where id = $1', [
        res.body.product.id,
      ])
    ).rows[0]!.current_version_id
    const bundle = (await readProductFile(app.db, versionId, 'bundle'))!
    expect(bundle.mediaType).toBe('application/zip')
    expect(Object.keys((await JSZip.loadAsync(bundle.bytes)).files)).toContain('meal-planner-a4.pdf')
  })

  it("unpublishes (rows kept) and answers 404 for another user's project and for one never published", async () => {
    const project = await creator.create(book())
    const published = await publish(creator, project.id, request({ formats: ['pdf'] }))
    expect(published.status).toBe(200)
    for (const [method, path, body] of [
      ['POST', `/projects/${project.id}/publish`, request()],
      ['GET', `/projects/${project.id}/publish`, undefined],
      ['DELETE', `/projects/${project.id}/publish`, undefined],
      ['POST', `/projects/${project.id}/publish/offer-update`, undefined],
    ] as const) {
      const res = await stranger.call(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.code).toBe('not_found')
    }
    const gone = await creator.call('DELETE', `/projects/${project.id}/publish`)
    expect(gone.status).toBe(200)
    expect(productSchema.parse(gone.body)).toMatchObject({ status: 'unpublished', version: 1 })
    expect(
      (
        await app.db.query(
          'select 1 from public.product_files f join public.product_versions v on v.id = f.version_id where v.product_id = $1',
          [gone.body.id],
        )
      ).rows.length,
    ).toBeGreaterThan(0)
    const offer = await creator.call('POST', `/projects/${project.id}/publish/offer-update`)
    expect(offer.status).toBe(409)
    expect(offer.body.code).toBe('not_published')

    const never = await creator.create(book())
    expect((await creator.call('DELETE', `/projects/${never.id}/publish`)).status).toBe(404)
    expect((await creator.call('GET', `/projects/${never.id}/publish`)).body).toEqual({ product: null })
  })

  it('offers the new version to earlier paid buyers, each once', async () => {
    const project = await creator.create(book())
    const first = await publish(creator, project.id, request({ formats: ['pdf'] }))
    const productId: string = first.body.product.id
    const v1 = (
      await app.db.query<{ current_version_id: string }>('select current_version_id from public.products where id = $1', [productId])
    ).rows[0]!.current_version_id
    const buyer = `buyer-${randomUUID().slice(0, 8)}@example.com`
    const order = (status: string, email: string) =>
      app.db.query(
        `insert into public.orders (user_id, product_id, version_id, kind, email, amount_cents, currency, status, checkout_mode, paid_at)
         values ($1, $2, $3, 'paid', $4, 1950, 'usd', $5, 'local', now())`,
        [creator.id, productId, v1, email, status],
      )
    await order('paid', buyer)
    await order('paid', buyer)
    await order('refunded', `refunded-${buyer}`)
    await order('pending', `pending-${buyer}`)
    expect((await publish(creator, project.id, request({ slug: first.body.product.slug, formats: ['pdf'] }))).body.product.version).toBe(2)

    const offer = await creator.call('POST', `/projects/${project.id}/publish/offer-update`)
    expect(offer.status).toBe(200)
    expect(offer.body).toEqual({ mailed: 1 })
    const mail = await waitForMail(app, buyer)
    expect(mail.subject).toBe('A new version of Swing Stronger is ready')
    expect(mail.text).toContain(`${app.url}/d/`)
    const versions = (
      await app.db.query<{ version: number }>(
        'select v.version from public.orders o join public.product_versions v on v.id = o.version_id where o.product_id = $1 and o.email = $2',
        [productId, buyer],
      )
    ).rows
    expect(versions).toEqual([{ version: 2 }, { version: 2 }])
    expect((await creator.call('POST', `/projects/${project.id}/publish/offer-update`)).body).toEqual({ mailed: 0 })
  })

  it('refuses bad bodies with 400 validation_failed and a clear message, before anything is rendered', async () => {
    const project = await creator.create(book())
    const cases: [unknown, string][] = [
      [request({ slug: 'Bad Slug!' }), 'lower-case letters'],
      [request({ slug: 'admin' }), 'reserved'],
      [request({ slug: 'ab' }), 'at least 3'],
      [request({ price: { amount: 10, minimum: 12, currency: 'usd' } }), 'minimum cannot be above'],
      [request({ price: { amount: 10.123, currency: 'usd' } }), 'two decimals'],
      [request({ price: { amount: 0.5, currency: 'usd' } }), 'lowest price'],
      [request({ price: { amount: 10, currency: 'xyz' } }), 'Currency must be one of'],
      [request({ formats: [] }), 'at least one format'],
      [request({ formats: ['pdf', 'pdf'] }), 'only once'],
      [request({ formats: ['markdown'] }), 'formats'],
      [request({ checkoutUrl: 'http://example.com/buy' }), 'https://'],
      [{ formats: ['pdf'], price: null }, 'slug'],
    ]
    for (const [body, words] of cases) {
      const res = await publish(creator, project.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('validation_failed')
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(words)
    }
    expect((await creator.call('GET', `/projects/${project.id}/publish`)).body).toEqual({ product: null })
  })

  it('limits publishes a minute per user, counted before anything is rendered', async () => {
    const planner = await creator.create(sampleDocument({ productType: 'planner', title: 'Meal Planner' }))
    for (let i = 0; i < PUBLISHES_PER_MINUTE; i++)
      expect((await publish(creator, planner.id, request({ formats: ['epub'] }))).body.code).toBe('format_not_for_type')
    const limited = await publish(creator, planner.id, request({ formats: ['pdf'] }))
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('answers a render failure with the export’s own error and stores nothing', async () => {
    const project = await creator.create(
      sampleDocument({ chapters: [{ id: randomUUID(), title: 'Hangul', content: '## Hangul\n\n안녕하세요' }] }, 1),
    )
    const res = await publish(creator, project.id, request({ formats: ['pdf'] }))
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('unprintable_characters')
    expect((await creator.call('GET', `/projects/${project.id}/publish`)).body).toEqual({ product: null })
  })
})

describe('the checkout modes a paid publish needs', () => {
  it('external: a paid product needs the checkout address; a free one does not', async () => {
    const app = await startTestApp({ env: { SELL_CHECKOUT: 'external' } })
    try {
      const creator = await projectsUser(app)
      const project = await creator.create(book())
      const res = await creator.call('POST', `/projects/${project.id}/publish`, request({ formats: ['pdf'] }))
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('checkout_url_required')
      const ok = await creator.call(
        'POST',
        `/projects/${project.id}/publish`,
        request({ formats: ['pdf'], checkoutUrl: 'https://example.gumroad.com/l/swing' }),
      )
      expect(ok.status).toBe(200)
      expect(ok.body.product.checkoutUrl).toBe('https://example.gumroad.com/l/swing')
    } finally {
      await app.close()
    }
  })

  it('stripe-connect: a paid product needs a connected account that can take charges', async () => {
    const app = await startTestApp({
      env: {
        SELL_CHECKOUT: 'stripe-connect',
        STRIPE_SECRET_KEY: 'sk_test_publish',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_publish',
        STRIPE_WEBHOOK_SECRET: 'whsec_credits',
      },
    })
    try {
      const creator = await projectsUser(app)
      const project = await creator.create(book())
      const res = await creator.call('POST', `/projects/${project.id}/publish`, request({ formats: ['pdf'] }))
      expect(res.status).toBe(409)
      expect(res.body.code).toBe('connect_required')
      await app.db.query(
        `insert into public.seller_profiles (user_id, stripe_account_id, charges_enabled) values ($1, 'acct_publish', false)`,
        [creator.id],
      )
      expect((await creator.call('POST', `/projects/${project.id}/publish`, request({ formats: ['pdf'] }))).body.code).toBe(
        'connect_required',
      )
    } finally {
      await app.close()
    }
  })
})
