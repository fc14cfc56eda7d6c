import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { type RunningApp, startApp } from '../../bench/app-server.ts'
import { SEEDED_FREE_SLUG, SEEDED_SLUG, seedProductPage } from '../../bench/product-page-seed.ts'

/**
 * The public product page (issue 33, decision 129) as a stranger's browser sees it: read with
 * JavaScript off at desktop and phone width, and an axe scan. Its own server (the built app, as
 * the benches start it) has a published product seeded into its database before it starts: the
 * suite's shared server has no way to publish one without the publish API.
 */
const root = new URL('../..', import.meta.url).pathname
let app: RunningApp

test.beforeAll(async () => {
  test.setTimeout(120_000)
  app = await startApp({ root, env: { NODE_ENV: 'test' }, beforeStart: (env) => seedProductPage(env, root) })
})
test.afterAll(async () => {
  await app?.stop()
})

for (const width of [1280, 390]) {
  test(`a paid product's page reads without JavaScript at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const res = await page.goto(`${app.baseUrl}/p/${SEEDED_SLUG}`)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle('Swing Stronger — Dana Reyes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swing Stronger')
    await expect(page.getByRole('img', { name: 'Cover of Swing Stronger' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Dana Reyes' })).toHaveAttribute('href', '/s/dana-reyes')
    await expect(page.getByRole('heading', { name: "What's inside" })).toBeVisible()
    await expect(page.getByText('Hips First: Turning Without Strain')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Read a free excerpt' })).toBeVisible()
    // The first buy box is on the first screen of a phone too.
    const buy = page.getByRole('button', { name: 'Buy now — $19' }).first()
    await expect(buy).toBeInViewport()
    await expect(page.getByLabel('Your e-mail (for the receipt and download)').first()).toBeVisible()
    // Nothing wider than the screen.
    const box = await page.locator('main').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(width)
    await page.screenshot({ path: test.info().outputPath(`product-${width}.png`), fullPage: true })
    await context.close()
  })

  test(`a free product's opt-in form reads without JavaScript at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${app.baseUrl}/p/${SEEDED_FREE_SLUG}`)
    await expect(page.getByLabel('Your e-mail').first()).toBeVisible()
    await expect(page.getByText('occasional e-mails from Dana Reyes').first()).toBeVisible()
    // The honeypot is neither seen nor in the accessibility tree.
    await expect(page.locator('input[name="website"]').first()).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
    await context.close()
  })
}

for (const [what, path] of [
  ['paid product', `/p/${SEEDED_SLUG}`],
  ['free product', `/p/${SEEDED_FREE_SLUG}`],
  ['store', '/s/dana-reyes'],
  ['unknown product', '/p/no-such-product'],
] as const) {
  test(`the ${what} page has no serious or critical axe violations at 1280 and 390 px`, async ({ browser }) => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${app.baseUrl}${path}`)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await context.close()
    }
  })
}
