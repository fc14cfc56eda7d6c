import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { cn } from '@web/lib/utils.ts'

/**
 * The 'Not enough credits — Buy credits' tooltip (docs/product.md#generator) on a disabled generate button. A disabled
 * button takes neither focus nor hover, so the wrapper does: it can be tabbed to and hovered, and
 * the tip stays open while focus or the pointer moves on to its link. Plain CSS rather than Radix
 * Tooltip, whose positioning code would weigh on the home page. Escape hides it (WCAG 1.4.13).
 */
export function CreditGate({ short, children }: { short: boolean; children: ReactNode }) {
  const id = useId()
  const [dismissed, setDismissed] = useState(false)
  if (!short) return children
  return (
    <span
      className="group relative inline-flex rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      tabIndex={0}
      aria-describedby={id}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        setDismissed(true)
        // Focus may be on the tip's link, which is about to hide: keep it on something visible.
        e.currentTarget.focus()
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setDismissed(false)
      }}
    >
      {children}
      <span
        className={cn(
          'invisible absolute bottom-full left-1/2 z-20 -translate-x-1/2 pb-2 opacity-0 transition-opacity',
          !dismissed && 'group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
        )}
      >
        <span
          id={id}
          role="tooltip"
          className="block whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md"
        >
          Not enough credits —{' '}
          <Link to={paths.pricing} className="font-semibold underline underline-offset-2">
            Buy credits
          </Link>
        </span>
      </span>
    </span>
  )
}
