import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapterResponseSchema, outlineResponseSchema } from '@core/generation-schemas.ts'
import { balanceOf, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { createOfflineWriter } from './offline/offline-writer.ts'

describe('outline and chapter endpoints on the offline writer', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ provider: createOfflineWriter() })
  })
  afterAll(() => app.close())

  it('writes an outline for 2 credits and rewrites a chapter for free', async () => {
    const user = await signedInUser(app, 'offline')
    const outlineRes = await callApi(app, '/outline', {
      token: user.token,
      body: { topic: 'Meal prep for busy parents', productType: 'planner', tone: 'friendly', targetAudience: '' },
    })
    expect(outlineRes.status).toBe(200)
    const outline = outlineResponseSchema.parse(await outlineRes.json())
    expect(outline).toMatchObject({ creditsSpent: 2, creditsLeft: 0, writer: 'offline' })
    expect(outline.outline.chapters.length).toBeGreaterThan(0)

    const chapterTitle = outline.outline.chapters[0]!.title
    const chapterRes = await callApi(app, '/generate/chapter', {
      token: user.token,
      body: {
        chapterTitle,
        brief: `## ${chapterTitle}\n\nPlan the week on Sunday. Cook twice, eat all week.`,
        tone: 'friendly',
        modifier: 'longer',
      },
    })
    expect(chapterRes.status).toBe(200)
    const chapter = chapterResponseSchema.parse(await chapterRes.json())
    expect(chapter.title).toBe(chapterTitle)
    expect(chapter.content.startsWith(`## ${chapterTitle}`)).toBe(true)
    expect(await balanceOf(app, user.id)).toBe(0)
  })
})
