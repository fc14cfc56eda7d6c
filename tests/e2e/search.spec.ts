import { expect, test } from '@playwright/test'
import { header, main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, sampleDocument } from './support/projects.ts'
import { waitUntilInteractive } from './support/site.ts'

const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/i17-search-${name}-${test.info().project.name}.png` })

const box = (page: import('@playwright/test').Page) => header(page).getByRole('combobox', { name: 'Search' }).locator('visible=true')
const options = (page: import('@playwright/test').Page) =>
  page.getByRole('listbox', { name: 'Search results' }).locator('visible=true').getByRole('option')

test.describe('header search', () => {
  test('results as you type; a click opens one', async ({ page }) => {
    await page.goto('/pricing')
    await waitUntilInteractive(box(page))
    await box(page).fill('color')
    await expect(options(page).first()).toContainText('Color Theory & Branding')
    await options(page).first().click()
    await expect(page).toHaveURL(/\/learn\/design-principles\/color-theory$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Color Theory & Branding')
  })

  test('arrows choose a result and Enter opens it; Enter with none chosen opens the results page', async ({ page }) => {
    await page.goto('/')
    await waitUntilInteractive(box(page))
    await box(page).fill('golf')
    await expect(options(page)).toHaveCount(2)
    await box(page).press('ArrowDown')
    await box(page).press('ArrowDown')
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/)
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/starter-kits#fitness-entrepreneur$/)

    await box(page).fill('marketing')
    await expect(options(page).first()).toBeVisible()
    await box(page).press('Escape')
    await expect(options(page)).toHaveCount(0)
    // Enter with no result chosen: all results.
    await box(page).fill('marketing')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=marketing$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    for (const group of ['Guides', 'Templates', 'Starter kits']) {
      await expect(main(page).getByRole('region', { name: new RegExp(`^${group}`) })).toBeVisible()
    }
    await expect(main(page).getByRole('link', { name: 'Social Media Marketing' }).first()).toBeVisible()
  })

  test("finds the signed-in user's own projects @phone", async ({ page }) => {
    await signUp(page, uniqueEmail('search'))
    const project = await createProject(page, sampleDocument({ title: 'Zebra Husbandry Handbook' }))
    await page.goto('/search?q=zebra')
    const yours = main(page).getByRole('region', { name: /^Your projects/ })
    await expect(yours.getByRole('link', { name: 'Zebra Husbandry Handbook' })).toHaveAttribute('href', `/editor?project=${project.id}`)
  })

  test('finds a page despite a typo: "pricng" → Pricing, Enter opens it @phone', async ({ page }) => {
    await page.goto('/learn')
    await waitUntilInteractive(box(page))
    await box(page).fill('pricng')
    await expect(options(page).first()).toContainText('Pricing')
    await expect(options(page).first()).toContainText('Pages · Buy credits')
    await shot(page, 'pricng')
    await box(page).press('ArrowDown')
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Buy Credits, Create Products')
  })

  test('a word people use for a page finds it, and a click opens it @phone', async ({ page }) => {
    await page.goto('/')
    await waitUntilInteractive(box(page))
    await box(page).fill('tutorials')
    await expect(options(page).first()).toContainText('Learn')
    await options(page).first().click()
    await expect(page).toHaveURL(/\/learn$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Learning Hub')
  })

  test('signed out, Dashboard leads to sign-in and back; signed in, straight there @phone', async ({ page }) => {
    await page.goto('/templates')
    await waitUntilInteractive(box(page))
    await box(page).fill('dashbord')
    await expect(options(page).first()).toContainText('Sign in to see your credits and recent projects')
    await shot(page, 'dashboard-signed-out')
    await options(page).first().click()
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/)

    await signUp(page, uniqueEmail('search-pages'))
    await page.goto('/templates')
    await waitUntilInteractive(box(page))
    await box(page).fill('acount')
    await expect(options(page).first()).toContainText('Account')
    await box(page).press('ArrowDown')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/account$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Account')
  })

  test('the results page puts first what the list puts first', async ({ page }) => {
    await page.goto('/')
    await waitUntilInteractive(box(page))
    await box(page).fill('pricng')
    await expect(options(page)).toHaveCount(2)
    const listed = await options(page).locator('span.font-medium').allTextContents()
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=pricng$/)
    await expect(main(page).getByRole('region').first()).toHaveAccessibleName(/^Pages/)
    const links = main(page).getByRole('region').getByRole('link')
    await expect(links).toHaveText(listed)
  })
})
