import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CreateChapterVersionRequest, ProjectDocument, SaveProjectResponse } from '@core/project-schemas.ts'
import { retryDelay, SaveQueue, type SaveQueueOptions } from './save-queue.ts'
import type { UnsavedCopy } from './unsaved-copy.ts'

const CHAPTER = '00000000-0000-4000-8000-000000000001'
const base: ProjectDocument = {
  title: 'Golf',
  description: '',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: CHAPTER, title: 'Grip', content: '## Grip' }],
}
const withTitle = (title: string): ProjectDocument => ({ ...base, title })
const version = (content: string): CreateChapterVersionRequest => ({ chapterId: CHAPTER, title: 'Grip', content, reason: 'regenerate' })

class Offline extends TypeError {}

/** A queue over stand-in requests that the test answers one by one. */
function setup(overrides: Partial<SaveQueueOptions> = {}) {
  const calls: string[] = []
  const pending: { resolve(value?: unknown): void; reject(error: unknown): void }[] = []
  let revision = 1
  const copies: (UnsavedCopy | null)[] = []
  const hold = <T>(label: string, value: () => T) =>
    new Promise<T>((resolve, reject) => {
      calls.push(label)
      pending.push({ resolve: () => resolve(value()), reject })
    })
  const queue = new SaveQueue({
    document: base,
    revision: 1,
    saveDocument: (doc) => hold<SaveProjectResponse>(`PUT ${doc.title}`, () => ({ id: 'p', revision: ++revision, updatedAt: 'now' })),
    keepVersion: (v) => hold(`POST ${v.content}`, () => ({})),
    saveOnLeave: vi.fn(() => true),
    storeCopy: (copy) => copies.push(copy),
    classify: (error) => ({
      retry: error instanceof TypeError,
      offline: error instanceof TypeError,
      message: String((error as Error).message),
    }),
    now: () => 1000,
    ...overrides,
  })
  queue.open()
  const answer = async (error?: unknown) => {
    const next = pending.shift()
    if (!next) throw new Error('no request is waiting')
    if (error) next.reject(error)
    else next.resolve()
    await vi.advanceTimersByTimeAsync(0)
  }
  return { queue, calls, pending, copies, answer }
}

describe('SaveQueue (decision 0020)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves the newest document once typing pauses, and says so', async () => {
    const { queue, calls, copies, answer } = setup()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    queue.change(withTitle('G'))
    await vi.advanceTimersByTimeAsync(500)
    queue.change(withTitle('Go'))
    await vi.advanceTimersByTimeAsync(799)
    expect(calls).toEqual([])
    expect(queue.getStatus()).toEqual({ state: 'saving' })
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['PUT Go'])
    // Until the server confirms, this browser holds a copy; the save in flight counts towards its revision.
    expect(copies.at(-1)).toMatchObject({ document: { title: 'Go' }, maxRevision: 2 })
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    expect(copies.at(-1)).toBeNull()
  })

  it('keeps one save in flight; edits made meanwhile follow with the newest state', async () => {
    const { queue, calls, answer } = setup()
    queue.change(withTitle('A'))
    await vi.advanceTimersByTimeAsync(800)
    queue.change(withTitle('B'))
    queue.change(withTitle('C'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls).toEqual(['PUT A'])
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saving' })
    expect(calls).toEqual(['PUT A', 'PUT C'])
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
  })

  it('retries network failures with a growing delay, showing offline, until one gets through', async () => {
    const { queue, calls, copies, answer } = setup()
    queue.change(withTitle('A'))
    await vi.advanceTimersByTimeAsync(800)
    await answer(new Offline('Failed to fetch'))
    expect(queue.getStatus()).toEqual({ state: 'retrying', offline: true })
    expect(copies.at(-1)).toMatchObject({ document: { title: 'A' } })
    await vi.advanceTimersByTimeAsync(retryDelay(1))
    expect(calls).toHaveLength(2)
    await answer(new Offline('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1)
    expect(calls).toHaveLength(2)
    // Coming back online does not wait for the timer.
    queue.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(3)
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    expect([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(20)]).toEqual([1000, 2000, 4000, 30_000])
  })

  it('stops on an error a retry cannot fix, until Retry or the next edit', async () => {
    const { queue, calls, answer } = setup()
    queue.change(withTitle('A'))
    await vi.advanceTimersByTimeAsync(800)
    await answer(new Error('400: Some of the fields are not valid.'))
    expect(queue.getStatus()).toEqual({ state: 'failed', message: '400: Some of the fields are not valid.' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    queue.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['PUT A', 'PUT A'])
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
  })

  it('keeps earlier chapter texts before the document that replaced them, and never drops one', async () => {
    const { queue, calls, copies, answer } = setup()
    queue.change(withTitle('Regenerated'))
    const kept = queue.keepVersions([version('old text')])
    expect(copies.at(-1)).toMatchObject({ versions: [version('old text')], document: { title: 'Regenerated' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['POST old text'])
    await answer(new Offline('Failed to fetch'))
    // The caller goes on once the first attempt is over; the text stays queued.
    await expect(kept).resolves.toBeUndefined()
    expect(calls).toEqual(['POST old text'])
    await vi.advanceTimersByTimeAsync(retryDelay(1))
    expect(calls).toEqual(['POST old text', 'POST old text'])
    await answer()
    expect(calls.at(-1)).toBe('PUT Regenerated')
    await answer()
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    expect(copies.at(-1)).toBeNull()
  })

  it('on leaving, writes the copy and sends the document with keepalive (not ahead of unkept versions)', async () => {
    const saveOnLeave = vi.fn(() => true)
    const { queue, copies } = setup({ saveOnLeave })
    queue.flushOnLeave()
    expect(saveOnLeave).not.toHaveBeenCalled()
    queue.change(withTitle('A'))
    queue.flushOnLeave()
    expect(saveOnLeave).toHaveBeenCalledWith(withTitle('A'))
    expect(copies.at(-1)).toMatchObject({ document: { title: 'A' }, maxRevision: 2, editedAt: 1000 })
    void queue.keepVersions([version('old')])
    saveOnLeave.mockClear()
    queue.flushOnLeave()
    expect(saveOnLeave).not.toHaveBeenCalled()
  })

  it('starts saving a restored copy at once, with its versions first', async () => {
    const { calls } = setup({ unsaved: true, versions: [version('v')], document: withTitle('Restored') })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['POST v'])
  })

  it('on close sends the newest document once more and then retries no more', async () => {
    const { queue, calls, answer } = setup()
    queue.change(withTitle('A'))
    await vi.advanceTimersByTimeAsync(800)
    queue.change(withTitle('B'))
    let closed = false
    void queue.close().then(() => (closed = true))
    await answer()
    expect(calls).toEqual(['PUT A', 'PUT B'])
    await answer(new Offline('Failed to fetch'))
    expect(closed).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(2)
    queue.change(withTitle('C'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(2)
  })
})
