import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test, type TestInfo } from '@playwright/test'
import type { ProjectDocument } from '../../src/core/project-schemas.ts'
import { accessToken, createProject, editor, fetchProject, sampleDocument } from './support/projects.ts'
import { expectToast, header, main, signIn, signOut, signUp, uniqueEmail } from './support/auth.ts'

/** The list's project titles, top to bottom. */
const titles = (page: Page) => main(page).getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 2 })
/** One project's card, named by its title. */
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title, exact: true })
const action = (page: Page, title: string, name: string) => card(page, title).getByRole('button', { name: new RegExp(`^${name}`) })

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/shots/${name}-${info.project.name}.png`, fullPage: true })
}

/** No serious or critical WCAG 2.1 AA problems (the full report lives in a11y.spec.ts). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

async function signUpWithProjects(page: Page, tag: string, ...docs: Partial<ProjectDocument>[]) {
  await signUp(page, uniqueEmail(tag))
  const created = []
  // One at a time: the list is ordered by when each was last saved.
  for (const doc of docs) created.push(await createProject(page, sampleDocument(doc)))
  return created
}

test.describe('projects page', () => {
  test('lists projects newest first with type, chapters and date; Open goes to the editor @phone', async ({ page }, info) => {
    // Sign-up, three saves, an axe scan and the editor's first load: over 20 s on a busy 2-core runner.
    test.slow()
    const [guide, checklist] = await signUpWithProjects(
      page,
      'proj-list',
      { title: 'Swing Stronger After 40', productType: 'guide' },
      { title: 'Launch Day Checklist', productType: 'checklist', description: 'Everything to tick off before a launch.' },
      { title: 'Meal Prep Planner', productType: 'planner', description: 'Plan a week of meals in one afternoon.' },
    )
    await page.goto('/projects')
    await expect(page).toHaveTitle('Your Projects — Folio')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible()
    await expect(titles(page)).toHaveText(['Meal Prep Planner', 'Launch Day Checklist', 'Swing Stronger After 40'])

    const first = card(page, 'Swing Stronger After 40')
    await expect(first).toContainText('Guide')
    await expect(first).toContainText('3 chapters')
    await expect(first).toContainText('A practical strength and mobility guide')
    await expect(first.locator('time')).toHaveText(/^Updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
    await expect(first.locator('time')).toHaveAttribute('datetime', guide?.updatedAt ?? '')
    await expect(card(page, 'Launch Day Checklist')).toContainText('Checklist')
    await shot(page, info, 'projects-list')
    await expectAccessible(page)

    // Issue 32: each project links to its Launch screen.
    await expect(card(page, 'Launch Day Checklist').getByRole('link', { name: 'Launch kit of Launch Day Checklist' })).toHaveAttribute(
      'href',
      `/launch?project=${checklist?.id}`,
    )
    const open = card(page, 'Launch Day Checklist').getByRole('link', { name: 'Open Launch Day Checklist' })
    await expect(open).toHaveAttribute('href', `/editor?project=${checklist?.id}`)
    await open.click()
    await expect(page).toHaveURL(new RegExp(`/editor\\?project=${checklist?.id}$`))
    await expect(editor.title(page)).toHaveValue('Launch Day Checklist')
  })

  test('rename: Escape cancels, an empty title is refused, Enter saves @phone', async ({ page }) => {
    const [project] = await signUpWithProjects(page, 'proj-rename', { title: 'Old Title' })
    await page.goto('/projects')

    await action(page, 'Old Title', 'Rename').click()
    const field = main(page).getByRole('textbox', { name: 'Project title' })
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('Old Title')
    await field.fill('Never Saved')
    await field.press('Escape')
    await expect(field).toHaveCount(0)
    await expect(titles(page)).toHaveText(['Old Title'])
    await expect(action(page, 'Old Title', 'Rename')).toBeFocused()

    await action(page, 'Old Title', 'Rename').click()
    await field.fill('   ')
    await field.press('Enter')
    await expect(main(page).getByText('Please enter a title', { exact: true })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    await field.fill('  Fresh Title  ')
    await field.press('Enter')
    await expectToast(page, 'Project renamed', 'It is now called “Fresh Title”.')
    await expect(titles(page)).toHaveText(['Fresh Title'])
    expect((await fetchProject(page, project?.id ?? '')).title).toBe('Fresh Title')
    await page.reload()
    await expect(titles(page)).toHaveText(['Fresh Title'])
  })

  test('duplicate puts the copy at the top', async ({ page }) => {
    await signUpWithProjects(page, 'proj-dup', { title: 'Original' }, { title: 'Newer One' })
    await page.goto('/projects')
    await expect(titles(page)).toHaveText(['Newer One', 'Original'])

    await action(page, 'Original', 'Duplicate').click()
    await expectToast(page, 'Project duplicated', '“Original (copy)” is now at the top of your list.')
    await expect(titles(page)).toHaveText(['Original (copy)', 'Newer One', 'Original'])
    await expect(card(page, 'Original (copy)')).toContainText('3 chapters')
  })

  test('delete asks first: Cancel keeps the project, confirming removes it @phone', async ({ page }, info) => {
    test.slow()
    const [kept, doomed] = await signUpWithProjects(page, 'proj-del', { title: 'Keep Me' }, { title: 'Delete Me' })
    await page.goto('/projects')

    await action(page, 'Delete Me', 'Delete').click()
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' })
    await expect(dialog).toContainText('“Delete Me” and its chapter history will be deleted. This cannot be undone.')
    await shot(page, info, 'projects-delete-dialog')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(action(page, 'Delete Me', 'Delete')).toBeFocused()
    await expect(titles(page)).toHaveText(['Delete Me', 'Keep Me'])

    await action(page, 'Delete Me', 'Delete').click()
    await dialog.getByRole('button', { name: 'Delete project' }).click()
    await expectToast(page, 'Project deleted', '“Delete Me” has been deleted.')
    await expect(titles(page)).toHaveText(['Keep Me'])
    const gone = await page.request.get(`/api/projects/${doomed?.id}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })
    expect(gone.status()).toBe(404)
    expect((await fetchProject(page, kept?.id ?? '')).title).toBe('Keep Me')

    // The last one gone: the empty state takes over.
    await action(page, 'Keep Me', 'Delete').click()
    await dialog.getByRole('button', { name: 'Delete project' }).click()
    await expect(main(page).getByRole('heading', { name: 'No projects yet' })).toBeVisible()
  })

  test('a failed delete says so and keeps the project', async ({ page }) => {
    await signUpWithProjects(page, 'proj-delfail', { title: 'Sturdy' })
    await page.goto('/projects')
    await page.route('**/api/projects/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'Server trouble' }) : route.continue(),
    )
    await action(page, 'Sturdy', 'Delete').click()
    await page.getByRole('dialog', { name: 'Delete this project?' }).getByRole('button', { name: 'Delete project' }).click()
    const toast = await expectToast(page, 'Could not delete the project', '500: Server trouble')
    await expect(toast).toHaveClass(/destructive/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(titles(page)).toHaveText(['Sturdy'])
  })

  test('a list that fails to load says so and can be tried again', async ({ page }) => {
    await signUpWithProjects(page, 'proj-err', { title: 'Back Again' })
    // A 4xx is not retried, so the error shows at once.
    await page.route('**/api/projects?limit=100', (route) => route.fulfill({ status: 400, body: 'Bad luck' }))
    await page.goto('/projects')
    await expect(main(page).getByRole('alert')).toContainText('Could not load your projects')
    await expect(main(page).getByRole('alert')).toContainText('400: Bad luck')
    await page.unroute('**/api/projects?limit=100')
    await main(page).getByRole('button', { name: 'Try again' }).click()
    await expect(titles(page)).toHaveText(['Back Again'])
  })

  test('with no projects, the empty state leads to the generator @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('proj-empty'))
    await page.goto('/projects')
    await expect(main(page).getByRole('heading', { name: 'No projects yet' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Create your first project' })).toHaveAttribute('href', '/')
    await expect(main(page).getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/')
    await shot(page, info, 'projects-empty')
  })

  test('signed out, /projects asks to sign in and then comes back', async ({ page }) => {
    const email = uniqueEmail('proj-guard')
    await signUp(page, email)
    await signOut(page, email)
    await page.goto('/projects')
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fprojects$/)
    await signIn(page, email, undefined, '?next=%2Fprojects')
    await expect(page).toHaveURL(/\/projects$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible()
  })

  test("the header's user menu links to Projects, beside Dashboard and Logout @phone", async ({ page }) => {
    const email = uniqueEmail('proj-menu')
    await signUp(page, email)
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await header(page).getByRole('button', { name: email }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    const item = page.getByRole('menuitem', { name: 'Projects' })
    await expect(item).toHaveAttribute('href', '/projects')
    await item.click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible()
  })
})
