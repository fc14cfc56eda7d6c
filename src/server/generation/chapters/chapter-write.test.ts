import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { balanceOf } from '../../../../tests/support/api-user.ts'
import { projectsUser, sampleDocument } from '../../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { chapterPrompt } from '../prompts/prompts.ts'
import type { ChapterJob, GenerationProvider } from '../providers/provider.ts'
import { ProviderError } from '../providers/provider-error.ts'

// 'Write this chapter' (issue 30, decision 108): the draft's chapter prompt, from the saved book.
const jobs: ChapterJob[] = []
const provider: GenerationProvider = {
  name: 'scripted',
  model: 'scripted-1',
  generateOutline: () => Promise.reject(new Error('not used')),
  async *streamChapter(job) {
    jobs.push(job)
    const title = job.brief.chapters[job.index]?.title ?? ''
    yield `## ${title}\n\nWritten from the plan: `
    yield `${job.brief.chapters[job.index]?.plan ?? 'no plan'}.\n`
  },
  rewriteSelection: () => Promise.reject(new Error('not used')),
  rewriteChapter: () => Promise.reject(new Error('a write is not a rewrite')),
}

const book = (): ProjectDocument => {
  const doc = sampleDocument({ title: 'The Cottage Bakery', description: 'Bake and sell from home.', language: 'en-GB' }, 4)
  doc.chapters[0] = { ...doc.chapters[0]!, title: 'Welcome', matter: 'front', plan: 'Who the book is for.' }
  doc.chapters[2] = { ...doc.chapters[2]!, title: 'New Chapter', content: '## New Chapter\n\nStart writing here...' }
  return doc
}

describe('POST /api/generate/chapter with write: the chapter written from its title and plan, as the draft writes one', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), provider, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: '2', QUALITY_PASS: 'off' } })
  })
  afterAll(() => app.close())

  it("sends the book's brief, its outline with the request's title and plan, and the chapters before it; free, rate-limited", async () => {
    const user = await projectsUser(app)
    const project = await user.create(book())
    const target = project.chapters[2]!
    const request = {
      chapterTitle: 'Pricing your bakes',
      brief: target.content,
      tone: 'friendly',
      chapterPlan: 'Cost each bake and set a fair price.',
      projectId: project.id,
      chapterId: target.id,
      write: true,
    }
    const res = await user.call('POST', '/generate/chapter', request)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      title: 'Pricing your bakes',
      content: '## Pricing your bakes\n\nWritten from the plan: Cost each bake and set a fair price..\n',
    })
    const job = jobs.at(-1)!
    expect(job.index).toBe(2)
    expect(job.brief).toMatchObject({
      title: 'The Cottage Bakery',
      description: 'Bake and sell from home.',
      productType: 'guide',
      tone: 'friendly',
      targetAudience: 'flat dwellers',
      language: 'en-GB',
    })
    expect(job.brief.chapters.map((c) => c.title)).toEqual(['Welcome', 'Part 2', 'Pricing your bakes', 'Part 4'])
    expect(job.brief.chapters[0]).toMatchObject({ matter: 'front', plan: 'Who the book is for.' })
    expect(job.brief.chapters[2]?.plan).toBe('Cost each bake and set a fair price.')
    expect(job.earlier.map((c) => c.index)).toEqual([0, 1])
    // The very prompt a draft's chapter gets: the book, then which chapter (the front matter leaves it chapter 2).
    expect(chapterPrompt(job).prompt).toContain('Now write chapter 2 of 3')
    expect(await balanceOf(app, user.id)).toBe(2)

    // Same limit as Regenerate: 2 a minute here.
    expect((await user.call('POST', '/generate/chapter', request)).status).toBe(200)
    const third = await user.call('POST', '/generate/chapter', request)
    expect(third.status).toBe(429)
    expect(third.body.code).toBe('rate_limited')
  })

  it("refuses a write without the saved project, and someone else's project is not found", async () => {
    const user = await projectsUser(app)
    const bare = { chapterTitle: 'X', brief: '', tone: 'friendly', write: true }
    expect((await user.call('POST', '/generate/chapter', bare)).status).toBe(400)
    const other = await projectsUser(app)
    const project = await other.create(book())
    const res = await user.call('POST', '/generate/chapter', {
      ...bare,
      projectId: project.id,
      chapterId: project.chapters[2]!.id,
    })
    expect(res.status).toBe(404)
  })
})

// The bad days of a write: nothing half-written reaches the chapter, and nothing is charged.
describe('POST /api/generate/chapter with write, on a bad day', () => {
  let script: 'empty' | 'throttled' | 'dropped' = 'empty'
  const failing: GenerationProvider = {
    ...provider,
    async *streamChapter(job) {
      if (script === 'throttled') throw new ProviderError('rate_limited', 'Slow down.', { retryAfterMs: 20_000 })
      if (script === 'empty') {
        yield '   \n'
        return
      }
      yield `## ${job.brief.chapters[job.index]?.title ?? ''}\n\nThe first half of a sentence`
      throw new ProviderError('cut_off', 'The stream ended early.')
    },
  }
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ provider: failing, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: '10', QUALITY_PASS: 'off' } })
  })
  afterAll(() => app.close())

  it.each([
    ['empty', 502, 'provider_failed'],
    ['throttled', 429, 'rate_limited'],
    ['dropped', 502, 'output_cut_off'],
  ] as const)('%s: answers %i %s, keeps the saved chapter and charges nothing', async (day, status, code) => {
    script = day
    const user = await projectsUser(app)
    const project = await user.create(book())
    const before = await balanceOf(app, user.id)
    const target = project.chapters[2]!
    const res = await user.call('POST', '/generate/chapter', {
      chapterTitle: target.title,
      brief: target.content,
      tone: 'friendly',
      projectId: project.id,
      chapterId: target.id,
      write: true,
    })
    expect({ status: res.status, code: (res.body as { code?: string }).code }).toEqual({ status, code })
    expect(await balanceOf(app, user.id)).toBe(before)
    const saved = await user.call('GET', `/projects/${project.id}`)
    expect((saved.body as { chapters: { content: string }[] }).chapters[2]?.content).toBe(target.content)
  })
})
