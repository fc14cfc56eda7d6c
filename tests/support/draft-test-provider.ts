import { expect } from 'vitest'
import {
  type ChapterRemoval,
  type DraftJobEvent,
  type DraftStreamEvent,
  draftJobEventSchema,
  draftStreamEventSchema,
} from '@core/generation-schemas.ts'
import type { ChapterJob, GenerationProvider } from '../../src/server/generation/providers/provider.ts'
import { ProviderError } from '../../src/server/generation/providers/provider-error.ts'
import { grantCredits } from '../../src/server/credits/ledger.ts'
import { startSession } from '../../src/server/auth/sessions.ts'
import { insertUser } from '../../src/server/auth/users.queries.ts'
import { newEmail } from './supabase-client.ts'
import type { TestApp } from './test-app.ts'

/** The chapter text the scripted provider writes: a heading line, then a body naming the topic. */
export const scriptedChapter = (job: Pick<ChapterJob, 'brief' | 'index'>) =>
  `## ${job.brief.chapters[job.index]?.title}\n\nChapter ${job.index + 1} of ${job.brief.topic}.\n`

/**
 * A GenerationProvider for draft tests: writes each chapter in three deltas `chunkDelayMs` apart,
 * records every call, fails on request (`failNext`) and can hold a chapter mid-stream (`gate`).
 */
export function createDraftTestProvider(options: { chunkDelayMs?: number } = {}) {
  const calls: ChapterJob[] = []
  const failures = new Map<number, ProviderError[]>()
  const gates = new Map<number, Promise<void>>()
  // Refusals for the next calls, whatever the chapter: a provider's rate limit is per key, not per chapter.
  const anyCall: ProviderError[] = []
  let active = 0
  let mostAtOnce = 0
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const provider: GenerationProvider = {
    name: 'scripted',
    model: 'scripted-1',
    generateOutline: () => Promise.reject(new Error('not used by draft tests')),
    rewriteChapter: () => Promise.reject(new Error('not used by draft tests')),
    rewriteSelection: () => Promise.reject(new Error('not used by draft tests')),
    async *streamChapter(job) {
      calls.push(job)
      const refusal = anyCall.shift()
      if (refusal) {
        await sleep(options.chunkDelayMs ?? 5)
        throw refusal
      }
      active++
      mostAtOnce = Math.max(mostAtOnce, active)
      try {
        yield* write(job)
      } finally {
        active--
      }
    },
  }
  const padding = new Map<number, number>()
  async function* write(job: ChapterJob) {
    const text = scriptedChapter(job).padEnd(padding.get(job.index) ?? 0, ' Lorem.')
    const third = Math.ceil(text.length / 3)
    for (let i = 0; i < 3; i++) {
      if (i > 0) await sleep(options.chunkDelayMs ?? 5)
      if (i === 1) await gates.get(job.index)
      const failure = i === 1 ? failures.get(job.index)?.shift() : undefined
      if (failure) throw failure
      yield text.slice(i * third, (i + 1) * third)
    }
    const removed = removals.get(job.index)
    if (removed) job.onRemovals?.(removed)
  }
  const removals = new Map<number, ChapterRemoval[]>()
  return {
    provider,
    calls,
    callsFor: (index: number) => calls.filter((c) => c.index === index).length,
    failNext(index: number, error = new ProviderError('rate_limited', 'Rate limited by the provider.')) {
      failures.set(index, [...(failures.get(index) ?? []), error])
    },
    /** The next `count` calls, whichever chapters they are for, fail with `error` before any text. */
    refuseNext(count: number, error: () => ProviderError) {
      for (let i = 0; i < count; i++) anyCall.push(error())
    },
    /** Chapter `index` is written `chars` long (its first of three deltas a third of that). */
    padChapter(index: number, chars: number) {
      padding.set(index, chars)
    },
    /** Chapter `index` reports these as taken out by its cleaner (decision 79). */
    removeFrom(index: number, list: ChapterRemoval[]) {
      removals.set(index, list)
    },
    /** The most chapters that were streaming at the same moment. */
    mostAtOnce: () => mostAtOnce,
    /** Holds chapter `index` after its first delta until the returned function is called. */
    gate(index: number): () => void {
      let open = () => {}
      gates.set(index, new Promise<void>((resolve) => (open = resolve)))
      return () => {
        gates.delete(index)
        open()
      }
    },
  }
}

/** A signed-in user of a test app, with `credits` on top of the sign-up bonus, and a JSON client for /api. */
export async function draftUser(app: TestApp, credits = 8) {
  const session = await app.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: newEmail('draft'), encryptedPassword: null, confirmed: true })
    if (credits > 0) await grantCredits(tx, { userId: user.id, ref: `test:${user.id}`, reason: 'test', amount: credits })
    return startSession(app.auth, tx, user, 'password')
  })
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` }
  const call = async (method: string, path: string, body?: unknown) => {
    // In process; the streams below go over the socket, so a reader that leaves is a closed connection.
    const res = await app.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { code?: string; message?: string } }
  }
  return {
    id: session.user.id,
    token: session.access_token,
    post: (path: string, body: unknown) => call('POST', path, body),
    get: (path: string) => call('GET', path),
    stream: (body: unknown, signal?: AbortSignal) =>
      fetch(`${app.url}/api/draft/next/stream`, { method: 'POST', headers, body: JSON.stringify(body), signal }),
    streamJob: (jobId: string, signal?: AbortSignal) =>
      fetch(`${app.url}/api/draft/stream`, { method: 'POST', headers, body: JSON.stringify({ jobId }), signal }),
  }
}

/** A valid outline of `chapters` chapters and a start request for it. */
export const outline = (chapters = 3, title = 'Sourdough at Home') => ({
  title,
  description: 'A friendly guide to a first loaf.',
  chapters: Array.from({ length: chapters }, (_, i) => ({ title: `Step ${i + 1}` })),
})
type StartOutline = ReturnType<typeof outline> & { language?: string; chapters: { title: string; plan?: string }[] }
export const startBody = (o: StartOutline = outline()) => ({
  topic: 'sourdough baking',
  productType: 'guide',
  tone: 'friendly',
  outline: o,
})

async function eventsOf<T>(res: Response, schema: { parse(value: unknown): T }): Promise<T[]> {
  const text = await res.text()
  expect(text.endsWith('\n\n')).toBe(true)
  return text
    .split('\n\n')
    .filter((event) => event && !event.startsWith(':'))
    .map((event) => {
      expect(event.startsWith('data: ')).toBe(true)
      return schema.parse(JSON.parse(event.slice('data: '.length)))
    })
}

/** Every server-sent event of a chapter stream, parsed, in order. */
export const readEvents = (res: Response): Promise<DraftStreamEvent[]> => eventsOf(res, draftStreamEventSchema)

/** Every server-sent event of a job stream (POST /api/draft/stream), parsed, in order. */
export const readJobEvents = (res: Response): Promise<DraftJobEvent[]> => eventsOf(res, draftJobEventSchema)

/** A job stream's events as they come (`onEvent` sees each at once); resolves with all of them when the stream ends. */
export async function readJobStream(res: Response, onEvent: (event: DraftJobEvent) => void = () => undefined): Promise<DraftJobEvent[]> {
  const events: DraftJobEvent[] = []
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      if (!block.startsWith('data: ')) continue
      const event = draftJobEventSchema.parse(JSON.parse(block.slice('data: '.length)))
      events.push(event)
      onEvent(event)
    }
  }
  return events
}
