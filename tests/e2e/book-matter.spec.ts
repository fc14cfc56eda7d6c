import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { DISCLAIMER_SUGGESTIONS } from '../../src/core/book-matter.ts'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

// Issue 29, decision 102: the Export card's Book matter panel and the chapter numbering control.
const panelToggle = (page: Page) => main(page).getByRole('button', { name: /^Book matter/ })
const panel = (page: Page) => main(page).getByRole('group', { name: 'Book matter' })

/** The phone project looks at a 390 px screen, the narrowest the editor is drawn for. */
async function phoneWidth(page: Page, project: string) {
  if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 })
}

async function openPanel(page: Page) {
  await editor.openExport(page)
  await panelToggle(page).click()
  await expect(panel(page)).toBeVisible()
}

const portrait = () =>
  sharp({ create: { width: 240, height: 300, channels: 3, background: '#d8c3a5' } })
    .composite([{ input: { create: { width: 120, height: 120, channels: 3, background: '#8e5b3e' } }, left: 60, top: 60 }])
    .png()
    .toBuffer()

const BOOK_MATTER = {
  edition: 'First edition, March 2027',
  isbn: '978-0-306-40615-7',
  imprint: 'Bright Fern Press',
  aboutAuthor: 'Ana Pérez has coached weekend golfers for twenty years.',
  alsoBy: ['The Short Game', 'Putting for Life'],
  callToAction: { heading: 'Enjoyed the book?', text: 'A short review helps other golfers find it.', url: 'https://example.com/review' },
}

test.describe('editor: book matter (issue 29)', () => {
  test('the Book matter fields are saved, kept across a reload and sent with the PDF and DOCX exports @phone', async ({ page }, info) => {
    test.setTimeout(120_000)
    await phoneWidth(page, info.project.name)
    await signUp(page, uniqueEmail('book-matter'))
    const project = await createProject(page, sampleDocument({ title: 'Golf for Life', subtitle: 'Lower Scores at Any Age' }))
    await openEditor(page, project.id, 3)
    await editor.openExport(page)
    await panelToggle(page).scrollIntoViewIfNeeded()
    await shot(page, 'i29-export-card', info.project.name)
    await openPanel(page)
    const form = panel(page)
    await expect(form.getByText('Subtitle: “Lower Scores at Any Age”', { exact: false })).toBeVisible()
    await form.getByLabel('Edition', { exact: true }).fill(BOOK_MATTER.edition)
    const isbn = form.getByLabel('ISBN', { exact: true })
    await isbn.fill('978-0-306-40615-8')
    await expect(form.getByText('Enter a valid ISBN-10 or ISBN-13 (digits and hyphens).')).toBeVisible()
    await expect(isbn).toHaveAttribute('aria-invalid', 'true')
    await isbn.fill(BOOK_MATTER.isbn)
    await expect(isbn).not.toHaveAttribute('aria-invalid')
    await form.getByLabel('Imprint or publisher', { exact: true }).fill(BOOK_MATTER.imprint)
    await form.getByRole('button', { name: 'Use suggested disclaimer' }).click()
    await expect(form.getByLabel('Disclaimer', { exact: true })).toHaveValue(DISCLAIMER_SUGGESTIONS.guide)
    await form.getByLabel('Closing page heading', { exact: true }).fill(BOOK_MATTER.callToAction.heading)
    await form.getByLabel('Closing page text', { exact: true }).fill(BOOK_MATTER.callToAction.text)
    await form.getByLabel('Closing page link', { exact: true }).fill(BOOK_MATTER.callToAction.url)
    await form.getByLabel('About the Author', { exact: true }).fill(BOOK_MATTER.aboutAuthor)
    await form
      .getByLabel('Author photo', { exact: true })
      .setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: await portrait() })
    await expect(form.getByRole('img', { name: 'Author photo' })).toBeVisible()
    // Typed in the wrong order, then put right with the move buttons.
    await form.getByRole('button', { name: 'Add a title' }).click()
    await page.keyboard.type('Putting for Life')
    await form.getByRole('button', { name: 'Add a title' }).click()
    await page.keyboard.type('The Short Game')
    await form.getByRole('button', { name: 'Move “The Short Game” up' }).click()
    await expect(form.getByRole('textbox', { name: 'Title 1' })).toHaveValue('The Short Game')
    // The whole panel in one picture: a tall window lets the desktop's drop-down panel show it unscrolled.
    const size = page.viewportSize()!
    await page.setViewportSize({ width: size.width, height: 3200 })
    await form.screenshot({ path: `/tmp/shots/i29-book-matter-panel-${info.project.name}.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    await page.setViewportSize(size)
    const axe = await new AxeBuilder({ page }).include('[role="group"][aria-label="Book matter"]').withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await expect(editor.saved(page)).toBeVisible()
    const expected = {
      ...BOOK_MATTER,
      disclaimer: DISCLAIMER_SUGGESTIONS.guide,
      authorPhoto: expect.stringMatching(/^asset:[0-9a-f-]{36}$/),
    }
    await expect.poll(async () => (await fetchProject(page, project.id)).publishing).toEqual(expected)
    const saved = (await fetchProject(page, project.id)).publishing

    await page.reload()
    await expect(editor.title(page)).toBeVisible()
    await openPanel(page)
    await expect(panelToggle(page)).toContainText('edition · ISBN · imprint · disclaimer · About the Author · Also by (2) · closing page')
    await expect(form.getByLabel('ISBN', { exact: true })).toHaveValue(BOOK_MATTER.isbn)
    await expect(form.getByLabel('Disclaimer', { exact: true })).toHaveValue(DISCLAIMER_SUGGESTIONS.guide)
    await expect(form.getByRole('textbox', { name: /^Title \d/ })).toHaveText(['', ''])
    await expect(form.getByRole('textbox', { name: 'Title 1' })).toHaveValue('The Short Game')
    await expect(form.getByRole('img', { name: 'Author photo' })).toBeVisible()

    for (const format of ['pdf', 'docx'] as const) {
      const request = page.waitForRequest((r) => r.url().endsWith(`/api/export/${format}`) && r.method() === 'POST')
      const download = page.waitForEvent('download')
      await editor.button(page, `Export as ${format.toUpperCase()}`).click()
      expect((await request).postDataJSON()).toMatchObject({ title: 'Golf for Life', subtitle: 'Lower Scores at Any Age', ...saved })
      await download
    }
  })

  test('a chapter set to front matter with the keyboard is unnumbered in the list, saved, and exported so @phone', async ({
    page,
  }, info) => {
    test.setTimeout(120_000)
    await phoneWidth(page, info.project.name)
    await signUp(page, uniqueEmail('chapter-matter'))
    const base = sampleDocument({ title: 'Golf for Life' }, 4)
    const titles = ['Introduction', 'The Grip', 'The Stance', 'Conclusion']
    const chapters = base.chapters.map((c, i) => ({ ...c, title: titles[i]!, content: `## ${titles[i]}\n\nText ${i + 1}.` }))
    const project = await createProject(page, { ...base, chapters })
    await openEditor(page, project.id, 4)
    const heading = main(page).getByRole('heading', { name: /of 4$/ })
    await expect(heading).toHaveText('Chapter 1 of 4')
    const numbering = main(page).getByLabel('Chapter numbering', { exact: true })
    await expect(numbering).toHaveValue('body')
    // The keyboard alone: to the select, then a choice (a native select takes typed letters).
    await numbering.focus()
    await page.keyboard.press('ArrowUp')
    await expect(numbering).toHaveValue('front')
    await expect(heading).toHaveText('Front matter · 1 of 4')
    await editor.selectChapter(page, 3)
    await numbering.selectOption('back')
    await expect(heading).toHaveText('Back matter · 4 of 4')
    await editor.showChapters(page)
    await expect(editor.chapterList(page)).toHaveText([
      /^– Introduction\s*Unnumbered$/,
      /^1\. The Grip$/,
      /^2\. The Stance$/,
      /^– Conclusion\s*Unnumbered$/,
    ])
    await shot(page, 'i29-chapter-matter', info.project.name)
    await expect(editor.saved(page)).toBeVisible()
    await expect
      .poll(async () => (await fetchProject(page, project.id)).chapters.map((c) => c.matter ?? null))
      .toEqual(['front', null, null, 'back'])

    await page.reload()
    await editor.showChapters(page)
    await expect(editor.chapterList(page).nth(0)).toContainText('Unnumbered')
    await editor.selectChapter(page, 1)
    await expect(heading).toHaveText('Chapter 1 · 2 of 4')
    await editor.openExport(page)
    const request = page.waitForRequest((r) => r.url().endsWith('/api/export/pdf') && r.method() === 'POST')
    const download = page.waitForEvent('download')
    await editor.button(page, 'Export as PDF').click()
    expect(((await request).postDataJSON() as { chapters: { matter?: string }[] }).chapters.map((c) => c.matter ?? null)).toEqual([
      'front',
      null,
      null,
      'back',
    ])
    await download
  })
})
