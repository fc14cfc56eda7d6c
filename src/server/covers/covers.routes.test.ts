import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { coverImageResponseSchema, imageModelStatusSchema } from '@core/cover-image-schemas.ts'
import { CREDIT_COSTS } from '@core/generation.ts'
import { balanceOf, callApi } from '../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { draftUser } from '../../../tests/support/draft-test-provider.ts'
import { type FakeImageBehaviour, type FakeImages, startFakeImages } from '../../../tests/support/fake-images.ts'
import { sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { grantCredits, spendCredits } from '../credits/ledger.ts'
import { captureLog } from '../../../tests/support/capture-log.ts'

const PRICE = CREDIT_COSTS.coverImage

/** A signed-in user whose balance is exactly `credits`, with the ledger agreeing. */
async function exactBalanceUser(app: TestApp, credits: number) {
  const user = await draftUser(app, 0)
  const start = await balanceOf(app, user.id)
  await app.db.transaction(async (tx) => {
    const step = { userId: user.id, ref: `test:${user.id}`, reason: 'test' }
    if (credits > start) await grantCredits(tx, { ...step, amount: credits - start })
    if (credits < start) await spendCredits(tx, { ...step, amount: start - credits })
  })
  return user
}
const PER_HOUR = 6

const book = sampleDocument({
  title: 'Tomatoes on a Balcony',
  description: 'Grow a summer of tomatoes in three pots.',
  productType: 'guide',
  tone: 'friendly',
})
book.chapters[0]!.plan = 'Choosing terracotta pots and a sunny south-facing railing'
book.chapters[1]!.plan = 'Watering, feeding and pinching out side shoots'

describe.each(databaseKinds)('cover art from an image model (%s)', (kind) => {
  let app: TestApp
  let fake: FakeImages

  beforeAll(async () => {
    fake = await startFakeImages()
    app = await startTestApp({
      kind,
      env: {
        AI_IMAGE_MODEL: 'openai:gpt-image-1',
        OPENAI_API_KEY: 'sk-test-images',
        AI_IMAGE_BASE_URL: fake.baseURL,
        AI_IMAGE_TIMEOUT_MS: '1000',
        AI_IMAGES_PER_HOUR: String(PER_HOUR),
        // One call at a time per user and none waiting: a second one at once shows the fair queue holds it.
        AI_MAX_CONCURRENT_CALLS_PER_USER: '1',
        AI_MAX_QUEUED_CALLS_PER_USER: '0',
        PROJECT_IMAGES_MAX: '2',
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await fake.close()
  })
  afterEach(() => vi.restoreAllMocks())

  /** A signed-in creator with exactly `credits` (the sign-up bonus topped up or spent) and one saved project. */
  async function creator(credits = 10) {
    const user = await exactBalanceUser(app, credits)
    const created = await user.post('/projects', book)
    expect(created.status).toBe(201)
    const projectId = created.body.id as string
    const images = async () => (await app.db.query('select id from public.project_images where project_id = $1', [projectId])).rows.length
    const ledger = async () =>
      (
        await app.db.query<{ kind: string; amount: number; ref: string }>(
          'select kind, amount, ref from public.credit_ledger where user_id = $1 order by id',
          [user.id],
        )
      ).rows
    const generate = async (body: Record<string, unknown> = {}) => {
      const res = await callApi(app, '/covers/image', { token: user.token, body: { projectId, ...body } })
      return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> }
    }
    return { ...user, projectId, images, ledger, generate }
  }

  it('tells the designer an image model is there and what an image costs', async () => {
    const user = await creator()
    const res = await callApi(app, '/covers/image-model', { token: user.token })
    expect(res.status).toBe(200)
    expect(imageModelStatusSchema.parse(await res.json())).toEqual({ available: true, credits: PRICE })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await callApi(app, '/covers/image-model')).status).toBe(401)
  })

  it('writes the prompt from the book, stores the image as a project image, and charges once', async () => {
    const user = await creator(10)
    const before = fake.requests.length
    const res = await user.generate({ prompt: 'ripe red tomatoes on a sunny city balcony' })
    expect(res.status).toBe(201)
    const answer = coverImageResponseSchema.parse(res.body)
    expect(answer).toMatchObject({
      creditsSpent: PRICE,
      creditsLeft: 10 - PRICE,
      image: { contentType: 'image/jpeg', width: 1024, height: 1536 },
    })

    // One request to the model, portrait 2:3, with the operator's key; the prompt carries the book.
    expect(fake.requests.length).toBe(before + 1)
    const sent = fake.requests.at(-1)!
    expect(sent.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: 1 })
    expect(sent.headers.authorization).toBe('Bearer sk-test-images')
    const prompt = sent.body.prompt
    expect(prompt).toContain('"Tomatoes on a Balcony"')
    expect(prompt).toContain('Grow a summer of tomatoes in three pots.')
    expect(prompt).toContain('Choosing terracotta pots and a sunny south-facing railing')
    expect(prompt).toContain('ripe red tomatoes on a sunny city balcony')
    expect(prompt).toMatch(/portrait, 2:3/)
    expect(prompt).toMatch(/No text, no letters, .*no watermark/)
    expect(prompt).toMatch(/warm, inviting/) // friendly → the mood

    // Charged exactly once, under the stored image's id; the balance and the ledger agree.
    expect(await balanceOf(app, user.id)).toBe(10 - PRICE)
    expect((await user.ledger()).filter((row) => !row.ref.startsWith('test:') && row.kind !== 'grant')).toEqual([
      { kind: 'spend', amount: -PRICE, ref: `cover-image:${answer.image.id}` },
    ])
    // The image is the project's, readable by its owner like an upload.
    const read = await fetch(`${app.url}/api/projects/${user.projectId}/images/${answer.image.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(read.status).toBe(200)
    // The model's PNG is kept as a JPEG (a fraction of the bytes, decision 89).
    expect(await sharp(Buffer.from(await read.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 1536 })
    expect(answer.image.byteSize).toBeLessThan(fake.lastPngBytes)
  })

  it.each<[string, FakeImageBehaviour, number, string]>([
    ['a timeout', { hang: true }, 504, 'image_model_timeout'],
    ['a 429 from the provider', { status: 429, retryAfter: 7 }, 429, 'image_model_rate_limited'],
    ['a content-policy refusal', { refuse: 'content_policy_violation' }, 422, 'image_model_refused'],
    ['a moderation block', { refuse: 'moderation_blocked' }, 422, 'image_model_refused'],
    ['bytes that are no image', { garbage: true }, 502, 'image_model_failed'],
    ['a server error', { status: 500 }, 502, 'image_model_failed'],
  ])('%s gives its code and a clear message, and never charges or stores', async (_what, behaviour, status, code) => {
    captureLog()
    const user = await creator(10)
    const before = await user.ledger()
    fake.enqueue(behaviour)
    const res = await user.generate()
    expect([res.status, res.body.code]).toEqual([status, code])
    expect(String(res.body.message).length).toBeGreaterThan(40)
    if (status === 429) expect(res.headers.get('retry-after')).toBe('7')
    if (code !== 'image_model_refused') expect(res.body.message).toMatch(/No credits were used/)
    expect(await balanceOf(app, user.id)).toBe(10)
    expect(await user.ledger()).toEqual(before)
    expect(await user.images()).toBe(0)
  })

  it('stops the model call when the creator leaves, gives the queue place back, and charges nothing', async () => {
    const user = await creator(10)
    fake.enqueue({ hang: true })
    const before = { requests: fake.requests.length, abandoned: fake.abandoned }
    const leaving = new AbortController()
    const first = callApi(app, '/covers/image', { token: user.token, body: { projectId: user.projectId }, signal: leaving.signal })
    await vi.waitFor(() => expect(fake.requests.length).toBe(before.requests + 1))
    leaving.abort()
    await expect(first).rejects.toThrow()
    await vi.waitFor(() => expect(fake.abandoned).toBe(before.abandoned + 1))
    // The user's one place (AI_MAX_CONCURRENT_CALLS_PER_USER=1) is free again: the next image is drawn.
    expect((await user.generate()).status).toBe(201)
    expect(await balanceOf(app, user.id)).toBe(10 - PRICE)
    expect(await user.images()).toBe(1)
  })

  it('refuses a short balance before the model is called', async () => {
    const user = await creator(PRICE - 1)
    const before = fake.requests.length
    const res = await user.generate()
    expect([res.status, res.body.code]).toEqual([402, 'insufficient_credits'])
    expect(fake.requests.length).toBe(before)
    expect(await user.images()).toBe(0)
  })

  it('refuses before the call when the project has no room for another image', async () => {
    const user = await creator(10)
    for (let i = 0; i < 2; i++) expect((await user.generate()).status).toBe(201)
    const before = fake.requests.length
    const res = await user.generate()
    expect([res.status, res.body.code]).toEqual([409, 'image_limit'])
    expect(fake.requests.length).toBe(before)
    expect(await balanceOf(app, user.id)).toBe(10 - 2 * PRICE)
  })

  it('draws only for the project’s owner, and checks the refinement', async () => {
    const alice = await creator()
    const bob = await creator()
    const before = fake.requests.length
    const res = await callApi(app, '/covers/image', { token: bob.token, body: { projectId: alice.projectId } })
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([404, 'not_found'])
    const long = await alice.generate({ prompt: 'x'.repeat(301) })
    expect([long.status, long.body.code]).toEqual([400, 'validation_failed'])
    expect(fake.requests.length).toBe(before)
    expect(await balanceOf(app, bob.id)).toBe(10)
  })

  it('limits each user’s attempts an hour, failed ones too', async () => {
    const user = await creator(0)
    for (let i = 0; i < PER_HOUR; i++) expect((await user.generate()).body.code).toBe('insufficient_credits')
    const res = await user.generate()
    expect([res.status, res.body.code]).toEqual([429, 'rate_limited'])
    // Another account is not held back by it.
    expect((await (await creator(0)).generate()).body.code).toBe('insufficient_credits')
  })

  it('goes through the fair AI queue: a user’s second image at once waits its turn or is refused with ai_busy', async () => {
    const user = await creator(10)
    fake.enqueue({ hang: true })
    const before = fake.requests.length
    const first = user.generate()
    await vi.waitFor(() => expect(fake.requests.length).toBe(before + 1))
    const second = await user.generate()
    expect([second.status, second.body.code]).toEqual([429, 'ai_busy'])
    expect(second.headers.get('retry-after')).toBe('10')
    expect((await first).body.code).toBe('image_model_timeout')
    expect(await balanceOf(app, user.id)).toBe(10)
  })
})

describe('cover art without an image model', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('says none is configured, and refuses to draw with a 503 that names AI_IMAGE_MODEL, charging nothing', async () => {
    const user = await exactBalanceUser(app, 10)
    const project = await user.post('/projects', book)
    const status = await callApi(app, '/covers/image-model', { token: user.token })
    expect(imageModelStatusSchema.parse(await status.json())).toEqual({ available: false, credits: PRICE })
    const res = await callApi(app, '/covers/image', { token: user.token, body: { projectId: project.body.id } })
    const body = (await res.json()) as { code: string; message: string }
    expect([res.status, body.code]).toEqual([503, 'image_model_not_configured'])
    expect(body.message).toContain('AI_IMAGE_MODEL')
    expect(await balanceOf(app, user.id)).toBe(10)
  })
})
