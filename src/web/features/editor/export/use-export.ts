import { useRef, useState } from 'react'
import { type ExportKind, exportToast } from '@core/export.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { downloadFile, requestExport } from './export-file.ts'

export interface ExportControl {
  /** The format (or cover) being prepared; one export at a time. */
  exporting: ExportKind | null
  start(format: ExportKind): void
}

/**
 * Runs an export of the document as it is on screen (unsaved edits included) with its toasts
 * (docs/product.md#export); `projectId` names the saved project, for the EPUB's identifier.
 */
export function useExport(getDocument: () => ProjectDocument, projectId?: string): ExportControl {
  const [exporting, setExporting] = useState<ExportKind | null>(null)
  const running = useRef(false)

  async function run(format: ExportKind): Promise<void> {
    try {
      const file = await requestExport(format, getDocument(), projectId)
      downloadFile(file)
      toast({ title: exportToast.completeTitle(format), description: exportToast.completeDescription(file.fileName) })
    } catch (error) {
      toast({ title: exportToast.failedTitle(format), description: describeError(error), variant: 'destructive' })
    }
  }

  return {
    exporting,
    start(format) {
      if (running.current) return
      running.current = true
      setExporting(format)
      void run(format).finally(() => {
        running.current = false
        setExporting(null)
      })
    },
  }
}
