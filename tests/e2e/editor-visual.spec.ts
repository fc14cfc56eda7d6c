import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

// Visual mode (docs/product.md#editor, decisions 66 and 70): formatted text, Markdown saved.

const visual = (page: Page) => main(page).getByRole('textbox', { name: 'Chapter content', exact: true })
const toolbar = (page: Page) => main(page).getByRole('toolbar', { name: 'Formatting for Chapter content' })
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true })

async function withProject(page: Page, tag: string, content?: string) {
  await signUp(page, uniqueEmail(tag))
  const doc = sampleDocument({ title: 'Walk Every Day' }, 2)
  if (content !== undefined) doc.chapters[0]!.content = content
  const project = await createProject(page, doc)
  await openEditor(page, project.id, 2, 'visual')
  // The chapter in it (the editor starts empty and reads the chapter a moment later).
  await expect(visual(page).getByRole('heading', { name: 'Chapter 1 Title' })).toBeVisible()
  return project
}

/**
 * A key that moves the caret, held as long as a person holds it: the browser moves the caret and
 * ProseMirror reads the move from the selectionchange event a task later. Playwright's next key,
 * sent in the same instant, would find the editor's selection not yet moved; no hand is that fast.
 */
const move = (page: Page, key: string) => page.keyboard.press(key, { delay: 30 })

/** Puts the cursor at the end of the chapter. */
async function toEnd(page: Page) {
  await visual(page).click()
  await move(page, 'Control+End')
}

/** Double-clicks a word of the visual text, as a writer selects it. */
async function doubleClickWord(page: Page, word: string) {
  const point = await visual(page).evaluate((root, w) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(w) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + w.length)
      const rect = range.getBoundingClientRect()
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
    }
    throw new Error(`No "${w}" in the text`)
  }, word)
  await page.mouse.dblclick(point.x, point.y)
}

const pageFitsWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)

test.describe('editor: visual mode', () => {
  test('bold with the toolbar and Ctrl+B, a checklist ticked: saved as Markdown, shown after a reload, in Edit and in the PDF', async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    const project = await withProject(page, 'ed-vis-pdf')
    // A new user writes visually: Visual is on, the text is formatted, no Markdown on screen.
    await expect(editor.button(page, 'Visual')).toHaveAttribute('aria-pressed', 'true')
    await expect(visual(page).getByRole('heading', { name: 'Chapter 1 Title' })).toBeVisible()
    await expect(visual(page)).not.toContainText('##')

    await toEnd(page)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Walk daily and ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('rest')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(' well.')
    await doubleClickWord(page, 'daily')
    await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'false')
    await tool(page, 'Bold').click()
    await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true')
    await move(page, 'Control+End')
    // The caret is after " well." once the toolbar says so.
    await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Enter')
    await tool(page, 'Checklist').click()
    await page.keyboard.type('Stretch first')
    await visual(page).getByRole('checkbox', { name: 'To do: Stretch first' }).check()
    await expect(visual(page).getByRole('checkbox', { name: 'Done: Stretch first' })).toBeChecked()
    await shot(page, 'i18-wire-formatted', info.project.name)

    const markdown = /Walk \*\*daily\*\* and \*\*rest\*\* well\.\n\n- \[x\] Stretch first\n$/
    await expect.poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content, { timeout: 10_000 }).toMatch(markdown)
    await expect(editor.saved(page)).toBeVisible()

    await page.reload()
    await expect(visual(page).locator('strong')).toHaveText(['bold', 'daily', 'rest'])
    await expect(visual(page).getByRole('checkbox', { name: 'Done: Stretch first' })).toBeChecked()
    await editor.button(page, 'Edit').click()
    await expect(editor.chapterContent(page)).toHaveValue(markdown)

    await editor.openExport(page)
    const download = page.waitForEvent('download')
    await editor.button(page, 'Export as PDF').click()
    const pdf = await (await download).path()
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
    expect(text).toMatch(/Walk daily and rest well\./)
    expect(text).toMatch(/Stretch first/)
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
    expect(fonts).toMatch(/Bold/)
  })

  test('on a phone the toolbar fits, the page never scrolls sideways, and the axe scan passes @phone', async ({ page }, info) => {
    await withProject(page, 'ed-vis-phone')
    await expect(toolbar(page)).toBeVisible()
    const box = (await toolbar(page).boundingBox())!
    const width = page.viewportSize()!.width
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    for (const button of await toolbar(page).getByRole('button').all()) {
      const b = (await button.boundingBox())!
      expect(b.x + b.width, (await button.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(width)
    }
    expect(await pageFitsWidth(page)).toBe(true)
    await toEnd(page)
    await tool(page, 'Table').click()
    await page.keyboard.type('Day')
    await expect(visual(page).getByRole('table')).toBeVisible()
    expect(await pageFitsWidth(page)).toBe(true)
    await shot(page, 'i18-wire-toolbar', info.project.name)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('words typed just before a reload or leaving the editor are saved @phone', async ({ page }) => {
    const project = await withProject(page, 'ed-vis-leave')
    await toEnd(page)
    await page.keyboard.type(' Reloaded at once.')
    // Well inside the editor's 300 ms pause: the words are only in the editor yet.
    await page.reload()
    await expect(visual(page)).toContainText('Reloaded at once.')
    await expect.poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content).toMatch(/Reloaded at once\.\n$/)

    await toEnd(page)
    await page.keyboard.type(' Left at once.')
    await main(page).getByRole('link', { name: 'All projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect.poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content).toMatch(/Left at once\.\n$/)
  })

  test('Insert image and a pasted image go into the visual text; tables, checklists and images shown @phone', async ({ page }, info) => {
    test.setTimeout(90_000)
    const chapter =
      '## Chapter 1 Title\n\nA week of walks.\n\n| Day | Minutes |\n| :-- | --: |\n| Monday | 10 |\n| Tuesday | 15 |\n\n- [ ] Shoes ready\n- [x] Route planned\n'
    const project = await withProject(page, 'ed-vis-img', chapter)
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()
    // After the first paragraph (at the end of the checklist the image would go into its last item).
    await visual(page).getByText('A week of walks.').click()
    await move(page, 'End')
    await editor.button(page, 'Insert image').click()
    const dialog = page.getByRole('dialog', { name: 'Insert an image' })
    await dialog.getByLabel('Image file').setInputFiles({ name: 'path.png', mimeType: 'image/png', buffer: png })
    await dialog.getByLabel('Alt text').fill('A forest path')
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    const picture = visual(page).getByRole('img', { name: 'A forest path' })
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content)
      .toMatch(/^## Chapter 1 Title\n\nA week of walks\.\n\n!\[A forest path\]\(asset:[0-9a-f-]{36}\)\n\n+\| Day/)

    // Reloaded: the stored image is fetched with the session (an <img> alone could not).
    await page.reload()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    await shot(page, 'i18-wire-visual-top', info.project.name)
    await expect(visual(page).getByRole('table')).toBeVisible()
    await expect(visual(page).getByRole('checkbox', { name: 'Done: Route planned' })).toBeChecked()
    await picture.scrollIntoViewIfNeeded()
    await shot(page, 'i18-wire-visual', info.project.name)
    await visual(page).getByRole('table').scrollIntoViewIfNeeded()
    await shot(page, 'i18-wire-visual-table', info.project.name)

    // A pasted image file opens the same dialog with the file chosen.
    await visual(page).evaluate(
      (el, bytes) => {
        const data = new DataTransfer()
        data.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }))
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
      },
      [...png],
    )
    await expect(dialog.getByText('pasted.png')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
  })
})
