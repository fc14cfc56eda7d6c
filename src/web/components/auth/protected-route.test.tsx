// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus } from '@web/lib/auth/auth-state.ts'
import { ProtectedRoute } from './protected-route.tsx'

let status: AuthStatus = 'loading'
vi.mock('@web/lib/auth/use-auth.ts', () => ({ useAuth: () => ({ status }) }))

afterEach(cleanup)

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
      { path: '/auth/sign-in', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session loads", () => {
    status = 'loading'
    renderAt('/dashboard')
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('sends a signed-out visitor to sign in with the way back', async () => {
    status = 'signed-out'
    renderAt('/dashboard?success=1')
    expect(await screen.findByText('at /auth/sign-in?next=%2Fdashboard%3Fsuccess%3D1')).toBeInTheDocument()
  })

  it('shows the page to a signed-in user', () => {
    status = 'signed-in'
    renderAt('/dashboard')
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })
})
