import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@web/lib/api-client.ts'
import type { ChapterReplacement, ProjectChapter } from '../chapter-edits.ts'
import { RATE_LIMIT_RETRIES, rateLimitDelayMs, runStyle, type StyleProgress, type StyleRunDeps } from './style-run.ts'

const chapters: ProjectChapter[] = ['a', 'b', 'c'].map((id) => ({ id, title: `Title ${id}`, content: `text ${id}` }))
const ids = chapters.map((c) => c.id)
const rateLimited = () => new ApiError(429, JSON.stringify({ code: 'rate_limited', message: 'Too many chapter rewrites.' }), 'rate_limited')

/** A run over `chapters` whose rewrite answers with `answer` (throw to fail). */
function harness(answer: (chapter: ProjectChapter, call: number) => { title: string; content: string }) {
  const doc = new Map(chapters.map((c) => [c.id, { ...c }]))
  const applied: [ChapterReplacement, ChapterReplacement][] = []
  const progress: StyleProgress[] = []
  const sleeps: number[] = []
  const cancel = new AbortController()
  let calls = 0
  const deps: StyleRunDeps = {
    current: (id) => doc.get(id),
    rewrite: async (chapter) => answer(chapter, calls++),
    apply: async (before, after) => {
      applied.push([before, after])
      doc.set(after.chapterId, { id: after.chapterId, title: after.title, content: after.content })
    },
    onProgress: (p) => progress.push(p),
    sleep: vi.fn(async (ms: number) => {
      sleeps.push(ms)
    }),
    signal: new AbortController().signal,
    cancel: cancel.signal,
  }
  return { deps, doc, applied, progress, sleeps, cancel }
}

const casual = (c: ProjectChapter) => ({ title: c.title, content: `${c.content} (casual)` })

describe('runStyle', () => {
  it('rewrites every chapter in order, reporting progress and what each replaced', async () => {
    const h = harness(casual)
    await expect(runStyle(ids, 0, h.deps)).resolves.toEqual({ kind: 'done' })
    expect([...h.doc.values()].map((c) => c.content)).toEqual(['text a (casual)', 'text b (casual)', 'text c (casual)'])
    expect(h.applied.map(([before]) => before.content)).toEqual(['text a', 'text b', 'text c'])
    expect(h.progress).toEqual([
      { index: 0, total: 3, title: 'Title a' },
      { index: 1, total: 3, title: 'Title b' },
      { index: 2, total: 3, title: 'Title c' },
    ])
  })

  it('waits and tries the same chapter again on a 429 instead of failing the run', async () => {
    const h = harness((c, call) => {
      if (call === 1 || call === 2) throw rateLimited()
      return casual(c)
    })
    await expect(runStyle(ids, 0, h.deps)).resolves.toEqual({ kind: 'done' })
    expect(h.sleeps).toEqual([5000, 10_000])
    expect(h.progress).toContainEqual({ index: 1, total: 3, title: 'Title b', waitSeconds: 5 })
    expect(h.applied).toHaveLength(3)
  })

  it('backs off up to 30 s and gives up on a chapter that stays rate-limited', async () => {
    expect([0, 1, 2, 3, 4].map(rateLimitDelayMs)).toEqual([5000, 10_000, 20_000, 30_000, 30_000])
    const h = harness(() => {
      throw rateLimited()
    })
    const outcome = await runStyle(ids, 0, h.deps)
    expect(outcome).toMatchObject({ kind: 'failed', next: 0, title: 'Title a' })
    expect(h.sleeps).toHaveLength(RATE_LIMIT_RETRIES)
  })

  it('stops at a failed chapter, keeps the ones before it and can continue from it', async () => {
    let broken = true
    const h = harness((c) => {
      if (c.id === 'b' && broken)
        throw new ApiError(502, JSON.stringify({ code: 'provider_failed', message: 'Bad answer' }), 'provider_failed')
      return casual(c)
    })
    const outcome = await runStyle(ids, 0, h.deps)
    expect(outcome).toEqual({ kind: 'failed', next: 1, title: 'Title b', message: '502: Bad answer' })
    expect([...h.doc.values()].map((c) => c.content)).toEqual(['text a (casual)', 'text b', 'text c'])
    broken = false
    await expect(runStyle(ids, 1, h.deps)).resolves.toEqual({ kind: 'done' })
    expect([...h.doc.values()].map((c) => c.content)).toEqual(['text a (casual)', 'text b (casual)', 'text c (casual)'])
  })

  it('Cancel lets the chapter being written land and starts no other', async () => {
    const h = harness((c) => {
      h.cancel.abort()
      return casual(c)
    })
    await expect(runStyle(ids, 0, h.deps)).resolves.toEqual({ kind: 'cancelled', next: 1 })
    expect(h.applied).toHaveLength(1)
  })

  it('skips a chapter removed meanwhile', async () => {
    const h = harness(casual)
    h.doc.delete('b')
    await expect(runStyle(ids, 0, h.deps)).resolves.toEqual({ kind: 'done' })
    expect(h.applied.map(([b]) => b.chapterId)).toEqual(['a', 'c'])
  })
})
