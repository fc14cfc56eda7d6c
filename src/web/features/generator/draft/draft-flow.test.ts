// @vitest-environment jsdom
import { creditsControl as credits } from '../../../../../tests/support/credits-control.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetGeneratorState } from '../../../../../tests/support/generator-state.ts'
import type { DraftJob } from '@core/generation-schemas.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { getGeneratorForm, getGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { cancelDraft, generateDraft, resumeDraft } from './draft-actions.ts'
import { continueRun, retryChapter } from './draft-runner.ts'
import { loadSchemas } from '../generator-api.ts'
import { setGeneratorNavigator } from './generator-navigator.ts'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const JOB_ID = '00000000-0000-4000-8000-000000000001'
const PROJECT_ID = '00000000-0000-4000-8000-0000000000aa'
const titles = ['Mobility', 'Power', 'Recovery']
const outline = { title: 'Golf Fit', description: 'Stronger swings.', chapters: titles.map((title) => ({ title })) }

function job(overrides: Partial<DraftJob> = {}): DraftJob {
  const chapters = titles.map((title) => ({ title, status: 'pending' as const, content: null, error: null }))
  return {
    jobId: JOB_ID,
    status: 'running',
    title: 'Golf Fit',
    description: 'Stronger swings.',
    chapters,
    creditsHeld: 8,
    expiresAt: '2026-11-22T05:00:00Z',
    ...overrides,
  }
}

/** One open stream: the job's (index null) or one chapter's. The test decides what the server says and when. */
interface OpenStream {
  index: number | null
  send(event: unknown): void
  close(): void
}

const STREAMS = ['/api/draft/stream', '/api/draft/next/stream']

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
    if (!STREAMS.includes(url)) return (answers[url] ?? (() => new Response('{}', { status: 404 })))()
    const encoder = new TextEncoder()
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
    streams.push({
      index: url === '/api/draft/stream' ? null : (body.index as number),
      send: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
      close: () => controller.close(),
    })
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  const jobStream = () => {
    const found = streams.filter((s) => s.index === null).at(-1)
    if (!found) throw new Error('the job stream was not opened')
    return found
  }
  const chapterStream = (index: number) => {
    const found = streams.filter((s) => s.index === index).at(-1)
    if (!found) throw new Error(`chapter ${index} was not requested on its own`)
    return found
  }
  /** The server sends chapter `index` on the job stream: some text, then the whole chapter. */
  const write = async (index: number) => {
    jobStream().send({ type: 'delta', index, text: `## ${titles[index]}\n\nText` })
    jobStream().send({ type: 'chapter', index, content: `## ${titles[index]}\n\nText ${index}` })
    await settle()
  }
  const end = async () => {
    jobStream().send({ type: 'done' })
    jobStream().close()
    await settle()
  }
  return { streams, calls, answers, jobStream, chapterStream, write, end }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const opened = (server: ReturnType<typeof draftServer>) => server.streams.map((s) => (s.index === null ? 'job' : s.index))
const statuses = () => getGeneratorTab().run?.chapters.map((c) => c.status)

describe('draft generation (docs/product.md#draft-generation)', () => {
  beforeAll(() => loadSchemas())
  beforeEach(() => {
    vi.useFakeTimers()
    resetGeneratorState()
    vi.mocked(toast).mockClear()
    updateGeneratorForm({ topic: 'Golf fitness', outline })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('writes every chapter on one job stream, keeps the progress truthful, finishes and opens its project 1 s later', async () => {
    const server = draftServer()
    const navigate = vi.fn()
    const unregister = setGeneratorNavigator(navigate)
    const c = credits(10)
    const started = generateDraft(c)
    expect(getGeneratorTab().progress).toEqual({ text: 'Starting draft generation...', percent: 5 })
    await started
    await settle()
    expect(server.calls[0]).toMatchObject({ path: '/api/draft/start', body: { topic: 'Golf fitness', outline } })
    expect(c.balance).toBe(2)
    // One connection for the whole job, every chapter being written; nothing has arrived yet.
    expect(opened(server)).toEqual(['job'])
    expect(server.calls[1]).toEqual({ path: '/api/draft/stream', body: { jobId: JOB_ID } })
    expect(statuses()).toEqual(['writing', 'writing', 'writing'])
    expect(getGeneratorTab().progress).toEqual({ text: 'Starting draft generation...', percent: 5 })

    server.jobStream().send({ type: 'delta', index: 1, text: '## Power\n\nSwing ' })
    server.jobStream().send({ type: 'delta', index: 2, text: '## Recovery\n\nRest.' })
    server.jobStream().send({ type: 'delta', index: 1, text: 'fast.' })
    await settle()
    // Streamed text reaches the page in batches, at most every 50 ms.
    expect(getGeneratorTab().run?.chapters[1]?.live).toBe('')
    await vi.advanceTimersByTimeAsync(50)
    expect(getGeneratorTab().run?.chapters[1]).toMatchObject({ status: 'writing', live: '## Power\n\nSwing fast.' })
    expect(getGeneratorTab().run?.chapters[2]).toMatchObject({ status: 'writing', live: '## Recovery\n\nRest.' })
    expect(getGeneratorTab().progress).toEqual({ text: 'Generating chapter 1/3: Mobility', percent: 10 })

    // Chapter 2 finishes first: one chapter finished, the earliest still being written is chapter 1.
    await server.write(1)
    expect(getGeneratorTab().progress).toEqual({ text: 'Generating chapter 2/3: Mobility', percent: 33 })
    await server.write(0)
    expect(getGeneratorTab().progress).toEqual({ text: 'Generating chapter 3/3: Recovery', percent: 57 })
    await server.write(2)
    expect(server.calls.map((call) => call.path)).not.toContain('/api/draft/finish')
    await server.end()

    const finish = server.calls.find((call) => call.path === '/api/draft/finish')
    expect(finish?.body).toEqual({ jobId: JOB_ID, fullText: '## Mobility\n\nText 0\n\n## Power\n\nText 1\n\n## Recovery\n\nText 2' })
    expect(getGeneratorTab().progress).toEqual({ text: 'Draft generated successfully!', percent: 100 })
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
    expect(getGeneratorForm()).toMatchObject({ projectId: PROJECT_ID })
    expect(getGeneratorTab()).toMatchObject({ loading: false })
    expect(getGeneratorTab().run).toBeNull()
    expect(opened(server)).toEqual(['job'])
    unregister()
  })

  it('a chapter the provider throttled starts its text again and stays in progress', async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    server.jobStream().send({ type: 'delta', index: 0, text: '## Mobility\n\nHalf' })
    server.jobStream().send({ type: 'retry', index: 0, waitMs: 2000 })
    await settle()
    expect(getGeneratorTab().run?.chapters[0]).toMatchObject({ status: 'writing', live: '' })
    expect(getGeneratorTab().error).toBeNull()
    for (const index of [0, 1, 2]) await server.write(index)
    await server.end()
    expect(getGeneratorForm().draft?.chapters[0]?.content).toBe('## Mobility\n\nText 0')
  })

  it('a dropped connection stalls the draft, and Resume opens the job stream again', async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    await server.write(0)
    server.jobStream().close()
    await settle()
    expect(getGeneratorTab().run?.phase).toBe('stalled')
    expect(statuses()).toEqual(['done', 'failed', 'failed'])
    expect(getGeneratorTab().progress).toBeNull()
    continueRun()
    await settle()
    expect(opened(server)).toEqual(['job', 'job'])
    expect(getGeneratorTab().progress).toEqual({ text: 'Generating chapter 2/3: Power', percent: 33 })
    // The server kept writing meanwhile: it sends what it wrote, then the rest.
    for (const index of [0, 1, 2]) await server.write(index)
    await server.end()
    expect(getGeneratorTab().run?.phase).toBe('finished')
  })

  it('a closed job ends the stream with its error and stalls with it', async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    server.jobStream().send({ type: 'error', code: 'conflict', message: 'This draft was cancelled or expired.' })
    server.jobStream().send({ type: 'done' })
    await settle()
    expect(getGeneratorTab().run?.phase).toBe('stalled')
    expect(getGeneratorTab().run?.chapters[0]).toMatchObject({ status: 'failed', error: 'This draft was cancelled or expired.' })
  })

  it('takes a finish answer without a project as a failed finish: nothing on the client makes the project', async () => {
    const server = draftServer()
    server.answers['/api/draft/finish'] = () => Response.json({ creditsSpent: 8, creditsLeft: 2 })
    const navigate = vi.fn()
    const unregister = setGeneratorNavigator(navigate)
    await generateDraft(credits(10))
    await settle()
    for (const index of [0, 1, 2]) await server.write(index)
    await server.end()
    await vi.advanceTimersByTimeAsync(1000)
    expect(navigate).not.toHaveBeenCalled()
    expect(getGeneratorTab().run?.phase).toBe('stalled')
    expect(getGeneratorForm()).toMatchObject({ projectId: null })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: expect.any(String) })
    unregister()
  })

  it('checks the known balance first', async () => {
    const server = draftServer()
    await generateDraft(credits(5))
    expect(server.calls).toEqual([])
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Insufficient credits',
        description: 'You need 8 credits to generate a complete draft. You have 5 credits.',
      }),
    )
  })

  it("turns a 402 into 'Insufficient credits' and keeps the message in the alert", async () => {
    const server = draftServer()
    server.answers['/api/draft/start'] = () =>
      Response.json({ code: 'insufficient_credits', message: 'Insufficient credits.' }, { status: 402 })
    await generateDraft(credits(null))
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Insufficient credits', description: 'You need 8 credits to generate a complete draft.' }),
    )
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: '402: Insufficient credits.' })
    expect(getGeneratorTab().progress).toBeNull()
  })

  it("shows a provider's 402 as a failed draft, not as 'Insufficient credits' (only our code is, decision 43)", async () => {
    const server = draftServer()
    const message = 'The AI provider refused the request (402). Please check the server’s AI settings.'
    server.answers['/api/draft/start'] = () => Response.json({ code: 'provider_unavailable', message }, { status: 503 })
    await generateDraft(credits(null))
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to generate draft', description: `503: ${message}` }))
  })

  it("keeps a chapter-error's code with the chapter, and the draft toast branches on it", async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    server.jobStream().send({ type: 'chapter-error', index: 1, code: 'insufficient_credits', message: 'Insufficient credits.' })
    await server.write(0)
    await server.write(2)
    await server.end()
    expect(getGeneratorTab().run?.chapters[1]).toMatchObject({ status: 'failed', code: 'insufficient_credits' })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Insufficient credits' }))
  })

  it('lets a failed chapter be retried for free on its own once the rest are written, then finishes', async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    server.jobStream().send({ type: 'chapter-error', index: 1, code: 'provider_unavailable', message: 'The writer is busy.' })
    await server.write(0)
    expect(getGeneratorTab().run?.phase).toBe('writing')
    await server.write(2)
    await server.end()
    expect(getGeneratorTab().run).toMatchObject({ phase: 'stalled' })
    expect(getGeneratorTab().run?.chapters[1]).toMatchObject({
      status: 'failed',
      error: 'The writer is busy.',
      code: 'provider_unavailable',
    })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: 'Chapter 2 could not be written: The writer is busy.' })
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to generate draft' }))

    retryChapter(1)
    await settle()
    expect(getGeneratorTab()).toMatchObject({ loading: true, error: null })
    expect(opened(server)).toEqual(['job', 1])
    server.chapterStream(1).send({ type: 'delta', text: '## Power' })
    server.chapterStream(1).send({ type: 'done', content: '## Power\n\nText 1' })
    server.chapterStream(1).close()
    await settle()
    expect(server.calls.filter((call) => call.path === '/api/draft/start')).toHaveLength(1)
    expect(getGeneratorForm().draft?.chapters[1]?.content).toBe('## Power\n\nText 1')
  })

  it('a chapter retried while the job stream still runs is left to its own request when the stream ends', async () => {
    const server = draftServer()
    await generateDraft(credits(10))
    await settle()
    server.jobStream().send({ type: 'chapter-error', index: 1, code: 'provider_unavailable', message: 'The writer is busy.' })
    await settle()
    retryChapter(1)
    await settle()
    expect(opened(server)).toEqual(['job', 1])
    for (const index of [0, 2]) await server.write(index)
    await server.end()
    expect(statuses()).toEqual(['done', 'writing', 'done'])
    expect(getGeneratorTab().run?.phase).toBe('writing')
    server.chapterStream(1).send({ type: 'done', content: '## Power\n\nText 1' })
    server.chapterStream(1).close()
    await settle()
    expect(getGeneratorForm().draft?.chapters.map((c) => c.content)).toEqual([
      '## Mobility\n\nText 0',
      '## Power\n\nText 1',
      '## Recovery\n\nText 2',
    ])
  })

  it('resumes a job from where it stopped: chapters already written count from the start', async () => {
    const server = draftServer()
    const chapters = job().chapters.map((ch, i) => (i === 0 ? { ...ch, status: 'done' as const, content: '## Mobility\n\nOld' } : ch))
    resumeDraft(job({ chapters }), credits(2))
    await settle()
    expect(opened(server)).toEqual(['job'])
    expect(statuses()).toEqual(['done', 'writing', 'writing'])
    expect(getGeneratorTab().progress).toEqual({ text: 'Generating chapter 2/3: Power', percent: 33 })
    await server.write(1)
    await server.write(2)
    await server.end()
    expect(getGeneratorForm().draft?.chapters[0]?.content).toBe('## Mobility\n\nOld')
  })

  it('cancels: stops writing, releases the credits and clears the job', async () => {
    const server = draftServer()
    const c = credits(10)
    await generateDraft(c)
    await settle()
    await cancelDraft(JOB_ID, c)
    expect(server.calls.at(-1)).toEqual({ path: '/api/draft/cancel', body: { jobId: JOB_ID } })
    expect(c.balance).toBe(10)
    expect(getGeneratorTab()).toMatchObject({ run: null, progress: null })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: null })
    expect(toast).toHaveBeenLastCalledWith({ title: 'Draft cancelled', description: 'The 8 credits it held are back in your balance.' })
  })

  it('cancels after chapters were delivered: shows the balance and the split the server answered', async () => {
    const server = draftServer()
    server.answers['/api/draft/cancel'] = () => Response.json({ creditsLeft: 7, creditsSpent: 3, creditsReturned: 5 })
    const c = credits(10)
    await generateDraft(c)
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
    await generateDraft(credits(10))
    await settle()
    expect(opened(server)).toEqual(['job'])
    server.jobStream().send({ type: 'delta', index: 0, text: '## Mobility\n\nPrivate words' })
    await vi.advanceTimersByTimeAsync(50)
    setAccount('user-b')
    await settle()
    expect(getGeneratorTab()).toMatchObject({ run: null, progress: null, resumable: null, draftStarting: false })
    expect(getGeneratorForm()).toMatchObject({ topic: '', outline: null, draft: null })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: null })
    await vi.advanceTimersByTimeAsync(5000)
    // The cut streams count as neither failures nor a finished draft; nothing more is asked for.
    expect(opened(server)).toEqual(['job'])
    expect(server.calls.map((c) => c.path)).not.toContain('/api/draft/finish')
    expect(getGeneratorTab().run).toBeNull()
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
    await generateDraft(credits(10))
    await settle()
    expect(server.calls.map((c) => c.path)).toEqual(['/api/draft/start'])
    expect(getGeneratorTab()).toMatchObject({ run: null, draftStarting: false, progress: null })
    expect(getGeneratorForm()).toMatchObject({ outline: null })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: null })
  })
})
