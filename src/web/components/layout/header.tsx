import { lazy, Suspense } from 'react'
import { Link, NavLink } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { cn } from '@web/lib/utils.ts'
import { HeaderSearch } from './header-search.tsx'
import { Logo } from './logo.tsx'
import { MobileNav } from './mobile-nav.tsx'
import { headerNav } from './nav-links.ts'
import { UserMenuButtonContent } from './user-menu-button.tsx'

// Radix's dropdown and popper code loads only for signed-in visitors (decision 6).
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })))

function SignedInButtons({ email }: { email: string }) {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.dashboard}>Dashboard</Link>
      </Button>
      <Suspense
        fallback={
          <Button variant="ghost" size="sm" className="gap-2 px-2" disabled>
            <UserMenuButtonContent email={email} />
          </Button>
        }
      >
        <UserMenu email={email} />
      </Suspense>
    </div>
  )
}

/** While the session loads this shows what the prerendered HTML shows (Login, Sign up), so hydration matches. */
function AccountButtons() {
  const { status, user } = useAuth()
  if (status === 'signed-in' && user) return <SignedInButtons email={user.email ?? ''} />
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.signIn}>Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.signUp}>Sign up</Link>
      </Button>
    </div>
  )
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                  isActive && 'text-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch className="ml-auto hidden w-full max-w-56 sm:block" />
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <AccountButtons />
          <MobileNav />
        </div>
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <HeaderSearch />
      </div>
    </header>
  )
}
