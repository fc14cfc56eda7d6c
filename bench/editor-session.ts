import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { ProjectDocument } from '../src/core/project-schemas.ts'
import { longExportDocument } from '../tests/support/export/export-fixtures.ts'

// A signed-in browser on a project with one long chapter: what the editor benchmarks measure on.

const PASSWORD = 'editor-bench-Password-9'

export interface EditorSession {
  context: BrowserContext
  page: Page
  projectId: string
  /** Chooses the editor's remembered mode (src/web/features/editor/chapter/editor-mode.ts) and opens the project. */
  open(mode: 'visual' | 'edit'): Promise<void>
}

/** One chapter of about `words` words: the export benchmark's long, realistic draft. */
export function longChapterDocument(words: number): ProjectDocument {
  const chapter = longExportDocument(1, words).chapters[0]!
  return {
    title: 'The Long Habit Book',
    description: 'One long chapter for timing the editor.',
    productType: 'ebook',
    tone: 'friendly',
    targetAudience: 'writers',
    currentChapterIndex: 0,
    chapters: [{ id: randomUUID(), title: chapter.title, content: chapter.content }],
  }
}

/** Signs a new account up (API), saves the document for it, and signs a browser context in through the form. */
export async function editorSession(browser: Browser, baseUrl: string, doc: ProjectDocument): Promise<EditorSession> {
  const email = `editor-bench-${Date.now().toString(36)}@example.com`
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const session = (await res.json()) as { access_token?: string; user?: { id?: string } }
  if (!session.access_token || !session.user?.id) throw new Error(`Sign-up gave no session (${res.status}): ${JSON.stringify(session)}`)
  const userId = session.user.id
  const created = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify(doc),
  })
  if (created.status !== 201) throw new Error(`Saving the project failed (${created.status}): ${await created.text()}`)
  const projectId = ((await created.json()) as { id: string }).id

  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  // The form is prerendered: fill it once the app has hydrated it.
  await page.goto(`${baseUrl}/auth/sign-in`, { waitUntil: 'networkidle', timeout: 90_000 })
  const form = page.getByRole('main')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.waitForURL(/\/dashboard$/, { timeout: 90_000 })
  return {
    context,
    page,
    projectId,
    async open(mode) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`folio-editor-mode-v1:${userId}`, mode] as const)
      await page.goto(`${baseUrl}/editor?project=${projectId}`)
      const box = page.getByRole('main').getByRole('textbox', { name: 'Chapter content', exact: true })
      await box.waitFor({ timeout: 60_000 })
      // The visual editor reads the chapter just after it appears: wait for its words.
      await page.waitForFunction(
        () => {
          const box = document.querySelector<HTMLElement>('main [aria-label="Chapter content"], main textarea')
          return ((box instanceof HTMLTextAreaElement ? box.value : box?.textContent)?.length ?? 0) > 1000
        },
        undefined,
        { timeout: 60_000 },
      )
    },
  }
}
