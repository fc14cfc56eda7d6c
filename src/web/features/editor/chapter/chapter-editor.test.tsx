// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import type { Editor } from '@tiptap/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { selectChapter, setChapterContent } from '../document-edits.ts'
import { ChapterEditor } from './chapter-editor.tsx'
import { editorModeKey } from './editor-mode.ts'

// The image store: an upload answers with a stored image, as the server would.
vi.mock('../images/images-api.ts', () => ({
  uploadProjectImage: vi.fn(async () => ({
    id: '3931ce2c-154a-4b46-aea6-80a279d953e9',
    contentType: 'image/png',
    byteSize: 3,
    width: 1,
    height: 1,
    createdAt: '2026-11-23T00:00:00Z',
  })),
  rememberProjectImage: () => undefined,
  projectImageUrl: async () => 'blob:http://localhost/lake',
}))

// jsdom lays nothing out; ProseMirror measures the cursor to scroll it into view.
beforeAll(() => {
  const none = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList
  Range.prototype.getClientRects = none
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0)
  Element.prototype.getClientRects = none
  document.elementFromPoint = () => null
})
beforeEach(() => localStorage.clear())
afterEach(cleanup)

const PROJECT = '11111111-1111-4111-8111-111111111111'
const ASSET = 'asset:3931ce2c-154a-4b46-aea6-80a279d953e9'

const doc = (...contents: string[]): ProjectDocument => ({
  title: 'Walking',
  description: '',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'walkers',
  currentChapterIndex: 0,
  chapters: contents.map((content, i) => ({ id: `c${i + 1}`, title: `Chapter ${i + 1}`, content })),
})

/** The editor page's part of it: the document lives here, as in ProjectEditor. */
function open(start: ProjectDocument, { userId = 'u1', busy = false } = {}) {
  const seen = {
    doc: start,
    select: (_index: number) => undefined as void,
    replace: (_index: number, _content: string) => undefined as void,
    /** Set when the page's own cleanup ran (where ProjectEditor closes its save queue). */
    closed: false,
    /** Texts that arrived after that: lost, as the queue takes no more. */
    late: [] as string[],
  }
  function Page({ busy: isBusy }: { busy: boolean }) {
    const [current, setCurrent] = useState(start)
    seen.doc = current
    seen.select = (index) => setCurrent((d) => selectChapter(d, index))
    seen.replace = (index, content) => setCurrent((d) => setChapterContent(d, index, content))
    useEffect(() => () => void (seen.closed = true), [])
    return (
      <ChapterEditor
        userId={userId}
        projectId={PROJECT}
        doc={current}
        edits={{ replaceChapters: async () => undefined, restoreRemoval: async () => undefined }}
        busy={isBusy}
        titleRef={null}
        onTitle={() => undefined}
        onContent={(content, chapterId) => {
          if (seen.closed) seen.late.push(content)
          const write = (d: ProjectDocument) =>
            setChapterContent(
              d,
              d.chapters.findIndex((c) => c.id === chapterId),
              content,
            )
          // Also straight into `seen`: after the page has gone, no render copies it there.
          seen.doc = write(seen.doc)
          setCurrent(write)
        }}
        onEdit={(change) => setCurrent(change)}
        onRemove={() => undefined}
        onDismissNote={() => undefined}
        onDismissRemoval={() => undefined}
      />
    )
  }
  const client = new QueryClient()
  const view = render(
    <QueryClientProvider client={client}>
      <Page busy={busy} />
    </QueryClientProvider>,
  )
  const rerender = (next: { busy: boolean }) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Page busy={next.busy} />
      </QueryClientProvider>,
    )
  return { ...view, seen, rerender }
}

const modeButton = (name: string) => screen.getByRole('button', { name })
/** The visual editor's text box (contenteditable), once its chunk has loaded. */
async function visualBox() {
  const box = await screen.findByRole('textbox', { name: 'Chapter content' }, { timeout: 5000 })
  expect(box).toHaveAttribute('contenteditable')
  return box as HTMLElement & { editor: Editor }
}

describe('ChapterEditor modes (docs/product.md#editor)', () => {
  it('opens in Visual for a new user; a choice of Edit is remembered across chapters and reloads, for that user only', async () => {
    const user = userEvent.setup()
    const first = open(doc('## One\n\nFirst.\n', '## Two\n\nSecond.\n'))
    await visualBox()
    expect(modeButton('Visual')).toHaveAttribute('aria-pressed', 'true')
    await user.click(modeButton('Edit'))
    expect(screen.getByRole('textbox', { name: 'Chapter content' })).toHaveValue('## One\n\nFirst.\n')
    act(() => first.seen.select(1))
    expect(screen.getByRole('textbox', { name: 'Chapter content' })).toHaveValue('## Two\n\nSecond.\n')
    expect(localStorage.getItem(editorModeKey('u1'))).toBe('edit')
    // Preview is a look, not a way of writing: the remembered choice stays Edit.
    await user.click(modeButton('Preview'))
    expect(localStorage.getItem(editorModeKey('u1'))).toBe('edit')
    cleanup()
    open(doc('## One\n\nFirst.\n'))
    expect(modeButton('Edit')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('textbox', { name: 'Chapter content' })).toHaveValue('## One\n\nFirst.\n')
    cleanup()
    open(doc('## One\n\nFirst.\n'), { userId: 'u2' })
    await visualBox()
  })

  it('a chapter visual mode cannot keep opens in Edit with the reason; the other chapters stay Visual', async () => {
    const { seen } = open(doc('## One\n\nFirst.\n', '## Two\n\n<div align="center">Centred</div>\n'))
    await visualBox()
    act(() => seen.select(1))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Chapter content' })).toHaveValue('## Two\n\n<div align="center">Centred</div>\n'),
    )
    const reason =
      "Visual mode can't show this chapter without changing some HTML in it, so it is left as written. Use Edit mode for this chapter."
    expect(screen.getByText(reason)).toBeVisible()
    expect(modeButton('Edit')).toHaveAttribute('aria-pressed', 'true')
    // Still the default: nothing stored, nothing changed for the other chapters.
    expect(localStorage.getItem(editorModeKey('u1'))).toBeNull()
    act(() => seen.select(0))
    await visualBox()
    expect(screen.queryByText(reason)).not.toBeInTheDocument()
  })

  it('words typed just before a switch of chapter are kept, in the chapter they were typed in', async () => {
    const user = userEvent.setup()
    const { seen } = open(doc('## One\n\nFirst.\n', '## Two\n\nSecond.\n'))
    const box = await visualBox()
    await user.click(box)
    act(() => void box.editor.commands.focus('end'))
    await user.keyboard(' More')
    // Within the editor's 300 ms pause: nothing sent yet.
    expect(seen.doc.chapters[0]?.content).toBe('## One\n\nFirst.\n')
    act(() => seen.select(1))
    expect(seen.doc.chapters[0]?.content).toBe('## One\n\nFirst. More\n')
    expect(seen.doc.chapters[1]?.content).toBe('## Two\n\nSecond.\n')
  })

  it('words typed just before the editor page closes reach it before its own cleanup (where the save queue closes)', async () => {
    const user = userEvent.setup()
    const { seen, unmount } = open(doc('## One\n\nFirst.\n'))
    const box = await visualBox()
    await user.click(box)
    act(() => void box.editor.commands.focus('end'))
    await user.keyboard(' Gone?')
    unmount()
    expect(seen.late).toEqual([])
    expect(seen.doc.chapters[0]?.content).toBe('## One\n\nFirst. Gone?\n')
  })

  it('a new text from outside (restore, regenerate) replaces what the visual editor shows; busy makes it read-only', async () => {
    const { seen, rerender } = open(doc('## One\n\nFirst.\n'))
    const box = await visualBox()
    act(() => seen.replace(0, '## One\n\nRestored **text**.\n'))
    await waitFor(() => expect(box.querySelector('strong')).toHaveTextContent('text'))
    expect(screen.getByRole('toolbar', { name: 'Formatting for Chapter content' })).toBeInTheDocument()
    rerender({ busy: true })
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'))
    // The toolbar stays in place, its buttons off: the text does not jump.
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled()
  })

  it('Insert image in Visual puts the uploaded image, with its alt text, where the cursor is', async () => {
    const user = userEvent.setup()
    // The dialog's thumbnail.
    URL.createObjectURL = () => 'blob:http://localhost/thumbnail'
    URL.revokeObjectURL = () => undefined
    {
      const { seen } = open(doc('## One\n\nBefore.\n\nAfter.\n'))
      const box = await visualBox()
      await user.click(box)
      // The end of "Before.".
      act(() => void box.editor.commands.setTextSelection(13))
      await user.click(screen.getByRole('button', { name: 'Insert image' }))
      await user.upload(
        await screen.findByLabelText('Image file'),
        new File([new Uint8Array([1, 2, 3])], 'lake.png', { type: 'image/png' }),
      )
      await user.type(screen.getByLabelText('Alt text'), 'A calm lake')
      await user.click(screen.getByRole('button', { name: 'Insert' }))
      await waitFor(() => expect(seen.doc.chapters[0]?.content).toBe(`## One\n\nBefore.\n\n![A calm lake](${ASSET})\n\nAfter.\n`), {
        timeout: 3000,
      })
      expect(await screen.findByRole('img', { name: 'A calm lake' })).toHaveAttribute('src', 'blob:http://localhost/lake')
    }
  })
})
