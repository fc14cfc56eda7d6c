import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@web/components/ui/button.tsx'
import { headerNav } from './nav-links.ts'

/** A plain disclosure rather than a popover menu: it keeps the first page's JavaScript small. */
export function MobileNav() {
  const { pathname } = useLocation()
  // Remember where the menu was opened: navigating anywhere else closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const panelId = useId()
  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        {open ? <X /> : <Menu />}
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 py-2 shadow-md"
      >
        <ul>
          {headerNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block rounded-md px-2 py-3 font-medium hover:bg-accent">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
