import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

// Issue 30, item 5 (decision 109): table rows and columns in Visual mode; an image's width (Full, ¾,
// ½) and caption, set in the editor and printed by every export.

const visual = (page: Page) => main(page).getByRole('textbox', { name: 'Chapter content', exact: true })
const tableBar = (page: Page) => main(page).getByRole('toolbar', { name: 'Table', exact: true })
const imageBar = (page: Page) => main(page).getByRole('group', { name: 'Image', exact: true })
const move = (page: Page, key: string) => page.keyboard.press(key, { delay: 30 })

const CHAPTER = '## Chapter 1 Title\n\nA week of walks.\n\n| Day | Minutes |\n| :-- | --: |\n| Monday | 10 |\n'
const CAPTION = 'The path at first light'

/** 1200×600: wider than a page's text at 150 dpi, so its printed width is its share of the text. */
const photo = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e8e2d4' } })
    .composite([{ input: { create: { width: 500, height: 300, channels: 3, background: '#2a6f97' } }, left: 350, top: 150 }])
    .png()
    .toBuffer()

/** The axe scan (WCAG 2.1 A/AA): nothing serious or critical, with the bar showing. */
async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const unzip = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

async function download(page: Page, label: 'PDF' | 'DOCX' | 'EPUB'): Promise<string> {
  const waiting = page.waitForEvent('download')
  await editor.button(page, `Export as ${label}`).click()
  return (await waiting).path()
}

test.describe('editor: tables and images in Visual mode (issue 30)', () => {
  test('rows and columns from the table bar, by mouse and keyboard; an image resized and captioned, in PDF, DOCX and EPUB @phone', async ({
    page,
  }, info) => {
    test.setTimeout(150_000)
    await signUp(page, uniqueEmail('ed-media'))
    const doc = sampleDocument({ title: 'Walk Every Day' }, 2)
    doc.chapters[0]!.content = CHAPTER
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 2, 'visual')
    await expect(visual(page).getByRole('heading', { name: 'Chapter 1 Title' })).toBeVisible()

    // The table bar shows only while the cursor is in a table.
    await visual(page).getByText('A week of walks.').click()
    await expect(tableBar(page)).toHaveCount(0)
    await visual(page).getByRole('cell', { name: 'Monday' }).click()
    await expect(tableBar(page)).toBeVisible()
    await shot(page, 'i30-media-table-bar', info.project.name)
    await axe(page)
    await tableBar(page).getByRole('button', { name: 'Insert row below' }).click()
    await expect(visual(page).getByRole('row')).toHaveCount(3)
    // Keyboard: the bar's buttons are reached with Tab and pressed with Enter.
    await tableBar(page).getByRole('button', { name: 'Insert column right' }).focus()
    await page.keyboard.press('Enter')
    await expect(visual(page).getByRole('row').first().getByRole('columnheader')).toHaveCount(3)
    await expect(tableBar(page).getByRole('button', { name: 'Insert row above' })).not.toHaveAttribute('aria-disabled')
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content)
      .toMatch(/\| Day +\| +\| Minutes +\|\n\| :-+ \| -+ \| -+: \|\n\| Monday +\| +\| 10 +\|\n\| +\| +\| +\|/)

    // An image inserted at ¾ with a caption, then made half as wide and its caption changed.
    await visual(page).getByText('A week of walks.').click()
    await move(page, 'End')
    await editor.button(page, 'Insert image').click()
    const dialog = page.getByRole('dialog', { name: 'Insert an image' })
    await dialog.getByLabel('Image file').setInputFiles({ name: 'path.png', mimeType: 'image/png', buffer: await photo() })
    await dialog.getByLabel('Alt text').fill('A forest path')
    await dialog.getByRole('radio', { name: 'Three quarters' }).click()
    await dialog.getByLabel('Caption (optional)').fill('A path')
    await shot(page, 'i30-media-image-dialog', info.project.name)
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content)
      .toMatch(/!\[A forest path\]\(asset:[0-9a-f-]{36}#width=75 "A path"\)/)

    const picture = visual(page).getByRole('img', { name: 'A forest path' })
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200)
    await picture.click()
    await expect(imageBar(page)).toBeVisible()
    await expect(imageBar(page).getByRole('radio', { name: 'Three quarters' })).toHaveAttribute('aria-checked', 'true')
    await imageBar(page).getByRole('radio', { name: 'Half' }).click()
    // Keyboard: from the selected image, Shift+Tab reaches the bar's caption; Enter goes back to the text.
    await expect(visual(page)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(imageBar(page).getByLabel('Caption')).toBeFocused()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(CAPTION)
    await page.keyboard.press('Enter')
    await expect(visual(page)).toBeFocused()
    await expect(visual(page).locator('.visual-image-caption')).toHaveText(CAPTION)
    const shown = await picture.evaluate((img) => img.getBoundingClientRect().width / img.closest('.ProseMirror')!.clientWidth)
    expect(shown).toBeLessThanOrEqual(0.51)
    await shot(page, 'i30-media-image-bar', info.project.name)
    await axe(page)
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters[0]?.content)
      .toMatch(new RegExp(`!\\[A forest path\\]\\(asset:[0-9a-f-]{36}#width=50 "${CAPTION}"\\)`))

    // The preview shows it as the exports print it.
    await editor.button(page, 'Preview').click()
    await editor.preview(page).getByText(CAPTION).scrollIntoViewIfNeeded()
    await expect(editor.preview(page).getByText(CAPTION)).toBeVisible()
    await shot(page, 'i30-media-image-preview', info.project.name)
    await editor.button(page, 'Visual').click()

    await editor.openExport(page)
    // PDF: the caption under the figure; drawn at half the text width (pixels over points per inch).
    const pdf = await download(page, 'PDF')
    expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })).toContain(CAPTION)
    const [row] = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').slice(2)
    const cols = row!.trim().split(/\s+/)
    const drawnInches = Number(cols[3]) / Number(cols[12])
    const pageWidthPt = Number(
      /Page size:\s+([\d.]+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))![1],
    )
    // Half of a text column that is narrower than the page.
    expect(drawnInches * 72).toBeLessThan(pageWidthPt * 0.5)
    expect(drawnInches * 72).toBeGreaterThan(pageWidthPt * 0.25)
    execFileSync('pdftoppm', ['-r', '50', '-png', pdf, `/tmp/shots/i30-media-pdf-${info.project.name}`])

    // DOCX: the caption paragraph; the drawing half the text width (EMU: 635 per twip).
    const docx = unzip(await download(page, 'DOCX'), 'word/document.xml')
    expect(docx).toContain(CAPTION)
    const pageWidth = Number(/<w:pgSz w:w="(\d+)"/.exec(docx)![1])
    const margins =
      /<w:pgMar [^>]*w:right="(\d+)"[^>]*w:left="(\d+)"/.exec(docx) ?? /<w:pgMar [^>]*w:left="(\d+)"[^>]*w:right="(\d+)"/.exec(docx)
    const textEmu = (pageWidth - Number(margins![1]) - Number(margins![2])) * 635
    const extent = Number(/<wp:extent cx="(\d+)"/.exec(docx)![1])
    expect(extent / textEmu).toBeCloseTo(0.5, 1)

    // EPUB: a figure at 50% with its figcaption.
    const epub = await download(page, 'EPUB')
    const chapter = unzip(epub, 'OEBPS/chapter-1.xhtml')
    expect(chapter).toMatch(new RegExp(`alt="A forest path" style="width: 50%" ?/><figcaption>${CAPTION}</figcaption>`))
  })
})
