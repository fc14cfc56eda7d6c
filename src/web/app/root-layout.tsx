import type { ReactNode } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { AuthGate } from '@web/components/auth/auth-gate.tsx'
import { Footer } from '@web/components/layout/footer.tsx'
import { Header } from '@web/components/layout/header.tsx'
import { DocumentTitle } from './document-title.tsx'
import { ToasterSlot } from './toaster-slot.tsx'

function Shell({ children }: { children?: ReactNode }) {
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
        {children}
      </main>
      <Footer />
      <ToasterSlot />
      <DocumentTitle />
      <ScrollRestoration />
    </div>
  )
}

export function RootLayout() {
  return (
    <Shell>
      <AuthGate>
        <Outlet />
      </AuthGate>
    </Shell>
  )
}

/** While the first screen's code loads, show the header and footer at once rather than a blank page. */
export function ShellFallback() {
  return <Shell />
}
