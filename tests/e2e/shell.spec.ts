import { expect, test, type Page } from '@playwright/test'
import { expectScreen, routeCase, waitUntilInteractive } from './support/site.ts'

const header = (page: Page) => page.getByRole('banner')
const footer = (page: Page) => page.getByRole('contentinfo')

/** A page no header or footer link points to, so every click below is a real navigation. */
const START = '/learn/content-strategy'

test.describe('header', () => {
  test('the logo link goes home', async ({ page }) => {
    await page.goto('/pricing')
    await header(page).getByRole('link', { name: 'Folio', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectScreen(page, routeCase('/'))
  })

  test('the main navigation lists Templates, Starter Kits, Learn and Pricing in that order', async ({ page }) => {
    await page.goto(START)
    const nav = header(page).getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText(['Templates', 'Starter Kits', 'Learn', 'Pricing'])
  })

  const headerLinks = [
    { name: 'Templates', path: '/templates' },
    { name: 'Starter Kits', path: '/starter-kits' },
    { name: 'Learn', path: '/learn' },
    { name: 'Pricing', path: '/pricing' },
  ]
  for (const link of headerLinks) {
    test(`the ${link.name} link opens ${link.path}`, async ({ page }) => {
      await page.goto(START)
      await header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.name }).click()
      await expect(page).toHaveURL(new RegExp(`${link.path}$`))
      await expectScreen(page, routeCase(link.path))
    })
  }

  // Desktop shows the box inline, phones in a row under the header: either way exactly one is visible.
  test('the search box is visible @phone', async ({ page }) => {
    await page.goto('/')
    // A combobox: it suggests results as you type (search.spec.ts).
    const search = header(page).getByRole('combobox', { name: 'Search' })
    await expect(search).toHaveCount(1)
    await expect(search).toBeVisible()
    await expect(search).toHaveAttribute('placeholder', 'Search...')
    await expect(header(page).getByPlaceholder('Search...').filter({ visible: true })).toHaveCount(1)
    // Prerendered: what is typed before the page script takes the box over is not kept.
    await waitUntilInteractive(search)
    await search.fill('niche')
    await expect(search).toHaveValue('niche')
  })

  test('Login opens sign-in and Sign up opens sign-up', async ({ page }) => {
    await page.goto(START)
    await header(page).getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/auth\/sign-in$/)
    await expectScreen(page, routeCase('/auth/sign-in'))

    await header(page).getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/auth\/sign-up$/)
    await expectScreen(page, routeCase('/auth/sign-up'))
  })
})

const footerColumns = [
  {
    title: 'Product',
    links: [
      { name: 'Templates', path: '/templates' },
      { name: 'Starter Kits', path: '/starter-kits' },
      { name: 'AI Generator', path: '/' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { name: 'Learn', path: '/learn' },
      { name: 'Blog', path: '/blog' },
      { name: 'Community', path: '/community' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About', path: '/about' },
      { name: 'Contact', path: '/contact' },
      { name: 'Careers', path: '/careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy', path: '/privacy' },
      { name: 'Terms', path: '/terms' },
      { name: 'Security', path: '/security' },
    ],
  },
]

test.describe('footer', () => {
  test('has the four column headings and their links', async ({ page }) => {
    await page.goto(START)
    await expect(footer(page).getByRole('heading', { level: 2 })).toHaveText(footerColumns.map((c) => c.title))
    for (const column of footerColumns) {
      await expect(footer(page).getByRole('navigation', { name: column.title }).getByRole('link')).toHaveText(
        column.links.map((l) => l.name),
      )
    }
  })

  for (const column of footerColumns) {
    for (const link of column.links) {
      test(`${column.title} › ${link.name} opens ${link.path}`, async ({ page }) => {
        await page.goto(START)
        const target = footer(page).getByRole('navigation', { name: column.title }).getByRole('link', { name: link.name, exact: true })
        // A click on the prerendered page before it hydrates can be lost (CI flake).
        await waitUntilInteractive(target)
        await target.click()
        // Wait on the path itself: a pattern for '/' would match the starting page before navigation.
        await expect.poll(() => new URL(page.url()).pathname).toBe(link.path)
        await expectScreen(page, routeCase(link.path))
      })
    }
  }

  test('shows the 2024 copyright line', async ({ page }) => {
    await page.goto('/')
    await expect(footer(page).getByText(/©\s*2024\b/)).toBeVisible()
  })
})

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button only exists in the phone layout')

  test('the menu button opens the mobile navigation, and following a link closes it @phone', async ({ page }) => {
    await page.goto(START)
    const menuButton = header(page).getByRole('button', { name: 'Open menu' })
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menuButton).toBeVisible()
    await waitUntilInteractive(menuButton)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(mobileNav).toBeHidden()

    await menuButton.click()
    await expect(mobileNav).toBeVisible()
    await expect(mobileNav.getByRole('link')).toHaveText(['Templates', 'Starter Kits', 'Learn', 'Pricing'])
    await expect(header(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')

    await mobileNav.getByRole('link', { name: 'Learn' }).click()
    await expect(page).toHaveURL(/\/learn$/)
    await expectScreen(page, routeCase('/learn'))
    await expect(mobileNav).toBeHidden()
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu button closes the menu again @phone', async ({ page }) => {
    await page.goto(START)
    await waitUntilInteractive(header(page).getByRole('button', { name: 'Open menu' }))
    await header(page).getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await header(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('the desktop navigation is replaced by the menu button on a phone @phone', async ({ page }) => {
    await page.goto('/')
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible()
  })
})
