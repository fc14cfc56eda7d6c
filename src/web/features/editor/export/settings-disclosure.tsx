import { type ReactNode, useId } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@web/lib/utils.ts'

/**
 * A folded panel of the Export card (publishing settings, planner settings, listing images): its
 * title and a one-line summary on a button, the panel under it only while open. The caller holds
 * `open`, since what the panel computes may depend on it. `group` labels the panel with the title.
 */
export function SettingsDisclosure({
  title,
  summary,
  open,
  onToggle,
  group = true,
  children,
}: {
  title: string
  summary: ReactNode
  open: boolean
  onToggle: () => void
  group?: boolean
  children: ReactNode
}) {
  const panelId = useId()
  return (
    <div className="rounded-md border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-2.5 text-left focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        onClick={onToggle}
      >
        <span className="min-w-0">
          <span className="block font-medium text-sm">{title}</span>
          <span className="block truncate text-muted-foreground text-xs">{summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={panelId} {...(group ? { role: 'group', 'aria-label': title } : {})} className="border-t p-3">
          {children}
        </div>
      ) : null}
    </div>
  )
}
