import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectToast, signUp, uniqueEmail } from './support/auth.ts'
import { accessToken, createProject, type EditorMode, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const PARAGRAPH =
  'Warm up for ten minutes before every round. Start with slow swings and light stretches. Add a few short chips near the green. Finish with three full swings.'
const CONTENT = `## Chapter 1 Title\n\nA good round starts before the first tee.\n\n${PARAGRAPH}\n\n### Key points\n\n- Stretch every day\n`
// The built-in writer's Shorten keeps the first half of a paragraph's sentences.
const SHORTENED = 'Warm up for ten minutes before every round. Start with slow swings and light stretches.'

// What 'Shorten' on the paragraph sends: the Markdown passage and the Markdown around it.
const SHORTEN_PARAGRAPH = {
  action: 'shorten',
  selection: PARAGRAPH,
  before: '## Chapter 1 Title\n\nA good round starts before the first tee.\n\n',
  after: '\n\n### Key points\n\n- Stretch every day\n',
}

const panel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'AI suggestion' })

/** Selects `text` in the chapter's Markdown box, as a person dragging over it would. */
async function select(content: Locator, text: string) {
  await content.evaluate((box: HTMLTextAreaElement, wanted) => {
    const start = box.value.indexOf(wanted)
    box.focus()
    box.setSelectionRange(start, start + wanted.length)
  }, text)
}

/** Chooses an action from the 'AI edit' menu and returns the request it sent. */
async function choose(page: Page, item: string) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/generate/selection') && r.method() === 'POST')
  await editor.button(page, 'AI edit of the selected text').click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
  return (await request).postDataJSON() as Record<string, unknown>
}

async function openProject(page: Page, label: string, mode: EditorMode = 'edit') {
  await signUp(page, uniqueEmail(label))
  const doc = sampleDocument({ language: 'en' })
  doc.chapters[0] = { ...doc.chapters[0]!, content: CONTENT, plan: 'How to warm up before a round.' }
  const project = await createProject(page, doc)
  await openEditor(page, project.id, 3, mode)
  return project
}

/** The visual text's paragraphs, as a person reads them. */
const visualParagraphs = (content: Locator) => content.locator('p').allInnerTexts()

/** Triple-clicks the paragraph that starts with `text` in the visual editor: the browser selects it whole. */
async function tripleClick(page: Page, content: Locator, text: string) {
  await expect(content).toHaveAttribute('contenteditable', 'true')
  await content.locator('p', { hasText: text }).click({ clickCount: 3 })
}

async function versions(page: Page, projectId: string, chapterId: string) {
  const res = await page.request.get(`/api/projects/${projectId}/versions?chapterId=${chapterId}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  })
  const { versions: list } = (await res.json()) as { versions: { content: string; reason: string }[] }
  return list.map((v) => [v.reason, v.content])
}

test.describe('editor: AI edits of a selection', () => {
  test.describe.configure({ timeout: 60_000 })

  test('Shorten a paragraph: Reject leaves the text as it was; Accept changes only that paragraph and keeps the old text in history @phone', async ({
    page,
  }, info) => {
    const project = await openProject(page, 'sel')
    const content = editor.chapterContent(page)

    await select(content, PARAGRAPH)
    const sent = await choose(page, 'Shorten')
    // The passage, the text around it, the chapter's title and plan, the book's brief and language.
    expect(sent).toMatchObject({
      ...SHORTEN_PARAGRAPH,
      chapterTitle: 'Chapter 1 Title',
      chapterPlan: 'How to warm up before a round.',
      bookTitle: 'Swing Stronger After 40',
      productType: 'guide',
      targetAudience: 'weekend golfers over 40',
      language: 'en',
    })
    const suggestion = panel(page)
    await expect(suggestion.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(suggestion.locator('del')).toContainText('Add a few short chips near the green.')
    await expect(suggestion.locator('ins')).toHaveCount(0)
    await expect(suggestion.getByRole('button', { name: 'Accept' })).toHaveAttribute('title', /^Accept \((Ctrl|⌘)\+Enter\)$/)
    await expect(suggestion.getByRole('button', { name: 'Reject' })).toHaveAttribute('title', 'Reject (Esc)')
    // The text under an open suggestion cannot change.
    await expect(content).toHaveAttribute('readonly', '')
    await shot(page, 'i18-selection-diff', info.project.name)

    await suggestion.getByRole('button', { name: 'Reject' }).click()
    await expect(suggestion).toBeHidden()
    await expect(content).toHaveValue(CONTENT)
    await expect(content).not.toHaveAttribute('readonly', '')

    await select(content, PARAGRAPH)
    await choose(page, 'Shorten')
    await expect(suggestion.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await suggestion.getByRole('button', { name: 'Accept' }).click()
    await expect(suggestion).toBeHidden()
    const accepted = CONTENT.replace(PARAGRAPH, SHORTENED)
    await expect(content).toHaveValue(accepted)
    await expectToast(page, 'AI edit accepted', 'The earlier text is in the chapter history.')
    await expect(editor.saved(page)).toBeVisible()
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[0]?.content).toBe(accepted)

    // One history entry, holding the whole chapter as it was.
    expect(await versions(page, project.id, saved.chapters[0]!.id)).toEqual([['selection', CONTENT]])
    await editor.button(page, 'History').click()
    await expect(page.getByRole('dialog', { name: 'Chapter history' }).getByRole('button', { name: /Before AI edit/ })).toHaveCount(1)
  })

  test('in Visual mode: a triple-clicked paragraph is shortened in place, rejected then accepted, and Ctrl+Z undoes it @phone', async ({
    page,
  }, info) => {
    const project = await openProject(page, 'sel-visual', 'visual')
    const content = editor.chapterContent(page)
    const before = ['A good round starts before the first tee.', PARAGRAPH, 'Stretch every day']
    await expect.poll(() => visualParagraphs(content)).toEqual(before)

    await tripleClick(page, content, 'Warm up for ten minutes')
    const sent = await choose(page, 'Shorten')
    // The same Markdown passage and surroundings as the Markdown box would send.
    expect(sent).toMatchObject(SHORTEN_PARAGRAPH)
    const suggestion = panel(page)
    await expect(suggestion.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(suggestion.locator('del')).toContainText('Add a few short chips near the green.')
    // Locked while the suggestion is open; the toolbar stays where it was.
    await expect(content).toHaveAttribute('contenteditable', 'false')
    await expect(page.getByRole('toolbar', { name: 'Formatting for Chapter content' }).getByRole('button', { name: 'Bold' })).toBeDisabled()
    await shot(page, 'i18-selection-visual-diff', info.project.name)

    await suggestion.getByRole('button', { name: 'Reject' }).click()
    await expect(suggestion).toBeHidden()
    await expect.poll(() => visualParagraphs(content)).toEqual(before)
    // Focus is back in the text with the paragraph still selected: asking again needs no new selection.
    await expect(content).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(PARAGRAPH)
    await choose(page, 'Shorten')
    await expect(suggestion.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await suggestion.getByRole('button', { name: 'Accept' }).click()
    await expect(suggestion).toBeHidden()
    await expect.poll(() => visualParagraphs(content)).toEqual([before[0], SHORTENED, before[2]])
    await expectToast(page, 'AI edit accepted', 'The earlier text is in the chapter history.')
    // The new words are selected, in the text that can be typed in again.
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(SHORTENED)
    await expect(editor.saved(page)).toBeVisible()
    const accepted = CONTENT.replace(PARAGRAPH, SHORTENED)
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[0]?.content).toBe(accepted)
    expect(await versions(page, project.id, saved.chapters[0]!.id)).toEqual([['selection', CONTENT]])
    await shot(page, 'i18-selection-visual-accepted', info.project.name)

    // One Ctrl+Z in the text takes the AI edit back, and that is saved like any typing.
    await page.keyboard.press('ControlOrMeta+z')
    await expect.poll(() => visualParagraphs(content)).toEqual(before)
    await expect.poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content).toBe(CONTENT)
  })

  test('the shortcuts: Escape rejects, Mod+Enter accepts, and one Undo brings the text back', async ({ page }) => {
    await openProject(page, 'sel-keys')
    const content = editor.chapterContent(page)
    await select(content, PARAGRAPH)
    await choose(page, 'Shorten')
    await expect(panel(page).getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(panel(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(content).toHaveValue(CONTENT)

    await select(content, PARAGRAPH)
    await choose(page, 'Shorten')
    await expect(panel(page).getByRole('button', { name: 'Accept' })).toBeEnabled()
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(content).toHaveValue(CONTENT.replace(PARAGRAPH, SHORTENED))
    const toast = await expectToast(page, 'AI edit accepted')
    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(content).toHaveValue(CONTENT)
  })

  test('Try again asks for a different suggestion @phone', async ({ page }) => {
    await openProject(page, 'sel-again')
    const content = editor.chapterContent(page)
    await select(content, PARAGRAPH)
    await choose(page, 'Shorten')
    const accept = panel(page).getByRole('button', { name: 'Accept' })
    await expect(accept).toBeEnabled()
    const first = await panel(page).getByTestId('suggestion-diff').innerText()

    const again = page.waitForRequest((r) => r.url().endsWith('/api/generate/selection'))
    await panel(page).getByRole('button', { name: 'Try again' }).click()
    expect((await again).postDataJSON()).toMatchObject({ action: 'shorten', previous: SHORTENED })
    await expect(accept).toBeEnabled()
    await expect(panel(page).getByTestId('suggestion-diff')).not.toHaveText(first)
    await accept.click()
    await expect(content).toHaveValue(CONTENT.replace(PARAGRAPH, 'Warm up for ten minutes before every round.'))
  })

  test('a rate-limited request says so, and Reject closes it with the text unchanged @phone', async ({ page }, info) => {
    await openProject(page, 'sel-429')
    await page.route('**/api/generate/selection', (route) =>
      route.fulfill({ status: 429, json: { code: 'rate_limited', message: 'Too many chapter rewrites: at most 20 a minute.' } }),
    )
    const content = editor.chapterContent(page)
    await select(content, PARAGRAPH)
    await choose(page, 'Simplify')
    await expect(panel(page).getByRole('alert')).toHaveText('Too many AI edits in a short time. Please wait a moment and try again.')
    await expect(panel(page).getByRole('button', { name: 'Accept' })).toBeDisabled()
    await shot(page, 'i18-selection-429', info.project.name)
    await panel(page).getByRole('button', { name: 'Reject' }).click()
    await expect(content).toHaveValue(CONTENT)
  })

  test('without a selection the menu says what to do', async ({ page }) => {
    await openProject(page, 'sel-none')
    await editor.button(page, 'AI edit of the selected text').click()
    await expect(page.getByRole('menuitem')).toHaveText(['Select some text in the chapter first.'])
  })
})
