import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { EXAMPLE_LABEL, EXAMPLE_PRODUCT_TYPES } from '../../src/core/example-gallery.ts'
import { waitUntilInteractive } from './support/site.ts'

// Issue 30, item 3 (decision 106): the examples gallery under the generator form, made at build
// time by the export pipeline (dist/examples), loaded only when its place comes into view.

const galleryChunk = /\/assets\/examples-gallery-[\w-]+\.js$/

/** Every script and image request of the page, by URL, from now on. */
function watchRequests(page: Page): { scripts: string[]; images: string[] } {
  const seen = { scripts: [] as string[], images: [] as string[] }
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(request.url())
    if (request.resourceType() === 'image') seen.images.push(request.url())
  })
  return seen
}

test('the gallery waits below the form, then shows four labelled examples whose PDF downloads @phone', async ({ page }, testInfo) => {
  const seen = watchRequests(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await waitUntilInteractive(page.getByRole('combobox', { name: 'Search' }).first())
  // Nothing of the gallery loads with the page: not its chunk, its index or its images.
  expect(seen.scripts.filter((url) => galleryChunk.test(url))).toEqual([])
  expect(seen.images.filter((url) => url.includes('/examples/'))).toEqual([])
  await expect(page.getByRole('heading', { name: 'Examples', level: 2 })).toHaveCount(0)

  const section = page.locator('section#examples')
  const form = page.getByRole('button', { name: /Generate outline/ })
  await section.scrollIntoViewIfNeeded()
  await expect(page.getByRole('heading', { name: 'Examples', level: 2 })).toBeVisible()
  expect(seen.scripts.filter((url) => galleryChunk.test(url))).toHaveLength(1)
  // Below the form, as the spec keeps the form first.
  const [formBox, sectionBox] = [await form.boundingBox(), await section.boundingBox()]
  expect(sectionBox!.y).toBeGreaterThan(formBox!.y + formBox!.height)

  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(EXAMPLE_PRODUCT_TYPES.length)
  for (const [i, type] of EXAMPLE_PRODUCT_TYPES.entries()) {
    const card = cards.nth(i)
    await expect(card.getByText(new RegExp(`^${EXAMPLE_LABEL} · ${type}$`, 'i'))).toBeVisible()
    await expect(card.getByRole('link', { name: /^Download the PDF/ })).toBeVisible()
    expect(await card.getByRole('listitem').count()).toBeGreaterThan(3)
    // The cover and 3 pages, lazy, with their size given so nothing moves as they arrive.
    const images = card.getByRole('img')
    await expect(images).toHaveCount(4)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await expect(image).toHaveAttribute('alt', /\S/)
    }
  }

  // The last card's images load as it comes into view, at the size the page gave them.
  const last = cards.last()
  await last.scrollIntoViewIfNeeded()
  const cover = last.getByRole('img').first()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth === Number(img.getAttribute('width')))).toBe(true)

  const download = page.waitForEvent('download')
  await last.getByRole('link', { name: /^Download the PDF/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const bytes = readFileSync((await file.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  const results = await new AxeBuilder({ page }).include('#examples').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // For looking at: every image loaded at once, then the whole section.
  await section.evaluate((element) => element.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'eager')))
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#examples img')].every((img) => img.naturalWidth > 0))
  await section.screenshot({ path: `/tmp/shots/i30-examples-gallery-${testInfo.project.name}.png` })
})

test('the learning hub links to the gallery @phone', async ({ page }) => {
  await page.goto('/learn')
  await waitUntilInteractive(page.getByRole('combobox', { name: 'Search' }).first())
  await page.getByRole('link', { name: /four finished examples made with Folio/ }).click()
  await expect(page).toHaveURL(/\/#examples$/)
  await expect(page.getByRole('heading', { name: 'Examples', level: 2 })).toBeInViewport()
  await expect(page.locator('#examples').getByRole('article')).toHaveCount(EXAMPLE_PRODUCT_TYPES.length)
})

test('the example files are served for good, the index fresh', async ({ request }) => {
  const index = await request.get('/examples/index.json')
  expect(index.headers()['cache-control']).toBe('no-cache')
  const { examples } = (await index.json()) as { examples: { pdf: { url: string } }[] }
  const pdf = await request.get(examples[0]!.pdf.url)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
