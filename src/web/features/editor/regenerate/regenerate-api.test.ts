import { afterEach, describe, expect, it, vi } from 'vitest'
import { chapterRequestSchema } from '@core/generation-schemas.ts'
import { type BookDocument, bookContext, buildChapterRequest, regenerateChapter } from './regenerate-api.ts'

const chapter = { title: 'Warm-up', content: '## Warm-up\n\nStretch first.' }

describe('buildChapterRequest', () => {
  it('sends the title, the current content as brief, the tone, the audience and the modifier (docs/product.md#chapter-rewrites)', () => {
    expect(buildChapterRequest({ chapter, tone: 'expert', targetAudience: ' golfers over 40 ', modifier: 'shorter' })).toEqual({
      chapterTitle: 'Warm-up',
      brief: '## Warm-up\n\nStretch first.',
      tone: 'expert',
      targetAudience: 'golfers over 40',
      modifier: 'shorter',
    })
  })

  it('leaves targetAudience and modifier out when there are none', () => {
    const body = buildChapterRequest({ chapter, tone: 'casual', targetAudience: '   ' })
    expect(body).toEqual({ chapterTitle: 'Warm-up', brief: chapter.content, tone: 'casual' })
    expect(Object.keys(body)).not.toContain('targetAudience')
    expect(Object.keys(body)).not.toContain('modifier')
  })

  it('gives an untitled chapter a title the server accepts', () => {
    expect(buildChapterRequest({ chapter: { title: '  ', content: 'x' }, tone: 'casual', targetAudience: '' }).chapterTitle).toBe(
      'Untitled chapter',
    )
  })
})

describe('bookContext', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
  const doc: BookDocument = {
    title: '  Let It Right ',
    productType: 'checklist',
    chapters: [
      { id: id(1), title: 'Before Listing', content: '', plan: 'Photos and price.' },
      { id: id(2), title: ' ', content: '', plan: '  ' },
      { id: id(3), title: 'Viewings', content: '', plan: ' Who comes, when. ' },
      { id: id(4), title: '  ', content: '', plan: 'Keys and meter readings.' },
    ],
  }

  it('gives the type, the trimmed title and plan, and neighbours that say something', () => {
    expect(bookContext(doc, id(3))).toEqual({
      productType: 'checklist',
      bookTitle: 'Let It Right',
      chapterPlan: 'Who comes, when.',
      // An empty neighbour is left out; one with only a plan is sent under the untitled name.
      neighbours: { next: { title: 'Untitled chapter', plan: 'Keys and meter readings.' } },
    })
    expect(bookContext(doc, id(1))).toEqual({ productType: 'checklist', bookTitle: 'Let It Right', chapterPlan: 'Photos and price.' })
  })

  it("sends a section's page template and options, so it is regenerated as the words inside its pages (issue 28)", () => {
    const sections = {
      ...doc,
      chapters: doc.chapters.map((c, i) => (i === 0 ? { ...c, pageTemplate: 'checklist' as const, pageOptions: { pages: 2 } } : c)),
    }
    expect(bookContext(sections, id(1))).toMatchObject({ pageTemplate: 'checklist', pageOptions: { pages: 2 } })
    expect(bookContext(sections, id(3))).not.toHaveProperty('pageTemplate')
  })

  it('sends the language only when the book has one, and nothing of a chapter it cannot find', () => {
    expect(bookContext({ ...doc, language: 'pt-BR', title: '' }, id(9))).toEqual({ productType: 'checklist', language: 'pt-BR' })
  })

  it('builds a request the server contract accepts, the bare fields first', () => {
    const body = buildChapterRequest({ chapter, tone: 'expert', targetAudience: '', modifier: 'restyle', context: bookContext(doc, id(3)) })
    expect(Object.keys(body)).toEqual([
      'chapterTitle',
      'brief',
      'tone',
      'modifier',
      'productType',
      'bookTitle',
      'chapterPlan',
      'neighbours',
    ])
    expect(chapterRequestSchema.safeParse(body).success).toBe(true)
  })
})

describe('regenerateChapter', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('POSTs the body to /api/generate/chapter and returns the checked answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ title: 'Warm-up', content: 'New text' }))
    vi.stubGlobal('fetch', fetchMock)
    const body = buildChapterRequest({ chapter, tone: 'friendly', targetAudience: '' })
    await expect(regenerateChapter(body)).resolves.toEqual({ title: 'Warm-up', content: 'New text' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/generate/chapter')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ chapterTitle: 'Warm-up', brief: chapter.content, tone: 'friendly' })
  })

  it('rejects an answer without content in words', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ title: 'x' }))
    await expect(regenerateChapter(buildChapterRequest({ chapter, tone: 'friendly', targetAudience: '' }))).rejects.toThrow(
      'does not understand',
    )
  })
})
