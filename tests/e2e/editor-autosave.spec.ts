import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { accessToken, createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const SAVING = 'Saving…'
const OFFLINE = 'Offline — retrying…'

async function signedInWithProject(page: Page, tag: string) {
  await signUp(page, uniqueEmail(tag))
  const project = await createProject(page, sampleDocument())
  await openEditor(page, project.id, 3)
  return project
}

const unsavedCopies = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('folio-editor-unsaved-')))

/** PUT /api/projects/:id fails as a lost connection does, until the returned function is called. */
async function dropSaves(page: Page) {
  const pattern = '**/api/projects/*'
  await page.route(pattern, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()))
  return () => page.unroute(pattern)
}

test.describe('editor: autosave', () => {
  test('an edit shows Saving…, then All changes saved, and survives a reload @phone', async ({ page }, info) => {
    const project = await signedInWithProject(page, 'ed-save')
    await editor.chapterContent(page).fill('## Chapter 1 Title\n\nRewritten by hand.')
    await expect(main(page).getByText(SAVING, { exact: true })).toBeVisible()
    await expect(editor.saved(page)).toBeVisible()
    await shot(page, 'editor-saved', info.project.name)

    await page.reload()
    await expect(editor.chapterContent(page)).toHaveValue('## Chapter 1 Title\n\nRewritten by hand.')
    const saved = await fetchProject(page, project.id)
    expect(saved.chapters[0]?.content).toBe('## Chapter 1 Title\n\nRewritten by hand.')
    expect(saved.revision).toBeGreaterThan(project.revision)
  })

  test('a reload straight after typing, before the save is due, loses nothing', async ({ page }) => {
    const project = await signedInWithProject(page, 'ed-leave')
    await editor.title(page).fill('Typed just before leaving')
    await page.reload()
    await expect(editor.title(page)).toHaveValue('Typed just before leaving')
    await expect(editor.saved(page)).toBeVisible()
    await expect.poll(async () => (await fetchProject(page, project.id)).title).toBe('Typed just before leaving')
  })

  test('offline: the edit waits, says so, and is saved once the connection is back @phone', async ({ page, context }, info) => {
    const project = await signedInWithProject(page, 'ed-offline')
    await context.setOffline(true)
    await editor.description(page).fill('Written on a train.')
    await expect(main(page).getByText(OFFLINE, { exact: true })).toBeVisible()
    await expect(editor.button(page, 'Retry now')).toBeVisible()
    await shot(page, 'editor-offline', info.project.name)
    await context.setOffline(false)
    await expect(editor.saved(page)).toBeVisible({ timeout: 15_000 })
    expect((await fetchProject(page, project.id)).description).toBe('Written on a train.')
  })

  test('a reload while saves fail loses nothing; the text reaches the server once they work again', async ({ page }) => {
    const project = await signedInWithProject(page, 'ed-reload-offline')
    const restore = await dropSaves(page)
    await editor.chapterTitle(page).fill('Kept through the reload')
    await expect(main(page).getByText(OFFLINE, { exact: true })).toBeVisible()

    // Chromium may still deliver the page's last keepalive save; if not, this browser's copy is restored.
    await page.reload()
    await expect(editor.chapterTitle(page)).toHaveValue('Kept through the reload')
    await expect(editor.currentChapter(page)).toHaveText('1. Kept through the reload')
    await restore()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(editor.saved(page)).toBeVisible()
    await expect.poll(async () => (await fetchProject(page, project.id)).chapters[0]?.title).toBe('Kept through the reload')
    await expect.poll(() => unsavedCopies(page)).toEqual([])
  })

  test('an unsaved copy an earlier visit left behind is restored, its kept versions sent first, then saved', async ({ page }) => {
    const project = await signedInWithProject(page, 'ed-copy')
    const chapter = project.chapters[0]
    if (!chapter) throw new Error('no chapter')
    const copy = {
      document: {
        ...sampleDocument(),
        chapters: project.chapters.map((c, i) =>
          i === 0 ? { ...c, title: 'Regenerated offline', content: '## Regenerated offline\n\nNew.' } : c,
        ),
      },
      versions: [{ chapterId: chapter.id, title: chapter.title, content: chapter.content, reason: 'regenerate' }],
      maxRevision: project.revision,
      editedAt: Date.now(),
    }
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `folio-editor-unsaved-v1:${project.id}`,
      JSON.stringify(copy),
    ] as const)
    const order: string[] = []
    page.on('request', (req) => {
      if (req.url().includes(`/api/projects/${project.id}`) && req.method() !== 'GET')
        order.push(`${req.method()} ${new URL(req.url()).pathname}`)
    })
    await openEditor(page, project.id, 3)
    await expect(editor.chapterTitle(page)).toHaveValue('Regenerated offline')
    await expect(editor.saved(page)).toBeVisible()
    expect(order).toEqual([`POST /api/projects/${project.id}/versions`, `PUT /api/projects/${project.id}`])
    expect((await fetchProject(page, project.id)).chapters[0]?.title).toBe('Regenerated offline')
    const res = await page.request.get(`/api/projects/${project.id}/versions?chapterId=${chapter.id}`, {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    })
    const { versions } = (await res.json()) as { versions: { content: string; reason: string }[] }
    expect(versions.map((v) => [v.content, v.reason])).toEqual([[chapter.content, 'regenerate']])
    expect(await unsavedCopies(page)).toEqual([])
  })
})
