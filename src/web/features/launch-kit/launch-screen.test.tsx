// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import type { Project } from '@core/project-schemas.ts'
import { stubRadixDomApis } from '../../../../tests/support/jsdom-radix.ts'
import { emptyKitResponse, kitResponse } from '../../../../tests/support/launch-kit-fixture.ts'
import { LaunchScreen } from './launch-screen.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../tests/support/signed-in-auth-store.ts'))
vi.mock('@web/lib/credits/use-credits.ts', () => ({
  useCredits: () => ({ credits: 5, signedIn: true, get: () => 5, spend: () => 3, set: () => {}, refresh: async () => {} }),
}))

beforeAll(stubRadixDomApis)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const PROJECT_ID = '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001'
const project = {
  id: PROJECT_ID,
  title: 'Swing Stronger',
  description: 'Golf fitness',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'golfers',
  chapters: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  revision: 1,
} as unknown as Project

interface Call {
  method: string
  url: string
  body: unknown
}

/** The API: `answer` gives the Response for each call; the calls are recorded. */
function api(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    return answer(call)
  })
  return calls
}

const error = (status: number, code: string, message: string) => Response.json({ code, message }, { status })

function renderScreen(kit: LaunchKitResponse) {
  render(
    <MemoryRouter>
      <LaunchScreen userId="u1" project={project} initialKit={kit} writingElsewhere={false} />
    </MemoryRouter>,
  )
}

const card = (name: string) => within(screen.getByRole('region', { name }))

describe('LaunchScreen before any kit', () => {
  it('lists the 7 pieces and writes the whole kit with POST {}, then shows it with the sample banner', async () => {
    const calls = api(() => Response.json({ ...kitResponse(), creditsSpent: 2, creditsLeft: 3 }))
    renderScreen(emptyKitResponse())
    for (const label of [
      'Amazon KDP listing',
      'Etsy listing',
      'Gumroad / Payhip product copy',
      'Sales page',
      'Launch emails',
      'Social posts',
      'Lead magnet opt-in',
    ])
      expect(screen.getByText(label)).toBeInTheDocument()
    expect(screen.getByText('You have 5 credits.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Write launch kit — 2 credits' }))
    expect(await screen.findByRole('region', { name: 'Amazon KDP listing' })).toBeInTheDocument()
    expect(calls).toEqual([{ method: 'POST', url: `/api/projects/${PROJECT_ID}/launch-kit`, body: {} }])
    expect(screen.getByRole('note')).toHaveTextContent("Sample text from Folio's built-in writer")
    expect(screen.getByRole('note')).toHaveTextContent('With an AI provider, Folio writes real copy from your book.')
  })

  it('on 402 insufficient_credits shows the server message and a link to /pricing', async () => {
    api(() => error(402, 'insufficient_credits', 'You need 2 credits; you have 1.'))
    renderScreen(emptyKitResponse())
    await userEvent.click(screen.getByRole('button', { name: 'Write launch kit — 2 credits' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You need 2 credits; you have 1.')
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing')
  })

  it('branches on the code, not the text: launch_kit_busy offers to check again, launch_kit_exists loads the kit', async () => {
    let kitWritten = false
    api((call) => {
      if (call.method === 'GET') return Response.json(kitResponse())
      if (!kitWritten) {
        kitWritten = true
        return error(409, 'launch_kit_busy', 'Being written elsewhere.')
      }
      return error(409, 'launch_kit_exists', 'Insufficient credits.')
    })
    renderScreen(emptyKitResponse())
    await userEvent.click(screen.getByRole('button', { name: /Write launch kit/ }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Being written elsewhere.')
    expect(within(alert).queryByRole('link', { name: 'Buy credits' })).toBeNull()
    expect(within(alert).getByRole('button', { name: 'Check again' })).toBeInTheDocument()
    // The second answer's text speaks of credits, but its code says the kit exists: the kit is shown.
    await userEvent.click(screen.getByRole('button', { name: /Write launch kit/ }))
    expect(await screen.findByRole('region', { name: 'Amazon KDP listing' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull()
  })
})

describe('LaunchScreen with a kit', () => {
  it('turns a keyword counter red past 50 characters, says so to screen readers, and counts the list', () => {
    api(() => Response.json(kitResponse()))
    renderScreen(kitResponse())
    const kdp = card('Amazon KDP listing')
    expect(kdp.getByRole('group', { name: 'Keywords 7/7' })).toBeInTheDocument()
    const keyword = kdp.getByRole('textbox', { name: 'Keyword 1' })
    expect(keyword).not.toHaveAttribute('aria-invalid')
    fireEvent.change(keyword, { target: { value: 'x'.repeat(53) } })
    expect(keyword).toHaveAttribute('aria-invalid', 'true')
    const counter = document.getElementById(keyword.getAttribute('aria-describedby') ?? '')
    expect(counter).toHaveTextContent('53/50 characters, over the limit by 3')
    expect(counter).toHaveClass('text-destructive')
    expect(keyword).toHaveAccessibleDescription('53/50 characters, over the limit by 3')
  })

  it('saves an edit after a quiet spell with PUT {piece, value}, and says so', async () => {
    vi.useFakeTimers()
    const calls = api((call) => Response.json(kitResponse(call.body as Partial<LaunchKitResponse>)))
    renderScreen(kitResponse())
    const keyword = card('Amazon KDP listing').getByRole('textbox', { name: 'Keyword 2' })
    fireEvent.change(keyword, { target: { value: 'golf for seniors' } })
    fireEvent.change(keyword, { target: { value: 'golf for seniors over 60' } })
    expect(screen.getByText('Saving…')).toBeInTheDocument()
    expect(calls).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(800))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('PUT')
    expect(calls[0]?.url).toBe(`/api/projects/${PROJECT_ID}/launch-kit`)
    const body = calls[0]?.body as { piece: string; value: { keywords: string[] } }
    expect(body.piece).toBe('kdp')
    expect(body.value.keywords[1]).toBe('golf for seniors over 60')
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('shows a failed save with Retry now, and retries it with backoff', async () => {
    vi.useFakeTimers()
    let fail = true
    const calls = api(() => (fail ? error(503, 'provider_unavailable', 'Down.') : Response.json(kitResponse())))
    renderScreen(kitResponse())
    fireEvent.change(card('Lead magnet opt-in').getByRole('textbox', { name: 'Button' }), { target: { value: 'Send me the sheet' } })
    await act(() => vi.advanceTimersByTimeAsync(800))
    expect(screen.getByText('Could not save — retrying…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeInTheDocument()
    fail = false
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(calls).toHaveLength(2)
    expect(calls[1]?.body).toMatchObject({ piece: 'leadMagnet', value: { button: 'Send me the sheet' } })
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('regenerates a piece from the menu with POST {piece, instruction}, replacing that piece only', async () => {
    const shorter = kitResponse()
    shorter.salesPage = {
      ...(shorter.salesPage as NonNullable<LaunchKitResponse['salesPage']>),
      headlines: ['Longer drives', 'Stronger swing', 'Simple'],
    }
    const calls = api(() => Response.json({ ...shorter, creditsSpent: 0 }))
    renderScreen(kitResponse())
    // An edit of another piece is kept when the sales page comes back.
    fireEvent.change(card('Lead magnet opt-in').getByRole('textbox', { name: 'Title' }), { target: { value: 'My own title' } })
    await userEvent.click(card('Sales page').getByRole('button', { name: /Regenerate Sales page/ }))
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('Replaces this piece, your edits to it included. Free.')
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Shorter' }))
    expect(await card('Sales page').findByDisplayValue('Longer drives')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ piece: 'salesPage', instruction: 'shorter' })
    // The pending edit is saved before the regeneration starts, which works on the pieces as they are on screen.
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST'])
    expect(card('Lead magnet opt-in').getByRole('textbox', { name: 'Title' })).toHaveValue('My own title')
  })

  it('sends a custom instruction (at most 300 characters) from the dialog', async () => {
    const calls = api(() => Response.json(kitResponse()))
    renderScreen(kitResponse())
    await userEvent.click(card('Social posts').getByRole('button', { name: /Regenerate Social posts/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Custom…' }))
    const dialog = await screen.findByRole('dialog')
    const field = within(dialog).getByRole('textbox', { name: 'What should change?' })
    fireEvent.change(field, { target: { value: 'y'.repeat(301) } })
    expect(within(dialog).getByRole('button', { name: 'Regenerate' })).toBeDisabled()
    fireEvent.change(field, { target: { value: 'Mention the printable drills' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }))
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ piece: 'social', instruction: 'Mention the printable drills' }),
    )
  })

  it("shows a 429 rate_limited answer's own message on the piece", async () => {
    api(() => error(429, 'rate_limited', 'Too many rewrites: try again in 40 seconds.'))
    renderScreen(kitResponse())
    await userEvent.click(card('Etsy listing').getByRole('button', { name: /Regenerate Etsy listing/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'More formal' }))
    expect(await card('Etsy listing').findByRole('alert')).toHaveTextContent('Too many rewrites: try again in 40 seconds.')
  })

  it('shows flags beside their field, and the KDP preview without the script', () => {
    api(() => Response.json(kitResponse()))
    renderScreen(
      kitResponse({
        flags: [
          { piece: 'salesPage', path: 'benefits.1', kind: 'unsourced', text: '9 in 10 golfers hit longer' },
          { piece: 'emails', path: '6.body', kind: 'scarcity', text: 'Only 3 copies left' },
        ],
      }),
    )
    expect(card('Sales page').getByText('Check this claim: no source')).toBeInTheDocument()
    expect(card('Launch emails').getByText('Fake scarcity')).toBeInTheDocument()
    expect(card('Launch emails').getByRole('heading', { name: 'Email 1 · Day −4 · Warm-up' })).toBeInTheDocument()
    const preview = card('Amazon KDP listing').getByText('Hit longer').closest('.kdp-preview') as HTMLElement
    expect(preview.querySelector('script')).toBeNull()
    expect(preview).not.toHaveTextContent('alert(1)')
    expect(preview.querySelector('b')).toHaveTextContent('Hit longer')
  })

  it("an incomplete, refunded kit writes its missing pieces with 'Write the missing pieces' (POST {}), not piece by piece", async () => {
    const incomplete = kitResponse({ status: 'incomplete', paid: false, emails: null })
    const calls = api(() => Response.json({ ...kitResponse(), creditsSpent: 2, creditsLeft: 3 }))
    renderScreen(incomplete)
    expect(screen.getByText(/Some pieces could not be written, so the credits were refunded/)).toBeInTheDocument()
    expect(card('Launch emails').queryByRole('button', { name: 'Write this piece' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Write the missing pieces — 2 credits' }))
    expect(await card('Launch emails').findByRole('heading', { name: 'Email 1 · Day −4 · Warm-up' })).toBeInTheDocument()
    expect(calls).toEqual([{ method: 'POST', url: `/api/projects/${PROJECT_ID}/launch-kit`, body: {} }])
  })

  it('downloads the sales page as HTML, named by the server, after the last edit is saved', async () => {
    const calls = api((call) =>
      call.method === 'PUT'
        ? Response.json(kitResponse())
        : new Response('<!doctype html>', {
            headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="swing-stronger-sales-page.html"' },
          }),
    )
    const saved: string[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderScreen(kitResponse())
    fireEvent.change(card('Sales page').getByRole('textbox', { name: 'Subheadline' }), {
      target: { value: 'Twelve weeks, three drills a day.' },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sales page (HTML)' }))
    await vi.waitFor(() => expect(saved).toEqual(['swing-stronger-sales-page.html']))
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/projects/${PROJECT_ID}/launch-kit`,
      `GET /api/projects/${PROJECT_ID}/launch-kit/sales-page?format=html`,
    ])
    click.mockRestore()
  })
})
