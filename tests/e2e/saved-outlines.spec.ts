import { expect, type Locator, type Page, type Request, test } from '@playwright/test'
import { SAVED_OUTLINE_TEXT } from '../../src/core/saved-outlines.ts'
import { fill, main, PASSWORD, signOut, signUp, submit, uniqueEmail } from './support/auth.ts'
import { creditsLine, draftButton, expectOutlinePreview, field, results, storedForm, TEXT, withOutline } from './support/generator.ts'
import { waitUntilInteractive } from './support/site.ts'

/** Issue 30: an outline paid for lives on the account; a drafted one offers its project, and drafting it again asks first. */
const EDITOR_URL = /\/editor\?project=([0-9a-f-]{36})$/
const DIALOG = 'Draft this outline again?'

const openInEditor = (page: Page) => main(page).getByRole('link', { name: SAVED_OUTLINE_TEXT.openInEditor, exact: true })
const draftAgain = (page: Page) => main(page).getByRole('button', { name: SAVED_OUTLINE_TEXT.draftAgain, exact: true })
const dialog = (page: Page) => page.getByRole('dialog', { name: DIALOG })

function watchDraftStarts(page: Page): Request[] {
  const starts: Request[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/draft/start')) starts.push(req)
  })
  return starts
}

/** At 1280 px on the desktop project, at 390 px on the phone one: for a person to look at. */
async function shot(page: Page, name: string, project: string, show?: Locator) {
  if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  // On a phone the buttons are below the form's fields: bring them into view.
  await show?.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shots/i30-outlines-${name}-${project}.png`, fullPage: project !== 'phone' })
}

test.describe('generator: outlines kept on the account', () => {
  test('an outline survives signing out and a new browser, is paid once, drafted once, and drafted again only through the dialog @phone', async ({
    page,
    request,
    browser,
  }, info) => {
    test.slow() // sign-up, an outline, a second browser, two drafts
    const topic = 'Balcony tomatoes for busy people'
    const { email, outline } = await withOutline(page, request, 'saved-outline', topic, 16)
    const outlineId = (await storedForm(page))?.outlineId as string
    expect(outlineId).toMatch(/^[0-9a-f-]{36}$/)

    // An edit is saved to the account, not only to this browser.
    await results(page).getByRole('button', { name: 'Edit outline' }).click()
    const saved = page.waitForResponse((res) => res.url().endsWith(`/api/outlines/${outlineId}`) && res.request().method() === 'PUT')
    await results(page).getByLabel('Chapter 1 title', { exact: true }).fill('Why a balcony is enough')
    expect((await saved).status()).toBe(200)
    await results(page).getByRole('button', { name: 'Done editing' }).click()
    const edited = { ...outline, chapters: outline.chapters.map((c, i) => (i === 0 ? { ...c, title: 'Why a balcony is enough' } : c)) }
    await signOut(page, email)

    // Another device: the link sends a visitor to sign in, and back to the outline.
    const other = await browser.newContext({ ...info.project.use })
    const second = await other.newPage()
    await second.goto(`/?outline=${outlineId}`)
    await expect(second).toHaveURL(/\/auth\/sign-in\?next=/)
    await fill(main(second), 'Email', email)
    await fill(main(second), 'Password', PASSWORD)
    await submit(main(second), 'Continue')
    await expectOutlinePreview(second, { ...edited, chapters: edited.chapters.map(({ title }) => ({ title })) })
    await expect(field(second, 'Topic')).toHaveValue(topic)
    await expect(second).toHaveURL(/\/$/)
    // The 2 credits were spent once: 2 + 16 granted − 2.
    await expect(creditsLine(second)).toHaveText('Credits: 16')
    await waitUntilInteractive(draftButton(second))
    await shot(second, 'opened', info.project.name, draftButton(second))

    // Drafted: the editor opens on its project; back at the generator, 'Open in editor' instead of a second purchase.
    const starts = watchDraftStarts(second)
    await draftButton(second).click()
    await expect(second).toHaveURL(EDITOR_URL, { timeout: 30_000 })
    const projectId = EDITOR_URL.exec(second.url())![1]!
    expect(starts[0]?.postDataJSON()).toMatchObject({ outlineId })
    expect(starts[0]?.postDataJSON()).not.toHaveProperty('again')
    await second.goto('/')
    await expect(openInEditor(second)).toHaveAttribute('href', `/editor?project=${projectId}`)
    await expect(main(second).getByRole('button', { name: TEXT.draftButton, exact: true })).toHaveCount(0)
    await expect(creditsLine(second)).toHaveText('Credits: 8')
    await waitUntilInteractive(draftAgain(second))
    await shot(second, 'drafted', info.project.name, draftAgain(second))

    // Drafting again asks first, naming the project that exists; Cancel (focused first) spends nothing.
    await draftAgain(second).click()
    await expect(dialog(second)).toBeVisible()
    await expect(dialog(second)).toContainText('A project from this outline already exists:')
    await expect(dialog(second).getByRole('link', { name: outline.title })).toHaveAttribute('href', `/editor?project=${projectId}`)
    await expect(dialog(second).getByRole('button', { name: 'Cancel' })).toBeFocused()
    await shot(second, 'draft-again-dialog', info.project.name)
    await second.keyboard.press('Enter')
    await expect(dialog(second)).toHaveCount(0)
    expect(starts).toHaveLength(1)
    await expect(creditsLine(second)).toHaveText('Credits: 8')

    // Confirmed: a second project, charged 8 once.
    await draftAgain(second).click()
    await dialog(second).getByRole('button', { name: SAVED_OUTLINE_TEXT.draftAgain }).click()
    await expect(second).toHaveURL(EDITOR_URL, { timeout: 30_000 })
    expect(EDITOR_URL.exec(second.url())![1]).not.toBe(projectId)
    expect(starts).toHaveLength(2)
    expect(starts[1]?.postDataJSON()).toMatchObject({ outlineId, again: true })
    await second.goto('/')
    await expect(creditsLine(second)).toHaveText('Credits: 0')
    await expect(openInEditor(second)).toHaveAttribute('href', /\/editor\?project=/)
    await other.close()
  })

  test("another person's outline link shows an error and nothing of it", async ({ page, request, browser }, info) => {
    test.slow() // two accounts, an outline
    const { email } = await withOutline(page, request, 'outline-owner', 'Sourdough for weeknights', 1)
    const outlineId = (await storedForm(page))?.outlineId as string
    await signOut(page, email)
    const other = await browser.newContext({ ...info.project.use })
    const stranger = await other.newPage()
    await signUp(stranger, uniqueEmail('outline-stranger'))
    await stranger.goto(`/?outline=${outlineId}`)
    await expect(results(stranger).getByRole('alert')).toContainText('This outline could not be opened')
    await expect(results(stranger).getByText('Your outline will appear here')).toBeVisible()
    await expect(field(stranger, 'Topic')).toHaveValue('')
    await other.close()
  })
})
