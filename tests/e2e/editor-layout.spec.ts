import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, openEditor, sampleDocument, shot } from './support/projects.ts'

const exportToggle = (page: Page) => main(page).getByRole('button', { name: 'Export', exact: true })
const top = async (page: Page, name: Parameters<typeof editor.button>[1]) => (await editor.button(page, name).boundingBox())?.y

/** An 8-chapter book: long enough that the old left column pushed Export ~1,450 px down. */
async function openBook(page: Page, tag: string) {
  await signUp(page, uniqueEmail(tag))
  const project = await createProject(page, sampleDocument({}, 8))
  await openEditor(page, project.id, 8)
  await expect(editor.saved(page)).toBeVisible()
  return project
}

async function inViewport(page: Page, name: string) {
  const box = await main(page).getByRole('button', { name, exact: true }).boundingBox()
  const height = page.viewportSize()?.height ?? 0
  expect(box, name).not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(height)
}

test.describe('editor: a layout that fits the screen (decision 61)', () => {
  test('desktop: Export is on screen without scrolling, stays there, and opens every export option', async ({ page }, info) => {
    await openBook(page, 'layout-desk')
    await inViewport(page, 'Export')
    await expect(exportToggle(page)).toHaveAttribute('aria-expanded', 'false')
    // The chapter list stays open beside the text.
    await expect(editor.chapterList(page)).toHaveCount(8)
    await expect(editor.chapterList(page).last()).toBeVisible()

    await page.mouse.wheel(0, 700)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await inViewport(page, 'Export')

    await exportToggle(page).click()
    for (const name of ['Export as PDF', 'Export as DOCX', 'Export as EPUB', 'Export as Markdown', 'Check for print'])
      await inViewport(page, name)
    await expect(main(page).getByRole('button', { name: /^Cover and listing images/ })).toBeVisible()
    await expect(main(page).getByRole('button', { name: /^Publishing settings/ })).toBeVisible()
    await shot(page, 'i17-editor-export-open', info.project.name)
    await page.keyboard.press('Escape')
    await expect(editor.button(page, 'Export as PDF')).toBeHidden()
    await expect(exportToggle(page)).toBeFocused()
  })

  test('phone: the chapter list folds and the chapter text is the first thing under the title @phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone layout')
    await openBook(page, 'layout-phone')
    const content = editor.chapterContent(page)
    const fold = page.viewportSize()?.height ?? 0
    const contentTop = (await content.boundingBox())?.y ?? Infinity
    expect(contentTop).toBeLessThan(fold)
    // Folded: one line naming the current chapter; the list itself comes below the text, if at all.
    const toggle = main(page).getByRole('button', { name: /^Chapters \(8\)/ })
    await expect(toggle).toContainText('1. Chapter 1 Title')
    await expect(main(page).getByRole('navigation', { name: 'Chapters' })).toBeHidden()
    expect(contentTop).toBeLessThan((await top(page, 'Add Chapter')) ?? 0)
    expect(contentTop).toBeLessThan((await editor.title(page).boundingBox())?.y ?? 0)
    await inViewport(page, 'Export')
    await shot(page, 'i17-editor-phone-first-screen', info.project.name)
    // A bound on the whole page, not a layout target: the Subtitle field (issue 27) added a row.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3200)

    await toggle.click()
    await expect(editor.chapterList(page).nth(2)).toBeVisible()
    await editor.chapterList(page).nth(2).click()
    await expect(main(page).getByRole('navigation', { name: 'Chapters' })).toBeHidden()
    await expect(toggle).toContainText('3. Chapter 3 Title')
    await expect(main(page).getByRole('heading', { name: 'Chapter 3 of 8' })).toBeInViewport()
    await expect(content).toHaveValue(/^## Chapter 3 Title/)
  })

  test('word count and reading time for the chapter and the book, updated as you type @phone', async ({ page }) => {
    await openBook(page, 'layout-words')
    // Each sample chapter: 22 words once the Markdown's markers are left out.
    await expect(main(page).getByText('Guide · 8 chapters · 176 words · 1 min read')).toBeVisible()
    await expect(main(page).getByText('22 words · 1 min read', { exact: true })).toBeVisible()
    const long = `## Chapter 1 Title\n\n${Array(500).fill('Swing').join(' ')}\n\n| Move | Reps |\n| --- | --- |\n| Squat | 10 |\n\n![A chart](https://example.com/c.png)`
    await editor.chapterContent(page).fill(long)
    await expect(main(page).getByText('507 words · 2 min read', { exact: true })).toBeVisible()
    await expect(main(page).getByText('Guide · 8 chapters · 661 words · 3 min read')).toBeVisible()
  })
})
