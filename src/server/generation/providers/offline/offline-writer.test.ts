import { outlineSchema, type OutlineRequest } from '@core/generation-schemas.ts'
import { CHAPTER_RANGE, PRODUCT_TYPES, TONES } from '@core/generation.ts'
import { describe, expect, it } from 'vitest'
import type { ChapterJob, ProductBrief } from '../provider.ts'
import { writeChapter } from './chapter-writer.ts'
import { createOfflineWriter } from './offline-writer.ts'

const writer = createOfflineWriter()

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return chunks
}

async function briefFor(request: OutlineRequest): Promise<ProductBrief> {
  const outline = await writer.generateOutline(request)
  return { ...request, title: outline.title, description: outline.description, chapters: outline.chapters }
}

const request = (topic: string, productType: OutlineRequest['productType'], tone: OutlineRequest['tone']): OutlineRequest => ({
  topic,
  productType,
  tone,
  targetAudience: undefined,
})

const job = (brief: ProductBrief, index: number, signal?: AbortSignal): ChapterJob => ({ brief, index, earlier: [], signal })

describe('offline writer: provider contract', () => {
  it('identifies itself', () => {
    expect(writer.name).toBe('offline')
    expect(writer.model).toBe('folio-offline-1')
  })

  it('writes an outline that fits each product type', async () => {
    const shapes = {
      ebook: { min: 8, max: 8, pattern: /^(Introduction|Welcome)/ },
      guide: { min: 7, max: 7, pattern: /^Step \d+: [A-Z]/ },
      // Five or six phases and a one-page cheat sheet (issue 28).
      checklist: { min: 6, max: 7, pattern: /^Phase \d+: [A-Z]/ },
      // A how-to page and the sections a fitness planner needs (issue 28): within CHAPTER_RANGE.planner.
      planner: { min: CHAPTER_RANGE.planner.min, max: CHAPTER_RANGE.planner.max, pattern: /./ },
    }
    for (const productType of PRODUCT_TYPES) {
      for (const tone of TONES) {
        const outline = await writer.generateOutline({ topic: 'golf fitness', productType, tone, targetAudience: 'seniors over 60' })
        expect(() => outlineSchema.parse(outline)).not.toThrow()
        const { min, max, pattern } = shapes[productType]
        expect(outline.chapters.length).toBeGreaterThanOrEqual(min)
        expect(outline.chapters.length).toBeLessThanOrEqual(max)
        expect(outline.title.toLowerCase()).toContain('golf fitness')
        expect(outline.description.toLowerCase()).toContain('golf fitness')
        expect(outline.description).toContain('seniors over 60')
        expect(outline.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2)
        expect(new Set(outline.chapters.map((c) => c.title)).size).toBe(outline.chapters.length)
        if (productType === 'planner') {
          // Every section but the how-to page has its template; a fitness topic gets the workout log.
          expect(outline.chapters.filter((c) => !c.pageTemplate).map((c) => c.title)).toEqual(['How to Use This Planner'])
          expect(outline.chapters.map((c) => c.pageTemplate)).toEqual(
            expect.arrayContaining(['year', 'month', 'week', 'habits', 'workout']),
          )
        } else if (productType === 'checklist') {
          expect(outline.chapters.filter((c) => pattern.test(c.title)).length).toBe(outline.chapters.length - 1)
          expect(outline.chapters.map((c) => c.pageTemplate)).toEqual([
            ...Array(outline.chapters.length - 1).fill('checklist'),
            'cheat-sheet',
          ])
        } else {
          expect(outline.chapters.filter((c) => pattern.test(c.title)).length).toBeGreaterThanOrEqual(productType === 'ebook' ? 1 : min)
          expect(outline.chapters.some((c) => c.pageTemplate)).toBe(false)
        }
      }
    }
  })

  it('numbers guide steps and checklist phases in order', async () => {
    for (const [productType, word] of [
      ['guide', 'Step'],
      ['checklist', 'Phase'],
    ] as const) {
      const outline = await writer.generateOutline(request('Meal prep', productType, 'casual'))
      // A checklist's cheat sheet follows its phases, unnumbered.
      outline.chapters
        .filter((c) => c.pageTemplate !== 'cheat-sheet')
        .forEach((c, i) => expect(c.title.startsWith(`${word} ${i + 1}: `)).toBe(true))
    }
  })

  it('is deterministic, and different inputs give different text', async () => {
    const home = request('Home workouts', 'ebook', 'professional')
    expect(await writer.generateOutline(home)).toEqual(await writer.generateOutline(home))
    const brief = await briefFor(home)
    expect((await collect(writer.streamChapter(job(brief, 2)))).join('')).toBe(
      (await collect(writer.streamChapter(job(brief, 2)))).join(''),
    )

    const other = await briefFor({ ...home, topic: 'Meditation for beginners' })
    const casual = await briefFor({ ...home, tone: 'casual' })
    const text = writeChapter(brief, 3)
    expect(writeChapter(other, 3)).not.toBe(text)
    expect(writeChapter(casual, 3)).not.toBe(text)
    expect(writeChapter({ ...brief, productType: 'guide' }, 3)).not.toBe(text)
    expect((await writer.generateOutline({ ...home, topic: 'Meditation' })).title).not.toBe((await writer.generateOutline(home)).title)
  })

  it('streams a chapter in several chunks that join to the whole chapter', async () => {
    const brief = await briefFor(request('Travel planning', 'planner', 'friendly'))
    const chunks = await collect(writer.streamChapter(job(brief, 4)))
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.join('')).toBe(writeChapter(brief, 4))
    expect(chunks[0]?.startsWith(`## ${brief.chapters[4]?.title}\n`)).toBe(true)
  })

  it('spaces chunks out by chunkDelayMs', async () => {
    const slow = createOfflineWriter({ chunkDelayMs: 5 })
    const brief = await briefFor(request('Travel planning', 'checklist', 'friendly'))
    const started = performance.now()
    const chunks = await collect(slow.streamChapter(job(brief, 0)))
    expect(performance.now() - started).toBeGreaterThanOrEqual(chunks.length * 4)
  })

  it('stops streaming with an AbortError when the signal aborts', async () => {
    const slow = createOfflineWriter({ chunkDelayMs: 20 })
    const brief = await briefFor(request('Travel planning', 'ebook', 'friendly'))
    const controller = new AbortController()
    const received: string[] = []
    const run = (async () => {
      for await (const chunk of slow.streamChapter(job(brief, 0, controller.signal))) {
        received.push(chunk)
        if (received.length === 2) controller.abort()
      }
    })()
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
    expect(received.length).toBe(2)

    const aborted = AbortSignal.abort()
    await expect(collect(writer.streamChapter(job(brief, 0, aborted)))).rejects.toMatchObject({ name: 'AbortError' })
    await expect(writer.generateOutline(request('x', 'ebook', 'expert'), { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' })
    await expect(writer.rewriteChapter({ chapterTitle: 'x', content: '## x', tone: 'expert', signal: aborted })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('rejects a chapter index outside the outline', async () => {
    const brief = await briefFor(request('Travel planning', 'ebook', 'friendly'))
    await expect(collect(writer.streamChapter(job(brief, brief.chapters.length)))).rejects.toThrow(RangeError)
  })

  it('writes a 10-chapter draft in well under 100 ms of CPU', async () => {
    const brief: ProductBrief = {
      ...(await briefFor(request('Social media marketing', 'guide', 'expert'))),
      chapters: Array.from({ length: 10 }, (_, i) => ({ title: `Step ${i + 1}: Part ${i + 1}` })),
    }
    await collect(writer.streamChapter(job(brief, 0)))
    const before = process.cpuUsage()
    for (let i = 0; i < 10; i++) await collect(writer.streamChapter(job(brief, i)))
    const used = process.cpuUsage(before)
    expect((used.user + used.system) / 1000).toBeLessThan(100)
  })
})
