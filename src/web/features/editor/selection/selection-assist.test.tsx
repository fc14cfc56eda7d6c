// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QualityNote } from '@core/generation-schemas.ts'
import type { ProjectChapter } from '@core/project-schemas.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import type { ChapterReplacement } from '../chapter-edits.ts'
import type { NoteRequest } from '../quality/note-fix.ts'
import { SelectionAssist } from './selection-assist.tsx'
import { streamSuggestion } from './selection-api.ts'
import { useTextareaTarget } from './selection-target.ts'

vi.mock('./selection-api.ts', () => ({ streamSuggestion: vi.fn() }))
const stream = vi.mocked(streamSuggestion)

const SENTENCE = '73% of people overspend on food.'
const statistic: QualityNote = {
  id: 'unsourced-open',
  kind: 'unsourced',
  text: '1 statistic to verify',
  excerpts: [SENTENCE],
  status: 'open',
}
const phrase: QualityNote = {
  id: 'phrase-open',
  kind: 'phrase',
  text: '1 overused phrase: delve into',
  excerpts: ['We delve into costs.'],
  status: 'open',
}
const chapter: ProjectChapter = {
  id: 'c1',
  title: 'Costs',
  content: `## Costs\n\nWe delve into costs. “73% of people” overspend on **food**. Track it.\n`,
  notes: [statistic, phrase],
}

beforeEach(() => {
  stream.mockReset()
  window.scrollBy = () => undefined
})
afterEach(cleanup)

/** The chapter's Markdown box with its AI edits, as ChapterContent puts them together. */
function open(request: NoteRequest | null = null) {
  const replaced: ChapterReplacement[][] = []
  let current = chapter
  function Harness() {
    const [c, setC] = useState(chapter)
    current = c
    const [req, setReq] = useState(request)
    const box = useRef<HTMLTextAreaElement>(null)
    const target = useTextareaTarget(box)
    const edits = {
      replaceChapters: async (list: ChapterReplacement[]) => {
        replaced.push(list)
        const r = list[0] as ChapterReplacement
        setC((was) => ({ ...was, content: r.content, notes: r.notes }))
      },
      restoreRemoval: async () => undefined,
    }
    return (
      <QueryClientProvider client={new QueryClient()}>
        <textarea aria-label="Chapter content" ref={box} value={c.content} onChange={(e) => setC({ ...c, content: e.target.value })} />
        <SelectionAssist
          target={target}
          chapter={c}
          book={{ title: 'Money', productType: 'guide', targetAudience: 'savers' }}
          edits={edits}
          onOpenChange={() => undefined}
          noteRequest={req}
          onRequestDone={() => setReq(null)}
        />
        <Toaster />
      </QueryClientProvider>
    )
  }
  render(<Harness />)
  return { replaced, chapter: () => current }
}

const fix = (note: QualityNote, excerpt = note.excerpts[0] as string): NoteRequest => ({ kind: 'fix', note, excerpt, seq: 1 })
/** Selects `text` in the Markdown box, as a person dragging over it would. */
function select(text: string) {
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Chapter content' })
  const start = box.value.indexOf(text)
  act(() => {
    box.focus()
    box.setSelectionRange(start, start + text.length)
  })
}
const panel = () => screen.findByRole('region', { name: 'AI suggestion' })

describe('a quality note in the Markdown box (decision 110)', () => {
  it("'Show' selects the sentence as written in the Markdown (curly quotes, bold) without asking for anything", async () => {
    open({ kind: 'show', note: statistic, excerpt: SENTENCE, seq: 1 })
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Chapter content' })
    await waitFor(() => expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('“73% of people” overspend on **food**.'))
    expect(box).toHaveFocus()
    expect(stream).not.toHaveBeenCalled()
  })

  it('says so when the sentence is no longer in the chapter', async () => {
    open({ kind: 'show', note: statistic, excerpt: 'A sentence the writer deleted.', seq: 1 })
    expect(await screen.findAllByText('Sentence not found')).not.toHaveLength(0)
  })

  it("'Fix this' asks for a rewrite of that sentence suited to the note, and Accept marks the note fixed and keeps the others", async () => {
    stream.mockResolvedValue('Many people may overspend on food (source to verify).')
    const { replaced, chapter: now } = open(fix(statistic))
    const region = await panel()
    expect(region).toHaveTextContent('Fix this: 1 statistic to verify')
    const body = stream.mock.calls[0]?.[0]
    expect(body).toMatchObject({ action: 'custom', selection: '“73% of people” overspend on **food**.' })
    expect(body?.instruction).toMatch(/soften it/)
    expect(body).not.toHaveProperty('fix')
    await userEvent.click(await within(region).findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(replaced).toHaveLength(1))
    expect(now().content).toBe('## Costs\n\nWe delve into costs. Many people may overspend on food (source to verify). Track it.\n')
    expect(replaced[0]?.[0]?.notes).toEqual([{ ...statistic, status: 'fixed' }, phrase])
    expect(await screen.findAllByText('AI edit accepted')).not.toHaveLength(0)
  })

  it('an identical suggestion says "No changes", changes nothing and keeps the notes', async () => {
    // Only the final line break differs: the same text (same-text.ts).
    stream.mockResolvedValue('Track it.\n')
    const { replaced, chapter: now } = open()
    select('Track it.')
    await userEvent.click(screen.getByRole('button', { name: 'AI edit of the selected text' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Shorten' }))
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Accept' }))
    expect(await screen.findAllByText('No changes')).not.toHaveLength(0)
    expect(screen.queryByText(/chapter history/)).toBeNull()
    expect(screen.queryByText('AI edit accepted')).toBeNull()
    expect(replaced).toEqual([])
    expect(now()).toEqual(chapter)
  })

  it("a 'Fix this' that changes nothing leaves the note open", async () => {
    stream.mockResolvedValue('We delve into costs.')
    const { replaced, chapter: now } = open(fix(phrase))
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Accept' }))
    expect(await screen.findAllByText('No changes')).not.toHaveLength(0)
    expect(replaced).toEqual([])
    expect(now().notes).toEqual([statistic, phrase])
  })

  it('any accepted rewrite of a passage keeps the notes on the rest of the chapter', async () => {
    stream.mockResolvedValue('Track every purchase.')
    const { replaced } = open()
    select('Track it.')
    await userEvent.click(screen.getByRole('button', { name: 'AI edit of the selected text' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Shorten' }))
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(replaced).toHaveLength(1))
    expect(replaced[0]?.[0]?.notes).toEqual([statistic, phrase])
  })
})
