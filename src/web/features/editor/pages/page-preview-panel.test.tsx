// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { PagePart, PagePreview } from '@core/page-preview.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { PagePreviewPanel } from './page-preview-panel.tsx'
import { PAGE_PREVIEW_DELAY_MS, type PagePreviewRequest } from './use-page-preview.ts'

const start: ProjectDocument = {
  title: 'Swing Stronger',
  description: 'Strength for golfers.',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 1,
  chapters: [
    { id: '00000000-0000-4000-8000-000000000001', title: 'One', content: 'First.' },
    { id: '00000000-0000-4000-8000-000000000002', title: 'Two', content: 'Second.' },
  ],
}

interface Call {
  part: PagePart
  payload: ExportDocument
  signal: AbortSignal
  answer(pages: number, tag: string): Promise<void>
  fail(error: unknown): Promise<void>
}

/** The server, as a list of requests the test answers when it chooses. */
function fakeServer() {
  const calls: Call[] = []
  const request: PagePreviewRequest = (part, payload, signal) =>
    new Promise<PagePreview>((resolve, reject) => {
      const settle = (run: () => void) => act(async () => run())
      calls.push({
        part,
        payload,
        signal,
        answer: (pages, tag) =>
          settle(() =>
            resolve({
              part,
              pages: Array.from(
                { length: pages },
                (_, i) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${tag} ${i + 1}</title></svg>`,
              ),
              pageCount: pages,
              pageSize: { width: 432, height: 648 },
              firstNumber: part.kind === 'chapter' ? 1 : null,
            }),
          ),
        fail: (error) => settle(() => reject(error)),
      })
    })
  return { calls, request }
}

function setup(first: ProjectDocument = start) {
  const server = fakeServer()
  let latest = first
  function Editor() {
    const [doc, setDoc] = useState(first)
    latest = doc
    return (
      <>
        <input
          aria-label="Chapter title"
          value={doc.chapters[1]!.title}
          onChange={(e) => setDoc((d) => ({ ...d, chapters: [d.chapters[0]!, { ...d.chapters[1]!, title: e.target.value }] }))}
        />
        <PagePreviewPanel
          doc={doc}
          projectId="7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
          onEdit={(change) => setDoc(change)}
          request={server.request}
        />
      </>
    )
  }
  render(<Editor />)
  return { ...server, doc: () => latest }
}

const shownPage = () => decodeURIComponent(screen.getByRole('img').getAttribute('src') ?? '')
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('PagePreviewPanel (decision 87)', () => {
  it("asks for the current chapter's pages at once and pages through them", async () => {
    const { calls } = setup()
    await wait(0)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.part).toEqual({ kind: 'chapter', index: 1 })
    expect(calls[0]!.payload.chapters.map((c) => c.title)).toEqual(['One', 'Two'])
    await calls[0]!.answer(3, 'two')
    expect(screen.getByRole('img', { name: 'Chapter 2, Page 1 of 3' })).toBeInTheDocument()
    expect(shownPage()).toContain('two 1')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(shownPage()).toContain('two 3')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    // The front matter is asked for at once too.
    fireEvent.click(screen.getByRole('button', { name: 'Front matter' }))
    await wait(0)
    expect(calls[1]!.part).toEqual({ kind: 'front' })
  })

  it('refreshes a second after typing stops, aborts the stale request and keeps the old pages meanwhile', async () => {
    const { calls } = setup()
    await wait(0)
    await calls[0]!.answer(1, 'first')
    const title = screen.getByRole('textbox', { name: 'Chapter title' })
    fireEvent.change(title, { target: { value: 'Two and' } })
    // Typing sends nothing: the request waits for the pause.
    expect(calls).toHaveLength(1)
    await wait(PAGE_PREVIEW_DELAY_MS - 10)
    fireEvent.change(title, { target: { value: 'Two and a half' } })
    await wait(PAGE_PREVIEW_DELAY_MS - 10)
    expect(calls).toHaveLength(1)
    await wait(10)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.payload.chapters[1]!.title).toBe('Two and a half')
    // While it renders, the old pages stay, marked as updating.
    expect(shownPage()).toContain('first 1')
    expect(screen.getByRole('status')).toHaveTextContent('Updating…')
    // Another edit before the answer: the older request is aborted and its answer never shown.
    fireEvent.change(title, { target: { value: 'Two and three' } })
    await wait(PAGE_PREVIEW_DELAY_MS)
    expect(calls).toHaveLength(3)
    expect(calls[1]!.signal.aborted).toBe(true)
    await calls[1]!.answer(1, 'stale')
    expect(shownPage()).toContain('first 1')
    await calls[2]!.answer(2, 'fresh')
    expect(shownPage()).toContain('fresh 1')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('changes theme, trim and print beside the pages, into the publishing settings, and shows the new pages', async () => {
    const { calls, doc } = setup()
    await wait(0)
    await calls[0]!.answer(1, 'classic')
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: 'modern' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Trim size' }), { target: { value: '6x9' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /Print interior/ }))
    expect(doc().publishing).toEqual({ theme: 'modern', trimSize: '6x9', print: true })
    await wait(PAGE_PREVIEW_DELAY_MS)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.payload).toMatchObject({ theme: 'modern', trimSize: '6x9', print: true })
    await calls[1]!.answer(1, 'modern')
    expect(shownPage()).toContain('modern 1')
  })

  it("shows a planner's settings beside its pages; the pages are asked for with them and the sections' templates (decision 95)", async () => {
    const planner: ProjectDocument = {
      ...start,
      productType: 'planner',
      chapters: [start.chapters[0]!, { ...start.chapters[1]!, pageTemplate: 'month' }],
    }
    const { calls, doc } = setup(planner)
    await wait(0)
    expect(calls[0]!.payload.chapters[1]).toMatchObject({ pageTemplate: 'month' })
    await calls[0]!.answer(1, 'january')
    expect(screen.getByRole('img', { name: 'Section 2, Page 1 of 1' })).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'Planner year' }), { target: { value: '2027' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Start month' }), { target: { value: '9' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Week starts on' }), { target: { value: 'sunday' } })
    expect(doc().publishing).toEqual({ plannerYear: 2027, plannerStartMonth: 9, weekStart: 'sunday' })
    await wait(PAGE_PREVIEW_DELAY_MS)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.payload).toMatchObject({ plannerYear: 2027, plannerStartMonth: 9, weekStart: 'sunday' })
  })

  it('says what failed, keeps the last pages and tries again on request', async () => {
    const { calls } = setup()
    await wait(0)
    await calls[0]!.answer(1, 'kept')
    fireEvent.change(screen.getByRole('textbox', { name: 'Chapter title' }), { target: { value: 'Changed' } })
    await wait(PAGE_PREVIEW_DELAY_MS)
    await calls[1]!.fail(new ApiError(429, JSON.stringify({ code: 'rate_limited', message: 'Too many page previews.' }), 'rate_limited'))
    expect(screen.getByRole('alert')).toHaveTextContent('429: Too many page previews.')
    expect(shownPage()).toContain('kept 1')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await wait(0)
    expect(calls).toHaveLength(3)
    await calls[2]!.answer(1, 'again')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(shownPage()).toContain('again 1')
  })
})
