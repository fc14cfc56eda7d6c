import { lazy, type ReactNode, Suspense } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@core/routes.ts'
import { LoadingScreen } from '@web/components/layout/loading-screen.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'

const MfaChallenge = lazy(() => import('./mfa-challenge.tsx').then((m) => ({ default: m.MfaChallenge })))

/**
 * Steps a signed-in user must finish before any screen: the two-factor code when the session is
 * only aal1, then a new password after a reset link. While the session loads it shows the page
 * as prerendered, so hydration matches.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status, needsMfa, passwordRecovery } = useAuth()
  const { pathname } = useLocation()
  if (status !== 'signed-in') return children
  if (needsMfa) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <MfaChallenge />
      </Suspense>
    )
  }
  if (passwordRecovery && pathname !== paths.updatePassword) return <Navigate to={paths.updatePassword} replace />
  return children
}
