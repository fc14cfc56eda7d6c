import { expect, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, sampleDocument } from './support/projects.ts'

test.describe('dashboard', () => {
  test('shows the welcome line, credits, projects, member since, and its links @phone', async ({ page }) => {
    const email = uniqueEmail('dash')
    await signUp(page, email)
    await expect(page).toHaveTitle('Dashboard — Folio')
    await expect(main(page).getByText(`Welcome, ${email}!`)).toBeVisible()

    const credits = main(page).getByRole('group', { name: 'Credits' })
    await expect(credits).toContainText('2')
    await expect(credits.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/pricing')
    // A new account has no projects yet: '0' and the empty Recent Projects (docs/product.md#dashboard).
    const projects = main(page).getByRole('group', { name: 'Projects' })
    await expect(projects.getByText('0', { exact: true })).toBeVisible()
    await expect(projects).toContainText('Digital products created')
    await expect(main(page).getByRole('group', { name: 'Member Since' })).toContainText('Today')

    await expect(main(page).getByRole('heading', { name: 'Create New Project' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/')
    await expect(main(page).getByRole('heading', { name: 'Recent Projects' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Create your first project' })).toHaveAttribute('href', '/')
    await expect(main(page).getByRole('link', { name: 'View all projects' })).toHaveCount(0)

    await expect(main(page).getByRole('heading', { name: 'Continue Learning' })).toBeVisible()
    for (const [name, href] of [
      ['Content Strategy', '/learn/content-strategy'],
      ['Design Principles', '/learn/design-principles'],
      ['Marketing & Sales', '/learn/marketing-sales'],
    ] as const) {
      await expect(main(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('with saved projects: the real count, the newest five in Recent Projects, and a way to all of them @phone', async ({
    page,
  }, info) => {
    // Six saves through the API after sign-up: over 20 s on a busy 2-core runner.
    test.slow()
    await signUp(page, uniqueEmail('dash-proj'))
    const created = []
    for (let i = 1; i <= 6; i++)
      created.push(await createProject(page, sampleDocument({ title: `Product ${i}`, productType: i % 2 ? 'ebook' : 'planner' })))
    await page.reload()

    await expect(main(page).getByRole('group', { name: 'Projects' }).getByText('6', { exact: true })).toBeVisible()
    const recent = main(page).getByRole('region', { name: 'Recent Projects' })
    const links = recent.getByRole('listitem').getByRole('link')
    await expect(links).toHaveText(['Product 6', 'Product 5', 'Product 4', 'Product 3', 'Product 2'])
    await expect(recent.getByRole('listitem').first()).toContainText(
      /^Product 6Planner · Updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    )
    await expect(links.first()).toHaveAttribute('href', `/editor?project=${created[5]?.id}`)
    await expect(recent.getByRole('link', { name: 'Create your first project' })).toHaveCount(0)
    await page.screenshot({ path: `/tmp/shots/dashboard-projects-${info.project.name}.png`, fullPage: true })

    await recent.getByRole('link', { name: 'View all projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(main(page).getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(6)
  })

  test("'Loading dashboard...' shows while the profile loads", async ({ page }) => {
    const email = uniqueEmail('dash-load')
    await signUp(page, email)
    let release = () => {}
    const released = new Promise<void>((done) => (release = done))
    await page.route('**/rest/v1/profiles**', async (route) => {
      await released
      await route.continue()
    })
    await page.reload()
    await expect(main(page).getByText('Loading dashboard...')).toBeVisible()
    release()
    await expect(main(page).getByRole('group', { name: 'Credits' })).toContainText('2')
  })

  test('a return with a session the server does not know reloads, says the credits will come, and clears the query string', async ({
    page,
  }) => {
    const email = uniqueEmail('paid')
    await signUp(page, email)
    const profileReads: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/profiles')) profileReads.push(req.url())
    })

    // A paid session gets the spec's 'Payment successful!' (checkout.spec.ts); one the server
    // cannot confirm (here: made up) must not claim credits were added.
    await page.goto('/dashboard?success=1&session_id=cs_test_123')
    await expectToast(page, 'Checking your payment', 'Your credits will appear here shortly.')
    await expect(page.getByText('Payment successful!', { exact: true })).toHaveCount(0)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(main(page).getByRole('group', { name: 'Credits' })).toContainText('2')
    // The balance on screen was read after the return (a load already under way counts as the reload).
    expect(profileReads.length).toBeGreaterThanOrEqual(1)

    await page.goto('/dashboard?canceled=1')
    const toast = await expectToast(page, 'Payment canceled', 'No charges were made.')
    await expect(toast).toHaveClass(/destructive/)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('success without a session_id is not a payment', async ({ page }) => {
    const email = uniqueEmail('nopay')
    await signUp(page, email)
    await page.goto('/dashboard?success=1')
    await expect(main(page).getByRole('group', { name: 'Credits' })).toBeVisible()
    await expect(page.getByText('Payment successful!', { exact: true })).toHaveCount(0)
  })
})
