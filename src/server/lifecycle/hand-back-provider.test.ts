import { describe, expect, it } from 'vitest'
import type { ChapterJob, GenerationProvider } from '../generation/providers/provider.ts'
import { Drain } from './drain.ts'
import { handBackProvider } from './hand-back-provider.ts'

const job = { brief: {} as ChapterJob['brief'], index: 0, earlier: [] } satisfies ChapterJob

/** A provider that writes one delta, then waits for a signal it never honours, and an outline call that never ends. */
function stubbornProvider() {
  const seen: (AbortSignal | undefined)[] = []
  let outlineCalls = 0
  const provider: GenerationProvider = {
    name: 'stubborn',
    model: 'stubborn-1',
    generateOutline: (_request, options) => {
      outlineCalls++
      seen.push(options?.signal)
      return new Promise(() => undefined)
    },
    async *streamChapter(chapter) {
      seen.push(chapter.signal)
      yield 'first '
      await new Promise(() => undefined)
    },
    rewriteChapter: () => Promise.reject(new Error('unused')),
    rewriteSelection: () => Promise.reject(new Error('unused')),
  }
  return { provider, seen, outlineCalls: () => outlineCalls }
}

describe('handBackProvider', () => {
  it('stops a chapter stream mid-way when handed back, even one that ignores its signal, with shutting_down', async () => {
    const drain = new Drain()
    const stub = stubbornProvider()
    const deltas = handBackProvider(stub.provider, drain.handBack).streamChapter(job)[Symbol.asyncIterator]()
    expect(await deltas.next()).toEqual({ done: false, value: 'first ' })
    const next = deltas.next()
    drain.handOver()
    await expect(next).rejects.toMatchObject({ body: { code: 'shutting_down' } })
    // The provider's own call was told too (the AI SDK aborts its request).
    expect(stub.seen[0]?.aborted).toBe(true)
  })

  it('stops a whole-text call that never ends, and refuses new calls at once after the hand-back', async () => {
    const drain = new Drain()
    const stub = stubbornProvider()
    const provider = handBackProvider(stub.provider, drain.handBack)
    const outline = provider.generateOutline({} as never)
    drain.handOver()
    await expect(outline).rejects.toMatchObject({ body: { code: 'shutting_down' } })
    await expect(provider.generateOutline({} as never)).rejects.toMatchObject({ body: { code: 'shutting_down' } })
    await expect(provider.streamChapter(job)[Symbol.asyncIterator]().next()).rejects.toMatchObject({ body: { code: 'shutting_down' } })
    expect(stub.outlineCalls()).toBe(1)
  })

  it('passes calls through untouched while serving', async () => {
    const drain = new Drain()
    const provider = handBackProvider(
      { ...stubbornProvider().provider, rewriteChapter: async () => ({ title: 'T', content: 'C' }) },
      drain.handBack,
    )
    expect(await provider.rewriteChapter({ chapterTitle: 'T', content: 'c', tone: 'friendly' })).toEqual({ title: 'T', content: 'C' })
  })

  it("keeps the launch kit's call (issue 32), and stops it when handed back", async () => {
    const drain = new Drain()
    const seen: (AbortSignal | undefined)[] = []
    const provider = handBackProvider(
      {
        ...stubbornProvider().provider,
        writeLaunchPiece: (job) => {
          seen.push(job.signal)
          return new Promise(() => undefined)
        },
      },
      drain.handBack,
    )
    expect(provider.writeLaunchPiece).toBeTypeOf('function')
    const piece = provider.writeLaunchPiece!({ piece: 'leadMagnet', brief: {} as never })
    drain.handOver()
    await expect(piece).rejects.toMatchObject({ body: { code: 'shutting_down' } })
    expect(seen[0]?.aborted).toBe(true)
    expect(handBackProvider(stubbornProvider().provider, drain.handBack).writeLaunchPiece).toBeUndefined()
  })
})
