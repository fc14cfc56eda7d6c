import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPT_IN_CONSENT_TEXT } from '@core/selling.ts'
import { sampleCoverFiles } from '../../../../tests/support/selling-cover.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import { pageViewsOf } from './page-views.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const get = (app: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers: { 'user-agent': BROWSER, ...headers } })

async function viewsOf(app: TestApp, productId: string): Promise<number> {
  await pageViewsOf(app.db).flush()
  const { rows } = await app.db.query<{ n: string | null }>('select sum(views) as n from public.product_page_views where product_id = $1', [
    productId,
  ])
  return Number(rows[0]?.n ?? 0)
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

const metaContent = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1]

describe('the product page /p/<slug>', () => {
  let app: TestApp
  let userId: string
  beforeAll(async () => {
    app = await startTestApp()
    userId = await insertUser(app.db)
    await app.db.query(
      `insert into public.seller_profiles (user_id, store_handle, store_name) values ($1, 'dana-golf', 'Dana Reyes Golf')`,
      [userId],
    )
  })
  afterAll(() => app.close())

  it('serves the frozen version with its title, description, canonical, Open Graph, Twitter card and Product JSON-LD', async () => {
    const files = await sampleCoverFiles()
    const { slug } = await insertProduct(app.db, { userId, slug: 'swing-stronger', amount: 19, files })
    const res = await get(app, `/p/${slug}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    const url = `${app.url}/p/${slug}`
    expect(html).toContain('<title>Swing Stronger — Dana Reyes Golf</title>')
    expect(metaContent(html, 'name', 'description')).toBe('Twelve weeks of drills that add distance without hurting your back.')
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(metaContent(html, 'property', 'og:title')).toBe('Swing Stronger')
    expect(metaContent(html, 'property', 'og:type')).toBe('product')
    expect(metaContent(html, 'property', 'og:url')).toBe(url)
    expect(metaContent(html, 'property', 'og:description')).toContain('Twelve weeks')
    expect(metaContent(html, 'property', 'og:image')).toBe(`${url}/og.jpg?v=1`)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${url}/og.jpg?v=1`)
    const ld = jsonLdOf(html)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Swing Stronger',
      description: 'Twelve weeks of drills that add distance without hurting your back.',
      offers: { '@type': 'Offer', price: 19, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
    })
    expect(ld.image).toEqual([`${url}/cover.jpg?v=1`])
    // The page: cover with its size, chapters, excerpt, sales copy, price, buy form, seller's store.
    expect(html).toMatch(
      /<img src="\/p\/swing-stronger\/cover\.jpg\?v=1&amp;w=720"[^>]* width="1600" height="2560"[^>]* fetchpriority="high"/,
    )
    for (const chapter of ['Why Your Swing Slows Down', 'The Ten-Minute Warm-Up', 'Hips First', 'Keeping It Going'])
      expect(html).toContain(chapter)
    expect(html).toContain('Most golfers lose distance after 40 for one reason')
    expect(html).toContain('<h2>Hit it longer</h2>')
    expect(html).toContain('Buy now — $19')
    expect(html).toContain('<form method="post" action="/p/swing-stronger/buy">')
    expect(html).not.toContain('name="amount"')
    expect(html).toContain('<a href="/s/dana-golf">Dana Reyes Golf</a>')
    expect(html).toContain('Not happy? Reply to your receipt within 30 days')
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/)
    // Its own CSP: no script at all, forms to this site only (local checkout by default in tests).
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'none'")
    expect(csp).toContain("form-action 'self';")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('serves the cover and share images with an ETag from their hash, smaller copies for the srcset, and 304 when unchanged', async () => {
    const files = await sampleCoverFiles()
    const { slug } = await insertProduct(app.db, { userId, files })
    const full = await get(app, `/p/${slug}/og.jpg?v=1`)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('image/jpeg')
    expect(full.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(files[1]!.bytes)
    const small = await get(app, `/p/${slug}/cover.jpg?v=1&w=360`)
    expect(small.status).toBe(200)
    const { default: sharp } = await import('sharp')
    expect((await sharp(new Uint8Array(await small.arrayBuffer())).metadata()).width).toBe(360)
    const etag = small.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{32}-w360"$/)
    expect((await get(app, `/p/${slug}/cover.jpg?v=1&w=360`, { 'if-none-match': etag })).status).toBe(304)
    // An old version's URL is not cached for long.
    expect((await get(app, `/p/${slug}/cover.jpg?v=0`)).headers.get('cache-control')).toBe('public, max-age=300')
    // No image: 404, and the page shows a drawn cover and no og:image.
    const bare = await insertProduct(app.db, { userId })
    expect((await get(app, `/p/${bare.slug}/cover.jpg`)).status).toBe(404)
    const html = await (await get(app, `/p/${bare.slug}`)).text()
    expect(html).toContain('class="plain" role="img"')
    expect(html).not.toContain('og:image')
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary')
  })

  it('asks for an e-mail with the consent wording and a honeypot for a free product, with price 0 in its JSON-LD', async () => {
    const { slug } = await insertProduct(app.db, { userId, priceKind: 'free' })
    const html = await (await get(app, `/p/${slug}`)).text()
    expect(html).toContain(`<form method="post" action="/p/${slug}/subscribe">`)
    expect(html).toContain('name="email" type="email"')
    expect(html).toContain('name="name"')
    expect(html).toMatch(/<div class="honeypot" aria-hidden="true">.*name="website" type="text" tabindex="-1" autocomplete="off"/)
    expect(html).toContain(OPT_IN_CONSENT_TEXT('Dana Reyes Golf'))
    expect(html).not.toContain('/buy"')
    expect(html).not.toContain('Reply to your receipt')
    expect((jsonLdOf(html).offers as { price: number }).price).toBe(0)
  })

  it('asks for an amount from the minimum for pay what you want', async () => {
    const { slug } = await insertProduct(app.db, { userId, priceKind: 'pwyw', amount: 12, minimum: 5 })
    const html = await (await get(app, `/p/${slug}`)).text()
    expect(html).toContain('Pay what you want — from $5')
    expect(html).toMatch(/name="amount" type="number"[^>]* min="5"[^>]* value="12"/)
    expect(html).toContain(`action="/p/${slug}/buy"`)
    expect((jsonLdOf(html).offers as { price: number }).price).toBe(5)
  })

  it('renders hostile sales copy and page text safe', async () => {
    const { slug } = await insertProduct(app.db, {
      userId,
      title: 'Evil </script><script>alert(1)</script>',
      salesCopy:
        '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="https://ok.example" onclick="alert(4)">ok</a>',
      page: { description: '"><script>alert(5)</script>', excerpt: { title: '<b>x</b>', markdown: '<script>alert(6)</script> text' } },
    })
    const html = await (await get(app, `/p/${slug}`)).text()
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/)
    expect(html).not.toMatch(/onerror|onclick|javascript:|<iframe|<img src="?x/)
    expect(html).toContain('<a href="https://ok.example" rel="nofollow noopener noreferrer ugc">ok</a>')
    // The JSON-LD holds the title as data: no "</script>" can end it early.
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(ld).not.toContain('<')
    expect(JSON.parse(ld).name).toBe('Evil </script><script>alert(1)</script>')
  })

  it('never shows the draft, another chapter or another project', async () => {
    const projectId = (
      await app.db.query<{ id: string }>(
        `insert into public.projects (user_id, title, product_type, tone, chapters) values ($1, 'Draft title', 'guide', 'friendly', $2::jsonb) returning id`,
        [userId, JSON.stringify([{ title: 'Secret chapter', markdown: 'DRAFT-ONLY-TEXT' }])],
      )
    ).rows[0]!.id
    const { slug } = await insertProduct(app.db, { userId, projectId })
    const html = await (await get(app, `/p/${slug}`)).text()
    expect(html).not.toContain('DRAFT-ONLY-TEXT')
    expect(html).not.toContain('Secret chapter')
    expect(html).not.toContain(projectId)
  })

  it('answers 404 for an unknown or malformed slug and 410 "no longer available" for an unpublished product', async () => {
    for (const path of ['/p/no-such-product', '/p/NO', `/p/${'a'.repeat(80)}`, '/p/no-such-product/cover.jpg', '/s/nobody-here']) {
      const res = await get(app, path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
    const { slug } = await insertProduct(app.db, { userId, status: 'unpublished' })
    const gone = await get(app, `/p/${slug}`)
    expect(gone.status).toBe(410)
    const html = await gone.text()
    expect(html).toContain('This product is no longer available')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('Swing Stronger')
  })

  it('counts a person’s GET once, and not HEAD, bots, link previews or prefetches', async () => {
    const { productId, slug } = await insertProduct(app.db, { userId })
    await get(app, `/p/${slug}`)
    await get(app, `/p/${slug}`)
    expect(await viewsOf(app, productId)).toBe(2)
    const head = await get(app, `/p/${slug}`, {}, 'HEAD')
    expect(head.status).toBe(200)
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
      '',
    ])
      await get(app, `/p/${slug}`, { 'user-agent': agent })
    await get(app, `/p/${slug}`, { 'sec-purpose': 'prefetch' })
    await get(app, `/p/${slug}`, { purpose: 'prefetch' })
    await get(app, `/p/${slug}/cover.jpg`)
    expect(await viewsOf(app, productId)).toBe(2)
  })

  it('lists a store’s live products with cover, title, price and link', async () => {
    const seller = await insertUser(app.db)
    await app.db.query(`insert into public.seller_profiles (user_id, store_handle, store_name) values ($1, 'kim-plans', 'Kim Plans')`, [
      seller,
    ])
    await insertProduct(app.db, { userId: seller, slug: 'kim-fixed', title: 'Fixed One', amount: 9.5, currency: 'eur' })
    await insertProduct(app.db, { userId: seller, slug: 'kim-free', title: 'Free One', priceKind: 'free' })
    await insertProduct(app.db, { userId: seller, slug: 'kim-pwyw', title: 'Pwyw One', priceKind: 'pwyw', amount: 10, minimum: 3 })
    await insertProduct(app.db, { userId: seller, slug: 'kim-gone', title: 'Gone One', status: 'unpublished' })
    await insertProduct(app.db, { userId, slug: 'not-kims', title: 'Someone Else' })
    const res = await get(app, '/s/kim-plans')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Kim Plans</h1>')
    for (const [slug, title, price] of [
      ['kim-fixed', 'Fixed One', '€9.50'],
      ['kim-free', 'Free One', 'Free'],
      ['kim-pwyw', 'Pwyw One', 'From $3'],
    ]) {
      expect(html).toContain(`<a href="/p/${slug}">`)
      expect(html).toContain(title)
      expect(html).toContain(price)
    }
    expect(html).not.toContain('Gone One')
    expect(html).not.toContain('Someone Else')
  })
})
