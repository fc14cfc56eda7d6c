import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildChapterRequest, regenerateChapter } from './regenerate-api.ts'

const chapter = { title: 'Warm-up', content: '## Warm-up\n\nStretch first.' }

describe('buildChapterRequest', () => {
  it('sends the title, the current content as brief, the tone, the audience and the modifier (spec §7)', () => {
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
