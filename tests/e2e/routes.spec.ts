import { expect, type Page, test } from '@playwright/test'
import { learnCategories } from '../../src/core/learn.ts'
import { expectNotFound, expectScreen, guideRoutes, notFoundPaths, routeCases, waitUntilInteractive } from './support/site.ts'

test.describe('route table', () => {
  test('covers every screen (the 11 first routes, 3 categories, 15 guides, 8 footer pages), /projects, /launch and /search', () => {
    expect(learnCategories).toHaveLength(3)
    expect(learnCategories.flatMap((c) => c.guides)).toHaveLength(15)
    expect(new Set(routeCases.map((r) => r.path)).size).toBe(40)
  })

  for (const route of routeCases) {
    test(`${route.path} answers 200 and shows its screen`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status(), `HTTP status of ${route.path}`).toBe(200)
      await expectScreen(page, route)
    })
  }
})

test.describe('unknown paths', () => {
  for (const path of notFoundPaths) {
    test(`${path} answers 404 and shows the Page Not Found screen`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status(), `HTTP status of ${path}`).toBe(404)
      await expectNotFound(page, path)
    })
  }

  test('the 404 page links back to the generator @phone', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expectNotFound(page, '/this/does/not/exist')
    await page.getByRole('main').getByRole('link', { name: 'Go to the generator' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Digital Product')
  })
})

test.describe('scrolling between pages', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

  test('a new page opens at the top, Back returns to where the page was left, Forward to the top again @phone', async ({ page }, info) => {
    const [first, second] = guideRoutes
    if (!first || !second) throw new Error('The learning hub needs two guides')
    await page.goto(first.path)
    await waitUntilInteractive(page.getByRole('combobox', { name: 'Search' }).first())
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => scrollY(page)).toBe(900)
    // A click that does not scroll first, as a person's tap on a link in view would not.
    await page.getByRole('link', { name: /Next/ }).evaluate((link: HTMLElement) => link.click())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.h1)
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.screenshot({ path: `/tmp/shots/i17-lean-scroll-new-page-${info.project.name}.png` })

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.h1)
    await expect.poll(() => scrollY(page)).toBe(900)

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.h1)
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

test.describe('API', () => {
  test('/api/health reports ok', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('an unknown /api path answers a JSON 404 with code not_found', async ({ request }) => {
    const response = await request.get('/api/this-does-not-exist')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toMatchObject({ code: 'not_found' })
  })
})
