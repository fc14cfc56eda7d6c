import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import { cachedPage, forgetPage, keepPage, PAGE_CACHE_MS, pageCacheClock } from './page-cache.ts'
import { pageViewsOf } from './page-views.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describe('the product page cache', () => {
  it('keeps a page for a moment, per database, until it is forgotten', () => {
    const db = {}
    const other = {}
    keepPage(db, 'swing', { productId: 'p', page: 'html' }, 1000)
    expect(cachedPage(db, 'swing', 1000 + PAGE_CACHE_MS - 1)?.page).toBe('html')
    expect(cachedPage(other, 'swing', 1001)).toBeUndefined()
    expect(cachedPage(db, 'swing', 1000 + PAGE_CACHE_MS)).toBeUndefined()
    keepPage(db, 'swing', { productId: 'p', page: 'html' }, 5000)
    forgetPage(db, 'swing')
    expect(cachedPage(db, 'swing', 5001)).toBeUndefined()
  })

  describe('on the route', () => {
    let app: TestApp
    let userId: string
    const realClock = pageCacheClock.now
    beforeAll(async () => {
      app = await startTestApp()
      userId = await insertUser(app.db)
      // The clock stands still: every request of the test falls within the cache's moment.
      pageCacheClock.now = () => 1_000
    })
    afterAll(async () => {
      pageCacheClock.now = realClock
      await app.close()
    })
    const get = (path: string) => app.request(path, { headers: { 'user-agent': BROWSER } })

    it('answers from the cache within the moment, counts every view, and reads again once forgotten', async () => {
      const { slug, productId } = await insertProduct(app.db, { userId, title: 'First Title' })
      expect(await (await get(`/p/${slug}`)).text()).toContain('First Title')
      // A change behind the server's back: the cached page stands until it is forgotten (a publish does that).
      await app.db.query("update public.products set status = 'unpublished' where id = $1", [productId])
      const cached = await get(`/p/${slug}`)
      expect(cached.status).toBe(200)
      expect(await cached.text()).toContain('First Title')
      await pageViewsOf(app.db).flush()
      const { rows } = await app.db.query<{ n: string }>('select sum(views) as n from public.product_page_views where product_id = $1', [
        productId,
      ])
      expect(Number(rows[0]?.n)).toBe(2)
      forgetPage(app.db, slug)
      expect((await get(`/p/${slug}`)).status).toBe(410)
    })
  })
})
