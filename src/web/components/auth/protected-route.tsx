import { type ReactNode, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { signInPathFor } from '@core/next-path.ts'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { QueryScope } from '@web/lib/query-scope.tsx'

/**
 * docs/product.md#routes: 'Loading...' while the session loads, sign-in when nobody is signed in (with a way
 * back to this page), otherwise the page. Used as a layout route or around one element. Signed-in
 * screens read the server through TanStack Query, which loads here rather than for every visitor.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { status } = useAuth()
  const { pathname, search } = useLocation()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'signed-out') return <Navigate to={signInPathFor(pathname + search)} replace />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <QueryScope>{children ?? <Outlet />}</QueryScope>
    </Suspense>
  )
}
