import { Link } from 'react-router'
import { Logo } from './logo.tsx'
import { footerColumns } from './nav-links.ts'

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">Create sellable ebooks, guides, checklists and planners with AI.</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="space-y-3">
            <h2 className="font-semibold text-sm">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">© 2024 Folio. All rights reserved.</p>
      </div>
    </footer>
  )
}
