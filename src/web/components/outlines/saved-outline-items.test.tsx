// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { ProjectsPage } from '@web/features/projects/projects-page.tsx'
import { DashboardPage } from '@web/features/dashboard/dashboard-page.tsx'

/** The first render of a lazily loaded part or schema can take seconds on a busy machine: no timed assertion. */
const SLOW = { timeout: 15_000 }

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../tests/support/signed-in-auth-store.ts'))
const toast = vi.hoisted(() => vi.fn())
vi.mock('@web/components/ui/use-toast.ts', () => ({ toast }))
vi.mock('@web/features/dashboard/use-profile.ts', () => ({
  useProfile: () => ({ isPending: false, data: { credits: 2, created_at: '2026-11-01T00:00:00Z' } }),
}))

const outline: SavedOutlineSummary = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  title: 'Composting at Home',
  productType: 'guide',
  chapterCount: 5,
  status: 'not_drafted',
  projectId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
}

/** A stand-in for the saved-outlines routes (src/core/saved-outlines.ts) and the projects list. */
function api() {
  const calls: string[] = []
  let outlines = [outline]
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method} ${url}`)
    if (url === '/api/outlines?status=not_drafted') return Response.json({ outlines })
    if (url === `/api/outlines/${outline.id}` && init?.method === 'DELETE') {
      outlines = []
      return new Response(null, { status: 204 })
    }
    if (url.startsWith('/api/projects')) return Response.json({ projects: [], total: 0 })
    if (url === '/api/draft/current') return Response.json({ job: null })
    return Response.json({}, { status: 404 })
  })
  return calls
}

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toast.mockReset()
})

describe('saved outlines in the lists (issue 30)', () => {
  it('Projects lists an outline not drafted with its label, type, chapters and date, opening it in the generator', async () => {
    api()
    renderPage(<ProjectsPage />)
    const list = await screen.findByRole('list', { name: 'Saved outlines' }, SLOW)
    const card = within(list).getByRole('article', { name: 'Composting at Home' })
    expect(within(card).getByText('Outline — not drafted', { exact: true })).toBeVisible()
    expect(card).toHaveTextContent('Guide · 5 chapters · Updated 21 Nov 2026')
    expect(within(card).getByRole('link', { name: 'Open outline Composting at Home' })).toHaveAttribute('href', `/?outline=${outline.id}`)
    // The empty state of projects stays: an outline is not a project yet.
    expect(await screen.findByRole('heading', { name: 'No projects yet' }, SLOW)).toBeVisible()
  })

  it('deletes an outline only after the confirmation, and the list follows', async () => {
    const calls = api()
    const user = userEvent.setup()
    renderPage(<ProjectsPage />)
    const list = await screen.findByRole('list', { name: 'Saved outlines' }, SLOW)
    await user.click(within(list).getByRole('button', { name: 'Delete outline Composting at Home' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this outline?' })
    expect(dialog).toHaveTextContent('“Composting at Home” will be deleted from your account')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([])

    await user.click(within(list).getByRole('button', { name: 'Delete outline Composting at Home' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete outline' }))
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Saved outlines' })).toBeNull(), SLOW)
    expect(calls).toContain(`DELETE /api/outlines/${outline.id}`)
    expect(toast).toHaveBeenCalledWith({ title: 'Outline deleted', description: '“Composting at Home” has been deleted.' })
  })

  it('the dashboard lists it in Recent Projects, and the Continue card names it and opens it', async () => {
    api()
    renderPage(<DashboardPage />)
    const recent = await screen.findByRole('region', { name: 'Recent Projects' }, SLOW)
    const row = await within(recent).findByRole('list', { name: 'Saved outlines' }, SLOW)
    expect(within(row).getByText('Outline — not drafted', { exact: true })).toBeVisible()
    expect(within(row).getByRole('link', { name: 'Composting at Home' })).toHaveAttribute('href', `/?outline=${outline.id}`)
    expect(row).toHaveTextContent('Guide · 5 chapters')

    const card = screen.getByRole('region', { name: 'Continue where you left off' })
    expect(within(card).getByText('Composting at Home', { exact: true })).toBeVisible()
    expect(card).toHaveTextContent('Guide · Outline ready — 5 chapters')
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/?outline=${outline.id}`)
  })
})
