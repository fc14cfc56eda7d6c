import { useCallback, useEffect, useRef, useState } from 'react'
import type { ExportDocument } from '@core/export-schemas.ts'
import { type PagePart, type PagePreview, pagePreviewQuery } from '@core/page-preview.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { exportPayload } from '../export/export-file.ts'

/** After the last edit, the pages are asked for again once typing has paused this long. */
export const PAGE_PREVIEW_DELAY_MS = 1000

export type PagePreviewRequest = (part: PagePart, payload: ExportDocument, signal: AbortSignal) => Promise<PagePreview>

/** `POST /api/export/pages` (decision 87); the answer is trusted as typed, as the preflight's is: no zod in the editor. */
export const requestPagePreview: PagePreviewRequest = async (part, payload, signal) =>
  (await (await (await loadApi()).postExport('pages', pagePreviewQuery(part), payload, signal)).json()) as PagePreview

export interface PagePreviewControl {
  /** The last pages that came back: they stay on screen while newer ones render, and after a failure. */
  preview: PagePreview | null
  /** A request is under way. */
  updating: boolean
  /** Why the last request failed, in words for the writer; cleared by the next success. */
  error: string | null
  retry(): void
}

const partKey = (part: PagePart) => (part.kind === 'front' ? 'front' : `chapter:${part.index}`)

/**
 * The page preview's requests. An edit only restarts a timer: the payload is built, compared with
 * the last one sent and sent when the timer fires, so a keystroke costs nothing here. A newer
 * request aborts the older one (the server then drops it if it has not started), so only the last
 * state of the text is ever shown. A new part is asked for at once.
 */
export function usePagePreview(
  doc: ProjectDocument,
  projectId: string | undefined,
  part: PagePart,
  { delayMs = PAGE_PREVIEW_DELAY_MS, request = requestPagePreview }: { delayMs?: number; request?: PagePreviewRequest } = {},
): PagePreviewControl {
  const [preview, setPreview] = useState<PagePreview | null>(null)
  const [updating, setUpdating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ doc, projectId, part, request })
  // Before the timer's effect below, so a request sends what was on screen when it fired.
  useEffect(() => {
    latest.current = { doc, projectId, part, request }
  })
  const sent = useRef<{ key: string; part: string } | null>(null)
  const running = useRef<AbortController | null>(null)

  const fire = useCallback(() => {
    const { doc: current, projectId: id, part: asked, request: send } = latest.current
    const payload = exportPayload(current, id)
    const key = JSON.stringify(payload)
    if (sent.current?.key === key && sent.current.part === partKey(asked)) return
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    sent.current = { key, part: partKey(asked) }
    setUpdating(true)
    send(asked, payload, controller.signal)
      .then(
        (pages) => {
          if (controller.signal.aborted) return
          setPreview(pages)
          setError(null)
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          // Asked again by Retry or the next edit, even for the same text.
          sent.current = null
          setError(describeError(failure, 'The pages could not be rendered. Please try again.'))
        },
      )
      .finally(() => {
        if (running.current !== controller) return
        running.current = null
        setUpdating(false)
      })
  }, [])

  const key = partKey(part)
  const asked = useRef<{ part: string; attempt: number } | null>(null)
  useEffect(() => {
    // A new part, the first look or a retry is asked for at once; an edit waits for typing to pause.
    const now = asked.current?.part !== key || asked.current.attempt !== attempt
    asked.current = { part: key, attempt }
    const timer = setTimeout(fire, now ? 0 : delayMs)
    return () => clearTimeout(timer)
  }, [doc, key, attempt, delayMs, fire])

  useEffect(
    () => () => {
      // Gone (or, in development, unmounted once on purpose): what was under way is asked again on return.
      running.current?.abort()
      running.current = null
      sent.current = null
    },
    [],
  )

  return {
    preview,
    updating,
    error,
    retry: () => {
      sent.current = null
      setAttempt((n) => n + 1)
    },
  }
}
