import { expect, test } from '@playwright/test'
import { learnCategories } from '../../src/core/learn.ts'
import { expectNotFound, expectScreen, notFoundPaths, routeCases } from './support/site.ts'

test.describe('route table', () => {
  test('covers every screen (the 11 first routes, 3 categories, 15 guides, 8 footer pages), /projects and /search', () => {
    expect(learnCategories).toHaveLength(3)
    expect(learnCategories.flatMap((c) => c.guides)).toHaveLength(15)
    expect(new Set(routeCases.map((r) => r.path)).size).toBe(39)
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
