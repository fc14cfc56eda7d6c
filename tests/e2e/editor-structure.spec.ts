import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

/** Issue 30 item 5, the editor's structure (decision 108): reordering, 'Write this chapter', the regenerate confirmation. */

const TITLES = ['Warm-up Basics', 'Grip and Stance', 'The Full Swing']
const bookOf = () => {
  const doc = sampleDocument()
  doc.chapters = doc.chapters.map((c, i) => ({ ...c, title: TITLES[i]!, content: `## ${TITLES[i]}\n\nParagraph about ${TITLES[i]}.\n` }))
  // Front matter and a plan travel with their chapter.
  doc.chapters[0] = { ...doc.chapters[0]!, plan: 'Why warming up matters.' }
  return doc
}

const listed = (page: Page) => editor.chapterList(page).allTextContents()
const savedTitles = async (page: Page, id: string) => (await fetchProject(page, id)).chapters.map((c) => c.title)

async function pdfText(page: Page) {
  await editor.openExport(page)
  const download = page.waitForEvent('download')
  await editor.button(page, 'Export as PDF').click()
  const pdf = await (await download).path()
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
}

/** The titles' order in the PDF's body (after its contents page): each title's last place in the text. */
const orderIn = (text: string) => [...TITLES].sort((a, b) => text.lastIndexOf(a) - text.lastIndexOf(b))

test.describe('editor: chapter structure', () => {
  test.describe.configure({ timeout: 90_000 })

  test('chapters move with Move down / Move up and by drag; the order is saved, undoable and printed in the PDF @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('reorder'))
    const project = await createProject(page, bookOf())
    await openEditor(page, project.id, 3)
    await shot(page, 'structure-editor', info.project.name)
    await editor.showChapters(page)

    // The open chapter (the first) moves down twice with the buttons beside the list, and says so.
    await editor.button(page, 'Move down').click()
    await editor.showChapters(page)
    await editor.button(page, 'Move down').click()
    await expect(main(page).getByRole('status').filter({ hasText: '“Warm-up Basics” moved to place 3 of 3.' })).toBeAttached()
    await expectToast(page, 'Chapter moved')
    await editor.showChapters(page)
    await expect.poll(() => listed(page)).toEqual(['1. Grip and Stance', '2. The Full Swing', '3. Warm-up Basics'])
    await expect
      .poll(() => savedTitles(page, project.id), { timeout: 10_000 })
      .toEqual(['Grip and Stance', 'The Full Swing', 'Warm-up Basics'])
    // It keeps its plan and its id (its history is kept by id).
    const moved = (await fetchProject(page, project.id)).chapters[2]!
    expect(moved).toMatchObject({ id: project.chapters[0]!.id, plan: 'Why warming up matters.' })

    // Undo puts the order from before the first of the two moves back.
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button', { name: 'Undo' })
      .click()
    await editor.showChapters(page)
    await expect.poll(() => listed(page)).toEqual(['1. Warm-up Basics', '2. Grip and Stance', '3. The Full Swing'])

    // Keyboard on the chapter itself (desktop): Alt+Down.
    if (info.project.name === 'desktop') {
      await editor.chapterList(page).nth(1).focus()
      await page.keyboard.press('Alt+ArrowDown')
      await expect.poll(() => listed(page)).toEqual(['1. Warm-up Basics', '2. The Full Swing', '3. Grip and Stance'])
      await expect(editor.chapterList(page).nth(2)).toBeFocused()
    } else {
      await editor.selectChapter(page, 1)
      await editor.showChapters(page)
      await editor.button(page, 'Move down').click()
      await editor.showChapters(page)
      await expect.poll(() => listed(page)).toEqual(['1. Warm-up Basics', '2. The Full Swing', '3. Grip and Stance'])
    }

    // Drag: the last chapter's grip to the top (dnd-kit arrives after the editor has opened).
    await expect(page.locator('[id^="DndDescribedBy"]')).toBeAttached()
    const grips = main(page).locator('[data-drag-grip]')
    const from = (await grips.nth(2).boundingBox())!
    const to = (await editor.chapterList(page).nth(0).boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * i) / 10)
    await page.mouse.up()
    await expect.poll(() => listed(page)).toEqual(['1. Grip and Stance', '2. Warm-up Basics', '3. The Full Swing'])
    await shot(page, 'structure-reordered', info.project.name)
    await expect
      .poll(() => savedTitles(page, project.id), { timeout: 10_000 })
      .toEqual(['Grip and Stance', 'Warm-up Basics', 'The Full Swing'])

    // The PDF prints them in that order.
    expect(orderIn(await pdfText(page))).toEqual(['Grip and Stance', 'Warm-up Basics', 'The Full Swing'])
  })

  test("'Write this chapter' writes a new chapter from its title and plan, free @phone", async ({ page }, info) => {
    await signUp(page, uniqueEmail('write-ch'))
    const project = await createProject(page, bookOf())
    // The phone run looks at 390 px, the narrowest common phone.
    if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
    await openEditor(page, project.id, 3)
    await editor.showChapters(page)
    await shot(page, 'structure-list-open', info.project.name)
    await editor.button(page, 'Add chapter').click()
    await editor.chapterTitle(page).fill('Putting Under Pressure')
    await expect(main(page).getByRole('heading', { name: 'This chapter has no text yet' })).toBeVisible()
    await main(page).getByLabel('Chapter plan', { exact: true }).fill('Reading greens and holing short putts when it counts.')
    await shot(page, 'structure-write', info.project.name)
    const request = page.waitForRequest((r) => r.url().endsWith('/api/generate/chapter') && r.method() === 'POST')
    await editor.button(page, 'Write this chapter').click()
    await expectToast(page, 'Chapter written')
    expect((await request).postDataJSON()).toMatchObject({
      chapterTitle: 'Putting Under Pressure',
      chapterPlan: 'Reading greens and holing short putts when it counts.',
      projectId: project.id,
      write: true,
    })
    await expect(editor.chapterContent(page)).toHaveValue(/^## Putting Under Pressure\n/)
    await expect(editor.chapterContent(page)).not.toHaveValue(/Start writing here/)
    await expect(main(page).getByRole('heading', { name: 'This chapter has no text yet' })).toHaveCount(0)
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters[3]?.content ?? '', { timeout: 10_000 })
      .toMatch(/^## Putting Under Pressure\n\n\S/)
    expect((await fetchProject(page, project.id)).chapters[3]?.plan).toBe('Reading greens and holing short putts when it counts.')
  })

  test('Regenerate asks before replacing text edited by hand, naming History; not when nothing was edited @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('regen-ask'))
    const project = await createProject(page, bookOf())
    await openEditor(page, project.id, 3)
    let sent = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/generate/chapter')) sent++
    })

    // Untouched: straight to the rewrite.
    await editor.button(page, 'Regenerate chapter').click()
    await expectToast(page, 'Chapter regenerated')
    expect(sent).toBe(1)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)

    // Edited by hand since: the question first.
    await editor.chapterContent(page).press('End')
    await editor.chapterContent(page).pressSequentially(' My own words.')
    await editor.button(page, 'Regenerate chapter').click()
    const dialog = page.getByRole('alertdialog', { name: 'Replace your edits?' })
    await expect(dialog).toContainText('Your edits stay in History: you can restore them there.')
    await shot(page, 'structure-confirm', info.project.name)
    await dialog.getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog).toHaveCount(0)
    expect(sent).toBe(1)
    await expect(editor.chapterContent(page)).toHaveValue(/My own words\.$/)

    await editor.button(page, 'Regenerate chapter').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click()
    await expect.poll(() => sent).toBe(2)
    await expect(editor.chapterContent(page)).not.toHaveValue(/My own words\./)
    // The desktop's left column holds its place while the page scrolls down the chapter.
    if (info.project.name === 'desktop') {
      const nav = main(page).getByRole('navigation', { name: 'Chapters' })
      await page.evaluate(() => window.scrollTo(0, 300))
      // Stuck under the page's and the editor's headers (8rem), whole, rather than scrolled 300 px up.
      await expect.poll(async () => (await nav.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(128)
      await expect(nav).toBeInViewport({ ratio: 1 })
      await shot(page, 'structure-scrolled', info.project.name)
    }
    // The hand-edited text is in History.
    await editor.button(page, 'History').click()
    await expect(page.getByRole('dialog', { name: 'Chapter history' })).toContainText('My own words.')
  })
})
