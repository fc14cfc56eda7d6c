import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, setBalance, signedInUser } from '../../../../tests/support/api-user.ts'
import { scriptedProvider } from '../../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from '../../credits/ledger.queries.ts'
import { captureLog } from '../../../../tests/support/capture-log.ts'

const request = { topic: 'Golf fitness for beginners', productType: 'guide', tone: 'friendly', targetAudience: 'new golfers' }

describe('POST /api/outline', () => {
  const script = scriptedProvider()
  let app: TestApp
  let user: ApiUser
  const outline = (body: unknown, token = user.token, signal?: AbortSignal) => callApi(app, '/outline', { token, body, signal })
  const generations = async () =>
    (
      await app.db.query<{ status: string; error: string | null; writer: string | null }>(
        'select status, error, writer from public.generations where user_id = $1 order by created_at',
        [user.id],
      )
    ).rows

  beforeAll(async () => {
    app = await startTestApp({ provider: script.provider })
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    script.failWith(undefined)
    user = await signedInUser(app, 'outline')
  })

  it('spends exactly 2 credits and answers the outline, the credits left and the writer', async () => {
    await setBalance(app, user.id, 5)
    const res = await outline(request)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      outline: {
        title: 'The Golf fitness for beginners guide',
        subtitle: 'Clear Steps That Get Results',
        description: expect.any(String),
        // Every guide's chapter leaves with its matter (issue 29): neither is an introduction or a conclusion.
        chapters: [
          { title: 'Getting started', matter: 'body' },
          { title: 'Going further', matter: 'body' },
        ],
      },
      creditsSpent: 2,
      creditsLeft: 3,
      writer: 'scripted',
      // The outline as kept on the account (issue 30): its generation's id.
      outlineId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(await balanceOf(app, user.id)).toBe(3)
    expect((await listLedger(app.db, user.id, 1))[0]).toMatchObject({ kind: 'spend', amount: -2, balance_after: 3, reason: 'outline' })
    expect(await generations()).toEqual([{ status: 'succeeded', error: null, writer: 'scripted' }])
    expect(await findLedgerMismatches(app.db)).toEqual([])
    expect(script.outlineCalls.at(-1)).toEqual(request)
  })

  it('answers 402 insufficient_credits and spends nothing when the balance is short', async () => {
    await outline(request) // 2 → 0
    const res = await outline(request)
    expect(res.status).toBe(402)
    const body = await res.json()
    expect(body.code).toBe('insufficient_credits')
    expect(body.message).toContain('Insufficient credits')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await generations()).toHaveLength(1)
  })

  it.each([
    ['an empty topic', { ...request, topic: '   ' }, 'topic'],
    ['an unknown product type', { ...request, productType: 'novel' }, 'productType'],
    ['an unknown tone', { ...request, tone: 'angry' }, 'tone'],
    ['a topic over 200 characters', { ...request, topic: 'x'.repeat(201) }, 'topic'],
    ['a missing topic', { productType: 'guide', tone: 'friendly' }, 'topic'],
    ['an array body', [request], ''],
  ])('answers 400 with issues for %s, spending nothing', async (_, body, path) => {
    const res = await outline(body)
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.code).toBe('validation_failed')
    expect(json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
    expect(await balanceOf(app, user.id)).toBe(2)
    expect(await generations()).toEqual([])
  })

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const res = await outline('{"topic": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalid_json' })
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it('answers 401 without a user session (no token, the anon key, the service-role key)', async () => {
    for (const token of [undefined, app.anonKey, app.serviceRoleKey]) {
      const res = await callApi(app, '/outline', { token, body: request })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: 'unauthorized' })
    }
  })

  it('refunds in full when the provider fails, and marks the generation failed', async () => {
    script.failWith('unavailable', 'The AI provider is unavailable right now.')
    const res = await outline(request)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ code: 'provider_unavailable', message: 'The AI provider is unavailable right now.' })
    expect(await balanceOf(app, user.id)).toBe(2)
    const ledger = await listLedger(app.db, user.id, 3)
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['refund', 2],
      ['spend', -2],
      ['grant', 2],
    ])
    expect(ledger[0]?.ref).toBe(ledger[1]?.ref)
    expect(await generations()).toEqual([
      { status: 'failed', error: 'unavailable: The AI provider is unavailable right now.', writer: null },
    ])
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('answers 429 rate_limited, with no status in the message, when the provider is throttled, refunded', async () => {
    script.failWith('rate_limited', 'The AI provider is busy.')
    const res = await outline(request)
    expect(res.status).toBe(429)
    const body = await res.json()
    expect(body.code).toBe('rate_limited')
    expect(body.message).toBe('The AI provider is busy.')
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it.each([
    ['timeout', 503, 'provider_unavailable'],
    ['invalid_output', 502, 'provider_failed'],
    ['refused', 503, 'provider_unavailable'],
  ] as const)('maps a %s failure to %i %s, refunded', async (failure, status, code) => {
    script.failWith(failure)
    const res = await outline(request)
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ code })
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it('answers 500 internal for an unexpected error, logs it without leaking details, and still refunds', async () => {
    const logs = captureLog()
    script.failWith(new Error('secret stack detail'))
    const res = await outline(request)
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: '[generation] unexpected failure',
        err: expect.objectContaining({ message: 'secret stack detail' }),
      }),
    )
    expect(res.status).toBe(500)
    const body = await res.json()
    expect(body.code).toBe('internal')
    expect(JSON.stringify(body)).not.toContain('secret')
    expect(await balanceOf(app, user.id)).toBe(2)
    expect((await generations())[0]).toMatchObject({ status: 'failed', error: 'Error: secret stack detail' })
  })

  it('treats an outline that breaks the shared schema as invalid output, refunded', async () => {
    script.nextOutline({ title: 'No chapters', description: 'x', chapters: [] })
    const res = await outline(request)
    expect(res.status).toBe(502)
    expect(await balanceOf(app, user.id)).toBe(2)
    expect((await generations())[0]?.error).toMatch(/^invalid_output/)
  })

  it('finishes the bookkeeping when the client disconnects mid-call: the call is stopped and refunded', async () => {
    const gate = script.hold()
    const client = new AbortController()
    const pending = outline(request, user.token, client.signal).catch((error: unknown) => error)
    await gate.entered
    expect(await balanceOf(app, user.id)).toBe(0)
    client.abort()
    expect(await pending).toBeInstanceOf(Error)
    await expect.poll(async () => (await generations())[0]?.status).toBe('failed')
    gate.release()
    expect(await balanceOf(app, user.id)).toBe(2)
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })
})
