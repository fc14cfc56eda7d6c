import { expect, type Page, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import { accessToken, createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const DONE = ['Chapter regenerated', 'Your chapter has been successfully regenerated.'] as const
/** Chapters with a voice to change: the built-in writer's restyle swaps contractions and sentence openers. */
const VOICED = (n: number) =>
  `## Chapter ${n} Title\n\nIt is important to warm up for 10 minutes. Do not rush the last set.\n\n### Key points\n\n- You should stretch every day\n- [ ] Try this today\n- [x] Already done\n`
const GRAMMAR_SLIPS =
  '## Chapter 1 Title\n\ni think this this is a  great start ,really.\n\n### Key points\n\n- First point\n- Second point\n'

/** Runs one regeneration from the chapter's menu (or the main button) and returns what it sent. */
async function regenerate(page: Page, item?: 'Make shorter' | 'Make longer' | 'Fix grammar') {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/generate/chapter') && r.method() === 'POST')
  if (item) {
    await editor.button(page, 'More ways to regenerate').click()
    await page.getByRole('menuitem', { name: item }).click()
  } else {
    await editor.button(page, 'Regenerate chapter').click()
  }
  await expectToast(page, ...DONE)
  return (await request).postDataJSON() as Record<string, unknown>
}

/** The Global Actions card: its heading's header's card. */
const globalActions = (page: Page) => main(page).getByRole('heading', { name: 'Global Actions' }).locator('xpath=../..')

test.describe('editor: chapter regeneration', () => {
  // Several regenerations and saves each: more than the default 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  test('each modifier rewrites the chapter, says so, and the result is saved @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('regen'))
    const doc = sampleDocument()
    doc.chapters[0] = { ...doc.chapters[0]!, content: GRAMMAR_SLIPS }
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)
    const content = editor.chapterContent(page)

    await editor.button(page, 'More ways to regenerate').click()
    await expect(page.getByRole('menuitem')).toHaveText(['Regenerate', 'Make shorter', 'Make longer', 'Fix grammar'])
    await shot(page, 'regenerate-menu', info.project.name)
    await page.keyboard.press('Escape')

    const grammar = await regenerate(page, 'Fix grammar')
    // The bare fields, then the book around the chapter (docs/product.md#chapter-rewrites): its type, title and the next chapter.
    expect(grammar).toEqual({
      chapterTitle: 'Chapter 1 Title',
      brief: GRAMMAR_SLIPS,
      tone: 'friendly',
      targetAudience: 'weekend golfers over 40',
      modifier: 'grammar',
      productType: 'guide',
      bookTitle: 'Swing Stronger After 40',
      neighbours: { next: { title: 'Chapter 2 Title' } },
      // The saved project and chapter, so the server checks the new text against the rest of the book (decision 81).
      projectId: project.id,
      chapterId: project.chapters[0]!.id,
    })
    await expect(content).toHaveValue(/I think this is a great start, really\./)

    const before = (await content.inputValue()).length
    expect((await regenerate(page, 'Make longer')).modifier).toBe('longer')
    await expect.poll(async () => (await content.inputValue()).length).toBeGreaterThan(before * 2)

    const long = await content.inputValue()
    expect((await regenerate(page, 'Make shorter')).modifier).toBe('shorter')
    await expect.poll(async () => (await content.inputValue()).length).toBeLessThan(long.length)

    const short = await content.inputValue()
    expect(await regenerate(page)).not.toHaveProperty('modifier')
    await expect(content).not.toHaveValue(short)
    await expect(editor.chapterTitle(page)).toHaveValue('Chapter 1 Title')

    await expect(editor.saved(page)).toBeVisible()
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[0]?.content).toBe(await content.inputValue())
    expect(saved.chapters[1]?.content).toBe(doc.chapters[1]?.content)
  })

  test('a Fix grammar that changes nothing says so and keeps no history entry @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('regen-same'))
    const doc = sampleDocument()
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)
    const before = doc.chapters[0]?.content ?? ''
    // The writer, scripted to send the chapter back as it was (with a trailing newline and CRLFs: not a change).
    await page.route('**/api/generate/chapter', (route) =>
      route.fulfill({ json: { title: 'Chapter 1 Title', content: `${before.replaceAll('\n', '\r\n')}\n` } }),
    )
    await editor.button(page, 'More ways to regenerate').click()
    await page.getByRole('menuitem', { name: 'Fix grammar' }).click()
    await expectToast(page, 'No changes were made', 'Your chapter already reads well.')
    await expect(page.getByText('Your chapter has been successfully regenerated.')).toHaveCount(0)
    await shot(page, 'i17-editor-grammar-unchanged', info.project.name)
    await expect(editor.chapterContent(page)).toHaveValue(before)

    await editor.button(page, 'History').click()
    const dialog = page.getByRole('dialog', { name: 'Chapter history' })
    await expect(dialog.getByText('No earlier versions yet')).toBeVisible()
    const res = await page.request.get(`/api/projects/${project.id}/versions?chapterId=${doc.chapters[0]?.id}`, {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    })
    expect(res.status()).toBe(200)
    expect(((await res.json()) as { versions: unknown[] }).versions).toEqual([])
  })

  test('without an audience the request leaves it out', async ({ page }) => {
    await signUp(page, uniqueEmail('regen-aud'))
    const project = await createProject(page, sampleDocument({ targetAudience: '' }))
    await openEditor(page, project.id, 3)
    const body = await regenerate(page, 'Make longer')
    expect(Object.keys(body).sort()).toEqual([
      'bookTitle',
      'brief',
      'chapterId',
      'chapterTitle',
      'modifier',
      'neighbours',
      'productType',
      'projectId',
      'tone',
    ])
  })

  test("a failed regeneration shows the server's message and keeps the chapter @phone", async ({ page }) => {
    await signUp(page, uniqueEmail('regen-fail'))
    const doc = sampleDocument()
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)
    await page.route('**/api/generate/chapter', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }),
    )
    await editor.button(page, 'Regenerate chapter').click()
    const toast = await expectToast(page, 'Failed to regenerate chapter', '500: Something went wrong on our side. Please try again.')
    await expect(toast).toHaveClass(/destructive/)
    await expect(editor.chapterContent(page)).toHaveValue(doc.chapters[0]?.content ?? '')
    await expect(editor.button(page, 'Regenerate chapter')).toBeEnabled()
  })
})

test.describe('editor: Regenerate Style', () => {
  // Slowed rewrites, a rate-limit wait and an undo: more than the default 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  test('restyles every chapter in the chosen tone with progress, keeping its content, and Undo restores them all @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('style'))
    const doc = sampleDocument({ language: 'en' })
    doc.chapters = doc.chapters.map((c, i) => ({ ...c, content: VOICED(i + 1), plan: `Plan ${i + 1}.` }))
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)
    // Slow each rewrite down a little so the progress can be seen (and photographed).
    const sent: Record<string, unknown>[] = []
    await page.route('**/api/generate/chapter', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>)
      await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    })
    const actions = globalActions(page)
    await actions.getByLabel('Tone', { exact: true }).selectOption('casual')
    await actions.getByRole('button', { name: 'Regenerate Style' }).click()

    await expect(actions.getByText('Rewriting chapter 1/3: Chapter 1 Title')).toBeVisible()
    await expect(actions.getByRole('progressbar', { name: 'Regenerate Style progress' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Regenerate Style' })).toBeDisabled()
    await expect(editor.button(page, 'Regenerate chapter')).toBeDisabled()
    await expect(actions.getByText('Rewriting chapter 2/3: Chapter 2 Title')).toBeVisible()
    await actions.scrollIntoViewIfNeeded()
    await shot(page, 'style-progress', info.project.name)

    const toast = await expectToast(page, 'Style regenerated', 'Every chapter now reads in a casual tone.')
    await shot(page, 'style-done', info.project.name)
    await expect(editor.saved(page)).toBeVisible()
    const styled = await fetchProject(page, project.id)
    expect(styled.tone).toBe('casual')
    // The restyle task, not a fresh chapter: same headings, items, checkboxes and numbers, another voice.
    expect(sent.map((b) => b.modifier)).toEqual(['restyle', 'restyle', 'restyle'])
    // The book around each chapter goes with it, as the project holds it (plans and language where stored).
    const [c1, c2, c3] = project.chapters
    const withPlan = (c: typeof c1) => ({ title: c?.title, ...(c?.plan ? { plan: c.plan } : {}) })
    expect(sent[1]).toEqual({
      chapterTitle: 'Chapter 2 Title',
      brief: VOICED(2),
      tone: 'casual',
      targetAudience: 'weekend golfers over 40',
      modifier: 'restyle',
      productType: 'guide',
      ...(project.language ? { language: project.language } : {}),
      bookTitle: 'Swing Stronger After 40',
      ...(c2?.plan ? { chapterPlan: c2.plan } : {}),
      neighbours: { previous: withPlan(c1), next: withPlan(c3) },
    })
    styled.chapters.forEach((c, i) =>
      expect(c.content).toBe(
        `## Chapter ${i + 1} Title\n\nMake sure to warm up for 10 minutes. Don't rush the last set.\n\n### Key points\n\n- You'll want to stretch every day\n- [ ] Try this today\n- [x] Already done`,
      ),
    )

    await toast.getByRole('button', { name: 'Undo' }).click()
    await expectToast(page, 'Regenerate Style undone', 'Every chapter is back to the text it had before the rewrite.')
    await expect(editor.chapterContent(page)).toHaveValue(doc.chapters[0]?.content ?? '')
    await expect(editor.saved(page)).toBeVisible()
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters.map((c) => c.content))
      .toEqual(doc.chapters.map((c) => c.content))
  })

  test('a rate-limited chapter waits and is tried again; a failed one stops the run and can be continued', async ({ page }) => {
    await signUp(page, uniqueEmail('style-429'))
    const project = await createProject(page, sampleDocument())
    await openEditor(page, project.id, 3)
    let calls = 0
    await page.route('**/api/generate/chapter', async (route) => {
      calls++
      if (calls === 1) {
        return route.fulfill({ status: 429, json: { code: 'rate_limited', message: 'Too many chapter rewrites: at most 20 a minute.' } })
      }
      if (calls === 3)
        return route.fulfill({
          status: 503,
          json: { code: 'provider_unavailable', message: 'The service is temporarily unavailable. Please try again.' },
        })
      return route.continue()
    })
    const actions = globalActions(page)
    await actions.getByRole('button', { name: 'Regenerate Style' }).click()
    await expect(actions.getByText('Rate limit reached: trying chapter 1/3 again in 5 s')).toBeVisible()
    const stopped = actions.getByRole('alert')
    await expect(stopped).toContainText(
      'Chapter 2/3 "Chapter 2 Title" could not be rewritten: 503: The service is temporarily unavailable. Please try again. 1 of 3 chapters rewritten.',
      { timeout: 15_000 },
    )
    await expectToast(page, 'Regenerate Style stopped')
    await stopped.getByRole('button', { name: 'Continue from chapter 2' }).click()
    await expectToast(page, 'Style regenerated')
    expect(calls).toBe(5)
  })
})
