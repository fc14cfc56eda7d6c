import { type DraftJobEvent, draftJobEventSchema, type DraftStreamEvent, draftStreamEventSchema } from '../src/core/generation-schemas.ts'
import { readSseData } from '../src/web/lib/sse.ts'

/** A minimal client of the draft API, as the generator screen uses it (with its event-stream reader). */
export function draftClient(url: string, token: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const post = (path: string, body: unknown) => fetch(`${url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })

  async function json<T>(path: string, body: unknown): Promise<T> {
    const res = await post(path, body)
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
    return (await res.json()) as T
  }

  /** Streams one chapter; `onFirstText` fires when its first delta arrives. Returns the chapter text. */
  async function streamChapter(jobId: string, index: number, onFirstText: () => void): Promise<string> {
    const res = await post('/draft/next/stream', { jobId, index })
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`)
    let sawText = false
    for await (const data of readSseData(res.body)) {
      const event: DraftStreamEvent = draftStreamEventSchema.parse(JSON.parse(data))
      if (event.type === 'error') throw new Error(`chapter ${index + 1}: ${event.code}: ${event.message}`)
      if (event.type === 'done') return event.content
      if (!sawText) onFirstText()
      sawText = true
    }
    throw new Error(`chapter ${index + 1}: the stream ended without a done event`)
  }

  /**
   * The whole job on one stream (POST /api/draft/stream), as the generator screen writes a draft.
   * `onFirstText` fires at the first delta of any chapter. Returns each chapter's text by index.
   */
  async function streamJob(jobId: string, onFirstText: () => void, onEvent?: (event: DraftJobEvent) => void): Promise<string[]> {
    const res = await post('/draft/stream', { jobId })
    if (!res.ok || !res.body) throw new Error(`job stream answered ${res.status}: ${await res.text()}`)
    const chapters: string[] = []
    let sawText = false
    // The reader skips keep-alive comments.
    for await (const data of readSseData(res.body)) {
      const event: DraftJobEvent = draftJobEventSchema.parse(JSON.parse(data))
      onEvent?.(event)
      if (event.type === 'error' || event.type === 'chapter-error') throw new Error(`${event.code}: ${event.message}`)
      if (event.type === 'done') return chapters
      if (event.type === 'chapter') chapters[event.index] = event.content
      if (event.type === 'delta' && !sawText) onFirstText()
      sawText ||= event.type === 'delta'
    }
    throw new Error('the job stream ended without a done event')
  }

  async function get<T>(path: string): Promise<T> {
    const res = await fetch(`${url}/api${path}`, { headers })
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
    return (await res.json()) as T
  }

  return { json, get, streamChapter, streamJob }
}
