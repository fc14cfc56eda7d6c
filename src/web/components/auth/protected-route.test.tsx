// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { useQueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus } from '@web/lib/auth/auth-state.ts'
import { loadedQueryClient } from '@web/lib/app-query-client.ts'
import { ProtectedRoute } from './protected-route.tsx'

let status: AuthStatus = 'loading'
vi.mock('@web/lib/auth/use-auth.ts', () => ({ useAuth: () => ({ status }) }))

afterEach(cleanup)

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

function Dashboard() {
  const client = useQueryClient()
  return <h1>{client === loadedQueryClient() ? 'Dashboard' : 'Another cache'}</h1>
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard" element={<Dashboard />} />
        </Route>
        <Route path="/auth/sign-in" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session loads", () => {
    status = 'loading'
    renderAt('/dashboard')
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('sends a signed-out visitor to sign in with the way back, loading no query cache', async () => {
    status = 'signed-out'
    renderAt('/dashboard?success=1')
    expect(await screen.findByText('at /auth/sign-in?next=%2Fdashboard%3Fsuccess%3D1')).toBeInTheDocument()
    expect(loadedQueryClient()).toBeUndefined()
  })

  it("shows the page to a signed-in user, with the app's query cache", async () => {
    status = 'signed-in'
    renderAt('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })
})
