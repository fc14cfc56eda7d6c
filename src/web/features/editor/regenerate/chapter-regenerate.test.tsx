// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toasts, setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { ChapterRegenerate } from './chapter-regenerate.tsx'
import type { BookDocument } from './regenerate-api.ts'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))

const chapter: ProjectChapter = { id: '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001', title: 'Warm-up', content: '## Warm-up\n\nStretch first.' }

setUpEditorPanelTests(() => import('@core/generation-schemas.ts'))

/** The API answers `answer` for /api/generate/chapter; returns the bodies it was sent. */
function api(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== '/api/generate/chapter') return new Response('{}', { status: 404 })
    bodies.push(JSON.parse(String(init?.body)))
    return answer()
  })
  return bodies
}

const book: BookDocument = { title: 'Swing Stronger', productType: 'guide', chapters: [chapter] }
const context = { productType: 'guide', bookTitle: 'Swing Stronger' }

function setup(targetAudience = 'golfers over 40', doc: BookDocument = book, projectId?: string) {
  const replaceChapters = vi.fn<ChapterEdits['replaceChapters']>(async () => {})
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ChapterRegenerate
        chapter={chapter}
        doc={doc}
        tone="friendly"
        targetAudience={targetAudience}
        edits={{ replaceChapters, restoreRemoval: async () => undefined }}
        {...(projectId ? { projectId } : {})}
      />
      <Toaster />
    </QueryClientProvider>,
  )
  return replaceChapters
}

describe('ChapterRegenerate', () => {
  it('regenerates with the current content as brief, replaces the chapter and says so (docs/product.md#chapter-rewrites)', async () => {
    const bodies = api(() => Response.json({ title: 'Warm-up', content: '## Warm-up\n\nA fresh take.' }))
    const replace = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    await waitFor(() => expect(toasts().getByText('Chapter regenerated')).toBeInTheDocument())
    expect(toasts().getByText('Your chapter has been successfully regenerated.')).toBeInTheDocument()
    expect(bodies).toEqual([
      { chapterTitle: 'Warm-up', brief: chapter.content, tone: 'friendly', targetAudience: 'golfers over 40', ...context },
    ])
    expect(replace).toHaveBeenCalledWith(
      [{ chapterId: chapter.id, title: 'Warm-up', content: '## Warm-up\n\nA fresh take.', removals: [] }],
      'regenerate',
    )
  })

  it('sends the saved project and chapter ids, and hands the notes for this chapter and the others to the edits', async () => {
    const projectId = '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a00ff'
    const other = '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0000'
    const note = (id: string, otherChapter: number) => ({ id, kind: 'repetition', text: id, excerpts: [], otherChapter, status: 'fixed' })
    const quality = {
      chapterNumber: 2,
      notes: [note('repetition-1-fixed', 1)],
      others: [{ chapterId: other, notes: [note('kept-2-fixed', 2)] }],
    }
    const bodies = api(() => Response.json({ title: 'Warm-up', content: 'changed', quality }))
    const replace = setup('', book, projectId)
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    await waitFor(() => expect(replace).toHaveBeenCalled())
    expect(bodies).toEqual([expect.objectContaining({ projectId, chapterId: chapter.id })])
    expect(replace).toHaveBeenCalledWith(
      [
        {
          chapterId: chapter.id,
          title: 'Warm-up',
          content: 'changed',
          removals: [],
          notes: quality.notes,
          otherNotes: { chapterNumber: 2, others: quality.others },
        },
      ],
      'regenerate',
    )
  })

  it.each([
    ['Make shorter', 'shorter'],
    ['Make longer', 'longer'],
    ['Fix grammar', 'grammar'],
  ] as const)('%s sends modifier %s and keeps the old text under that reason', async (item, modifier) => {
    const bodies = api(() => Response.json({ title: 'Warm-up', content: 'changed' }))
    const replace = setup('')
    await userEvent.click(screen.getByRole('button', { name: 'More ways to regenerate' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: item }))
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith([{ chapterId: chapter.id, title: 'Warm-up', content: 'changed', removals: [] }], modifier),
    )
    // No audience: the field is left out, not sent empty.
    expect(bodies).toEqual([{ chapterTitle: 'Warm-up', brief: chapter.content, tone: 'friendly', modifier, ...context }])
  })

  it("sends the book's language, the chapter's plan and its neighbours' titles and plans", async () => {
    const bodies = api(() => Response.json({ title: 'Warm-up', content: 'changed' }))
    const doc: BookDocument = {
      title: ' Golpea Mejor ',
      productType: 'checklist',
      language: 'es',
      chapters: [
        { id: '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0000', title: 'Antes de empezar', content: '', plan: ' Material y objetivos. ' },
        { ...chapter, plan: 'Calentar en diez minutos.' },
        { id: '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0002', title: 'En el campo', content: '' },
      ],
    }
    const replace = setup('', doc)
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    await waitFor(() => expect(replace).toHaveBeenCalled())
    expect(bodies).toEqual([
      {
        chapterTitle: 'Warm-up',
        brief: chapter.content,
        tone: 'friendly',
        productType: 'checklist',
        language: 'es',
        bookTitle: 'Golpea Mejor',
        chapterPlan: 'Calentar en diez minutos.',
        neighbours: { previous: { title: 'Antes de empezar', plan: 'Material y objetivos.' }, next: { title: 'En el campo' } },
      },
    ])
  })

  it('a Fix grammar that changes nothing says so and keeps no history entry (decision 61)', async () => {
    // The same text back, with Windows line endings and a trailing newline: not a change.
    api(() => Response.json({ title: 'Warm-up', content: `${chapter.content.replaceAll('\n', '\r\n')}  \n` }))
    const replace = setup()
    await userEvent.click(screen.getByRole('button', { name: 'More ways to regenerate' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Fix grammar' }))
    await waitFor(() => expect(toasts().getByText('No changes were made')).toBeInTheDocument())
    expect(toasts().getByText('Your chapter already reads well.')).toBeInTheDocument()
    expect(toasts().queryByText('Chapter regenerated')).not.toBeInTheDocument()
    expect(replace).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Regenerate chapter' })).toBeEnabled()
  })

  it('another rewrite that changes nothing says so in neutral words', async () => {
    api(() => Response.json({ title: 'Warm-up', content: chapter.content }))
    const replace = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    await waitFor(() => expect(toasts().getByText('No changes were made')).toBeInTheDocument())
    expect(toasts().getByText('The rewrite came back the same as your chapter.')).toBeInTheDocument()
    expect(replace).not.toHaveBeenCalled()
  })

  it('is busy while the request runs: spinner text, both buttons disabled', async () => {
    let finish: (r: Response) => void = () => {}
    api(() => new Promise<Response>((resolve) => (finish = resolve)))
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    expect(await screen.findByRole('button', { name: 'Regenerating...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'More ways to regenerate' })).toBeDisabled()
    finish(Response.json({ title: 'Warm-up', content: 'new' }))
    expect(await screen.findByRole('button', { name: 'Regenerate chapter' })).toBeEnabled()
  })

  it("shows the server's message in a destructive toast when it fails, and leaves the chapter alone", async () => {
    const message = 'Too many chapter rewrites: at most 20 a minute. Please wait a moment and try again.'
    api(() => Response.json({ code: 'rate_limited', message }, { status: 429 }))
    const replace = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
    await waitFor(() => expect(toasts().getByText('Failed to regenerate chapter')).toBeInTheDocument())
    expect(toasts().getByText(`429: ${message}`)).toBeInTheDocument()
    expect(toasts().getByRole('listitem')).toHaveClass('destructive')
    expect(replace).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Regenerate chapter' })).toBeEnabled()
  })

  describe('a chapter edited by hand (issue 30)', () => {
    const edited: ProjectChapter = { id: '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0077', title: 'Grip', content: '## Grip\n\nHold it softly.' }

    function renderAt(content: string, rerender?: (ui: React.ReactElement) => void, id = edited.id): (ui: React.ReactElement) => void {
      const replaceChapters = vi.fn<ChapterEdits['replaceChapters']>(async () => {})
      const ui = (
        <QueryClientProvider client={new QueryClient()}>
          <ChapterRegenerate
            chapter={{ ...edited, id, content }}
            doc={{ ...book, chapters: [{ ...edited, id, content }] }}
            tone="friendly"
            targetAudience=""
            edits={{ replaceChapters, restoreRemoval: async () => undefined }}
          />
          <Toaster />
        </QueryClientProvider>
      )
      if (rerender) {
        rerender(ui)
        return rerender
      }
      return render(ui).rerender
    }

    it('asks before replacing it, names History as the way back, and goes ahead only when told', async () => {
      const bodies = api(() => Response.json({ title: 'Grip', content: '## Grip\n\nA new grip.' }))
      const rerender = renderAt(edited.content)
      // As first shown: not edited by hand, so no question.
      renderAt(`${edited.content} And breathe.`, rerender)
      await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
      const dialog = await screen.findByRole('alertdialog', { name: 'Replace your edits?' })
      expect(dialog).toHaveTextContent('Your edits stay in History: you can restore them there.')
      await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      expect(bodies).toEqual([])

      await userEvent.click(screen.getByRole('button', { name: 'More ways to regenerate' }))
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Make shorter' }))
      await userEvent.click(await screen.findByRole('button', { name: 'Make shorter' }))
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toMatchObject({ modifier: 'shorter', brief: `${edited.content} And breathe.` })
    })

    it('does not ask when nothing was changed by hand', async () => {
      const bodies = api(() => Response.json({ title: 'Grip', content: '## Grip\n\nAnother grip.' }))
      renderAt('## Grip\n\nUntouched.', undefined, '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0078')
      await userEvent.click(screen.getByRole('button', { name: 'Regenerate chapter' }))
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    })
  })
})
