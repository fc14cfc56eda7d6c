import { expect, type Locator, type Page } from '@playwright/test'
import { learnCategories } from '../../../src/core/learn.ts'

/**
 * What a visitor should see on each screen of the route table (docs/product.md#routes) and on the footer's pages:
 * the page's h1 and the browser tab's title. Placeholder screens only have a heading so far, so the
 * tests check the heading and the title and leave the rest of the page to later issues.
 */
export interface RouteCase {
  path: string
  /** The h1's full text, or a pattern when the screen may legitimately show more than one heading. */
  h1: string | RegExp
  title: string | RegExp
}

const APP = 'Folio'
const tabTitle = (title: string) => `${title} — ${APP}`
export const homeTitle = `${APP} — AI digital product generator`
export const notFoundTitle = tabTitle('Page Not Found')

export const guideRoutes: RouteCase[] = learnCategories.flatMap((category) =>
  category.guides.map((guide) => ({
    path: `/learn/${category.slug}/${guide.slug}`,
    h1: guide.title,
    title: tabTitle(guide.title),
  })),
)

export const categoryRoutes: RouteCase[] = learnCategories.map((category) => ({
  path: `/learn/${category.slug}`,
  h1: category.title,
  title: tabTitle(category.title),
}))

export const footerPageRoutes: RouteCase[] = [
  { path: '/blog', h1: 'Blog', title: tabTitle('Blog') },
  { path: '/community', h1: 'Community', title: tabTitle('Community') },
  { path: '/about', h1: 'About Folio', title: tabTitle('About') },
  { path: '/contact', h1: 'Contact', title: tabTitle('Contact') },
  { path: '/careers', h1: 'Careers', title: tabTitle('Careers') },
  { path: '/privacy', h1: 'Privacy', title: tabTitle('Privacy') },
  { path: '/terms', h1: 'Terms of use', title: tabTitle('Terms') },
  { path: '/security', h1: 'Security', title: tabTitle('Security') },
]

export const routeCases: RouteCase[] = [
  { path: '/', h1: 'Create Your Digital Product', title: homeTitle },
  // /editor, /dashboard, /projects and /launch are sign-in guarded (docs/product.md#routes): a signed-out visitor lands on the sign-in screen.
  { path: '/editor', h1: 'Sign in', title: tabTitle('Sign in') },
  { path: '/dashboard', h1: 'Sign in', title: tabTitle('Sign in') },
  { path: '/projects', h1: 'Sign in', title: tabTitle('Sign in') },
  { path: '/launch', h1: 'Sign in', title: tabTitle('Sign in') },
  { path: '/auth/sign-in', h1: 'Sign in', title: tabTitle('Sign in') },
  { path: '/auth/sign-up', h1: 'Create account', title: tabTitle('Create account') },
  { path: '/auth/reset', h1: 'Reset password', title: tabTitle('Reset password') },
  // The callback shows 'Completing authentication...' and, with no session, goes on to sign-in (docs/product.md#sign-in-screens).
  {
    path: '/auth/callback',
    h1: /^(Completing authentication\.\.\.|Sign in)$/,
    title: /^(Signing in|Sign in) — Folio$/,
  },
  { path: '/learn', h1: 'Learning Hub', title: tabTitle('Learning Hub') },
  ...categoryRoutes,
  ...guideRoutes,
  { path: '/pricing', h1: 'Buy Credits, Create Products', title: tabTitle('Pricing') },
  { path: '/templates', h1: 'Product Templates', title: tabTitle('Product Templates') },
  { path: '/starter-kits', h1: 'Starter Kits', title: tabTitle('Starter Kits') },
  { path: '/search', h1: 'Search', title: tabTitle('Search') },
  ...footerPageRoutes,
]

export function routeCase(path: string): RouteCase {
  const found = routeCases.find((r) => r.path === path)
  if (!found) throw new Error(`No route case for ${path}`)
  return found
}

export const notFoundPaths = ['/this/does/not/exist', '/learn/content-strategy/nope', '/learn/nope']

export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The screen for `route` is showing: its h1 and tab title are right and it is not the 404 page. */
export async function expectScreen(page: Page, route: RouteCase) {
  await expect(pageHeading(page)).toHaveText(route.h1)
  await expect(pageHeading(page)).toBeVisible()
  await expect(page).toHaveTitle(route.title)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
}

/** The 404 page for `path`: its heading, the router hint naming the path, and its tab title. */
export async function expectNotFound(page: Page, path: string) {
  await expect(pageHeading(page)).toHaveText('Page Not Found')
  await expect(page.getByText("No page in Folio's router matches")).toBeVisible()
  await expect(page.getByRole('main').getByText(path, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(notFoundTitle)
}

/**
 * Public screens are prerendered (decision 8): their buttons are on screen before the page's script
 * has hydrated them, and a click in that gap does nothing. Wait until React owns `control` (it puts
 * its props on the element) before using a control that needs JavaScript. Plain links need no wait.
 */
export async function waitUntilInteractive(control: Locator) {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the page script has taken over this control',
    })
    .toBe(true)
}
