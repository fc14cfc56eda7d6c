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
import type { ErrorCode } from '@core/errors.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'
import { readSseJson } from '@web/lib/sse.ts'

type Schemas = typeof import('@core/generation-schemas.ts')

/** The shared zod schemas, loaded with the first generation rather than with the home page. */
export const loadSchemas = loadOnce<Schemas>(() => import('@core/generation-schemas.ts'))

/** The schemas and the typed client (decision 117), both loaded with the first call, not with the home page. */
const load = () => Promise.all([loadSchemas(), loadApi()])

export async function requestOutline(body: OutlineRequest): Promise<OutlineResponse> {
  const [s, { api }] = await load()
  return parseAnswer(s.outlineResponseSchema, await (await api.outline.$post({ json: body })).json())
}

export async function startDraftJob(body: DraftStartRequest): Promise<DraftStartResponse> {
  const [s, { api }] = await load()
  return parseAnswer(s.draftStartResponseSchema, await (await api.draft.start.$post({ json: body })).json())
}

export async function finishDraftJob(jobId: string, fullText: string): Promise<DraftFinishResponse> {
  const [s, { api }] = await load()
  return parseAnswer(s.draftFinishResponseSchema, await (await api.draft.finish.$post({ json: { jobId, fullText } })).json())
}

export async function cancelDraftJob(jobId: string): Promise<DraftCancelResponse> {
  const [s, { api }] = await load()
  return parseAnswer(s.draftCancelResponseSchema, await (await api.draft.cancel.$post({ json: { jobId } })).json())
}

const streaming = (signal?: AbortSignal) => ({ headers: { Accept: 'text/event-stream' }, ...(signal ? { init: { signal } } : {}) })

/** A chapter the server could not write (an `error` event of the stream). */
export class ChapterError extends Error {
  constructor(
    readonly code: ErrorCode,
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
  const [s, { api }] = await load()
  const res = await api.draft.next.stream.$post({ json: request }, streaming(signal))
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
  const [s, { api }] = await load()
  const res = await api.draft.stream.$post({ json: { jobId } }, streaming(signal))
  for await (const json of sseJson(res)) {
    const event = s.draftJobEventSchema.safeParse(json)
    if (!event.success) continue
    if (event.data.type === 'done') return
    onEvent(event.data)
  }
  throw new Error('The connection to the draft was lost before every chapter was written.')
}
