import { type FocusEvent, type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@core/routes.ts'
import { cn } from '@web/lib/utils.ts'

/** `:focus-visible`: focus the person moved by keyboard, not focus a click or a script left behind. */
function focusedByKeyboard(e: FocusEvent): boolean {
  try {
    return e.target.matches(':focus-visible')
  } catch {
    // A browser without the selector: treat focus as asked for, as before.
    return true
  }
}

/**
 * The 'Not enough credits — Buy credits' tooltip (docs/product.md#generator) on a disabled generate button. A disabled
 * button takes neither focus nor hover, so the wrapper does: it can be tabbed to and hovered, and
 * the tip stays open while focus or the pointer moves on to its link. Plain CSS and state rather
 * than Radix Tooltip, whose positioning code would weigh on the home page. Escape hides it (WCAG 1.4.13).
 *
 * It opens only when asked (issue 17): a pointer moving over it, a tap on it, or keyboard focus.
 * Not CSS `:hover`/`:focus-within`: those also match a pointer left resting where 'Generate
 * outline' was clicked, when the gate appears under it as the outline spends the last credits,
 * and focus that stays after a click once the pointer has gone.
 */
function Gate({ children }: { children: ReactNode }) {
  const id = useId()
  const [hovered, setHovered] = useState(false)
  const [tapped, setTapped] = useState(false)
  const [keyboard, setKeyboard] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const open = !dismissed && (hovered || tapped || keyboard)
  return (
    <span
      className="relative inline-flex rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      tabIndex={0}
      aria-describedby={id}
      onPointerMove={(e) => {
        if (e.pointerType !== 'touch') setHovered(true)
      }}
      onPointerDown={(e) => {
        // A touch has no hover: tapping the disabled button is how a phone asks why.
        if (e.pointerType === 'touch') setTapped(true)
      }}
      onPointerLeave={() => {
        setHovered(false)
        setDismissed(false)
      }}
      onFocus={(e) => setKeyboard(focusedByKeyboard(e))}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget)) return
        setKeyboard(false)
        setTapped(false)
        setDismissed(false)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        setDismissed(true)
        // Focus may be on the tip's link, which is about to hide: keep it on something visible.
        e.currentTarget.focus()
      }}
    >
      {children}
      <span
        className={cn(
          'absolute bottom-full left-1/2 z-20 -translate-x-1/2 pb-2 transition-opacity',
          open ? 'visible opacity-100' : 'invisible opacity-0',
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

/** The button as it is, or, when the balance is short, inside the gate with its tip. */
export function CreditGate({ short, children }: { short: boolean; children: ReactNode }) {
  return short ? <Gate>{children}</Gate> : children
}
