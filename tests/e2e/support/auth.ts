import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { waitUntilInteractive } from './site.ts'

export const PASSWORD = 'correct-horse-1'

/** A fresh address per test, so tests never share an account (and can run in parallel). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export const main = (page: Page) => page.getByRole('main')
export const header = (page: Page) => page.getByRole('banner')

/** The one visible toast (one at a time, docs/product.md#toasts); Radix's screen-reader echo lives outside the region. */
export const toastItem = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')

export async function expectToast(page: Page, title: string, description?: string) {
  const item = toastItem(page).filter({ hasText: title })
  await expect(item.getByText(title, { exact: true })).toBeVisible()
  if (description !== undefined) await expect(item.getByText(description, { exact: true })).toBeVisible()
  return item
}

/** Types into a field by its label, after the (prerendered) form has hydrated. */
export async function fill(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true })
  await waitUntilInteractive(field)
  await field.fill(value)
}

export async function submit(scope: Page | Locator, name: string) {
  const button = scope.getByRole('button', { name, exact: true })
  await waitUntilInteractive(button)
  await button.click()
}

/** Creates an account through the Create account screen; autoconfirm is on, so it lands on the dashboard, greeted as new (decision 0060). */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/sign-up')
  await submitSignUp(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(main(page).getByText(`Welcome, ${email}!`)).toBeVisible()
}

/** Fills and sends the Create account form already on screen (reached by a link, with its query). */
export async function submitSignUp(page: Page, email: string, password = PASSWORD) {
  await fill(main(page), 'Email', email)
  await fill(main(page), 'Password', password)
  await fill(main(page), 'Confirm password', password)
  await submit(main(page), 'Create account')
}

export async function signIn(page: Page, email: string, password = PASSWORD, query = '') {
  await page.goto(`/auth/sign-in${query}`)
  await fill(main(page), 'Email', email)
  await fill(main(page), 'Password', password)
  await submit(main(page), 'Continue')
}

/** Logout from the header's user menu. */
export async function signOut(page: Page, email: string) {
  await header(page).getByRole('button', { name: email }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
}

interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** The newest mail to `to` in the local outbox (GET /dev/mail/latest), waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, unlike?: Mail): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail/latest?to=${encodeURIComponent(to)}`)
        if (!res.ok()) return `HTTP ${res.status()}`
        const mail = (await res.json()) as Mail
        if (mail.text === unlike?.text) return 'only an older mail'
        found = mail
        return 'found'
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBe('found')
  return found as Mail
}

/** The first link in a mail's text that goes to the auth service's /verify. */
export function verifyLink(mail: Mail): string {
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1]
  if (!link) throw new Error(`No verify link in the mail:\n${mail.text}`)
  return link
}

/**
 * The authenticator app's code for `secret`. `offsetPeriods` picks a neighbouring 30-second
 * window (the service accepts one either side), so a test can use a code it has not used yet.
 */
export function totpCode(secret: string, offsetPeriods = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetPeriods * 30_000 })
}
