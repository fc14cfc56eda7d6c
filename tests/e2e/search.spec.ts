import { expect, test } from '@playwright/test'
import { header, main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, sampleDocument } from './support/projects.ts'
import { waitUntilInteractive } from './support/site.ts'

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
})
