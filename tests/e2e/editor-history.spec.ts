import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { expectToast, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

async function openHistory(page: Page) {
  await editor.button(page, 'History').click()
  const dialog = page.getByRole('dialog', { name: 'Chapter history' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('editor: chapter history', () => {
  // Several regenerations, saves and a reload each: more than the default 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  test('keeps the text a regeneration replaced, compares it and restores it, which survives a reload @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('history'))
    const doc = sampleDocument()
    const original = doc.chapters[0]?.content ?? ''
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)

    let dialog = await openHistory(page)
    await expect(dialog.getByText('No earlier versions yet')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await editor.button(page, 'More ways to regenerate').click()
    await page.getByRole('menuitem', { name: 'Make longer' }).click()
    // Closed so it does not cover the dialog (on a phone toasts sit at the top).
    await (await expectToast(page, 'Chapter regenerated')).getByRole('button', { name: 'Close' }).click()
    const longer = await editor.chapterContent(page).inputValue()
    expect(longer).not.toBe(original)

    dialog = await openHistory(page)
    const versions = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('button')
    await expect(versions).toHaveCount(1)
    await expect(versions.first()).toContainText('Before Make longer')
    await expect(versions.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/)
    // The comparison opens on the newest version: lines only the current text has are marked added.
    const diff = dialog.getByRole('group', { name: 'Differences between this version and the current text' })
    await expect(diff.locator('[data-diff="added"]').first()).toBeVisible()
    await expect(dialog.getByText('Removed: only in this version')).toBeVisible()
    await expect(dialog.getByText(/^Compared with the current text: \d+ lines? removed, \d+ added\.$/)).toBeVisible()
    await shot(page, 'history-diff', info.project.name)
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

    await dialog.getByRole('button', { name: 'Restore this version' }).click()
    await expectToast(page, 'Version restored')
    await expect(dialog).toBeHidden()
    await expect(editor.chapterContent(page)).toHaveValue(original)
    await expect(editor.saved(page)).toBeVisible()

    await page.reload()
    await expect(editor.chapterContent(page)).toHaveValue(original)
    expect((await fetchProject(page, project.id)).chapters[0]?.content).toBe(original)

    // The restore kept the longer text too: it can be brought back in turn.
    dialog = await openHistory(page)
    await expect(versions).toHaveCount(2)
    await expect(versions.nth(0)).toContainText('Before a restore')
    await expect(versions.nth(1)).toContainText('Before Make longer')
    await expect(versions.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(diff.locator('[data-diff="removed"]').first()).toBeVisible()
    await shot(page, 'history-diff-removed', info.project.name)
    await dialog.getByRole('button', { name: 'Restore this version' }).click()
    await expectToast(page, 'Version restored')
    await expect(editor.chapterContent(page)).toHaveValue(longer)
  })

  test("each chapter has its own history, and Regenerate Style's rewrites are in it", async ({ page }) => {
    await signUp(page, uniqueEmail('history-style'))
    // A voice to change: the built-in writer's restyle keeps the content and swaps contractions and openers.
    const base = sampleDocument()
    const doc = {
      ...base,
      chapters: base.chapters.map((c, i) => ({
        ...c,
        content: `## Chapter ${i + 1} Title\n\nIt is important to warm up. Do not rush the last set.\n`,
      })),
    }
    const project = await createProject(page, doc)
    await openEditor(page, project.id, 3)
    await editor.button(page, 'Regenerate Style').click()
    await expectToast(page, 'Style regenerated')

    await editor.selectChapter(page, 1)
    const dialog = await openHistory(page)
    await expect(dialog).toContainText('Earlier versions of “Chapter 2 Title”')
    const versions = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('button')
    await expect(versions).toHaveCount(1)
    await expect(versions.first()).toContainText('Before Regenerate Style')
    await dialog.getByRole('button', { name: 'Restore this version' }).click()
    await expect(editor.chapterContent(page)).toHaveValue(doc.chapters[1]?.content ?? '')
  })
})
