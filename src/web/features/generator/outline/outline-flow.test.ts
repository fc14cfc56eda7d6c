// @vitest-environment jsdom
import { creditsControl as credits } from '../../../../../tests/support/credits-control.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetGeneratorState } from '../../../../../tests/support/generator-state.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { getGeneratorForm, getGeneratorTab, setGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { loadSchemas } from '../generator-api.ts'
import { generateOutline } from './outline-flow.ts'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const outline = { title: 'Golf Fit', description: 'Stronger swings.', chapters: [{ title: 'Mobility' }, { title: 'Power' }] }

/** fetch answering /api/outline once the test releases it. */
function outlineServer() {
  let release: (res: Response) => void = () => {}
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (release = resolve)))
  vi.stubGlobal('fetch', fetchMock)
  const json = (status: number, body: unknown) => release(new Response(JSON.stringify(body), { status }))
  return { fetchMock, json, body: () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown> }
}

const progress = () => getGeneratorTab().progress

describe('outline generation (docs/product.md#outline-generation)', () => {
  // Loaded once up front, so the fake clock below only has the flow's own timers to drive.
  // The schemas and the typed client load with the first call; loaded here, the fake clock owns every step.
  beforeAll(() => Promise.all([loadSchemas(), loadApi()]))
  beforeEach(() => {
    vi.useFakeTimers()
    resetGeneratorState()
    vi.mocked(toast).mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('counts 25 → +8 every 500 ms → 90, then 100 and the outline, clearing loading 1 s later', async () => {
    updateGeneratorForm({ topic: 'Golf fitness', targetAudience: '  ' })
    setGeneratorTab({ error: 'old error' })
    const server = outlineServer()
    const c = credits(10)
    const done = generateOutline(c)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.body()).toEqual({ topic: 'Golf fitness', productType: 'ebook', tone: 'professional' })
    expect(progress()).toEqual({ text: 'Generating outline...', percent: 25 })
    expect(getGeneratorTab()).toMatchObject({ loading: true, error: null })
    expect(getGeneratorTab().outlinePending).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    expect(progress()?.percent).toBe(33)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(progress()?.percent).toBe(90)

    server.json(200, { outline, creditsSpent: 2, creditsLeft: 8, writer: 'offline' })
    await done
    expect(progress()).toEqual({ text: 'Outline generated successfully!', percent: 100 })
    expect(getGeneratorForm()).toMatchObject({ outline, title: 'Golf Fit', description: 'Stronger swings.' })
    expect(getGeneratorTab()).toMatchObject({ loading: true })
    expect(c.balance).toBe(8)
    expect(toast).toHaveBeenCalledWith({ title: '−2 credits • 8 left', description: 'Your product outline has been created successfully.' })
    await vi.advanceTimersByTimeAsync(999)
    expect(getGeneratorTab().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(getGeneratorTab().loading).toBe(false)
    expect(progress()).toBeNull()
  })

  it('remembers the input it was sent for, not what was typed while it was written (decision 0059)', async () => {
    updateGeneratorForm({ topic: ' Podcasting ', tone: 'casual', targetAudience: 'New hosts' })
    const server = outlineServer()
    const done = generateOutline(credits(10))
    await vi.advanceTimersByTimeAsync(0)
    updateGeneratorForm({ topic: 'Social media' })
    server.json(200, { outline, creditsSpent: 2, creditsLeft: 8, writer: 'offline' })
    await done
    expect(getGeneratorForm().outlineInput).toEqual({
      topic: 'Podcasting',
      productType: 'ebook',
      tone: 'casual',
      targetAudience: 'New hosts',
    })
  })

  it('sends the audience when there is one', async () => {
    updateGeneratorForm({ topic: 'Golf', targetAudience: 'Seniors' })
    const server = outlineServer()
    void generateOutline(credits(10))
    await vi.advanceTimersByTimeAsync(0)
    expect(server.body().targetAudience).toBe('Seniors')
  })

  it("refuses a blank topic with 'Topic required' and sends nothing", async () => {
    updateGeneratorForm({ topic: '   ' })
    const server = outlineServer()
    await generateOutline(credits(10))
    expect(server.fetchMock).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Topic required', description: 'Please enter a topic for your digital product.' }),
    )
    expect(getGeneratorTab().loading).toBe(false)
  })

  it('on failure resets the counter, stores the error and toasts it', async () => {
    updateGeneratorForm({ topic: 'Golf' })
    const server = outlineServer()
    const c = credits(10)
    const done = generateOutline(c)
    await vi.advanceTimersByTimeAsync(1000)
    server.json(503, { code: 'provider_unavailable', message: 'The service is temporarily unavailable. Please try again.' })
    await done
    expect(progress()).toBeNull()
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: '503: The service is temporarily unavailable. Please try again.' })
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Failed to generate outline',
        description: '503: The service is temporarily unavailable. Please try again.',
      }),
    )
    expect(c.balance).toBe(10)
  })

  it('says it is throttled for the rate_limited code (decision 43)', async () => {
    updateGeneratorForm({ topic: 'Golf' })
    const server = outlineServer()
    const done = generateOutline(credits(10))
    await vi.advanceTimersByTimeAsync(0)
    server.json(429, { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' })
    await done
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Failed to generate outline',
        description: "We're throttled or something went wrong. Please try again.",
      }),
    )
    expect(getGeneratorTab().error).toContain('429')
  })

  it('reads the code, not the text: a 429 in some other message is shown as it is', async () => {
    updateGeneratorForm({ topic: 'Golf' })
    const server = outlineServer()
    const done = generateOutline(credits(10))
    await vi.advanceTimersByTimeAsync(0)
    const message = 'The AI provider refused the request (429 tokens). Please check the server’s AI settings.'
    server.json(503, { code: 'provider_unavailable', message })
    await done
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to generate outline', description: `503: ${message}` }))
  })

  it("an outline answered after its user left the tab is not put into the next user's form (issue 13 item 3)", async () => {
    setAccount('user-a')
    updateGeneratorForm({ topic: 'Private topic of user A' })
    const server = outlineServer()
    const done = generateOutline(credits(10))
    await vi.advanceTimersByTimeAsync(1000)
    setAccount('user-b')
    server.json(200, { outline, creditsSpent: 2, creditsLeft: 8, writer: 'offline' })
    await done
    await vi.advanceTimersByTimeAsync(2000)
    expect(getGeneratorForm()).toMatchObject({ topic: '', outline: null, title: '' })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: null })
    expect(getGeneratorTab()).toMatchObject({ progress: null, outlinePending: false })
    expect(toast).not.toHaveBeenCalled()
  })
})
