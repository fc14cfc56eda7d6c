import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { scriptedProvider } from '../../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'

const LIMIT = 4
const body = {
  chapterTitle: 'Warm-up routines',
  brief: '## Warm-up routines\n\nStretch first.',
  tone: 'friendly',
  targetAudience: 'new golfers',
}

describe('POST /api/generate/chapter', () => {
  const script = scriptedProvider()
  let app: TestApp
  let user: ApiUser
  const rewrite = (payload: unknown, token = user.token) => callApi(app, '/generate/chapter', { token, body: payload })

  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), provider: script.provider, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: String(LIMIT) } })
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    script.failWith(undefined)
    user = await signedInUser(app, 'chapter')
  })

  it('rewrites with each modifier (and none), passing the chapter through; free of charge', async () => {
    for (const modifier of [undefined, 'shorter', 'longer', 'grammar'] as const) {
      const res = await rewrite({ ...body, modifier })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        title: 'Warm-up routines',
        content: `## Warm-up routines\n\n${modifier ?? 'rewritten'}: ${body.brief}`,
      })
      expect(script.rewriteCalls.at(-1)).toMatchObject({
        chapterTitle: body.chapterTitle,
        content: body.brief,
        tone: 'friendly',
        targetAudience: 'new golfers',
        modifier,
      })
    }
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it('passes the book around the chapter to the writer; the bare payload still works', async () => {
    const neighbours = { previous: { title: 'Stretching basics', plan: 'Why and how to stretch.' }, next: { title: 'On the course' } }
    const book = {
      productType: 'checklist',
      language: 'pt-BR',
      bookTitle: ' Swing Stronger ',
      chapterPlan: 'Ten-minute warm-ups.',
      neighbours,
      pageTemplate: 'checklist',
      pageOptions: { pages: 2 },
    }
    const res = await rewrite({ ...body, modifier: 'restyle', ...book })
    expect(res.status).toBe(200)
    expect((await res.json()).content).toBe(`## Warm-up routines\n\nrestyle: ${body.brief}`)
    expect(script.rewriteCalls.at(-1)).toMatchObject({
      modifier: 'restyle',
      productType: 'checklist',
      language: 'pt-BR',
      bookTitle: 'Swing Stronger',
      plan: 'Ten-minute warm-ups.',
      neighbours,
      // The section keeps its page template (issue 28), so the words come back as its entries.
      page: { pageTemplate: 'checklist', pageOptions: { pages: 2 } },
    })
    // A template of another family is not the chapter's: an ebook's chapter never turns into a list.
    expect((await rewrite({ ...body, productType: 'ebook', pageTemplate: 'week' })).status).toBe(200)
    expect(script.rewriteCalls.at(-1)?.page).toEqual({})
    expect((await rewrite(body)).status).toBe(200)
    const plain = script.rewriteCalls.at(-1)
    for (const key of ['modifier', 'productType', 'language', 'bookTitle', 'plan', 'neighbours'] as const)
      expect(plain?.[key]).toBeUndefined()
    expect(plain?.page).toEqual({})
  })

  it(`allows ${LIMIT} rewrites a minute per user, then 429 with 429 in the message; other users are unaffected`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await rewrite(body)).status).toBe(200)
    const calls = script.rewriteCalls.length
    const limited = await rewrite(body)
    expect(limited.status).toBe(429)
    const json = await limited.json()
    expect(json.code).toBe('rate_limited')
    // The code carries the rate limit; the text has no status for the client to grep (decision 43).
    expect(json.message).not.toContain('429')
    expect(script.rewriteCalls).toHaveLength(calls)
    const other = await signedInUser(app, 'chapter-other')
    expect((await rewrite(body, other.token)).status).toBe(200)
  })

  it('does not count invalid requests against the limit', async () => {
    for (let i = 0; i < LIMIT + 2; i++) expect((await rewrite({ ...body, tone: 'angry' })).status).toBe(400)
    expect((await rewrite(body)).status).toBe(200)
  })

  it.each([
    ['an empty chapter title', { ...body, chapterTitle: ' ' }, 'chapterTitle'],
    ['an unknown modifier', { ...body, modifier: 'funnier' }, 'modifier'],
    ['a missing brief', { chapterTitle: 'x', tone: 'friendly' }, 'brief'],
    ['an unknown product type', { ...body, productType: 'novel' }, 'productType'],
    ['a language that is not a BCP 47 tag', { ...body, language: 'Spanish!' }, 'language'],
    ['a language tag with words in it (issue 25)', { ...body, language: 'en-ignore-all-rules' }, 'language'],
    ['an overlong plan', { ...body, chapterPlan: 'x'.repeat(601) }, 'chapterPlan'],
    ['a neighbour without a title', { ...body, neighbours: { next: { title: ' ' } } }, 'neighbours.next.title'],
  ])('answers 400 with issues for %s', async (_, payload, path) => {
    const res = await rewrite(payload)
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.code).toBe('validation_failed')
    expect(json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it('answers 401 without a user session', async () => {
    for (const token of [undefined, app.anonKey]) {
      const res = await callApi(app, '/generate/chapter', { token, body })
      expect(res.status).toBe(401)
    }
  })

  it.each([
    ['rate_limited', 429, 'rate_limited'],
    ['timeout', 503, 'provider_unavailable'],
    ['unavailable', 503, 'provider_unavailable'],
  ] as const)('maps a provider %s failure to %i %s', async (failure, status, code) => {
    script.failWith(failure)
    const res = await rewrite(body)
    expect(res.status).toBe(status)
    const json = await res.json()
    expect(json.code).toBe(code)
    expect(json.message).not.toMatch(/\(\d{3}\)/)
  })
})
