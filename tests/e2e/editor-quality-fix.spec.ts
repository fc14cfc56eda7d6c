import { expect, type Page, test } from '@playwright/test'
import type { QualityNote } from '../../src/core/generation-schemas.ts'
import { expectToast, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, type EditorMode, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

// Decision 110: a quality note jumps to its sentence and offers 'Fix this' (a free selection
// rewrite); the suggestion panel renders Markdown; an identical suggestion says "No changes".

const SENTENCE_MD = 'Studies show **73%** of golfers over 40 lose “ten yards” every year.'
const EXCERPT = 'Studies show 73% of golfers over 40 lose "ten yards" every year.'
const FILLER = Array.from(
  { length: 24 },
  (_, i) => `Paragraph ${i + 1}: keep your grip light and your tempo even, and let the club do the work on every swing you make.`,
).join('\n\n')
const CONTENT = `## Distance\n\n${FILLER}\n\n${SENTENCE_MD} Keep practising.\n\n- Stretch daily\n`
const FIX = 'Many golfers **lose some distance** with age ([source to verify](https://example.com/verify)).'

const note: QualityNote = { id: 'unsourced-open', kind: 'unsourced', text: '1 statistic to verify', excerpts: [EXCERPT], status: 'open' }
const panel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'AI suggestion' })
const notesDialog = (page: Page) => page.getByRole('dialog', { name: 'Quality notes' })

async function openProject(page: Page, label: string, mode: EditorMode, run: string) {
  // The phone run looks at the narrowest common width.
  if (run === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await signUp(page, uniqueEmail(label))
  const doc = sampleDocument({ language: 'en' })
  const chapters = doc.chapters.map((c, i) => (i === 1 ? { ...c, content: CONTENT, notes: [note] } : c))
  const project = await createProject(page, { ...doc, chapters, currentChapterIndex: 1 })
  await openEditor(page, project.id, 3, mode)
  return project
}

/** The built-in writer answers a custom instruction by its words: these tests give the answer themselves. */
async function answerWith(page: Page, text: string) {
  const sent: Record<string, unknown>[] = []
  await page.route('**/api/generate/selection', (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>)
    return route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
      body: `data: ${JSON.stringify({ type: 'delta', text })}\n\ndata: ${JSON.stringify({ type: 'done', text })}\n\n`,
    })
  })
  return sent
}

async function openNotes(page: Page, count = 1) {
  const button = editor.button(page, `Quality notes (${count})`)
  await button.scrollIntoViewIfNeeded()
  await button.click()
  await expect(notesDialog(page)).toBeVisible()
}

test.describe('editor: quality notes jump to their sentence and fix it', () => {
  test.describe.configure({ timeout: 60_000 })

  test("Edit mode: 'Show' selects the sentence and scrolls to it; 'Fix this' rewrites it, rendered, and Accept marks the note fixed @phone", async ({
    page,
  }, info) => {
    const project = await openProject(page, 'qfix-edit', 'edit', info.project.name)
    const sent = await answerWith(page, FIX)
    const content = editor.chapterContent(page)

    await openNotes(page)
    await shot(page, 'i30-quality-notes-show-fix', info.project.name)
    await notesDialog(page)
      .getByRole('button', { name: `Show: ${EXCERPT}` })
      .click()
    await expect(notesDialog(page)).toBeHidden()
    await expect(content).toBeFocused()
    const selected = () => content.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd))
    await expect.poll(selected).toBe(SENTENCE_MD)
    // The sentence stands far down the chapter: the box scrolled to it, and it is on screen.
    expect(await content.evaluate((box: HTMLTextAreaElement) => box.scrollTop)).toBeGreaterThan(0)
    await expect(content).toBeInViewport()
    await shot(page, 'i30-quality-note-shown', info.project.name)

    await openNotes(page)
    await notesDialog(page).getByRole('button', { name: 'Fix this: 1 statistic to verify' }).click()
    await expect(panel(page)).toBeVisible()
    await expect(panel(page)).toContainText('Fix this: 1 statistic to verify')
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toMatchObject({ action: 'custom', selection: SENTENCE_MD })
    expect(String(sent[0]?.instruction)).toContain('source to verify')

    // The suggestion reads as formatted text: bold and the link rendered, no raw marks.
    const diff = panel(page).getByTestId('suggestion-diff')
    await expect(diff.locator('strong')).toContainText('lose some distance')
    await expect(diff.getByRole('link', { name: /source to verify/ })).toHaveAttribute('href', 'https://example.com/verify')
    await expect(diff).not.toContainText('**')
    await expect(diff).not.toContainText('](')
    await expect(diff.locator('del').first()).toBeVisible()
    await panel(page).scrollIntoViewIfNeeded()
    await shot(page, 'i30-fix-suggestion', info.project.name)

    await panel(page).getByRole('button', { name: 'Accept' }).click()
    await expectToast(page, 'AI edit accepted')
    await expect(content).toHaveValue(CONTENT.replace(SENTENCE_MD, FIX))
    await expect(editor.saved(page)).toBeVisible()
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[1]?.notes).toEqual([{ ...note, status: 'fixed' }])
    await openNotes(page)
    await expect(notesDialog(page).getByText('Fixed', { exact: true })).toBeVisible()
    await expect(notesDialog(page).getByRole('button', { name: /^Fix this/ })).toHaveCount(0)
  })

  test('Visual mode: the sentence is selected in the formatted text; an identical suggestion says "No changes" and keeps the note @phone', async ({
    page,
  }, info) => {
    const project = await openProject(page, 'qfix-visual', 'visual', info.project.name)
    await answerWith(page, `${SENTENCE_MD}\n`)
    const content = editor.chapterContent(page)
    await expect(content).toHaveAttribute('contenteditable', 'true')

    await openNotes(page)
    await notesDialog(page)
      .getByRole('button', { name: `Show: ${EXCERPT}` })
      .click()
    await expect(notesDialog(page)).toBeHidden()
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString()))
      .toBe('Studies show 73% of golfers over 40 lose “ten yards” every year.')
    await expect(content.locator('strong', { hasText: '73%' })).toBeInViewport()
    await shot(page, 'i30-quality-note-shown-visual', info.project.name)

    await openNotes(page)
    await notesDialog(page).getByRole('button', { name: 'Fix this: 1 statistic to verify' }).click()
    await expect(panel(page).getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(panel(page).getByTestId('suggestion-diff').locator('strong')).toHaveText('73%')
    await expect(panel(page).getByTestId('suggestion-diff').locator('del, ins')).toHaveCount(0)
    await panel(page).getByRole('button', { name: 'Accept' }).click()
    await expectToast(page, 'No changes')
    await expect(page.getByText('The earlier text is in the chapter history.')).toHaveCount(0)
    await shot(page, 'i30-no-changes', info.project.name)

    await openNotes(page)
    await expect(notesDialog(page).getByText('To check', { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[1]?.notes).toEqual([note])
    expect(saved.chapters[1]?.content).toBe(CONTENT)
  })
})
