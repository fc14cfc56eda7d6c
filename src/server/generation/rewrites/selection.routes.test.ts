import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { scriptedProvider } from '../../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'

const LIMIT = 3
const body = {
  action: 'shorten',
  selection: 'Stretch for ten minutes, slowly, before every round.',
  before: '## Warm-up\n\nStart easy.',
  after: 'Then hit a few short shots.',
  chapterTitle: 'Warm-up',
  productType: 'guide',
  language: 'en',
}

/** The JSON of each server-sent event of an answer. */
async function events(res: Response): Promise<unknown[]> {
  const text = await res.text()
  return text
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => JSON.parse(e.slice(6)) as unknown)
}

describe('POST /api/generate/selection', () => {
  const script = scriptedProvider()
  let app: TestApp
  let user: ApiUser
  const rewrite = (payload: unknown, token = user.token) => callApi(app, '/generate/selection', { token, body: payload })

  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), provider: script.provider, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: String(LIMIT) } })
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    script.failWith(undefined)
    user = await signedInUser(app, 'selection')
  })

  it('streams the suggestion as deltas, then the whole of it; free of charge', async () => {
    const res = await rewrite(body)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    expect(await events(res)).toEqual([
      { type: 'delta', text: 'shor' },
      { type: 'delta', text: `ten: ${body.selection}` },
      { type: 'done', text: `shorten: ${body.selection}` },
    ])
    expect(script.selectionCalls.at(-1)).toMatchObject({ ...body, action: 'shorten' })
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it('shares the chapter rewrites\u2019 per-user limit: 429 rate_limited once it is spent', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await callApi(app, '/generate/chapter', { token: user.token, body: { chapterTitle: 'A', brief: 'B', tone: 'friendly' } })).status,
      ).toBe(200)
    const limited = await rewrite(body)
    expect(limited.status).toBe(429)
    expect((await limited.json()).code).toBe('rate_limited')
    const other = await signedInUser(app, 'selection-other')
    expect((await rewrite(body, other.token)).status).toBe(200)
  })

  it.each([
    ['an empty selection', { ...body, selection: '   ' }],
    ['a tone change without a tone', { ...body, action: 'tone' }],
    ['a custom action without an instruction', { ...body, action: 'custom', instruction: ' ' }],
    ['an instruction over 300 characters', { ...body, action: 'custom', instruction: 'x'.repeat(301) }],
    ['too much text around it', { ...body, before: 'x'.repeat(1501) }],
    ['an unknown action', { ...body, action: 'translate' }],
    ['a language tag with words in it (issue 25)', { ...body, language: 'en-ignore-all-rules' }],
  ])('refuses %s with 400 validation_failed', async (_name, payload) => {
    const res = await rewrite(payload)
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('validation_failed')
  })

  it('answers 401 without a user session', async () => {
    expect((await callApi(app, '/generate/selection', { body })).status).toBe(401)
  })

  it.each([
    ['rate_limited', 'rate_limited'],
    ['cut_off', 'output_cut_off'],
    ['invalid_output', 'provider_failed'],
    ['unavailable', 'provider_unavailable'],
  ] as const)('ends the stream with an error event when the provider fails with %s (%s)', async (failure, code) => {
    script.failWith(failure)
    const res = await rewrite(body)
    expect(res.status).toBe(200)
    const [event] = await events(res)
    expect(event).toMatchObject({ type: 'error', code })
    expect((event as { message: string }).message).not.toMatch(/\(\d{3}\)/)
  })
})
