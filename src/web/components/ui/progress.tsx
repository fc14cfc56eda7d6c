import type { ComponentProps } from 'react'
import * as ProgressPrimitive from '@radix-ui/react-progress'
import { cn } from '@web/lib/utils.ts'

/** `value` is a percentage (0–100); null/undefined renders the indeterminate state. */
export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  // Radix treats an out-of-range value as invalid (indeterminate), so clamp rather than lose it.
  const pct = value == null ? null : Math.min(100, Math.max(0, value))
  // axe requires every progressbar to have a name; fall back to a generic one.
  const label = props['aria-label'] ?? (props['aria-labelledby'] ? undefined : 'Progress')
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-4 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
      value={pct}
      aria-label={label}
    >
      <ProgressPrimitive.Indicator
        className="size-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - (pct ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}
