import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { PagePreview } from '@core/page-preview.ts'
import { type ApiUser, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'

describe('POST /api/export/pages (decision 87)', () => {
  let app: TestApp
  let user: ApiUser
  const clock = new TestClock()
  const document: ExportDocument = sampleBook({ trimSize: '6x9', theme: 'modern' }, 3)
  const pages = (query: string, body: unknown = document, token: string | null = user.token) =>
    callApi(app, `/export/pages${query}`, { token: token ?? undefined, body })

  beforeAll(async () => {
    app = await startTestApp({ clock, env: { PAGE_PREVIEWS_PER_MINUTE: '6' } })
    user = await signedInUser(app, 'pages')
  })
  afterAll(() => app.close())

  it(
    'answers a chapter or the front matter as SVG pages with their count and size, rendered by the export workers',
    { timeout: 60_000 },
    async () => {
      const chapter = await pages('?part=chapter&chapter=1')
      expect(chapter.status).toBe(200)
      expect(chapter.headers.get('content-type')).toBe('application/json')
      expect(chapter.headers.get('cache-control')).toBe('no-store')
      const preview = (await chapter.json()) as PagePreview
      expect(preview).toMatchObject({ part: { kind: 'chapter', index: 1 }, pageSize: { width: 432, height: 648 }, firstNumber: 1 })
      expect(preview.pageCount).toBe(preview.pages.length)
      expect(preview.pages[0]).toMatch(/^<svg [^>]*viewBox="0 0 432 648"/)
      const front = (await (await pages('?part=front')).json()) as PagePreview
      expect(front).toMatchObject({ part: { kind: 'front' }, pageCount: 4, firstNumber: null })
    },
  )

  it('answers 400 for a part it does not know or a chapter the document lacks, and 401 without a user', async () => {
    for (const query of ['', '?part=back', '?part=chapter', '?part=chapter&chapter=-1', '?part=chapter&chapter=3']) {
      const res = await pages(query)
      expect(res.status, query).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    }
    expect((await pages('?part=front', document, null)).status).toBe(401)
  })

  it('limits each user to PAGE_PREVIEWS_PER_MINUTE, with Retry-After, and leaves the other exports alone', async () => {
    const other = await signedInUser(app, 'pages-other')
    // A new minute, past the previews above; the clock then stands still (decision 0119).
    clock.advance(60)
    const short = { ...document, chapters: document.chapters.slice(0, 1) }
    for (let i = 0; i < 6; i++) {
      const res = await pages('?part=front', short)
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    const refused = await pages('?part=front', short)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('at most 6 a minute') })
    clock.advance(15)
    expect((await pages('?part=front', short)).headers.get('retry-after')).toBe('45')
    // Another user's previews, and this user's PDF, are not counted against it.
    expect((await pages('?part=front', document, other.token)).status).toBe(200)
    const pdf = await callApi(app, '/export/pdf', { token: user.token, body: document })
    expect(pdf.status).toBe(200)
    await pdf.arrayBuffer()
  })
})
