import { expect, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const STALE_TEXT = 'A practical guide for weekend golfers. In three chapters it builds strength, mobility and a steadier swing.'

test.describe('editor: a description that names a stale chapter count (issue 29)', () => {
  test.describe.configure({ timeout: 60_000 })

  test('adding a chapter brings up the notice; Regenerate description shows a new one, Use replaces it and it is saved; Undo brings the old one back @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('description'))
    const project = await createProject(page, sampleDocument({ description: STALE_TEXT }, 3))
    await openEditor(page, project.id, 3)
    const notice = main(page).getByRole('region', { name: 'Description check' })
    // Three chapters, "three chapters": nothing to say.
    await expect(editor.description(page)).toHaveValue(STALE_TEXT)
    await expect(notice).toHaveCount(0)

    await editor.showChapters(page)
    await editor.button(page, 'Add chapter').click()
    await expect(notice.getByRole('status')).toHaveText(/The description says “three chapters”, but the book now has 4 chapters\./)
    await notice.scrollIntoViewIfNeeded()
    await shot(page, 'stale-description', info.project.name)

    const request = page.waitForRequest((r) => r.url().endsWith(`/api/projects/${project.id}/description`) && r.method() === 'POST')
    await notice.getByRole('button', { name: 'Regenerate description' }).click()
    expect((await request).postDataJSON()).toEqual({})
    const suggestion = notice.locator('blockquote')
    // The built-in writer's: the chapters' own titles, no count.
    await expect(suggestion).toHaveText(/^An? .+ step-by-step guide for weekend golfers over 40\. .*“Chapter 1 Title”/)
    const proposed = (await suggestion.textContent()) ?? ''
    await shot(page, 'stale-description-suggestion', info.project.name)
    // Shown before it replaces anything.
    await expect(editor.description(page)).toHaveValue(STALE_TEXT)

    await notice.getByRole('button', { name: 'Use this description' }).click()
    await expect(editor.description(page)).toHaveValue(proposed)
    await expect(notice).toHaveCount(0)
    await expectToast(page, 'Description replaced', 'The new description will be saved with your project.')
    await expect(editor.saved(page)).toBeVisible()
    await expect.poll(async () => (await fetchProject(page, project.id)).description).toBe(proposed)

    await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Undo' }).click()
    await expect(editor.description(page)).toHaveValue(STALE_TEXT)
    await expect(notice.getByRole('status')).toBeVisible()
  })
})
