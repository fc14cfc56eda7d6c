import { expect, test } from '@playwright/test'
import { gzipSize } from '../../bench/page-assets.ts'
import { editorLoadGuard } from '../../bench/web-options.ts'
import { signUp, uniqueEmail } from './support/auth.ts'
import { chooseEditorMode, createProject, editor, sampleDocument } from './support/projects.ts'

// Decision 111: what only some actions need (export settings, the cover designer, history, the
// page preview, images, the AI suggestion, the visual editor in Edit mode) loads on that action.
// No timings here: `npm run bench:web` and `npm run bench:editor` measure.

test('the editor route loads only what typing needs, within its guard, and the actions still load on demand', async ({ page, baseURL }) => {
  await signUp(page, uniqueEmail('editor-load'))
  const project = await createProject(page, sampleDocument())
  await chooseEditorMode(page, 'edit')

  const scripts: { url: string; size: Promise<number> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(`${baseURL}/`))
      scripts.push({ url: response.url(), size: response.body().then(gzipSize) })
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // A fresh page load: the sign-up's own scripts do not count.
  await page.goto(`/editor?project=${project.id}`, { waitUntil: 'networkidle' })
  await expect(editor.chapterContent(page)).toBeEditable()
  await page.waitForLoadState('networkidle')
  const loaded = scripts.map((s) => new URL(s.url).pathname)
  const gzipBytes = (await Promise.all(scripts.map((s) => s.size))).reduce((sum, n) => sum + n, 0)
  // Printed for the record (decision 111's figures); the guard below is the check.
  console.log(`/editor in Edit mode loads ${(gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip) in ${loaded.length} files`)
  expect(gzipBytes, `gzip bytes of the JavaScript /editor loads in Edit mode (${loaded.length} files)`).toBeLessThanOrEqual(
    editorLoadGuard.jsGzipBytesMax,
  )
  // None of the on-demand parts came with the route.
  for (const part of [
    'visual-editor',
    'export-section',
    'cover-designer',
    'history-body',
    'page-preview-panel',
    'insert-image-dialog',
    'suggestion-panel',
    // Radix's menu: on intent over a menu's button (the user menu, AI edit, the regenerate arrow).
    'dropdown-menu',
    // dnd-kit: after the pointer first moves (only a pointer drags chapters).
    'sortable-rows',
  ])
    expect(
      loaded.filter((path) => new RegExp(`/${part}-[\\w-]{8}\\.js$`).test(path)),
      part,
    ).toEqual([])

  // Each action still works: its part arrives when asked for. The menus open on their first key press.
  await editor.button(page, 'AI edit of the selected text').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Select some text in the chapter first.' })).toBeVisible()
  await page.keyboard.press('Escape')
  await editor.button(page, 'History').click()
  await expect(page.getByRole('dialog', { name: 'Chapter history' }).getByText('No earlier versions yet')).toBeVisible()
  await page.keyboard.press('Escape')
  await editor.openExport(page)
  expect(errors).toEqual([])
})
