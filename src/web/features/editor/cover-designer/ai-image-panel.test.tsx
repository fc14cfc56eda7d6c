// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorBody, type ErrorCode, errorTable } from '@core/errors.ts'
import { creditsControl } from '../../../../../tests/support/credits-control.ts'
import { AiImagePanel } from './ai-image-panel.tsx'
import { AI_IMAGE_ERRORS, AI_IMAGE_TEXT } from './ai-image-text.ts'

const credits = { ...creditsControl(10), credits: 10 as number | null, signedIn: true }
vi.mock('@web/lib/credits/use-credits.ts', () => ({ useCredits: () => credits }))

const PROJECT = '00000000-0000-4000-8000-0000000000aa'
const IMAGE = '00000000-0000-4000-8000-0000000000bb'
const stored = { id: IMAGE, contentType: 'image/png', byteSize: 1234, width: 1024, height: 1536, createdAt: '2026-11-28T01:00:00.000Z' }

/** The panel's three requests; the POST's answer waits for `answer()`. */
function coverApi(status: { available: boolean; credits: number }) {
  const posts: unknown[] = []
  let answer: (res: Response) => void = () => {}
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/covers/image-model') return Response.json(status)
    if (url === '/api/covers/image' && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)))
      return new Promise<Response>((resolve) => (answer = resolve))
    }
    if (url === `/api/projects/${PROJECT}/images/${IMAGE}`)
      return new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } })
    return Response.json(errorBody('not_found'), { status: 404 })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => {} }))
  return { posts, answer: (res: Response) => answer(res) }
}

const failWith = (code: ErrorCode) => Response.json(errorBody(code), { status: errorTable[code].status })

beforeAll(() => {
  credits.spend = vi.fn(credits.spend)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  credits.balance = 10
  credits.credits = 10
})

describe('AiImagePanel (decision 89)', () => {
  it('with no image model, says the cover uses the built-in art and how the operator adds one (AI_IMAGE_MODEL)', async () => {
    coverApi({ available: false, credits: 2 })
    render(<AiImagePanel projectId={PROJECT} onImage={() => {}} />)
    expect(await screen.findByText(AI_IMAGE_TEXT.notConfigured)).toBeInTheDocument()
    expect(screen.getByText(/AI_IMAGE_MODEL/)).toHaveTextContent(AI_IMAGE_TEXT.howToAdd)
    expect(screen.getByText(/built-in art/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers the button with its price, is busy while the model draws, then hands over the image and lowers the balance', async () => {
    const api = coverApi({ available: true, credits: 2 })
    const onImage = vi.fn()
    render(<AiImagePanel projectId={PROJECT} onImage={onImage} />)
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Generate cover art (2 credits)' })
    await user.type(screen.getByLabelText(AI_IMAGE_TEXT.refineLabel), '  a lighthouse at dusk ')
    await user.click(button)

    await waitFor(() => expect(api.posts).toEqual([{ projectId: PROJECT, prompt: 'a lighthouse at dusk' }]))
    expect(screen.getByRole('status')).toHaveTextContent(AI_IMAGE_TEXT.busy)
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByLabelText(AI_IMAGE_TEXT.refineLabel)).toBeDisabled()

    api.answer(Response.json({ image: stored, creditsSpent: 2, creditsLeft: 8 }, { status: 201 }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(AI_IMAGE_TEXT.done(2, 8)))
    expect(onImage).toHaveBeenCalledExactlyOnceWith(IMAGE)
    expect(credits.spend).toHaveBeenCalledExactlyOnceWith(2, 8)
    expect(await screen.findByRole('img', { name: 'The generated cover art' })).toHaveAttribute('src', 'blob:cover')
    expect(button).toBeEnabled()
  })

  it.each([
    'image_model_timeout',
    'image_model_rate_limited',
    'image_model_refused',
    'image_model_failed',
    'rate_limited',
    'ai_busy',
  ] as const)('says what %s means, that no credits were used where none were, and lets the creator try again', async (code) => {
    const api = coverApi({ available: true, credits: 2 })
    const onImage = vi.fn()
    render(<AiImagePanel projectId={PROJECT} onImage={onImage} />)
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Generate cover art (2 credits)' })
    await user.click(button)
    await waitFor(() => expect(api.posts).toHaveLength(1))
    api.answer(failWith(code))
    expect(await screen.findByRole('alert')).toHaveTextContent(AI_IMAGE_ERRORS[code] as string)
    if (code.startsWith('image_model')) expect(screen.getByRole('alert')).toHaveTextContent('No credits were used.')
    expect(onImage).not.toHaveBeenCalled()
    expect(credits.spend).not.toHaveBeenCalled()
    expect(button).toBeEnabled()
  })

  it('holds the button back when the balance is short, and says what it costs', async () => {
    credits.credits = 1
    coverApi({ available: true, credits: 2 })
    render(<AiImagePanel projectId={PROJECT} onImage={() => {}} />)
    expect(await screen.findByRole('button', { name: 'Generate cover art (2 credits)' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(AI_IMAGE_TEXT.short(2, 1))
  })

  it('falls back to the built-in art text when the server answers that no model is configured', async () => {
    const api = coverApi({ available: true, credits: 2 })
    render(<AiImagePanel projectId={PROJECT} onImage={() => {}} />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Generate cover art (2 credits)' }))
    await waitFor(() => expect(api.posts).toHaveLength(1))
    api.answer(failWith('image_model_not_configured'))
    expect(await screen.findByText(AI_IMAGE_TEXT.notConfigured)).toBeInTheDocument()
    expect(screen.getByText(/AI_IMAGE_MODEL/)).toBeInTheDocument()
  })
})
