// @vitest-environment jsdom
import { creditsControl as credits } from '../../../../tests/support/credits-control.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DraftJob } from '@core/generation-schemas.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { getGeneratorForm, resetGeneratorForm, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { cancelDraft, generateDraft, resumeDraft } from './draft-actions.ts'
import { retryChapter } from './draft-runner.ts'
import { loadSchemas } from './generator-api.ts'
import { getSession, resetSession, setGeneratorNavigator } from './session-store.ts'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const JOB_ID = '00000000-0000-4000-8000-000000000001'
const PROJECT_ID = '00000000-0000-4000-8000-0000000000aa'
const titles = ['Mobility', 'Power', 'Recovery']
const outline = { title: 'Golf Fit', description: 'Stronger swings.', chapters: titles.map((title) => ({ title })) }

function job(overrides: Partial<DraftJob> = {}): DraftJob {
  const chapters = titles.map((title) => ({ title, status: 'pending' as const, content: null, error: null }))
  return { jobId: JOB_ID, status: 'running', title: 'Golf Fit', description: 'Stronger swings.', chapters, creditsHeld: 8, expiresAt: '2026-11-22T05:00:00Z', ...overrides }
}

/** One open chapter stream: the test decides what the server says and when. */
interface OpenStream {
  index: number
  send(event: unknown): void
  close(): void
}

/** A stand-in for the draft endpoints (only inside this test). */
function draftServer() {
  const streams: OpenStream[] = []
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const answers: Record<string, () => Response> = {
    '/api/draft/start': () => Response.json({ ...job(), creditsLeft: 2 }),
    '/api/draft/finish': () => Response.json({ creditsSpent: 8, creditsLeft: 2, projectId: PROJECT_ID }),
    '/api/draft/cancel': () => Response.json({ creditsLeft: 10, creditsSpent: 0, creditsReturned: 8 }),
  }
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    calls.push({ path: url, body })
    if (url !== '/api/draft/next/stream') return (answers[url] ?? (() => new Response('{}', { status: 404 })))()
    const encoder = new TextEncoder()
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
    streams.push({
      index: body.index as number,
      send: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
      close: () => controller.close(),
    })
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  const open = (index: number) => {
    const found = streams.filter((s) => s.index === index).at(-1)
    if (!found) throw new Error(`chapter ${index} was not requested`)
    return found
  }
  const write = async (index: number) => {
    const s = open(index)
    s.send({ type: 'delta', text: `## ${titles[index]}\n\nText` })
    s.send({ type: 'done', content: `## ${titles[index]}\n\nText ${index}` })
    s.close()
    await settle()
  }
  return { streams, calls, answers, open, write }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const requested = (server: ReturnType<typeof draftServer>) => server.streams.map((s) => s.index)

describe('draft generation (spec §4, issue §6)', () => {
  beforeAll(() => loadSchemas())
  beforeEach(() => {
    vi.useFakeTimers()
    resetGeneratorForm()
    resetSession()
    vi.mocked(toast).mockClear()
    updateGeneratorForm({ topic: 'Golf fitness', outline })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('writes up to the concurrency at once, names the latest chapter, finishes and opens its project 1 s later', async () => {
    const server = draftServer()
    const navigate = vi.fn()
    const unregister = setGeneratorNavigator(navigate)
    const c = credits(10)
    const started = generateDraft(c, 2)
    expect(getSession().progress).toEqual({ text: 'Starting draft generation...', percent: 5 })
    await started
    await settle()
    expect(server.calls[0]).toMatchObject({ path: '/api/draft/start', body: { topic: 'Golf fitness', outline } })
    expect(c.balance).toBe(2)
    expect(requested(server)).toEqual([0, 1])
    expect(getSession().progress).toEqual({ text: 'Generating chapter 2/3: Power', percent: 10 })

    server.open(1).send({ type: 'delta', text: '## Power\n\nSwing ' })
    server.open(1).send({ type: 'delta', text: 'fast.' })
    await settle()
    expect(getSession().run?.chapters[1]).toMatchObject({ status: 'writing', live: '## Power\n\nSwing fast.' })

    await server.write(0)
    expect(requested(server)).toEqual([0, 1, 2])
    expect(getSession().progress).toEqual({ text: 'Generating chapter 3/3: Recovery', percent: 33 })
    await server.write(1)
    expect(getSession().progress?.percent).toBe(57)
    await server.write(2)

    const finish = server.calls.find((call) => call.path === '/api/draft/finish')
    expect(finish?.body).toEqual({ jobId: JOB_ID, fullText: '## Mobility\n\nText 0\n\n## Power\n\nText 1\n\n## Recovery\n\nText 2' })
    expect(getSession().progress).toEqual({ text: 'Draft generated successfully!', percent: 100 })
    expect(getGeneratorForm().draft).toEqual({
      title: 'Golf Fit',
      description: 'Stronger swings.',
      chapters: titles.map((title, i) => ({ title, content: `## ${title}\n\nText ${i}` })),
    })
    expect(toast).toHaveBeenLastCalledWith({ title: '−8 credits • 2 left', description: 'Your complete draft is ready for editing.' })
    await vi.advanceTimersByTimeAsync(999)
    expect(navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(navigate).toHaveBeenCalledWith(`/editor?project=${PROJECT_ID}`)
    expect(getGeneratorForm()).toMatchObject({ loading: false, projectId: PROJECT_ID })
    expect(getSession().run).toBeNull()
    unregister()
  })

  it('goes to plain /editor when the server names no project (the editor then saves the draft itself)', async () => {
    const server = draftServer()
    server.answers['/api/draft/finish'] = () => Response.json({ creditsSpent: 8, creditsLeft: 2 })
    updateGeneratorForm({ projectId: PROJECT_ID })
    const navigate = vi.fn()
    const unregister = setGeneratorNavigator(navigate)
    await generateDraft(credits(10), 3)
    await settle()
    for (const index of [0, 1, 2]) await server.write(index)
    await vi.advanceTimersByTimeAsync(1000)
    expect(navigate).toHaveBeenCalledWith('/editor')
    expect(getGeneratorForm().projectId).toBeNull()
    unregister()
  })

  it('checks the known balance first', async () => {
    const server = draftServer()
    await generateDraft(credits(5), 3)
    expect(server.calls).toEqual([])
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Insufficient credits', description: 'You need 8 credits to generate a complete draft. You have 5 credits.' }),
    )
  })

  it("turns a 402 into 'Insufficient credits' and keeps the message in the alert", async () => {
    const server = draftServer()
    server.answers['/api/draft/start'] = () => Response.json({ code: 'insufficient_credits', message: 'Insufficient credits.' }, { status: 402 })
    await generateDraft(credits(null), 3)
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Insufficient credits', description: 'You need 8 credits to generate a complete draft.' }),
    )
    expect(getGeneratorForm()).toMatchObject({ loading: false, error: '402: Insufficient credits.' })
    expect(getSession().progress).toBeNull()
  })

  it('lets a failed chapter be retried for free while the rest carry on, then finishes', async () => {
    const server = draftServer()
    await generateDraft(credits(10), 3)
    await settle()
    server.open(1).send({ type: 'error', code: 'provider_unavailable', message: 'The writer is busy.' })
    server.open(1).close()
    await server.write(0)
    expect(getSession().run?.phase).toBe('writing')
    await server.write(2)
    expect(getSession().run).toMatchObject({ phase: 'stalled' })
    expect(getSession().run?.chapters[1]).toMatchObject({ status: 'failed', error: 'The writer is busy.' })
    expect(getGeneratorForm()).toMatchObject({ loading: false, error: 'Chapter 2 could not be written: The writer is busy.' })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to generate draft' }))

    retryChapter(1)
    await settle()
    expect(getGeneratorForm()).toMatchObject({ loading: true, error: null })
    expect(requested(server)).toEqual([0, 1, 2, 1])
    await server.write(1)
    expect(server.calls.filter((call) => call.path === '/api/draft/start')).toHaveLength(1)
    expect(getGeneratorForm().draft?.chapters[1]?.content).toBe('## Power\n\nText 1')
  })

  it('resumes a job from where it stopped, asking only for the missing chapters', async () => {
    const server = draftServer()
    const chapters = job().chapters.map((ch, i) => (i === 0 ? { ...ch, status: 'done' as const, content: '## Mobility\n\nOld' } : ch))
    resumeDraft(job({ chapters }), credits(2), 3)
    await settle()
    expect(requested(server)).toEqual([1, 2])
    await server.write(1)
    await server.write(2)
    expect(getGeneratorForm().draft?.chapters[0]?.content).toBe('## Mobility\n\nOld')
  })

  it('cancels: stops writing, releases the credits and clears the job', async () => {
    const server = draftServer()
    const c = credits(10)
    await generateDraft(c, 3)
    await settle()
    await cancelDraft(JOB_ID, c)
    expect(server.calls.at(-1)).toEqual({ path: '/api/draft/cancel', body: { jobId: JOB_ID } })
    expect(c.balance).toBe(10)
    expect(getSession()).toMatchObject({ run: null, progress: null })
    expect(getGeneratorForm()).toMatchObject({ loading: false, error: null })
    expect(toast).toHaveBeenLastCalledWith({ title: 'Draft cancelled', description: 'The 8 credits it held are back in your balance.' })
  })

  it('cancels after chapters were delivered: shows the balance and the split the server answered', async () => {
    const server = draftServer()
    server.answers['/api/draft/cancel'] = () => Response.json({ creditsLeft: 7, creditsSpent: 3, creditsReturned: 5 })
    const c = credits(10)
    await generateDraft(c, 3)
    await settle()
    await cancelDraft(JOB_ID, c)
    expect(c.balance).toBe(7)
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Draft cancelled',
      description: '3 credits paid for the chapters written; the other 5 are back in your balance.',
    })
  })

  it("stops writing the previous user's draft when another user signs in here, and shows them none of it (issue 13 item 3)", async () => {
    setAccount('user-a')
    const server = draftServer()
    await generateDraft(credits(10), 2)
    await settle()
    expect(requested(server)).toEqual([0, 1])
    server.open(0).send({ type: 'delta', text: '## Mobility\n\nPrivate words' })
    await settle()
    setAccount('user-b')
    await settle()
    expect(getSession()).toMatchObject({ run: null, progress: null, resumable: null, draftStarting: false })
    expect(getGeneratorForm()).toMatchObject({ topic: '', outline: null, draft: null, loading: false, error: null })
    await vi.advanceTimersByTimeAsync(5000)
    // The cut streams count as neither failures nor a finished draft; nothing more is asked for.
    expect(requested(server)).toEqual([0, 1])
    expect(server.calls.map((c) => c.path)).not.toContain('/api/draft/finish')
    expect(getSession().run).toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  it('a draft job that starts after its user signed out is not written in this tab', async () => {
    setAccount('user-a')
    updateGeneratorForm({ topic: 'Golf fitness', outline })
    const server = draftServer()
    // Signed out (here or in another tab) while the start request is out.
    server.answers['/api/draft/start'] = () => {
      setAccount(null)
      return Response.json({ ...job(), creditsLeft: 2 })
    }
    await generateDraft(credits(10), 2)
    await settle()
    expect(server.calls.map((c) => c.path)).toEqual(['/api/draft/start'])
    expect(getSession()).toMatchObject({ run: null, draftStarting: false, progress: null })
    expect(getGeneratorForm()).toMatchObject({ outline: null, loading: false, error: null })
  })
})
