import { expect, test } from '@playwright/test'
import { expectToast, fill, main, PASSWORD, signUp, submit, uniqueEmail } from './support/auth.ts'
import { buyPack, creditsCard, packCard, payLocally } from './support/checkout.ts'

test.describe('buying credits', () => {
  test('the pricing screen: three packs, Standard most popular, Stripe note and how credits work @phone', async ({ page }, info) => {
    await page.goto('/pricing')
    await expect(page).toHaveTitle('Pricing — Folio')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Buy Credits, Create Products' })).toBeVisible()
    for (const [name, price, credits] of [
      ['Starter', '$9', '30 credits'],
      ['Standard', '$19', '80 credits'],
      ['Pro', '$39', '200 credits'],
    ] as const) {
      const card = packCard(page, name)
      await expect(card.getByText(price, { exact: true })).toBeVisible()
      await expect(card.getByText(credits, { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Buy Credits' })).toBeEnabled()
    }
    await expect(main(page).getByText('Most Popular')).toHaveCount(1)
    await expect(packCard(page, 'Standard').getByText('Most Popular')).toBeVisible()
    await expect(main(page).getByText('Secure payments by Stripe')).toBeVisible()
    const how = main(page).getByRole('heading', { name: 'How Credits Work' })
    await expect(how).toBeVisible()
    await expect(main(page).getByText('Product outline: 2 credits')).toBeVisible()
    await expect(main(page).getByText('Full draft: 8 credits')).toBeVisible()
    await page.screenshot({ path: `/tmp/shots/pricing-${info.project.name}.png`, fullPage: true })
  })

  test('a pack bought on the local checkout lands on the dashboard with the toast, the balance and the history @phone', async ({
    page,
  }, info) => {
    test.slow() // sign-up, two page loads on the checkout, the dashboard
    await signUp(page, uniqueEmail('buy'))
    await buyPack(page, 'Standard')

    await expect(page).toHaveTitle('Checkout — Folio')
    await expect(page.getByText('Test mode', { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Standard')
    await expect(page.getByRole('main')).toContainText('80 credits')
    await page.screenshot({ path: `/tmp/shots/checkout-local-${info.project.name}.png`, fullPage: true })
    await payLocally(page, '$19.00')

    await expect(page).toHaveURL(/\/dashboard$/)
    await expectToast(page, 'Payment successful!', 'Credits have been added to your account.')
    await expect(creditsCard(page).getByText('82', { exact: true })).toBeVisible()
    const history = main(page).getByRole('region', { name: 'Credit History' })
    await expect(history.getByText('Standard pack purchased').first()).toBeVisible()
    await expect(history.getByText('+80').first()).toBeVisible()
    await page.screenshot({ path: `/tmp/shots/checkout-paid-${info.project.name}.png`, fullPage: true })
  })

  test('coming back to the success URL again grants nothing twice', async ({ page }) => {
    await signUp(page, uniqueEmail('buy-twice'))
    await buyPack(page, 'Starter')
    await payLocally(page, '$9.00')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(creditsCard(page).getByText('32', { exact: true })).toBeVisible()

    // The buyer's history has the session id: replaying the return must not add credits.
    const sessionId = await page.evaluate(async () => {
      const entries = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return new URL(entries[0]?.name ?? location.href).searchParams.get('session_id')
    })
    expect(sessionId).toMatch(/^cs_local_/)
    await page.goto(`/dashboard?success=1&session_id=${sessionId}`)
    await expectToast(page, 'Payment successful!')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(creditsCard(page).getByText('32', { exact: true })).toBeVisible()
  })

  test('cancelling on the checkout returns with the “Payment canceled” toast and no credits', async ({ page }) => {
    await signUp(page, uniqueEmail('buy-cancel'))
    await buyPack(page, 'Pro')
    await expect(page.getByRole('main')).toContainText('200 credits')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectToast(page, 'Payment canceled', 'No charges were made.')
    await expect(creditsCard(page).getByText('2', { exact: true })).toBeVisible()
  })

  test('a declined card stays on the checkout with the reason; a good card then pays', async ({ page }) => {
    await signUp(page, uniqueEmail('buy-decline'))
    await buyPack(page, 'Starter')
    await payLocally(page, '$9.00', '4000 0000 0000 0002')
    await expect(page.getByText('Your card was declined.')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout\/local\//)
    await payLocally(page, '$9.00')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(creditsCard(page).getByText('32', { exact: true })).toBeVisible()
  })

  test('buying signed out goes to sign-in with next=/pricing, and back to pricing after it', async ({ page }) => {
    const email = uniqueEmail('buy-out')
    await signUp(page, email)
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await buyPack(page, 'Starter')
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=\/pricing$/)
    await fill(main(page), 'Email', email)
    await fill(main(page), 'Password', PASSWORD)
    await submit(main(page), 'Continue')
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test("a refused checkout shows 'Checkout failed' with the server's error message", async ({ page }) => {
    await signUp(page, uniqueEmail('buy-fail'))
    await page.route('**/api/checkout/session', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'provider_failed', message: 'Could not start the checkout: card processor down' }),
      }),
    )
    await buyPack(page, 'Pro')
    await expectToast(page, 'Checkout failed', 'Could not start the checkout: card processor down')
    await expect(packCard(page, 'Pro').getByRole('button', { name: 'Buy Credits' })).toBeEnabled()
    await expect(page).toHaveURL(/\/pricing$/)
  })
})
