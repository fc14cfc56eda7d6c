import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { expectToast, main, signUp, toastItem, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const PLACEHOLDER = '## New Chapter\n\nStart writing here...'

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('editor: states', () => {
  test('without a draft: No Content to Edit, and a button back to the generator @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('ed-empty'))
    await page.goto('/editor')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('No Content to Edit')
    await shot(page, 'editor-empty', info.project.name)
    await main(page).getByRole('link', { name: 'Go to the generator' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("an unknown id, a malformed one or another account's project is not found @phone", async ({ page, browser }) => {
    await signUp(page, uniqueEmail('ed-owner'))
    const theirs = await createProject(page)

    for (const id of [randomUUID(), 'not-a-project']) {
      await page.goto(`/editor?project=${id}`)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Project not found')
      await expect(main(page).getByRole('link', { name: 'Your projects' })).toHaveAttribute('href', '/projects')
      await expect(main(page).getByRole('link', { name: 'Go to the generator' })).toHaveAttribute('href', '/')
    }

    const other = await browser.newContext()
    const stranger = await other.newPage()
    await signUp(stranger, uniqueEmail('ed-stranger'))
    await stranger.goto(`/editor?project=${theirs.id}`)
    await expect(main(stranger).getByRole('heading', { level: 1 })).toHaveText('Project not found')
    await expect(editor.title(stranger)).toHaveCount(0)
    await other.close()
  })
})

test.describe('editor: editing', () => {
  test('select, edit, preview, add and remove chapters, all autosaved @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('ed-actions'))
    const project = await createProject(page, sampleDocument())
    await openEditor(page, project.id, 3)
    await expect(editor.saved(page)).toBeVisible()
    // Issue 14 §7: with the offline writer, the editor says regeneration is sample text, not AI.
    await expect(main(page).getByRole('note', { name: 'Sample text' })).toContainText(
      'Sample text, not AI. No AI provider is connected, so the built-in writer writes regenerated chapters and styles from templates.',
    )
    await shot(page, 'editor-loaded', info.project.name, info.project.name === 'desktop')

    // Left panel: the document's title and description (3 rows); the first chapter is current.
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Swing Stronger After 40')
    await expect(editor.title(page)).toHaveValue('Swing Stronger After 40')
    await expect(editor.description(page)).toHaveAttribute('rows', '3')
    await expect(editor.chapterList(page)).toHaveText(['1. Chapter 1 Title', '2. Chapter 2 Title', '3. Chapter 3 Title'])
    await expect(editor.currentChapter(page)).toHaveText('1. Chapter 1 Title')
    await expect(editor.chapterContent(page)).toHaveAttribute('rows', '20')
    await expect(main(page).getByText('Changes are saved automatically as you type.')).toBeVisible()

    // A click selects a chapter and highlights it.
    await editor.selectChapter(page, 1)
    await expect(editor.currentChapter(page)).toHaveText('2. Chapter 2 Title')
    await expect(editor.chapterList(page).nth(0)).not.toHaveAttribute('aria-current')
    await expect(main(page).getByRole('heading', { name: 'Chapter 2 of 3' })).toBeVisible()
    await expect(editor.chapterTitle(page)).toHaveValue('Chapter 2 Title')
    await expect(editor.chapterContent(page)).toHaveValue(/^## Chapter 2 Title\n\nIntro paragraph 2/)

    // Title, description, chapter title (its heading line follows) and content.
    await editor.title(page).fill('Swing Stronger at 50')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Swing Stronger at 50')
    await editor.description(page).fill('Strength for golfers over 50.')
    await editor.chapterTitle(page).fill('Warm-up Routine')
    await expect(editor.currentChapter(page)).toHaveText('2. Warm-up Routine')
    await expect(editor.chapterContent(page)).toHaveValue(/^## Warm-up Routine\n/)
    const content = [
      '## Warm-up Routine',
      '',
      'Five minutes **before** every round.',
      '',
      '- Hip circles',
      '- Arm swings',
      '',
      '- [ ] Stretch calves',
      '- [x] Buy a band',
      '',
      '| Move | Reps |',
      '| --- | --- |',
      '| Squat | 10 |',
    ].join('\n')
    await editor.chapterContent(page).fill(content)

    // Preview renders the Markdown: heading, list, task checkboxes, table.
    await editor.button(page, 'Preview').click()
    await expect(editor.button(page, 'Preview')).toHaveAttribute('aria-pressed', 'true')
    const preview = editor.preview(page)
    await expect(preview.getByRole('heading', { level: 2, name: 'Warm-up Routine' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('before')
    await expect(preview.getByRole('listitem').filter({ hasText: 'Hip circles' })).toBeVisible()
    await expect(preview.getByRole('checkbox')).toHaveCount(2)
    await expect(preview.getByRole('checkbox').nth(0)).not.toBeChecked()
    await expect(preview.getByRole('checkbox').nth(1)).toBeChecked()
    await expect(preview.getByRole('cell', { name: 'Squat' })).toBeVisible()
    await expect(editor.chapterContent(page)).toHaveCount(0)
    await shot(page, 'editor-preview', info.project.name)
    await editor.button(page, 'Edit').click()
    await expect(editor.chapterContent(page)).toHaveValue(content)

    // 'Add chapter' (left panel) and 'Add Chapter' (Global Actions): 'New Chapter' with its placeholder, selected.
    await editor.showChapters(page)
    await editor.button(page, 'Add chapter').click()
    await expect(editor.chapterList(page)).toHaveCount(4)
    await expect(editor.currentChapter(page)).toHaveText('4. New Chapter')
    await expect(editor.chapterTitle(page)).toHaveValue('New Chapter')
    await expect(editor.chapterTitle(page)).toBeFocused()
    await expect(editor.chapterContent(page)).toHaveValue(PLACEHOLDER)
    await editor.button(page, 'Add Chapter').click()
    await expect(editor.chapterList(page)).toHaveCount(5)
    await expect(editor.currentChapter(page)).toHaveText('5. New Chapter')

    // Removing the last chapter clamps the selection to the new last one; Undo puts it back.
    await editor.chapterTitle(page).fill('Cool-down')
    await editor.button(page, 'Remove chapter').click()
    await expect(editor.chapterList(page)).toHaveCount(4)
    await expect(editor.currentChapter(page)).toHaveText('4. New Chapter')
    const removed = await expectToast(page, 'Chapter removed', '“Cool-down” was removed.')
    await removed.getByRole('button', { name: 'Undo' }).click()
    await expect(editor.chapterList(page)).toHaveCount(5)
    await expect(editor.currentChapter(page)).toHaveText('5. Cool-down')
    await expect(toastItem(page)).toHaveCount(0)

    // Removing a middle chapter keeps the place in the list.
    await editor.selectChapter(page, 2)
    await editor.button(page, 'Remove chapter').click()
    await expect(editor.chapterList(page)).toHaveText(['1. Chapter 1 Title', '2. Warm-up Routine', '3. New Chapter', '4. Cool-down'])
    await expect(editor.currentChapter(page)).toHaveText('3. New Chapter')

    await expect(editor.saved(page)).toBeVisible()
    const saved = await fetchProject(page, project.id)
    expect(saved.title).toBe('Swing Stronger at 50')
    expect(saved.description).toBe('Strength for golfers over 50.')
    expect(saved.currentChapterIndex).toBe(2)
    expect(saved.chapters.map((c) => c.title)).toEqual(['Chapter 1 Title', 'Warm-up Routine', 'New Chapter', 'Cool-down'])
    expect(saved.chapters[1]?.content).toBe(content)
    expect(saved.chapters[1]?.id).toBe(project.chapters[1]?.id)
  })

  test('edit and preview modes have no serious or critical axe violations @phone', async ({ page }) => {
    await signUp(page, uniqueEmail('ed-axe'))
    const project = await createProject(page, sampleDocument())
    await openEditor(page, project.id, 3)
    await expect(editor.saved(page)).toBeVisible()
    await expectNoSeriousViolations(page)
    await editor.button(page, 'Preview').click()
    await expect(editor.preview(page).getByRole('checkbox').first()).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the last chapter cannot be removed', async ({ page }) => {
    await signUp(page, uniqueEmail('ed-last'))
    const project = await createProject(page, sampleDocument({}, 2))
    await openEditor(page, project.id, 2)
    await editor.button(page, 'Remove chapter').click()
    await expect(editor.chapterList(page)).toHaveCount(1)
    await expect(editor.button(page, 'Remove chapter')).toBeDisabled()
    await expect(main(page).getByText('A document needs at least one chapter.')).toBeVisible()
    await expect(editor.currentChapter(page)).toHaveText('1. Chapter 2 Title')
  })
})
