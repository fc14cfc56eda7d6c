import { readFile } from 'node:fs/promises'
import { type Download, expect, type Page, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import { holdRequests } from './support/generator.ts'
import { createProject, editor, openEditor, sampleDocument, shot } from './support/projects.ts'

const PREPARING = 'Preparing your export...'

async function withProject(page: Page, tag: string) {
  await signUp(page, uniqueEmail(tag))
  const project = await createProject(page, sampleDocument({ title: 'Swing Stronger After 40', productType: 'checklist' }))
  await openEditor(page, project.id, 3)
  await editor.openExport(page)
  return project
}

async function exportAs(page: Page, label: 'PDF' | 'DOCX' | 'EPUB' | 'Markdown'): Promise<Download> {
  const download = page.waitForEvent('download')
  await editor.button(page, `Export as ${label}`).click()
  return download
}

const firstBytes = async (download: Download, n: number) => (await readFile(await download.path())).subarray(0, n).toString('latin1')

test.describe('editor: export', () => {
  test('PDF: the badge while it is prepared, then the file named after the title and its toast @phone', async ({ page }, info) => {
    const project = await withProject(page, 'ed-pdf')
    // Not saved yet: the export takes the document as it is on screen.
    await editor.description(page).fill('Fresh description, exported before it is saved.')
    const held = await holdRequests(page, '**/api/export/pdf')
    const download = exportAs(page, 'PDF')
    await expect(main(page).getByText(PREPARING, { exact: true })).toBeVisible()
    for (const label of ['PDF', 'DOCX', 'EPUB', 'Markdown']) await expect(editor.button(page, `Export as ${label}`)).toBeDisabled()
    await shot(page, 'editor-exporting', info.project.name)
    expect(held.held[0]?.postDataJSON()).toEqual({
      title: 'Swing Stronger After 40',
      description: 'Fresh description, exported before it is saved.',
      productType: 'checklist',
      chapters: [1, 2, 3].map((n) => ({
        title: `Chapter ${n} Title`,
        content: expect.stringMatching(new RegExp(`^## Chapter ${n} Title\\n`)),
      })),
      // Every format names the project: its uploaded images come from it (decision 63).
      projectId: project.id,
    })
    held.release()

    const file = await download
    expect(file.suggestedFilename()).toBe('swing-stronger-after-40.pdf')
    expect(await firstBytes(file, 5)).toBe('%PDF-')
    await expectToast(page, 'PDF Export Complete', 'Downloaded: swing-stronger-after-40.pdf')
    await expect(main(page).getByText(PREPARING, { exact: true })).toHaveCount(0)
    await expect(editor.button(page, 'Export as PDF')).toBeEnabled()
  })

  test('DOCX, EPUB and Markdown download under the title’s slug', async ({ page }) => {
    await withProject(page, 'ed-docx')
    const docx = await exportAs(page, 'DOCX')
    expect(docx.suggestedFilename()).toBe('swing-stronger-after-40.docx')
    expect(await firstBytes(docx, 2)).toBe('PK')
    await expectToast(page, 'DOCX Export Complete', 'Downloaded: swing-stronger-after-40.docx')

    const epub = await exportAs(page, 'EPUB')
    expect(epub.suggestedFilename()).toBe('swing-stronger-after-40.epub')
    expect(await firstBytes(epub, 2)).toBe('PK')
    await expectToast(page, 'EPUB Export Complete', 'Downloaded: swing-stronger-after-40.epub')

    const markdown = await exportAs(page, 'Markdown')
    expect(markdown.suggestedFilename()).toBe('swing-stronger-after-40.md')
    expect(await readFile(await markdown.path(), 'utf8')).toContain('Chapter 3 Title')
    await expectToast(page, 'Markdown Export Complete', 'Downloaded: swing-stronger-after-40.md')
  })

  test('a failure gives the failure toast; a file without a name gets document.docx', async ({ page }) => {
    await withProject(page, 'ed-export-fail')
    await page.route('**/api/export/pdf', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }),
      }),
    )
    await editor.button(page, 'Export as PDF').click()
    const failed = await expectToast(page, 'PDF Export Failed', '500: Something went wrong on our side. Please try again.')
    await expect(failed).toHaveClass(/destructive/)
    await expect(editor.button(page, 'Export as PDF')).toBeEnabled()

    await page.route('**/api/export/docx', (route) =>
      route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'PK fake' }),
    )
    const unnamed = await exportAs(page, 'DOCX')
    expect(unnamed.suggestedFilename()).toBe('document.docx')
    await expectToast(page, 'DOCX Export Complete', 'Downloaded: document.docx')
  })

  test('the cover and listing images: JPEGs under the title’s slug, with their toasts (decision 86) @phone', async ({ page }, info) => {
    await withProject(page, 'ed-cover')
    await main(page)
      .getByRole('button', { name: /^Cover and listing images/ })
      .click()
    const cover = main(page).getByRole('group', { name: 'Listing images' })
    await cover.scrollIntoViewIfNeeded()
    await shot(page, 'editor-cover-buttons', info.project.name)

    // The button, the file it downloads (a JPEG: SOI marker) and the toast's title.
    for (const [button, fileName, toast] of [
      ['Download Ebook cover (1600 × 2560)', 'swing-stronger-after-40-cover.jpg', 'Cover Export Complete'],
      ['Download Square (2000 × 2000)', 'swing-stronger-after-40-square.jpg', 'Square Cover Export Complete'],
      ['Download Tablet mockup (2700 × 2025)', 'swing-stronger-after-40-mockup-1.jpg', 'Tablet Mockup Export Complete'],
    ] as const) {
      const download = page.waitForEvent('download')
      await cover.getByRole('button', { name: button, exact: true }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe(fileName)
      expect(await firstBytes(file, 3)).toBe('\xff\xd8\xff')
      await expectToast(page, toast, `Downloaded: ${fileName}`)
    }
    await shot(page, 'editor-cover-done', info.project.name)
  })
})
