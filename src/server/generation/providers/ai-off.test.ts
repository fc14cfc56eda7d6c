import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, setBalance, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { loadConfig } from '../../config.ts'
import { writerStatus } from './ai-off.ts'
import { createProvider } from './create-provider.ts'

const outline = { topic: 'Golf fitness for beginners', productType: 'guide', tone: 'friendly', targetAudience: 'new golfers' }
const chapter = {
  chapterTitle: 'Warm-ups',
  brief: '## Warm-ups\n\nStretch.',
  tone: 'friendly',
  targetAudience: 'new golfers',
  modifier: 'longer',
}
const draft = {
  ...outline,
  outline: { title: 'Golf', description: 'Fit golf.', chapters: [{ title: 'Warm-ups' }, { title: 'Swings' }, { title: 'Rounds' }] },
}

async function serverFor(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', ...env })
  return startTestApp({ env, provider: createProvider(config) })
}

describe('a production server with no AI_PROVIDER (decision 36)', () => {
  let app: TestApp
  let user: ApiUser
  beforeAll(async () => {
    app = await serverFor({ NODE_ENV: 'production' })
    user = await signedInUser(app, 'ai-off')
    await setBalance(app, user.id, 20)
  })
  afterAll(() => app.close())

  it.each([
    ['/outline', outline],
    ['/draft/start', draft],
    ['/generate/chapter', chapter],
    ['/draft/next', { jobId: crypto.randomUUID(), index: 0 }],
    ['/draft/stream', { jobId: crypto.randomUUID() }],
    // Issue 29: a new description is writing too.
    [`/projects/${crypto.randomUUID()}/description`, {}],
    // Issue 32: the launch kit, whole or one piece.
    [`/projects/${crypto.randomUUID()}/launch-kit`, {}],
    [`/projects/${crypto.randomUUID()}/launch-kit`, { piece: 'kdp' }],
  ])('refuses %s with 503 ai_not_configured and spends nothing', async (path, body) => {
    const res = await callApi(app, path, { token: user.token, body })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: 'ai_not_configured', message: expect.stringMatching(/no AI provider is configured/) })
    expect(await balanceOf(app, user.id)).toBe(20)
  })

  it('still asks who is calling first, and still answers the current draft', async () => {
    expect((await callApi(app, '/outline', { body: outline })).status).toBe(401)
    const current = await callApi(app, '/draft/current', { token: user.token })
    expect(current.status).toBe(200)
    expect(await current.json()).toEqual({ job: null })
  })

  it('tells the web app that nobody writes', async () => {
    expect((await (await callApi(app, '/config')).json()).generation).toMatchObject({ writer: 'none', offline: false })
  })
})

describe('AI_PROVIDER=offline, asked for by name in production', () => {
  it('writes an outline with the built-in writer', async () => {
    const app = await serverFor({ NODE_ENV: 'production', AI_PROVIDER: 'offline' })
    try {
      const user = await signedInUser(app, 'ai-offline')
      await setBalance(app, user.id, 2)
      const res = await callApi(app, '/outline', { token: user.token, body: outline })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ writer: 'offline', creditsSpent: 2 })
    } finally {
      await app.close()
    }
  })
})

describe('the start-up line about the writer', () => {
  const offline = { name: 'offline', model: 'offline' }
  it('warns when a production server has no provider, and names the writer otherwise', () => {
    expect(writerStatus(loadConfig({ NODE_ENV: 'production' }), offline)).toEqual({
      warn: true,
      text: expect.stringMatching(/AI_PROVIDER is unset.*refuses.*AI_PROVIDER=offline/),
    })
    expect(writerStatus(loadConfig({}), offline)).toEqual({
      warn: false,
      text: expect.stringMatching(/built-in offline writer \(sample text, not AI/),
    })
    expect(writerStatus(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' }), { name: 'openai', model: 'gpt-4o-mini' })).toEqual({
      warn: false,
      text: 'AI: openai gpt-4o-mini',
    })
  })
})
