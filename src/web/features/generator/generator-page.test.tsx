// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetGeneratorState } from '../../../../tests/support/generator-state.ts'
import { loadedQueryClient } from '@web/lib/app-query-client.ts'
import type { AuthSnapshot } from '@web/lib/auth/auth-state.ts'
import type { GenerationSettings } from '@web/lib/runtime-config.ts'
import { STARTER_KITS } from '@core/starter-kits.ts'
import { PRODUCT_TEMPLATES } from '@core/templates.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { currentDraftQueryKey } from '@web/lib/generator/current-draft-api.ts'
import { setGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { KIT_QUEUE_KEY } from '@web/lib/generator/kit-queue-flag.ts'
import { GeneratorPage } from './generator-page.tsx'

/** The first render of a lazily loaded part or schema can take seconds on a busy machine: no timed assertion. */
const SLOW = { timeout: 15_000 }

let auth: AuthSnapshot
let generation: GenerationSettings | null = null
vi.mock('@web/lib/auth/auth-store.ts', () => ({
  getAuthSnapshot: () => auth,
  getServerAuthSnapshot: () => auth,
  subscribeAuth: () => () => {},
}))
vi.mock('@web/lib/runtime-config.ts', () => ({
  loadRuntimeConfig: async () => ({ supabaseUrl: 'http://x', supabaseAnonKey: 'k', generation }),
}))

const signedIn = {
  status: 'signed-in',
  user: { id: 'u1', email: 'ann@example.com' },
  session: null,
  needsMfa: false,
  passwordRecovery: false,
}
const outline = { title: 'Golf Fit', description: 'Stronger swings.', chapters: [{ title: 'Mobility' }, { title: 'Power' }] }

/** The API as the page sees it: a balance and (maybe) an unfinished draft. */
function api({ credits = 10, current = null as unknown } = {}) {
  const calls: string[] = []
  let balance = credits
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method} ${url}`)
    if (url === '/api/__debug/credits') return Response.json({ credits: balance })
    if (url === '/api/draft/current') return Response.json({ job: current })
    // The job in these tests has 1 of 2 chapters written: ceil(8 × 1 ÷ 2) = 4 kept, 4 returned.
    if (url === '/api/draft/cancel') return Response.json({ creditsLeft: (balance += 4), creditsSpent: 4, creditsReturned: 4 })
    return new Response('{}', { status: 404 })
  })
  return calls
}

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

function renderPage(at = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <GeneratorPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  )
  render(<RouterProvider router={router} />)
}

const button = (name: string) => screen.getByRole('button', { name })

describe('generator screen', () => {
  beforeEach(() => {
    auth = { ...signedIn, status: 'signed-out', user: null } as AuthSnapshot
    generation = null
    resetGeneratorState()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    // The app's one cache outlives a test: each starts with no balance known.
    loadedQueryClient()?.clear()
  })

  it('has the fields with their defaults and disables generating until there is a topic and an outline', async () => {
    api()
    renderPage()
    expect(screen.getByLabelText('Topic')).toHaveValue('')
    expect(screen.getByLabelText('Product type')).toHaveValue('ebook')
    expect(screen.getByLabelText('Tone')).toHaveValue('professional')
    expect(screen.getByLabelText('Target audience')).toHaveValue('')
    expect(button('Generate outline (2 cr)')).toBeDisabled()
    expect(button('Generate full draft (8 cr)')).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Topic'), 'Golf')
    expect(button('Generate outline (2 cr)')).toBeEnabled()
  })

  it("'Use sample' fills in a guide in a friendly tone", async () => {
    api()
    renderPage()
    await userEvent.click(button('Use sample'))
    expect(screen.getByLabelText('Topic')).not.toHaveValue('')
    expect(screen.getByLabelText('Target audience')).not.toHaveValue('')
    expect(screen.getByLabelText('Product type')).toHaveValue('guide')
    expect(screen.getByLabelText('Tone')).toHaveValue('friendly')
  })

  it('sends a visitor who presses generate to sign in, with the way back', async () => {
    api()
    renderPage()
    await userEvent.type(screen.getByLabelText('Topic'), 'Golf')
    await userEvent.click(button('Generate outline (2 cr)'))
    expect(await screen.findByText('at /auth/sign-in?next=%2F')).toBeInTheDocument()
  })

  it("keeps the generator's own address, query included, as next (issue 30)", async () => {
    api()
    // The browser's address, which BrowserRouter follows (the memory router here does not set it).
    window.history.replaceState(null, '', '/?ref=newsletter')
    renderPage('/?ref=newsletter')
    await userEvent.type(screen.getByLabelText('Topic'), 'Golf')
    await userEvent.click(button('Generate outline (2 cr)'))
    expect(await screen.findByText('at /auth/sign-in?next=%2F%3Fref%3Dnewsletter', {}, SLOW)).toBeInTheDocument()
    window.history.replaceState(null, '', '/')
  })

  it("offers a starter kit's other templates one by one as 'Next in this kit', and forgets them when dismissed (issue 30)", async () => {
    auth = signedIn as AuthSnapshot
    setAccount('u1')
    api()
    // As 'Start Kit' leaves it (features/starter-kits/start-kit.ts, tested there).
    updateGeneratorForm({ topic: STARTER_KITS[0]!.firstTemplate.topic })
    const queued = ['Home Workout Ebook', 'Meal Prep Planner'].map((title) => {
      const { topic, productType, tone, targetAudience } = PRODUCT_TEMPLATES.find((t) => t.title === title)!
      return { title, topic, productType, tone, targetAudience }
    })
    localStorage.setItem(KIT_QUEUE_KEY, JSON.stringify({ owner: 'u1', kit: STARTER_KITS[0]!.title, next: queued }))
    renderPage()
    const banner = await screen.findByRole('region', { name: 'Next in this kit' }, SLOW)
    expect(banner).toHaveTextContent('Next in this kit: Home Workout Ebook')
    expect(screen.getByLabelText('Topic')).toHaveValue(STARTER_KITS[0]!.firstTemplate.topic)
    await userEvent.click(within(banner).getByRole('button', { name: 'Fill in the form' }))
    expect(screen.getByLabelText('Product type')).toHaveValue('ebook')
    expect(screen.getByLabelText('Topic')).toHaveValue(PRODUCT_TEMPLATES.find((t) => t.title === 'Home Workout Ebook')!.topic)
    expect(banner).toHaveTextContent('Next in this kit: Meal Prep Planner')
    await userEvent.click(within(banner).getByRole('button', { name: /^Dismiss/ }))
    expect(screen.queryByRole('region', { name: 'Next in this kit' })).toBeNull()
    expect(localStorage.getItem(KIT_QUEUE_KEY)).toBeNull()
    setAccount(null)
  })

  it('shows the balance, prices in pounds, and the offline writer', async () => {
    auth = signedIn as AuthSnapshot
    generation = { writer: 'offline', offline: true, draftConcurrency: 3 }
    api({ credits: 12 })
    renderPage()
    expect(await screen.findByText('Credits: 12')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Credit packs from £9' })).toHaveAttribute('href', '/pricing')
    const note = await screen.findByRole('note', { name: 'Sample text' })
    expect(note).toHaveTextContent(
      'Sample text, not AI. No AI provider is connected, so the built-in writer fills outlines and chapters from templates.',
    )
    expect(note).toHaveTextContent('To write with AI, set AI_PROVIDER and its API key on the server')
    expect(note).not.toHaveTextContent('English only')
    // A topic in another language: the note says the writer will answer in English.
    await userEvent.type(screen.getByLabelText('Topic'), 'Cómo empezar un huerto en casa')
    // The guesser loads once there is a topic (decision 104), so the line comes a moment later.
    await waitFor(() =>
      expect(note).toHaveTextContent('It writes in English only, and your topic looks Spanish: the text will still be in English.'),
    )
  })

  it('says up front when the server refuses to write', async () => {
    auth = signedIn as AuthSnapshot
    generation = { writer: 'none', offline: false, draftConcurrency: 3 }
    api({ credits: 12 })
    renderPage()
    expect(await screen.findByRole('note', { name: 'Writing unavailable' })).toHaveTextContent(
      'outlines and drafts cannot be written until it does',
    )
    expect(screen.queryByRole('note', { name: 'Sample text' })).toBeNull()
  })

  it('shows no sample-text note when an AI provider writes', async () => {
    auth = signedIn as AuthSnapshot
    generation = { writer: 'openai', offline: false, draftConcurrency: 3 }
    api({ credits: 12 })
    renderPage()
    expect(await screen.findByText('Credits: 12')).toBeInTheDocument()
    expect(screen.queryByRole('note', { name: 'Sample text' })).toBeNull()
  })

  it("offers 'Not enough credits — Buy credits' on the disabled buttons, reachable by keyboard", async () => {
    auth = signedIn as AuthSnapshot
    api({ credits: 1 })
    updateGeneratorForm({ topic: 'Golf', outline })
    renderPage()
    await screen.findByText('Credits: 1')
    const outlineButton = button('Regenerate outline (2 cr)')
    expect(outlineButton).toBeDisabled()
    const tips = screen.getAllByRole('tooltip', { hidden: true })
    expect(tips).toHaveLength(2)
    expect(tips[0]).toHaveTextContent('Not enough credits — Buy credits')
    expect(within(tips[0] as HTMLElement).getByRole('link', { name: 'Buy credits', hidden: true })).toHaveAttribute('href', '/pricing')
    const wrapper = outlineButton.parentElement as HTMLElement
    expect(wrapper).toHaveAttribute('tabindex', '0')
    expect(wrapper).toHaveAttribute('aria-describedby', tips[0]?.id)
  })

  it.each([
    [1, 'both buttons'],
    [5, 'the draft button'],
  ])("with %i credits (%s short), one visible 'Buy credits' link sits beside the draft's cost (issue 30)", async (credits) => {
    auth = signedIn as AuthSnapshot
    api({ credits })
    updateGeneratorForm({ topic: 'Golf', outline })
    renderPage()
    await screen.findByText(`Credits: ${credits}`, {}, SLOW)
    const links = screen.getAllByRole('link', { name: 'Buy credits', hidden: true }).filter((a) => !a.closest('[role="tooltip"]'))
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', '/pricing')
    // Right after the draft button's gate, in the same row.
    expect(links[0]?.previousElementSibling).toContainElement(button('Generate full draft (8 cr)'))
  })

  it("shows no 'Buy credits' link when the balance covers both", async () => {
    auth = signedIn as AuthSnapshot
    api({ credits: 10 })
    updateGeneratorForm({ topic: 'Golf', outline })
    renderPage()
    await screen.findByText('Credits: 10', {}, SLOW)
    expect(screen.queryAllByRole('link', { name: 'Buy credits', hidden: true })).toEqual([])
  })

  it('shows the progress text, the percentage and an accessible progress bar', async () => {
    api()
    renderPage()
    act(() => setGeneratorTab({ progress: { text: 'Generating chapter 2/5: Power', percent: 38 } }))
    const bar = await screen.findByRole('progressbar', { name: 'Generating chapter 2/5: Power' }, SLOW)
    expect(bar).toHaveAttribute('aria-valuenow', '38')
    expect(screen.getByText('38%')).toBeInTheDocument()
  })

  it('lets the outline be edited: rename, move, add, remove (never the last chapter)', async () => {
    auth = signedIn as AuthSnapshot
    api()
    updateGeneratorForm({ topic: 'Golf', outline })
    renderPage()
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mobility', 'Power'])
    await userEvent.click(button('Edit outline'))
    await userEvent.click(await screen.findByRole('button', { name: 'Move chapter 2 up' }))
    expect(screen.getByLabelText('Chapter 1 title')).toHaveValue('Power')
    expect(button('Move chapter 1 down')).toHaveFocus()
    await userEvent.click(button('Move chapter 1 down'))
    expect(button('Move chapter 2 up')).toHaveFocus()
    await userEvent.click(button('Move chapter 2 up'))
    await userEvent.clear(screen.getByLabelText('Chapter 2 title'))
    expect(screen.getByText('Every chapter needs a title.')).toBeInTheDocument()
    expect(button('Generate full draft (8 cr)')).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Chapter 2 title'), 'Warm-up')
    await userEvent.click(button('Add chapter'))
    expect(screen.getByLabelText('Chapter 3 title')).toHaveValue('New Chapter')
    await userEvent.click(button('Remove chapter 1'))
    await userEvent.click(button('Remove chapter 1'))
    expect(button('Remove chapter 1')).toBeDisabled()
    await userEvent.click(button('Done editing'))
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New Chapter'])
  })

  it('offers an unfinished draft for resuming, and cancelling it returns what its written chapters did not use', async () => {
    auth = signedIn as AuthSnapshot
    setAccount('u1')
    const chapters = [
      { title: 'Mobility', status: 'done', content: '## Mobility', error: null },
      { title: 'Power', status: 'pending', content: null, error: null },
    ]
    const current = {
      jobId: '00000000-0000-4000-8000-000000000001',
      status: 'running',
      title: 'Golf Fit',
      description: 'd',
      chapters,
      creditsHeld: 8,
      expiresAt: 'x',
    }
    const calls = api({ credits: 2, current })
    renderPage()
    const banner = await screen.findByRole('region', { name: 'Unfinished draft' }, SLOW)
    // One answer for the generator and the dashboard: the Continue card reads this very cache entry (decision 115).
    expect(loadedQueryClient()?.getQueryData(currentDraftQueryKey('u1'))).toMatchObject({ jobId: current.jobId })
    expect(banner).toHaveTextContent(
      '1 of 2 chapters written. Its 8 credits are set aside until it is finished; cancelling now keeps 4 for the chapters written and gives 4 back.',
    )
    await userEvent.click(within(banner).getByRole('button', { name: 'Cancel draft' }))
    expect(await screen.findByText('Credits: 6')).toBeInTheDocument()
    expect(calls).toContain('POST /api/draft/cancel')
    // Cancelled here: the shared answer is asked again rather than shown as it was.
    expect(loadedQueryClient()?.getQueryState(currentDraftQueryKey('u1'))?.isInvalidated).toBe(true)
    expect(screen.queryByRole('region', { name: 'Unfinished draft' })).not.toBeInTheDocument()
    setAccount(null)
  })
})
