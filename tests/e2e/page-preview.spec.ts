import { expect, type Page, test } from '@playwright/test'
import { signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const longChapter = Array.from(
  { length: 14 },
  (_, i) =>
    `Paragraph ${i + 1}: rotation starts in the hips, and a golfer over forty keeps it by training mobility and strength together, a little every day, rather than by swinging harder on the weekend.`,
).join('\n\n')

const pagesView = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Page preview' })
const pageImage = (page: Page) => pagesView(page).getByRole('img')
const previewRequest = (page: Page) => page.waitForRequest((r) => r.url().includes('/api/export/pages') && r.method() === 'POST')

test.describe('editor: page preview (issue 27, decision 87)', () => {
  test('the Pages view shows the real pages, follows the theme and the text, and saves the settings @phone', async ({ page }, info) => {
    // The first preview waits for an export worker to start and load Typst's fonts.
    test.slow()
    if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
    await signUp(page, uniqueEmail('pages'))
    const base = sampleDocument()
    const chapters = base.chapters.map((chapter, i) =>
      i === 0 ? { ...chapter, content: `${chapter.content}\n${longChapter}\n` } : chapter,
    )
    const project = await createProject(page, { ...base, chapters, publishing: { trimSize: '6x9' } })
    await openEditor(page, project.id, 3)

    const first = previewRequest(page)
    await page.getByRole('main').getByRole('group', { name: 'Chapter view' }).getByRole('button', { name: 'Pages' }).click()
    expect((await first).url()).toContain('part=chapter&chapter=0')
    await expect(pageImage(page)).toHaveAccessibleName(/^Chapter 1, Page 1 of [2-9]$/)
    const classic = await pageImage(page).getAttribute('src')
    expect(classic).toMatch(/^data:image\/svg\+xml/)
    // The image is the page at the trim's shape: 6 × 9 in.
    const box = (await pageImage(page).boundingBox())!
    expect(box.height / box.width).toBeCloseTo(1.5, 1)
    // The four chapter views fit a 390 px phone.
    const views = page.getByRole('main').getByRole('group', { name: 'Chapter view' })
    const card = views.locator('xpath=ancestor::section[1]')
    const [viewsBox, cardBox] = [(await views.boundingBox())!, (await card.boundingBox())!]
    expect(viewsBox.x + viewsBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
    await shot(page, 'page-preview-views', info.project.name)
    await pagesView(page).evaluate((view) => view.scrollIntoView({ block: 'start' }))
    await shot(page, 'page-preview-chapter', info.project.name)

    // A theme chosen beside the pages: the request carries it, new pages come, the project keeps it.
    const themed = previewRequest(page)
    await pagesView(page).getByRole('combobox', { name: 'Theme' }).selectOption('modern')
    expect((await themed).postDataJSON()).toMatchObject({ theme: 'modern', trimSize: '6x9' })
    await expect(pageImage(page)).not.toHaveAttribute('src', classic!)
    await expect.poll(async () => (await fetchProject(page, project.id)).publishing?.theme).toBe('modern')

    // Typing: the pages follow once it pauses.
    const modern = await pageImage(page).getAttribute('src')
    const typed = previewRequest(page)
    await editor.chapterTitle(page).fill('Rotation From the Hips')
    expect((await typed).postDataJSON().chapters[0].title).toBe('Rotation From the Hips')
    await expect(pageImage(page)).not.toHaveAttribute('src', modern!)

    // The front matter, and paging through it.
    await pagesView(page).getByRole('button', { name: 'Front matter' }).click()
    await expect(pageImage(page)).toHaveAccessibleName(/^Front matter, Page 1 of 4$/)
    await pagesView(page).getByRole('button', { name: 'Next page' }).click()
    await expect(pageImage(page)).toHaveAccessibleName('Front matter, Page 2 of 4')
    await pagesView(page).evaluate((view) => view.scrollIntoView({ block: 'start' }))
    await shot(page, 'page-preview-front', info.project.name)
    // On a phone the settings follow the pages.
    await pagesView(page)
      .getByRole('group', { name: 'Page settings' })
      .evaluate((group) => group.scrollIntoView({ block: 'end' }))
    await shot(page, 'page-preview-settings', info.project.name)
  })
})
