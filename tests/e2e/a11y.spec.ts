import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { fill, header, main, signUp, submit, uniqueEmail } from './support/auth.ts'
import { buyPack, payLocally } from './support/checkout.ts'
import { expectNotFound, expectScreen, routeCase, routeCases, waitUntilInteractive } from './support/site.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** Readable enough to fix from the test report alone: rule, impact, help, where and why. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n')
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`
    })
    .join('\n\n')
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  expect(blocking, `serious/critical axe violations on ${what}:\n\n${describeViolations(blocking)}`).toEqual([])
}

test.describe('axe scan, desktop', () => {
  for (const route of routeCases) {
    test(`${route.path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(route.path)
      await expectScreen(page, route)
      await expectNoSeriousViolations(page, route.path)
    })
  }

  test('the 404 page has no serious or critical violations', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expectNotFound(page, '/this/does/not/exist')
    await expectNoSeriousViolations(page, 'the 404 page')
  })

  test('the contact page with its toast open has no serious or critical violations', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/contact')
    await expectScreen(page, routeCase('/contact'))
    // Keep the toast open for the scan: the pointer on it pauses its auto-close.
    await waitUntilInteractive(page.getByRole('button', { name: 'Copy address' }))
    await page.getByRole('button', { name: 'Copy address' }).click()
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')
    await expect(toast).toBeVisible()
    await toast.hover()
    await expectNoSeriousViolations(page, '/contact with the toast open')
  })
})

test.describe('axe scan, auth screens in their other states', () => {
  test('sign-in with its validation messages', async ({ page }) => {
    await page.goto('/auth/sign-in')
    await submit(main(page), 'Continue')
    await expect(main(page).getByText('Please enter a valid email address')).toBeVisible()
    await expectNoSeriousViolations(page, '/auth/sign-in with validation messages')
  })

  test("reset's 'Check your email' state", async ({ page }) => {
    await page.goto('/auth/reset')
    await fill(main(page), 'Email', uniqueEmail('a11y-reset'))
    await submit(main(page), 'Send reset instructions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email')
    await expectNoSeriousViolations(page, "/auth/reset 'Check your email'")
  })

  test('signed in: dashboard, user menu, account with two-factor set-up open', async ({ page }) => {
    test.slow() // four scans, two of the dashboard
    const email = uniqueEmail('a11y')
    await signUp(page, email)
    await expect(main(page).getByRole('group', { name: 'Credits' })).toContainText('2')
    await expectNoSeriousViolations(page, '/dashboard')
    // With the card back to a topic waiting in the generator (decision 60).
    await page.goto('/')
    await fill(main(page), 'Topic', 'Accessible dashboards')
    await page.goto('/dashboard')
    await expect(main(page).getByRole('region', { name: 'Continue where you left off' })).toBeVisible()
    await expectNoSeriousViolations(page, '/dashboard with the Continue card')

    await header(page).getByRole('button', { name: email }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await expectNoSeriousViolations(page, 'the open user menu')
    await page.keyboard.press('Escape')

    await page.goto('/account')
    await submit(main(page), 'Set up two-factor authentication')
    await expect(main(page).getByRole('img', { name: /QR code/ })).toBeVisible()
    await expectNoSeriousViolations(page, '/account with two-factor set-up open')
  })
})

test.describe('axe scan, the local checkout page', () => {
  test('with a declined card, on desktop and phone @phone', async ({ page }) => {
    await signUp(page, uniqueEmail('a11y-pay'))
    await buyPack(page, 'Starter')
    await expect(page).toHaveTitle('Checkout — Folio')
    await expectNoSeriousViolations(page, 'the local checkout page')
    await payLocally(page, '$9.00', '4000 0000 0000 0002')
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await expectNoSeriousViolations(page, 'the local checkout page with a declined card')
  })
})

const phonePaths = [
  '/',
  '/learn',
  '/learn/design-principles/typography',
  '/pricing',
  '/contact',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/reset',
]

test.describe('axe scan, phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop pass above already scans every route')

  for (const path of phonePaths) {
    test(`${path} has no serious or critical violations @phone`, async ({ page }) => {
      await page.goto(path)
      await expectScreen(page, routeCase(path))
      await expectNoSeriousViolations(page, `${path} (phone)`)
    })
  }

  test('the open mobile menu has no serious or critical violations @phone', async ({ page }) => {
    await page.goto('/')
    await waitUntilInteractive(page.getByRole('banner').getByRole('button', { name: 'Open menu' }))
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoSeriousViolations(page, '/ with the mobile menu open')
  })

  test('the 404 page has no serious or critical violations @phone', async ({ page }) => {
    await page.goto('/this/does/not/exist')
    await expectNotFound(page, '/this/does/not/exist')
    await expectNoSeriousViolations(page, 'the 404 page (phone)')
  })
})
