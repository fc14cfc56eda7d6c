import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { descriptionResponseSchema } from '@core/description-schemas.ts'
import { staleChapterCount } from '@core/description-facts.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { balanceOf, callApi } from '../../../../tests/support/api-user.ts'
import { type FakeOpenAI, messageText, startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import { fakeOpenAIProvider } from '../../../../tests/support/fake-openai-provider.ts'
import { projectsUser, sampleDocument } from '../../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { createOfflineWriter } from '../providers/offline/offline-writer.ts'
import { captureSuiteLog } from '../../../../tests/support/capture-log.ts'

const LIMIT = 4

/** A book whose description went stale: it says eight chapters, and a ninth was added after drafting. */
const STALE = sampleDocument(
  {
    title: 'Sourdough at Home',
    subtitle: 'Bake a Crusty Loaf Every Weekend',
    description: 'A friendly ebook for new bakers. In eight chapters it covers starters, shaping and baking.',
    productType: 'ebook',
    targetAudience: 'busy parents',
    language: 'en',
  },
  9,
)
STALE.chapters = STALE.chapters.map((c, i) => ({
  ...c,
  title: i === 0 ? 'Introduction' : `Bake Day ${i}`,
  plan: `What bake day ${i} covers. Key points: flour; water; time.`,
}))

// Realistic replies: chatter around the description, a label, quotes; one that names a count.
const CHATTY =
  "Sure! Here's a fresh description for your ebook:\n\n**Description:** “A friendly ebook for busy parents who want real bread without giving up the weekend: keep a starter alive, shape a loaf and bake a crackling crust.”\n\nLet me know if you'd like it shorter or in a different tone!"
const CLEAN =
  'A friendly ebook for busy parents who want real bread without giving up the weekend: keep a starter alive, shape a loaf and bake a crackling crust.'

describe('POST /api/projects/:id/description (issue 29)', () => {
  let fake: FakeOpenAI
  let app: TestApp
  let owner: Awaited<ReturnType<typeof projectsUser>>
  let projectId: string
  const regenerate = (body: unknown, token = owner.token, id = projectId) => callApi(app, `/projects/${id}/description`, { token, body })

  captureSuiteLog()
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    app = await startTestApp({
      clock: new TestClock(),
      provider: fakeOpenAIProvider(fake, []),
      env: { CHAPTER_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    })
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await app.close()
    await fake.close()
  })
  beforeEach(async () => {
    owner = await projectsUser(app)
    projectId = (await owner.create(STALE)).id
    fake.requests.length = 0
  })

  it('writes a new description from the saved book, strips the chatter around it, and costs nothing', async () => {
    expect(staleChapterCount(STALE.description, STALE.chapters)).toMatchObject({ count: 8 })
    const before = await balanceOf(app, owner.id)
    fake.enqueue({ text: CHATTY })
    const res = await regenerate({})
    expect(res.status).toBe(200)
    expect(descriptionResponseSchema.parse(await res.json())).toEqual({ description: CLEAN })
    expect(await balanceOf(app, owner.id)).toBe(before)
    // The prompt carries the book as it is now and asks for no count.
    const prompt = messageText(fake.requests[0]?.body.messages.at(-1))
    expect(prompt).toContain('"title": "Bake Day 8"')
    expect(prompt).toContain('What bake day 3 covers.')
    expect(prompt).toContain('"subtitle": "Bake a Crusty Loaf Every Weekend"')
    expect(prompt).toContain('"targetAudience": "busy parents"')
    expect(prompt).toContain('"currentDescription": "A friendly ebook for new bakers. In eight chapters')
    expect(prompt).toMatch(/Do not say how many chapters/)
    // The project itself is not changed: the editor shows the suggestion first, and the creator's save keeps it.
    expect((await owner.call('GET', `/projects/${projectId}`)).body.description).toBe(STALE.description)
  })

  it('asks once more when the reply names a wrong chapter count, and fails when it still does', async () => {
    fake.enqueue({ text: 'A friendly ebook for busy parents. Across eight chapters you learn to bake.' }, { text: CLEAN })
    const res = await regenerate({ previous: 'An older suggestion.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ description: CLEAN })
    expect(fake.requests).toHaveLength(2)
    expect(messageText(fake.requests[0]?.body.messages.at(-1))).toContain('"previousSuggestion": "An older suggestion."')
    expect(messageText(fake.requests[1]?.body.messages.at(-1))).toMatch(/Your description says "eight chapters"/)

    fake.enqueue({ text: 'In eight chapters you learn to bake.' }, { text: 'Its 8 chapters teach you to bake.' })
    const failed = await regenerate({})
    expect(failed.status).toBe(502)
    expect(await failed.json()).toMatchObject({ code: 'provider_failed' })
  })

  it('answers 401 without a session, and 404 for another user’s project or a malformed id', async () => {
    expect((await regenerate({}, '')).status).toBe(401)
    const stranger = await projectsUser(app)
    const theirs = await regenerate({}, stranger.token)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ code: 'not_found' })
    expect((await regenerate({}, owner.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await regenerate({}, owner.token, 'not-a-uuid')).status).toBe(404)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses a bad body with a stable code, before any AI call', async () => {
    const wrong = await regenerate({ previous: 42 })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'previous' }] })
    const long = await regenerate({ previous: 'x'.repeat(1001) })
    expect(await long.json()).toMatchObject({ code: 'validation_failed' })
    const notJson = await fetch(`${app.url}/api/projects/${projectId}/description`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{',
    })
    expect(await notJson.json()).toMatchObject({ code: 'invalid_json' })
    const text = await fetch(`${app.url}/api/projects/${projectId}/description`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(await text.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(fake.requests).toHaveLength(0)
  })

  it('shares the free rewrites’ per-user limit: 429 rate_limited once it is spent', async () => {
    for (let i = 0; i < LIMIT; i++) {
      fake.enqueue({ text: CLEAN })
      expect((await regenerate({})).status).toBe(200)
    }
    const res = await regenerate({})
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ code: 'rate_limited' })
    expect(fake.requests).toHaveLength(LIMIT)
  })
})

describe('the offline writer’s description (issue 29)', () => {
  it('names the numbered chapters’ subjects and no count; Try again gives another', async () => {
    const writer = createOfflineWriter()
    const job = {
      title: 'Sourdough at Home',
      productType: 'ebook' as const,
      tone: 'friendly' as const,
      targetAudience: 'busy parents',
      chapters: [
        { title: 'Introduction: Why Sourdough Matters', matter: 'front' as const },
        { title: 'Making and Keeping a Starter' },
        { title: 'Shaping and Proofing' },
        { title: 'Conclusion: Your Next Steps', matter: 'back' as const },
      ],
      current: 'In eight chapters it covers starters, shaping and baking.',
    }
    const text = await writer.writeDescription!(job)
    expect(text).toMatch(/^An? [a-z, -]+ ebook for busy parents\. /)
    expect(text).toContain('“Making and Keeping a Starter”')
    expect(text).toContain('“Shaping and Proofing”')
    expect(staleChapterCount(text, job.chapters)).toBeUndefined()
    expect(await writer.writeDescription!(job)).toBe(text)
    const again = await Promise.all(['a', 'b', 'c', 'd'].map((previous) => writer.writeDescription!({ ...job, previous })))
    expect(new Set([text, ...again]).size).toBeGreaterThan(1)
  })
})
