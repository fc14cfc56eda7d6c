import { useState } from 'react'
import type { PreflightReport } from '@core/export-preflight.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { exportPayload } from './export-file.ts'

export interface PreflightControl {
  report: PreflightReport | null
  checking: boolean
  /** Why the last check failed, in words for the writer. */
  error: string | null
  check(): void
}

/**
 * 'Check for print' (decision 57): sends the document as an export would and keeps the report
 * (`POST /api/export/preflight`). The server's answer is trusted as typed: the editor does not
 * load zod for it.
 */
export function usePreflight(getDocument: () => ProjectDocument, projectId?: string): PreflightControl {
  const [report, setReport] = useState<PreflightReport | null>(null)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(): Promise<void> {
    try {
      const res = await (await loadApi()).postExport('preflight', {}, exportPayload(getDocument(), projectId))
      setReport((await res.json()) as PreflightReport)
      setError(null)
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setChecking(false)
    }
  }

  return {
    report,
    checking,
    error,
    check() {
      if (checking) return
      setChecking(true)
      void run()
    },
  }
}
