import type { SelectionRequestBody } from '@core/selection-schemas.ts'
import type { ErrorCode } from '@core/errors.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce } from '@web/lib/lazy-schemas.ts'

// The validator arrives with the first selection rewrite, not with the editor.
const loadSchemas = loadOnce(() => import('@core/selection-schemas.ts'))

/** A suggestion the server could not write (an `error` event); `code` is what the editor branches on. */
export class SelectionError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'SelectionError'
  }
}

/**
 * POST /api/generate/selection (docs/product.md#chapter-rewrites): each piece of the suggestion
 * goes to `onDelta` as it arrives; resolves with the whole suggestion, which wins over the pieces.
 */
export async function streamSuggestion(
  body: SelectionRequestBody,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  onQueued?: (position: number) => void,
): Promise<string> {
  // The stream reader (eventsource-parser) and the typed client load with the first suggestion, not with the editor (decisions 115, 117).
  const [s, { readSseJson }, { api }] = await Promise.all([loadSchemas(), import('@web/lib/sse.ts'), loadApi()])
  const res = await api.generate.selection.$post(
    { json: body },
    { headers: { Accept: 'text/event-stream' }, ...(signal ? { init: { signal } } : {}) },
  )
  if (!res.body) throw new Error('The suggestion did not arrive.')
  for await (const json of readSseJson(res.body)) {
    const event = s.selectionStreamEventSchema.safeParse(json)
    if (!event.success) continue
    // The server's place in its queue of AI calls (decision 77): the first delta says the wait is over.
    if (event.data.type === 'queued') onQueued?.(event.data.position)
    else if (event.data.type === 'delta') onDelta(event.data.text)
    else if (event.data.type === 'done') return event.data.text
    else throw new SelectionError(event.data.code, event.data.message)
  }
  throw new Error('The connection was lost before the suggestion was finished.')
}
