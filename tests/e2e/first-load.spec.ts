import { expect, test } from '@playwright/test'
import { findLearnGuide } from '../../src/core/learn.ts'
import { gzipSize } from '../../bench/page-assets.ts'
import { firstLoadGuard, lighthousePages } from '../../bench/web-options.ts'
import { waitUntilInteractive } from './support/site.ts'

// Decision 58: the public pages paint from their HTML and stylesheet; the JavaScript only
// hydrates them, and `/` loads a few larger files. Decision 64: the declarative router and no
// TanStack Query for a signed-out visitor keep that under 120 KB. No timings here:
// `npm run bench:web` measures.

test('the home page loads few JavaScript files, within the first-load guard, and hydrates', async ({ page, baseURL }) => {
  const sizes: Promise<number>[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(`${baseURL}/`))
      sizes.push(response.body().then(gzipSize))
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Digital Product')
  // The chunks must still run: a chunk plan that leaves main.tsx waiting on itself paints and never hydrates.
  await waitUntilInteractive(page.getByRole('combobox', { name: 'Search' }).first())
  expect(errors).toEqual([])
  const gzipBytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0)
  // In the report, so a change's cost can be read without the benchmark.
  test.info().annotations.push({ type: 'first-load', description: `${gzipBytes} gzip bytes in ${sizes.length} files` })
  expect(sizes.length, 'JavaScript requests of /').toBeLessThanOrEqual(firstLoadGuard.jsRequestsMax)
  expect(gzipBytes, 'gzip bytes of the JavaScript / loads').toBeLessThanOrEqual(firstLoadGuard.jsGzipBytesMax)
})

test('every measured page hydrates its prerendered HTML without an error @phone', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  for (const { path } of lighthousePages) {
    await page.goto(path)
    await waitUntilInteractive(page.getByRole('combobox', { name: 'Search' }).first())
    // A mismatch is logged as an error (React's onRecoverableError) before React renders the page anew.
    await expect(page.locator('main h1').first(), path).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('the stylesheet comes first and the scripts ask for low priority', async ({ request }) => {
  for (const { path } of lighthousePages) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const scripts = head.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? []
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, path).toContain('fetchpriority="low"')
    expect(head.indexOf('rel="stylesheet"'), path).toBeGreaterThan(0)
    expect(head.indexOf('rel="stylesheet"'), path).toBeLessThan(head.search(/<(script|link rel="modulepreload")/))
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const headings: Record<string, string> = {
    home: 'Create Your Digital Product',
    pricing: 'Buy Credits, Create Products',
    learn: 'Learning Hub',
    templates: 'Product Templates',
  }

  test('each public page shows its heading and lead text @phone', async ({ page }, testInfo) => {
    for (const { path, slug } of lighthousePages) {
      await page.goto(path)
      const [, category = '', guide = ''] = /^\/learn\/([^/]+)\/([^/]+)$/.exec(path) ?? []
      const heading = headings[slug] ?? findLearnGuide(category, guide)?.title
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading ?? '')
      await expect(page.locator('main p').first(), path).toBeVisible()
    }
    await page.goto('/')
    await page.screenshot({ path: `/tmp/shots/i17-perf-no-js-${testInfo.project.name}.png` })
  })
})
