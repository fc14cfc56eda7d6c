import { FolderOpen, LogOut, UserRound } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { LazyDropdownMenu } from '@web/components/ui/lazy-dropdown-menu.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { UserMenuButtonContent } from './user-menu-button.tsx'

/**
 * The signed-in user's menu: their e-mail, Projects, Account and Logout. Loaded only once someone is
 * signed in; Radix's dropdown code only when the button is pointed at or focused (decision 111).
 */
export function UserMenu({ email }: { email: string }) {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <LazyDropdownMenu
      modal={false}
      trigger={
        <Button variant="ghost" size="sm" className="gap-2 px-2">
          <UserMenuButtonContent email={email} />
        </Button>
      }
      content={({ DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator }) => (
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <span className="block text-muted-foreground text-xs">Signed in as</span>
            <span className="block break-all font-medium">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* A real link, so it can be opened in a new tab; the Dashboard button sits beside the menu (docs/product.md#shell). */}
          <DropdownMenuItem asChild>
            <Link to={paths.projects}>
              <FolderOpen aria-hidden="true" />
              Projects
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(paths.account)}>
            <UserRound aria-hidden="true" />
            Account
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              void signOut().then((ok) => {
                if (ok) void navigate(paths.home)
              })
            }}
          >
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      )}
    />
  )
}
