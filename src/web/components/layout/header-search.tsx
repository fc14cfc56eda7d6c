import { Search } from 'lucide-react'
import { Input } from '@web/components/ui/input.tsx'
import { cn } from '@web/lib/utils.ts'

/** The header's search box; what it searches arrives with the learning hub and templates. */
export function HeaderSearch({ className }: { className?: string }) {
  return (
    <form role="search" className={cn('relative', className)} onSubmit={(e) => e.preventDefault()}>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" name="q" placeholder="Search..." aria-label="Search" className="h-9 pl-9" />
    </form>
  )
}
