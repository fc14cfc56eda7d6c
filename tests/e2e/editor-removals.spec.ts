import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { ChapterRemoval } from '../../src/core/generation-schemas.ts'
import { signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const removals: ChapterRemoval[] = [
  {
    id: 'signoff-1',
    source: 'cleaner',
    reason: 'sign-off',
    text: '\n\nHappy swinging, and let me know if you want a printable warm-up card!',
    before: '- [x] Already done',
  },
  {
    id: 'revision-1',
    source: 'quality',
    reason: 'revision',
    text: ' Studies show most golfers lose ten yards a decade.',
    before: 'Intro paragraph 2 with **bold** and *italic* text.',
  },
]

test.describe('editor: text the cleaner took out (decision 79)', () => {
  test('each removal is listed, restored in one click with a version kept, or dismissed @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('removals'))
    const doc = sampleDocument()
    const chapters = doc.chapters.map((c, i) => (i === 1 ? { ...c, removals } : c))
    const project = await createProject(page, { ...doc, chapters, currentChapterIndex: 1 })
    await openEditor(page, project.id, 3)

    const notice = page.getByRole('region', { name: /Text taken out of this chapter/ })
    await expect(notice).toBeVisible()
    await expect(notice.getByText('Removed as a sign-off: “Happy swinging, and let me know if you…”')).toBeVisible()
    await expect(notice.getByText('Removed in a revision: “Studies show most golfers lose ten yards a…”')).toBeVisible()
    await notice.scrollIntoViewIfNeeded()
    await shot(page, 'removals-notice', info.project.name)
    const axe = await new AxeBuilder({ page })
      .include('main section[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

    await notice.getByRole('button', { name: /^Restore: Removed as a sign-off/ }).click()
    await expect(notice.getByText(/Removed as a sign-off/)).toBeHidden()
    await expect(editor.saved(page)).toBeVisible()
    let saved = (await fetchProject(page, project.id)).chapters[1]
    expect(
      saved?.content.trimEnd().endsWith('- [x] Already done\n\nHappy swinging, and let me know if you want a printable warm-up card!'),
    ).toBe(true)
    expect(saved?.removals?.map((r) => r.id)).toEqual(['revision-1'])
    await shot(page, 'removals-restored', info.project.name)

    // The text before the restore is in the chapter's history, like any rewrite.
    await editor.button(page, 'History').click()
    const history = page.getByRole('dialog')
    await expect(history.getByRole('list', { name: 'Earlier versions' }).getByRole('button').first()).toContainText('Before a restore')
    await page.keyboard.press('Escape')

    await notice.getByRole('button', { name: /^Dismiss: Removed in a revision/ }).click()
    await expect(notice).toBeHidden()
    await expect(editor.saved(page)).toBeVisible()
    saved = (await fetchProject(page, project.id)).chapters[1]
    expect(saved).not.toHaveProperty('removals')
    expect(saved?.content).not.toContain('Studies show')
  })
})
