import { expect, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, openEditor, sampleDocument, shot } from './support/projects.ts'

// A 1×1 PNG: printed at 150 px/in, below the 300 dpi print asks for.
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

test.describe('editor: preflight (decision 57)', () => {
  test('Check for print lists pages against KDP, trim, fonts, a low-resolution image and Korean text @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('preflight'))
    const base = sampleDocument({ publishing: { trimSize: '6x9', print: true } })
    const chapters = [...base.chapters]
    chapters[1] = { ...chapters[1]!, content: `## Pictures\n\n![Grip chart](${TINY_PNG})\n\nSay 안녕 to the range.\n` }
    const project = await createProject(page, { ...base, chapters })
    await openEditor(page, project.id, 3)
    await editor.openExport(page)
    const group = main(page).getByRole('group', { name: 'Preflight (print PDF)' })
    const request = page.waitForRequest((r) => r.url().endsWith('/api/export/preflight') && r.method() === 'POST')
    await group.getByRole('button', { name: 'Check for print' }).click()
    expect((await request).postDataJSON()).toMatchObject({ trimSize: '6x9', print: true })
    const list = group.getByRole('list', { name: 'Print check' })
    await expect(list).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveText([
      /^Check: \d+ pages? \(a KDP paperback needs 24–828\)$/,
      'Passes: Trade paperback (6 × 9 in), print interior',
      'Passes: All fonts embedded',
      'Check: Below 300 dpi: Grip chart (150 dpi)',
      'Check: Cannot print: Chapter 2 (“Chapter 2 Title”): 안 (U+C548), 녕 (U+B155)',
      // KDP's margins for the page count the check measured (issue 29, decision 98).
      /^Passes: Margins clear: 0\.375 in inside for \d+ pages?, 0\.25 in outside, top and bottom$/,
      /^Passes: Paperback cover 12\.\d{3} in × 9\.250 in with bleed; spine 0\.\d{3} in for \d+ pages? on white paper$/,
      'Passes: No spine text: KDP prints it only on books of more than 79 pages',
    ])
    await group.scrollIntoViewIfNeeded()
    await shot(page, 'preflight-report', info.project.name)
  })
})
