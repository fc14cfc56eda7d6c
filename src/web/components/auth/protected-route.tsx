import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { signInPathFor } from '@core/next-path.ts'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'

/**
 * docs/product.md#routes: 'Loading...' while the session loads, sign-in when nobody is signed in (with a way
 * back to this page), otherwise the page. Used as a layout route or around one element.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { status } = useAuth()
  const { pathname, search } = useLocation()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'signed-out') return <Navigate to={signInPathFor(pathname + search)} replace />
  return children ?? <Outlet />
}
