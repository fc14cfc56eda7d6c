import { expect, type Locator, type Page } from '@playwright/test'
import { main } from './auth.ts'
import { waitUntilInteractive } from './site.ts'

/** A pack's card on /pricing, found by its name (each pack is a labelled article). */
export const packCard = (page: Page, name: 'Starter' | 'Standard' | 'Pro'): Locator => main(page).getByRole('article', { name })

/** Clicks the pack's 'Buy Credits' on /pricing; the browser leaves for the checkout page. */
export async function buyPack(page: Page, name: 'Starter' | 'Standard' | 'Pro') {
  await page.goto('/pricing')
  const button = packCard(page, name).getByRole('button', { name: 'Buy Credits' })
  await waitUntilInteractive(button)
  await button.click()
}

/** The local checkout's card number field (the page is served by the app, not the SPA). */
export const cardNumber = (page: Page) => page.getByLabel('Card number')

/** Pays on the local checkout page with a card (4242… succeeds by default). */
export async function payLocally(page: Page, price: string, card = '4242 4242 4242 4242') {
  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/)
  await cardNumber(page).fill(card)
  await page.getByRole('button', { name: `Pay ${price}` }).click()
}

/** The Credits card's number on the dashboard. */
export const creditsCard = (page: Page) => main(page).getByRole('group', { name: 'Credits' })
