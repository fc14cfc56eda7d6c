import type {
  DraftCancelResponse,
  DraftFinishResponse,
  DraftJobEvent,
  DraftNextRequest,
  DraftStartRequest,
  DraftStartResponse,
  OutlineRequest,
  OutlineResponse,
} from '@core/generation-schemas.ts'
import { apiRequest } from '@web/lib/api-client.ts'
import { type AnswerParser, loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'
import { readSseJson } from '@web/lib/sse.ts'

type Schemas = typeof import('@core/generation-schemas.ts')

/** The shared zod schemas, loaded with the first generation rather than with the home page. */
export const loadSchemas = loadOnce<Schemas>(() => import('@core/generation-schemas.ts'))

async function post<T>(path: string, body: unknown, pick: (s: Schemas) => AnswerParser<T>, signal?: AbortSignal): Promise<T> {
  const s = await loadSchemas()
  const res = await apiRequest('POST', path, body, signal ? { signal } : {})
  return parseAnswer(pick(s), await res.json())
}

export const requestOutline = (body: OutlineRequest): Promise<OutlineResponse> => post('/api/outline', body, (s) => s.outlineResponseSchema)

export const startDraftJob = (body: DraftStartRequest): Promise<DraftStartResponse> =>
  post('/api/draft/start', body, (s) => s.draftStartResponseSchema)

export const finishDraftJob = (jobId: string, fullText: string): Promise<DraftFinishResponse> =>
  post('/api/draft/finish', { jobId, fullText }, (s) => s.draftFinishResponseSchema)

export const cancelDraftJob = (jobId: string): Promise<DraftCancelResponse> =>
  post('/api/draft/cancel', { jobId }, (s) => s.draftCancelResponseSchema)

/** A chapter the server could not write (an `error` event of the stream). */
export class ChapterError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ChapterError'
  }
}

function sseJson(res: Response): AsyncGenerator<unknown> {
  if (!res.body) throw new Error('The draft stream did not open.')
  return readSseJson(res.body)
}

/**
 * Writes one chapter through POST /api/draft/next/stream, passing each piece of text to
 * `onDelta` as it arrives; resolves with the whole chapter. Asking again for a written chapter
 * is free: the server answers with what it already wrote.
 */
export async function streamChapter(request: DraftNextRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
  const s = await loadSchemas()
  const res = await apiRequest('POST', '/api/draft/next/stream', request, { signal, headers: { Accept: 'text/event-stream' } })
  for await (const json of sseJson(res)) {
    const event = s.draftStreamEventSchema.safeParse(json)
    if (!event.success) continue
    if (event.data.type === 'queued') continue
    if (event.data.type === 'delta') onDelta(event.data.text)
    else if (event.data.type === 'done') return event.data.content
    else throw new ChapterError(event.data.code, event.data.message)
  }
  throw new Error('The chapter stream ended before the chapter was finished.')
}

/**
 * The whole job on one connection (POST /api/draft/stream): the server writes every chapter not
 * written yet, at once, and its events interleave. Browsers allow 6 HTTP/1.1 connections per
 * host, so a stream per chapter could not carry 10 chapters at once. Resolves after `done`.
 */
export async function streamDraftJob(
  jobId: string,
  onEvent: (event: Exclude<DraftJobEvent, { type: 'done' }>) => void,
  signal?: AbortSignal,
): Promise<void> {
  const s = await loadSchemas()
  const res = await apiRequest('POST', '/api/draft/stream', { jobId }, { signal, headers: { Accept: 'text/event-stream' } })
  for await (const json of sseJson(res)) {
    const event = s.draftJobEventSchema.safeParse(json)
    if (!event.success) continue
    if (event.data.type === 'done') return
    onEvent(event.data)
  }
  throw new Error('The connection to the draft was lost before every chapter was written.')
}
