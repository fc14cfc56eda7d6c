import type { ComponentProps } from 'react'
import { cn } from '@web/lib/utils.ts'

/** The browser's own select, styled like Input: the editor needs no listbox library for a few options. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        // text-base below md stops iOS Safari zooming into the field on focus.
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  )
}
