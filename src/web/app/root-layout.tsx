import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AuthGate } from '@web/components/auth/auth-gate.tsx'
import { Footer } from '@web/components/layout/footer.tsx'
import { Header } from '@web/components/layout/header.tsx'
import { ScreenErrorBoundary } from './screen-error-boundary.tsx'
import { ToasterSlot } from './toaster-slot.tsx'

/**
 * The header and footer around every screen. While a screen's chunk loads the first time (a page
 * that was not prerendered) they show at once around an empty main; on later navigations the
 * router's transition keeps the current screen until the next one is ready.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <ScreenErrorBoundary pathname={pathname}>
          <Suspense fallback={null}>
            <AuthGate>
              <Outlet />
            </AuthGate>
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <ToasterSlot />
    </div>
  )
}
