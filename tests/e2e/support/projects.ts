import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import type { Project, ProjectDocument } from '../../../src/core/project-schemas.ts'

/** The signed-in page's access token, from supabase-js's session in localStorage (key `sb-…-auth-token`). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      if (/^sb-.*-auth-token$/.test(key))
        return (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token
    }
    return undefined
  })
  if (!token) throw new Error('No session in localStorage: sign the page in first')
  return token
}

/** A document of `count` chapters with Markdown worth rendering (headings, a list, a checklist). */
export function sampleDocument(overrides: Partial<ProjectDocument> = {}, count = 3): ProjectDocument {
  return {
    title: 'Swing Stronger After 40',
    description: 'A practical strength and mobility guide for weekend golfers.',
    productType: 'guide',
    tone: 'friendly',
    targetAudience: 'weekend golfers over 40',
    currentChapterIndex: 0,
    chapters: Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      title: `Chapter ${i + 1} Title`,
      content: `## Chapter ${i + 1} Title\n\nIntro paragraph ${i + 1} with **bold** and *italic* text.\n\n### Key points\n\n- First point\n- Second point\n\n- [ ] Try this today\n- [x] Already done\n`,
    })),
    ...overrides,
  }
}

/** Saves a project for the signed-in page's user through the API, as the editor would. */
export async function createProject(page: Page, document: ProjectDocument = sampleDocument()): Promise<Project> {
  const res = await page.request.post('/api/projects', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: document,
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Project
}

/** The project as the server has it now (to check that autosave reached it). */
export async function fetchProject(page: Page, id: string): Promise<Project> {
  const res = await page.request.get(`/api/projects/${id}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Project
}

const CHAPTER_LIST = /^(Chapters|Sections)$/

/** The editor's controls (docs/product.md#editor), by the names a person (or a screen reader) finds them by. */
export const editor = {
  title: (page: Page) => page.getByRole('main').getByLabel('Document title', { exact: true }),
  description: (page: Page) => page.getByRole('main').getByLabel('Description', { exact: true }),
  // Folded on a phone (decision 61): found for their text and count; `selectChapter` unfolds them to click.
  // A planner's or checklist's chapters are its 'Sections' (decision 95).
  chapterList: (page: Page) =>
    page
      .getByRole('main')
      .getByRole('navigation', { name: CHAPTER_LIST, includeHidden: true })
      .getByRole('button', { includeHidden: true }),
  currentChapter: (page: Page) =>
    page.getByRole('main').getByRole('navigation', { name: CHAPTER_LIST, includeHidden: true }).locator('[aria-current="true"]'),
  chapterTitle: (page: Page) => page.getByRole('main').getByLabel('Chapter title', { exact: true }),
  chapterContent: (page: Page) => page.getByRole('main').getByLabel('Chapter content', { exact: true }),
  preview: (page: Page) => page.getByRole('main').getByRole('region', { name: 'Chapter preview' }),
  button: (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true }),
  saved: (page: Page) => page.getByRole('main').getByText('All changes saved', { exact: true }),
  /** On a phone, unfolds the chapter list ('Chapters (n)'); on a desktop it is always open. */
  async showChapters(page: Page) {
    // After a reload the toggle is not there until the editor has loaded: asking at once would skip it.
    await expect(editor.title(page)).toBeVisible()
    const toggle = page.getByRole('main').getByRole('button', { name: /^(Chapters|Sections) \(\d+\)/ })
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  },
  async selectChapter(page: Page, index: number) {
    await editor.showChapters(page)
    await editor.chapterList(page).nth(index).click()
  },
  /** Opens the header's Export panel (decision 61) unless it is open. */
  async openExport(page: Page) {
    const toggle = page.getByRole('main').getByRole('button', { name: 'Export', exact: true })
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    await expect(page.getByRole('main').getByRole('button', { name: 'Export as PDF' })).toBeVisible()
  },
}

/** The signed-in page's user id, from the same stored session. */
export async function userId(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      if (/^sb-.*-auth-token$/.test(key))
        return (JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: { id?: string } } | null)?.user?.id
    }
    return undefined
  })
  if (!id) throw new Error('No session in localStorage: sign the page in first')
  return id
}

export type EditorMode = 'visual' | 'edit'

/** The chapter mode the editor remembers for the signed-in user (src/web/features/editor/chapter/editor-mode.ts). */
export async function chooseEditorMode(page: Page, mode: EditorMode) {
  const key = `folio-editor-mode-v1:${await userId(page)}`
  await page.evaluate(([k, m]) => localStorage.setItem(k, m), [key, mode] as const)
}

/**
 * Opens a project in the editor and waits until its chapters show. In Edit mode unless told:
 * most editor tests work on the Markdown box; Visual (the default for a new user) has its own.
 */
export async function openEditor(page: Page, id: string, chapterCount?: number, mode: EditorMode = 'edit') {
  await chooseEditorMode(page, mode)
  await page.goto(`/editor?project=${id}`)
  await expect(editor.title(page)).toBeVisible()
  if (chapterCount !== undefined) await expect(editor.chapterList(page)).toHaveCount(chapterCount)
}

/** Screenshots to look at (not assertions): /tmp/shots/<name>-<project>.png. */
export async function shot(page: Page, name: string, project: string, fullPage = false) {
  await page.screenshot({ path: `/tmp/shots/${name}-${project}.png`, fullPage })
}
