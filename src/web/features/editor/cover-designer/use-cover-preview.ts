import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { CoverSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { exportPayload } from '../export/export-file.ts'
import { DESIGNER_TEXT } from './cover-designer-text.ts'

/**
 * The preview's query: the store cover in the size shown, asking for the small fast image
 * (decision 88); a server that does not know `preview` answers with the full one, which shows the same.
 */
export const coverPreviewQuery = (size: CoverSize) => ({ size, preview: 'true' })

/** One preview: the export payload exactly as the Export section sends it, so the preview is what the export draws. */
export async function requestCoverPreview(size: CoverSize, payload: ExportDocument, signal: AbortSignal): Promise<Blob> {
  const res = await (await loadApi()).postExport('cover', coverPreviewQuery(size), payload, signal)
  return res.blob()
}

export interface PreviewFailure {
  message: string
  /** The export service is full for now (the user's own earlier previews may still hold it): worth asking again by itself. */
  busy?: boolean
  /** Whether trying the same document again can help; otherwise the creator changes what the message names. */
  retry: boolean
}

/** Read from the error's code, never its text (decision 43). */
export function previewFailure(error: unknown): PreviewFailure {
  switch (errorCode(error)) {
    case 'rate_limited':
    case 'export_busy':
      return { message: DESIGNER_TEXT.previewBusy, retry: true, busy: true }
    case 'validation_failed':
    case 'export_too_large':
    case 'export_too_complex':
    case 'unprintable_characters':
      return { message: describeError(error), retry: false }
    default:
      return { message: describeError(error, DESIGNER_TEXT.previewFailed), retry: true }
  }
}

/**
 * What the cover depends on, without the chapters' text (a book's worth of Markdown, which the
 * designer cannot change while it is open): a new key means a new preview. The request itself
 * still carries the whole payload.
 */
export function previewKey(payload: ExportDocument): string {
  return JSON.stringify({ ...payload, chapters: payload.chapters.map((c) => c.title) })
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

export interface CoverPreview {
  /** The newest image drawn (an object URL), kept on screen while the next one is drawn. */
  url: string | null
  /** The size `url` shows. */
  shownSize: CoverSize | null
  /** A preview is waiting for its debounce or its answer. */
  busy: boolean
  failure: PreviewFailure | null
  retry(): void
}

export interface PreviewOptions {
  doc: ProjectDocument
  projectId: string
  size: CoverSize
  /** How long the document must stay unchanged before a preview is asked for; tests pass 0. */
  debounceMs?: number
  /** A busy export service is asked again by itself this many times, after 1, 2, … times this wait. */
  busyRetries?: number
  busyRetryMs?: number
  request?: typeof requestCoverPreview
}

/**
 * The designer's live preview (decision 88): after each change, once the document has been still
 * for `debounceMs`, the cover is drawn again. A newer request aborts the older one, and an answer
 * that arrives after a newer request was sent is dropped, so the screen never goes back to an old
 * design. The last image stays until the next one arrives.
 */
export function useCoverPreview({
  doc,
  projectId,
  size,
  debounceMs = 250,
  busyRetries = 2,
  busyRetryMs = 1000,
  request = requestCoverPreview,
}: PreviewOptions): CoverPreview {
  const payload = useMemo(() => exportPayload(doc, projectId), [doc, projectId])
  const key = `${size} ${useMemo(() => previewKey(payload), [payload])}`
  const latest = useRef(payload)
  useLayoutEffect(() => {
    latest.current = payload
  })
  const sequence = useRef(0)
  const inFlight = useRef<AbortController | null>(null)
  const shown = useRef<string | null>(null)
  // `answered`: the key of the newest request that has come back, drawn or failed. Any other key is still being drawn.
  const [state, setState] = useState<{
    url: string | null
    shownSize: CoverSize | null
    answered: string | null
    failure: PreviewFailure | null
  }>({
    url: null,
    shownSize: null,
    answered: null,
    failure: null,
  })

  const run = useCallback(
    (forKey: string, forSize: CoverSize) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      const mine = ++sequence.current
      // A busy export service (perhaps still drawing this user's earlier previews) is asked again
      // by itself a few times before the failure shows; a newer request aborts the wait.
      const draw = async (): Promise<Blob> => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await request(forSize, latest.current, controller.signal)
          } catch (error) {
            if (!previewFailure(error).busy || attempt >= busyRetries || controller.signal.aborted) throw error
            await pause(busyRetryMs * (attempt + 1), controller.signal)
            if (controller.signal.aborted) throw error
          }
        }
      }
      draw().then(
        (blob) => {
          if (mine !== sequence.current) return
          const url = URL.createObjectURL(blob)
          if (shown.current) URL.revokeObjectURL(shown.current)
          shown.current = url
          setState({ url, shownSize: forSize, answered: forKey, failure: null })
        },
        (error: unknown) => {
          if (mine !== sequence.current || controller.signal.aborted) return
          setState((s) => ({ ...s, answered: forKey, failure: previewFailure(error) }))
        },
      )
    },
    [request, busyRetries, busyRetryMs],
  )

  useEffect(() => {
    const timer = setTimeout(() => run(key, size), debounceMs)
    return () => clearTimeout(timer)
  }, [key, size, debounceMs, run])

  useEffect(
    () => () => {
      // Leaving the designer: nothing more to draw, nothing to keep.
      sequence.current++
      inFlight.current?.abort()
      if (shown.current) URL.revokeObjectURL(shown.current)
      shown.current = null
    },
    [],
  )

  const retry = useCallback(() => {
    setState((s) => ({ ...s, answered: null, failure: null }))
    run(key, size)
  }, [run, key, size])
  const busy = state.answered !== key
  return { url: state.url, shownSize: state.shownSize, busy, failure: busy ? null : state.failure, retry }
}
