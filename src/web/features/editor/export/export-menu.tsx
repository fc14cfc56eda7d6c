import { type KeyboardEvent, Suspense, useId, useRef, useState } from 'react'
import { ChevronDown, Download, LoaderCircle } from 'lucide-react'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import { LazyExportSection, preloadExportSection } from '../lazy-parts.tsx'
import type { ExportControl } from './use-export.ts'
import type { PreflightControl } from './use-preflight.ts'

interface ExportMenuProps {
  control: ExportControl
  preflight: PreflightControl
  doc: ProjectDocument
  onEdit(change: (doc: ProjectDocument) => ProjectDocument): void
  /** Open from outside too (the cover designer's 'Edit author'); uncontrolled when not given. */
  open?: boolean
  onOpenChange?(open: boolean): void
  /** The saved project (the author photo's uploads). */
  projectId?: string
  /** 'Edit subtitle' in the Book matter panel: the menu closes and the document's Subtitle field takes the focus. */
  onEditSubtitle?(): void
}

const EXPORT_LOADING = 'Loading export settings…'
// The settings, the preflight report and the listing images load with the first open, or on intent (decision 111).
const ExportSectionPart = LazyExportSection

/**
 * The header's 'Export' button and the panel it opens with the whole Export card (decision 61):
 * reachable without scrolling however long the book. A disclosure, not a modal: the book stays
 * editable beside it (fix what 'Check for print' found, then check again), and the toasts stay
 * announced. Its two parts are flex items of the header's toolbar (`contents`): on a phone the
 * panel takes its own line in the page, on a desktop it drops down under the button.
 */
export function ExportMenu({ control, preflight, doc, onEdit, open: shown, onOpenChange, projectId, onEditSubtitle }: ExportMenuProps) {
  const [own, setOwn] = useState(false)
  const open = shown ?? own
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next
    setOwn(value)
    onOpenChange?.(value)
  }
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.stopPropagation()
    close()
  }
  return (
    // Escape from the button or from inside the panel closes it.
    <div className="contents" onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        type="button"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={control.exporting !== null || undefined}
        onPointerEnter={preloadExportSection}
        onFocus={preloadExportSection}
        onClick={() => setOpen((o) => !o)}
      >
        {control.exporting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
        Export
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="order-last min-w-0 basis-full lg:absolute lg:top-full lg:right-0 lg:z-40 lg:mt-2 lg:max-h-[calc(100dvh-10rem)] lg:w-96 lg:overflow-y-auto lg:rounded-lg lg:shadow-lg"
      >
        {open ? (
          <Suspense fallback={<p className="rounded-lg border bg-background p-4 text-muted-foreground text-sm">{EXPORT_LOADING}</p>}>
            <ExportSectionPart
              control={control}
              preflight={preflight}
              doc={doc}
              onEdit={onEdit}
              onClose={close}
              {...(projectId ? { projectId } : {})}
              {...(onEditSubtitle
                ? {
                    onEditSubtitle: () => {
                      setOpen(false)
                      onEditSubtitle()
                    },
                  }
                : {})}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
