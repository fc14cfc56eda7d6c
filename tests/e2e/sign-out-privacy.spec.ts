import { expect, type Page, test } from '@playwright/test'
import { main, PASSWORD, signIn, signOut, signUp, uniqueEmail } from './support/auth.ts'
import { draftButton, field, generateOutline, openGenerator, results, withOutline } from './support/generator.ts'
import { createProject, editor, openEditor, sampleDocument } from './support/projects.ts'

/**
 * Issue 13 item 3: one browser, several people. What one of them typed, generated or left
 * unsaved must never reach the next one who signs in there.
 */

const EMPTY_RESULT = 'Your outline will appear here'

/** Everything the page's localStorage holds, as one text: a leaked topic shows up here wherever it hides. */
const storageText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }))

/** The generator as a newcomer sees it: no topic, no outline, nothing to draft. */
async function expectEmptyGenerator(page: Page) {
  await expect(field(page, 'Topic')).toHaveValue('')
  await expect(field(page, 'Target audience')).toHaveValue('')
  await expect(results(page).getByRole('heading', { name: EMPTY_RESULT })).toBeVisible()
  await expect(draftButton(page)).toBeDisabled()
}

const unsavedCopyKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('folio-editor-unsaved-')))

/** The signed-in user's id, from supabase-js's stored session. */
async function sessionUserId(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k))
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id?: string } }).user?.id : undefined
  })
  if (!id) throw new Error('nobody is signed in')
  return id
}

async function signedInAt(page: Page, email: string) {
  await signIn(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
}

test.describe('sign-out privacy', () => {
  // Two or three accounts per test, each signing up and in through the screens.
  test.describe.configure({ timeout: 90_000 })

  test("after Logout the next person sees an empty generator, not the last one's topic and outline @phone", async ({
    page,
    request,
  }, info) => {
    const topicA = `Private topic of user A ${Date.now()}`
    const a = await withOutline(page, request, 'priv-a', topicA, 8)
    await field(page, 'Target audience').fill('Only A knows')
    // The audience changed after the outline, so its draft is offered as the earlier outline's (decision 59).
    await expect(main(page).getByRole('button', { name: 'Draft the earlier outline (8 cr)' })).toBeEnabled()

    await signOut(page, a.email)
    await openGenerator(page)
    await expectEmptyGenerator(page)
    expect(await storageText(page)).not.toContain(topicA)

    const emailB = uniqueEmail('priv-b')
    await signUp(page, emailB)
    await openGenerator(page, 2)
    await expectEmptyGenerator(page)
    await expect(main(page).getByText(a.outline.title)).toHaveCount(0)
    expect(await storageText(page)).not.toContain(topicA)
    await page.screenshot({ path: `/tmp/shots/privacy-generator-user-b-${info.project.name}.png`, fullPage: true })

    // B's own work, then B leaves and A comes back: A gets none of it (and nothing of A's returns either).
    const topicB = `Private topic of user B ${Date.now()}`
    const outlineB = await generateOutline(page, topicB, 0)
    await signOut(page, emailB)
    await signedInAt(page, a.email)
    await openGenerator(page, 8)
    await expectEmptyGenerator(page)
    await expect(main(page).getByText(outlineB.title)).toHaveCount(0)
    const left = await storageText(page)
    expect(left).not.toContain(topicB)
    expect(left).not.toContain(topicA)
  })

  test("a visitor's topic is kept through sign-in (Generate → sign-in → back), and is theirs alone", async ({ page }) => {
    const email = uniqueEmail('priv-visitor')
    await signUp(page, email)
    await signOut(page, email)
    await openGenerator(page)
    const topic = `Typed before signing in ${Date.now()}`
    await field(page, 'Topic').fill(topic)
    await main(page).getByRole('button', { name: 'Generate outline (2 cr)' }).click()
    await expect(page).toHaveURL(/\/auth\/sign-in(\?|$)/)
    await signIn(page, email, PASSWORD, new URL(page.url()).search)
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(topic)

    // Once it is theirs, the next person does not get it.
    await signOut(page, email)
    await signUp(page, uniqueEmail('priv-next'))
    await openGenerator(page, 2)
    await expectEmptyGenerator(page)
  })

  test('another person signing in in another tab, with no Logout here, clears this tab too', async ({ page, context, request }) => {
    const topicA = `Private topic of user A, other tab ${Date.now()}`
    const a = await withOutline(page, request, 'priv-tab-a', topicA, 8)
    expect(a.email).toBeTruthy()
    const other = await context.newPage()
    const emailB = uniqueEmail('priv-tab-b')
    await signUp(other, emailB)
    // This tab follows the other one's sign-in (supabase-js tells its tabs) and forgets A's work.
    await expect(field(page, 'Topic')).toHaveValue('')
    await expect(results(page).getByRole('heading', { name: EMPTY_RESULT })).toBeVisible()
    await expect(draftButton(page)).toBeDisabled()
    await openGenerator(other, 2)
    await expectEmptyGenerator(other)
    expect(await storageText(other)).not.toContain(topicA)
  })

  test("an unsaved editor copy stays A's: B never sees it, A gets it back", async ({ page }) => {
    const emailA = uniqueEmail('priv-ed-a')
    await signUp(page, emailA)
    const project = await createProject(page, sampleDocument({ title: 'A project of A' }))
    await openEditor(page, project.id, 3)
    // Saves fail (a lost connection), so the edit lives only in this browser's unsaved copy.
    await page.route('**/api/projects/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    )
    const secret = `Unsaved words of A ${Date.now()}`
    await editor.title(page).fill(secret)
    await expect(main(page).getByText('Offline — retrying…', { exact: true })).toBeVisible()
    await expect.poll(() => storageText(page)).toContain(secret)
    // Kept under A's id, so nobody else's editor ever reads it.
    const userA = await sessionUserId(page)
    expect(await unsavedCopyKeys(page)).toEqual([`folio-editor-unsaved-v2:${userA}:${project.id}`])

    await page.goto('/')
    await signOut(page, emailA)
    await page.unroute('**/api/projects/*')
    const emailB = uniqueEmail('priv-ed-b')
    await signUp(page, emailB)
    // B's editor: no draft of A's to open, and A's project is not B's.
    await page.goto('/editor')
    await expect(main(page).getByText(secret)).toHaveCount(0)
    await expect(editor.title(page)).toHaveCount(0)
    await page.goto(`/editor?project=${project.id}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Project not found')
    await expect(page.getByText(secret)).toHaveCount(0)
    await signOut(page, emailB)

    await signedInAt(page, emailA)
    await openEditor(page, project.id, 3)
    await expect(editor.title(page)).toHaveValue(secret)
  })
})
