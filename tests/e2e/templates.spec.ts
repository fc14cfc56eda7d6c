import { expect, test } from '@playwright/test'
import { STARTER_KITS } from '../../src/core/starter-kits.ts'
import { PRODUCT_TEMPLATES } from '../../src/core/templates.ts'
import { main } from './support/auth.ts'
import { field } from './support/generator.ts'
import { waitUntilInteractive } from './support/site.ts'

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

test.describe('templates', () => {
  test('every preset with its icon, title, description, type, tone and audience, in a grid of 1 to 4 columns @phone', async ({
    page,
  }, info) => {
    await page.goto('/templates')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Product Templates' })).toBeVisible()
    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(8)
    for (const [i, t] of PRODUCT_TEMPLATES.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.title)
      await expect(card).toContainText(t.description)
      await expect(card).toContainText(`Type${label(t.productType)}`)
      await expect(card).toContainText(`Tone${label(t.tone)}`)
      await expect(card).toContainText(`Audience${t.targetAudience}`)
      await expect(card.locator('svg').first()).toBeVisible()
      await expect(card.getByRole('button', { name: 'Use Template' })).toBeVisible()
    }
    // Cards per row: those sharing the first card's top edge.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    const perRow = tops.filter((top) => top === tops[0]).length
    expect(perRow).toBe(info.project.name === 'phone' ? 1 : 4)
    await page.screenshot({ path: `/tmp/shots/templates-${info.project.name}.png`, fullPage: true })
  })

  test("'Use Template' fills the generator form and opens it; 'Start Custom Generator' opens it too", async ({ page }) => {
    await page.goto('/templates')
    const meditation = main(page).getByRole('article', { name: 'Meditation for Beginners' })
    const use = meditation.getByRole('button', { name: 'Use Template' })
    await waitUntilInteractive(use)
    await use.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue('Meditation and mindfulness for complete beginners')
    await expect(field(page, 'Product type')).toHaveValue('guide')
    await expect(field(page, 'Tone')).toHaveValue('casual')
    await expect(field(page, 'Target audience')).toHaveValue('Stressed adults who have never meditated')

    await page.goto('/templates')
    await main(page).getByRole('link', { name: 'Start Custom Generator' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('starter kits', () => {
  test('the four kits with icon, description, included templates and type and tone badges @phone', async ({ page }, info) => {
    await page.goto('/starter-kits')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Starter Kits' })).toBeVisible()
    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(4)
    for (const [i, kit] of STARTER_KITS.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(kit.title)
      await expect(card).toContainText(kit.description)
      await expect(card.getByRole('listitem')).toHaveText([...kit.includedTemplates])
      await expect(card.getByText(label(kit.productType), { exact: true })).toBeVisible()
      await expect(card.getByText(label(kit.tone), { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Start Kit' })).toBeVisible()
    }
    await expect(main(page).getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates')
    await expect(main(page).getByRole('link', { name: 'Custom Generator' })).toHaveAttribute('href', '/')
    await page.screenshot({ path: `/tmp/shots/starter-kits-${info.project.name}.png`, fullPage: true })
  })

  test("'Start Kit' puts the kit's first template into the form and opens the generator", async ({ page }) => {
    await page.goto('/starter-kits')
    const start = main(page).getByRole('article', { name: 'Digital Marketing Kit' }).getByRole('button', { name: 'Start Kit' })
    await waitUntilInteractive(start)
    await start.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue('Social media marketing for small businesses')
    await expect(field(page, 'Product type')).toHaveValue('ebook')
    await expect(field(page, 'Tone')).toHaveValue('professional')
    await expect(field(page, 'Target audience')).toHaveValue('Small business owners')
  })
})
