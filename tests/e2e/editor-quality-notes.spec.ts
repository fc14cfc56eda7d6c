import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { QualityNote } from '../../src/core/generation-schemas.ts'
import { signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const notes: QualityNote[] = [
  {
    id: 'repetition-1-fixed',
    kind: 'repetition',
    text: '2 repeated passages with chapter 1 — fixed',
    excerpts: ['A steady warm-up is simply ten minutes of easy movement before you swing.', 'Stretch your hips before every round.'],
    otherChapter: 1,
    status: 'fixed',
  },
  {
    id: 'unsourced-open',
    kind: 'unsourced',
    text: '1 statistic to verify',
    excerpts: ['73% of golfers over 40 lose distance every year.'],
    status: 'open',
  },
]

test.describe('editor: quality notes', () => {
  test('the current chapter shows its notes, which open and are dismissed for good @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('quality'))
    const doc = sampleDocument()
    const chapters = doc.chapters.map((c, i) => (i === 1 ? { ...c, notes } : c))
    const project = await createProject(page, { ...doc, chapters, currentChapterIndex: 1 })
    await openEditor(page, project.id, 3)

    const button = editor.button(page, 'Quality notes (2)')
    await expect(button).toBeVisible()
    await button.scrollIntoViewIfNeeded()
    await shot(page, 'quality-notes-button', info.project.name)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Quality notes' })
    await expect(dialog.getByRole('heading', { name: '2 repeated passages with chapter 1 — fixed' })).toBeVisible()
    await expect(dialog.getByText('73% of golfers over 40 lose distance every year.')).toBeVisible()
    await shot(page, 'quality-notes-dialog', info.project.name)
    if (info.project.name === 'phone') {
      await page.setViewportSize({ width: 390, height: 844 })
      await shot(page, 'quality-notes-dialog-390', info.project.name)
    }
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

    await dialog.getByRole('button', { name: 'Dismiss: 1 statistic to verify' }).click()
    await expect(dialog.getByText('1 statistic to verify')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(editor.button(page, 'Quality notes (1)')).toBeVisible()
    await expect(editor.saved(page)).toBeVisible()
    expect((await fetchProject(page, project.id)).chapters[1]?.notes?.map((n) => n.id)).toEqual(['repetition-1-fixed'])

    // Other chapters have no notes, and the dismissal survives a reload.
    await editor.selectChapter(page, 0)
    await expect(page.getByRole('button', { name: /Quality notes/ })).toHaveCount(0)
    await page.reload()
    await editor.selectChapter(page, 1)
    await expect(editor.button(page, 'Quality notes (1)')).toBeVisible()
  })
})
