import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A local server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions, JSON
 * and SSE streaming), so tests and benchmarks drive the real AI SDK provider over HTTP.
 * Each request takes the next scripted behaviour; with none queued it answers sensibly.
 */
export type FakeBehaviour =
  | { status: number; retryAfter?: number; retryAfterMs?: number; message?: string }
  | { hang: true }
  /** `true` / 'schema': JSON that fails the outline schema; 'not-json': prose that is no JSON at all. */
  | { malformed: true | 'schema' | 'not-json' }
  /** `dropAfterChunks`: a stream that breaks (socket destroyed) after that many chunks. */
  | { text: string; dropAfterChunks?: number }
  | { json: unknown }

export interface FakeOpenAIOptions {
  /** Wait before the first byte of every completion (a model's thinking time). */
  latencyMs?: number
  /** Wait between streamed chunks. */
  chunkDelayMs?: number
  /** How many chunks a streamed answer is cut into. */
  chunks?: number
}

export interface ChatRequestBody {
  model: string
  stream?: boolean
  messages: { role: string; content: string | { type: string; text?: string }[] }[]
  response_format?: { type: string }
  [key: string]: unknown
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: ChatRequestBody
  /** Milliseconds since the server started. */
  at: number
}

export interface FakeOpenAI {
  /** Ends with /v1, as AI_BASE_URL does. */
  baseURL: string
  requests: RecordedRequest[]
  enqueue(...behaviours: FakeBehaviour[]): void
  close(): Promise<void>
}

export function messageText(message: ChatRequestBody['messages'][number] | undefined): string {
  if (!message) return ''
  return typeof message.content === 'string' ? message.content : message.content.map((p) => p.text ?? '').join('')
}

function wantsJson(body: ChatRequestBody): boolean {
  if (body.response_format && body.response_format.type !== 'text') return true
  const last = messageText(body.messages.at(-1))
  return /reply with (the corrected )?json only/i.test(last) || /\boutline\b/i.test(last.split('\n')[0] ?? '')
}

function topicOf(body: ChatRequestBody): string {
  const all = body.messages.map(messageText).join('\n')
  const match = /"topic"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(all)
  try {
    return match?.[1] ? (JSON.parse(match[1]) as string) : 'Your Topic'
  } catch {
    return 'Your Topic'
  }
}

// Six chapters: within every product type's range (CHAPTER_RANGE), each with a plan.
export function defaultOutline(topic: string) {
  return {
    language: 'en',
    title: `${topic}: A Practical Guide`,
    description: `Everything you need to get started with ${topic}, step by step.`,
    chapters: ['Getting Started', 'Core Principles', 'Tools and Setup', 'Building Habits', 'Common Mistakes', 'Next Steps'].map((t) => ({
      title: `${t}: ${topic}`,
      plan: `What ${t.toLowerCase()} means for ${topic}, and what the other chapters take further. Key points: the first move; a worked example; what to check.`,
    })),
  }
}

export const DEFAULT_CHAPTER = [
  '## Draft Chapter',
  '',
  'This chapter explains the essentials in plain words. It builds on what came before and prepares what comes next.',
  '',
  '### Why it matters',
  '',
  'Small, steady steps beat big plans that never start. Pick one action and do it today.',
  '',
  '### What to do',
  '',
  '1. Write down your goal.',
  '2. Choose the first step.',
  '3. Review your progress after a week.',
].join('\n')

function contentFor(behaviour: FakeBehaviour | undefined, body: ChatRequestBody): string {
  if (behaviour && 'text' in behaviour) return behaviour.text
  if (behaviour && 'json' in behaviour) return JSON.stringify(behaviour.json)
  if (behaviour && 'malformed' in behaviour) {
    return behaviour.malformed === 'not-json' ? 'Sure! Here is your outline: chapter one, chapter two.' : JSON.stringify({ title: '', chapters: 'none' })
  }
  return wantsJson(body) ? JSON.stringify(defaultOutline(topicOf(body))) : DEFAULT_CHAPTER
}

function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)))
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces.length ? pieces : ['']
}

const usage = (content: string) => ({ prompt_tokens: 10, completion_tokens: Math.ceil(content.length / 4), total_tokens: 10 + Math.ceil(content.length / 4) })

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const started = Date.now()
  const queue: FakeBehaviour[] = []
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  let closed = false
  let counter = 0

  const wait = (ms: number, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || closed) return resolve()
      const done = () => {
        clearTimeout(timer)
        res.off('close', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      res.once('close', done)
    })

  async function complete(body: ChatRequestBody, behaviour: FakeBehaviour | undefined, res: ServerResponse) {
    if (behaviour && 'hang' in behaviour) return // the socket stays open until the client gives up or close()
    await wait(options.latencyMs ?? 0, res)
    if (res.destroyed) return
    if (behaviour && 'status' in behaviour) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter)
      if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs)
      res.writeHead(behaviour.status, headers)
      const message = behaviour.message ?? `Fake error ${behaviour.status}`
      res.end(JSON.stringify({ error: { message, type: 'fake_error', code: String(behaviour.status) } }))
      return
    }
    const content = contentFor(behaviour, body)
    const base = { id: `chatcmpl-fake-${++counter}`, created: Math.floor(Date.now() / 1000), model: body.model }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      const choice = { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }
      res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice], usage: usage(content) }))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`)
    const chunk = (delta: object, finish: string | null) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })
    const drop = behaviour && 'dropAfterChunks' in behaviour ? behaviour.dropAfterChunks : undefined
    const pieces = split(content, options.chunks ?? 8)
    for (const [i, piece] of pieces.entries()) {
      if (i > 0) await wait(options.chunkDelayMs ?? 0, res)
      if (res.destroyed) return
      if (drop !== undefined && i >= drop) {
        // A moment first: a reset right after the writes could discard them on the client side.
        await wait(20, res)
        return void res.destroy()
      }
      send(chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }, null))
    }
    send(chunk({}, 'stop'))
    send({ ...base, object: 'chat.completion.chunk', choices: [], usage: usage(content) })
    send('[DONE]')
    res.end()
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify({ error: { message: `No route ${req.method} ${path}` } }))
    }
    let raw = ''
    for await (const part of req) raw += String(part)
    let body: ChatRequestBody
    try {
      body = JSON.parse(raw) as ChatRequestBody
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify({ error: { message: 'Body is not JSON' } }))
    }
    requests.push({ method: req.method, path, headers: req.headers, body, at: Date.now() - started })
    await complete(body, queue.shift(), res)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    close: async () => {
      closed = true
      // Hanging and keep-alive sockets would keep server.close() (and Vitest) waiting forever.
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
