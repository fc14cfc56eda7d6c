import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, sampleDocument } from './support/projects.ts'

/** Screenshots to look at by eye (not assertions): /tmp/shots/selling-<name>-<project>.png. */
const shot = (page: Page, name: string, project: string, fullPage = false) =>
  page.screenshot({ path: `/tmp/shots/selling-${name}-${project}.png`, fullPage })

/** No serious or critical WCAG 2.1 AA problem on the page as it is now. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

test.describe('selling screens', () => {
  test('from a Projects card: Sell, publish free then paid, then every Sales tab @phone', async ({ page }, info) => {
    test.slow()
    const phone = info.project.name === 'phone'
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 800 })
    await signUp(page, uniqueEmail('sell'))
    const project = await createProject(page, sampleDocument())

    await page.goto('/projects')
    await main(page).getByRole('link', { name: 'Sell Swing Stronger After 40' }).click()
    await expect(page).toHaveURL(`/sell?project=${project.id}`)
    await expect(page).toHaveTitle('Sell — Folio')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Swing Stronger After 40')
    const address = main(page).getByRole('textbox', { name: 'Address' })
    // Each run's accounts share one database: the address is made unique, as a creator would.
    const slug = `swing-stronger-${Date.now().toString(36)}-${phone ? 'p' : 'd'}`
    await expect(address).toHaveValue('swing-stronger-after-40')
    await address.fill(slug)
    await expect(main(page).getByText(`/p/${slug}`)).toBeVisible()
    await shot(page, 'sell-before', info.project.name, true)
    if (!phone) await axe(page)

    // Free for an e-mail: a lead magnet.
    await main(page)
      .getByRole('radio', { name: /Free for an e-mail/ })
      .check()
    const first = page.waitForResponse((r) => r.url().endsWith('/publish') && r.request().method() === 'POST')
    await main(page).getByRole('button', { name: 'Publish', exact: true }).click()
    const answer = await first
    expect(answer.status(), await answer.text()).toBe(200)
    expect(answer.request().postDataJSON()).toMatchObject({ slug, price: null, formats: ['pdf', 'epub', 'docx'] })
    const live = main(page).getByRole('region', { name: 'Live' })
    await expect(live.getByRole('link', { name: new RegExp(`/p/${slug}$`) })).toBeVisible({ timeout: 60_000 })
    await expect(live).toContainText('Free for an e-mail')
    await shot(page, 'sell-free', info.project.name)

    // Then paid: a fixed price in euros, republished as version 2.
    await main(page)
      .getByRole('radio', { name: /Fixed price/ })
      .check()
    await main(page)
      .getByRole('textbox', { name: /^Price/ })
      .fill('12.50')
    await main(page).getByRole('combobox', { name: 'Currency' }).selectOption('eur')
    await main(page).getByRole('button', { name: 'Republish' }).click()
    await expect(live).toContainText('€12.50', { timeout: 60_000 })
    await expect(live).toContainText('Version 2')
    await expect(main(page).getByRole('button', { name: 'Offer the update to earlier buyers' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'sell-paid', info.project.name, true)
    if (!phone) await axe(page)

    // The public page is the server's (another branch's): here only that the link points at it.
    await expect(live.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', new RegExp(`/p/${slug}$`))

    await main(page).getByRole('link', { name: 'Sales', exact: true }).click()
    await expect(page).toHaveURL('/sales')
    await expect(page).toHaveTitle('Sales — Folio')
    for (const [tab, label] of [
      ['overview', 'Overview'],
      ['orders', 'Orders'],
      ['subscribers', 'Subscribers'],
      ['mail', 'E-mails'],
      ['settings', 'Settings'],
    ] as const) {
      if (phone) await main(page).getByRole('combobox', { name: 'Section' }).selectOption(tab)
      else await main(page).getByRole('tab', { name: label }).click()
      await expect(page).toHaveURL(tab === 'overview' ? '/sales' : `/sales?tab=${tab}`)
      await expect(main(page).getByRole('tabpanel', { name: label })).toBeVisible()
      // Whatever the panel shows once its call has answered (figures, a list, an empty state or an error), not a skeleton.
      await expect(main(page).getByRole('tabpanel').locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 })
      await shot(page, `sales-${tab}`, info.project.name, true)
      if (!phone) await axe(page)
    }
  })
})
