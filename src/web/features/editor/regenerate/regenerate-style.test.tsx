// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { toasts, setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
import type { Tone } from '@core/generation.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import type { ChapterEdits, ChapterReplacement, ProjectChapter, VersionReason } from '../chapter-edits.ts'
import { RegenerateStyle } from './regenerate-style.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))

const original: ProjectChapter[] = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Part ${n}`,
  content: `Old text ${n}`,
}))

setUpEditorPanelTests(() => import('@core/generation-schemas.ts'))

type Body = { chapterTitle: string; brief: string; tone: string } & Record<string, unknown>
type Answer = (body: Body) => Response | Promise<Response>

/** Rewrites answer `${brief} in ${tone}` unless `answer` says otherwise. */
function api(answer?: Answer) {
  const bodies: Body[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== '/api/generate/chapter') return new Response('{}', { status: 404 })
    const body = JSON.parse(String(init?.body)) as Body
    bodies.push(body)
    return answer ? answer(body) : Response.json({ title: body.chapterTitle, content: `${body.brief} in ${body.tone}` })
  })
  return bodies
}

/** The editor's part: a document whose chapters ChapterEdits really replaces. */
function setup() {
  const calls: [ChapterReplacement[], VersionReason][] = []
  const busy: boolean[] = []
  let current = original
  function Editor() {
    const [chapters, setChapters] = useState(original)
    const [tone, setTone] = useState<Tone>('professional')
    current = chapters
    const edits: ChapterEdits = {
      async replaceChapters(replacements, reason) {
        calls.push([replacements, reason])
        setChapters((list) => list.map((c) => ({ ...c, ...replacements.find((r) => r.chapterId === c.id) })))
      },
      restoreRemoval: async () => undefined,
    }
    return (
      <RegenerateStyle
        doc={{ title: 'Let It Right', productType: 'checklist', language: 'en-GB', chapters }}
        tone={tone}
        onToneChange={setTone}
        targetAudience=""
        edits={edits}
        onBusyChange={(b) => busy.push(b)}
      />
    )
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Editor />
      <Toaster />
    </QueryClientProvider>,
  )
  return { calls, busy, contents: () => current.map((c) => c.content) }
}

describe('RegenerateStyle', () => {
  it('rewrites every chapter in the chosen tone, one by one, each kept as a style version', async () => {
    const bodies = api()
    const { calls, busy, contents } = setup()
    await userEvent.selectOptions(screen.getByLabelText('Tone'), 'casual')
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Style' }))
    await waitFor(() => expect(toasts().getByText('Style regenerated')).toBeInTheDocument())
    expect(toasts().getByText('Every chapter now reads in a casual tone.')).toBeInTheDocument()
    expect(bodies.map((b) => [b.chapterTitle, b.tone])).toEqual([
      ['Part 1', 'casual'],
      ['Part 2', 'casual'],
      ['Part 3', 'casual'],
    ])
    // The restyle task (same points, new voice), never the write-afresh one, with the book around each chapter.
    expect(bodies.map((b) => b.modifier)).toEqual(['restyle', 'restyle', 'restyle'])
    expect(bodies[1]).toMatchObject({
      productType: 'checklist',
      language: 'en-GB',
      bookTitle: 'Let It Right',
      neighbours: { previous: { title: 'Part 1' }, next: { title: 'Part 3' } },
    })
    expect(bodies[0]?.neighbours).toEqual({ next: { title: 'Part 2' } })
    expect(screen.getByText(/keeping its content and structure/)).toBeInTheDocument()
    expect(bodies[2]?.neighbours).toEqual({ previous: { title: 'Part 2' } })
    expect(calls.map(([r, reason]) => [r.length, reason])).toEqual([
      [1, 'style'],
      [1, 'style'],
      [1, 'style'],
    ])
    expect(contents()).toEqual(['Old text 1 in casual', 'Old text 2 in casual', 'Old text 3 in casual'])
    expect(busy).toContain(true)
    expect(busy.at(-1)).toBe(false)
  })

  it('shows progress with the chapter being rewritten and locks the controls meanwhile', async () => {
    const pending: ((r: Response) => void)[] = []
    api((body) => new Promise((resolve) => pending.push(() => resolve(Response.json({ title: body.chapterTitle, content: 'new' })))))
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Style' }))
    expect(await screen.findByText('Rewriting chapter 1/3: Part 1')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Regenerate Style progress' })).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('button', { name: 'Regenerate Style' })).toBeDisabled()
    expect(screen.getByLabelText('Tone')).toBeDisabled()
    pending.shift()?.(new Response())
    expect(await screen.findByText('Rewriting chapter 2/3: Part 2')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Regenerate Style progress' })).toHaveAttribute('aria-valuenow', '33')
  })

  it("Undo in the toast puts every chapter's earlier text back", async () => {
    api()
    const { calls, contents } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Style' }))
    await waitFor(() => expect(toasts().getByText('Style regenerated')).toBeInTheDocument())
    await userEvent.click(toasts().getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(contents()).toEqual(['Old text 1', 'Old text 2', 'Old text 3']))
    expect(calls.at(-1)).toEqual([original.map((c) => ({ chapterId: c.id, title: c.title, content: c.content })), 'restore'])
    expect(await toasts().findByText('Regenerate Style undone')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo Regenerate Style' })).not.toBeInTheDocument()
  })

  it('Cancel stops after the chapter being written; the rest can be continued', async () => {
    const pending: (() => void)[] = []
    api(
      (body) =>
        new Promise((resolve) =>
          pending.push(() => resolve(Response.json({ title: body.chapterTitle, content: `${body.brief} in casual` }))),
        ),
    )
    const { contents } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Style' }))
    await screen.findByText('Rewriting chapter 1/3: Part 1')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Stopping after this chapter...' })).toBeDisabled()
    pending.shift()?.()
    expect(await screen.findByText('Stopped before chapter 2/3. 1 of 3 chapters rewritten.')).toBeInTheDocument()
    expect(contents()).toEqual(['Old text 1 in casual', 'Old text 2', 'Old text 3'])
    await userEvent.click(screen.getByRole('button', { name: 'Continue from chapter 2' }))
    await waitFor(() => expect(pending).toHaveLength(1))
    pending.shift()?.()
    await waitFor(() => expect(pending).toHaveLength(1))
    pending.shift()?.()
    await waitFor(() => expect(contents()).toEqual(['Old text 1 in casual', 'Old text 2 in casual', 'Old text 3 in casual']))
  })

  it('a failed chapter stops the run, names the chapter, keeps what was done and offers to continue', async () => {
    let fail = true
    api((body) =>
      body.chapterTitle === 'Part 2' && fail
        ? Response.json({ code: 'provider_unavailable', message: 'The service is temporarily unavailable.' }, { status: 503 })
        : Response.json({ title: body.chapterTitle, content: `${body.brief} new` }),
    )
    const { contents } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Style' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Chapter 2/3 "Part 2" could not be rewritten: 503: The service is temporarily unavailable. 1 of 3 chapters rewritten.',
    )
    expect(contents()).toEqual(['Old text 1 new', 'Old text 2', 'Old text 3'])
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Continue from chapter 2' }))
    await waitFor(() => expect(toasts().getByText('Style regenerated')).toBeInTheDocument())
    expect(contents()).toEqual(['Old text 1 new', 'Old text 2 new', 'Old text 3 new'])
    // Undo after a continued run still reaches back to before the first chapter was rewritten.
    await userEvent.click(screen.getByRole('button', { name: 'Undo Regenerate Style' }))
    await waitFor(() => expect(contents()).toEqual(['Old text 1', 'Old text 2', 'Old text 3']))
  })
})
