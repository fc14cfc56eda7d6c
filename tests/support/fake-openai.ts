import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import {
  cachedTokens,
  type ChatRequestBody,
  contentFor,
  type FakeBehaviour,
  type FakeReply,
  promptText,
  split,
  usage,
} from './fake-openai-script.ts'

export { type ChatRequestBody, defaultOutline, type FakeBehaviour, type FakeReply, messageText } from './fake-openai-script.ts'

/**
 * A local server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions, JSON
 * and SSE streaming), so tests and benchmarks drive the real AI SDK provider over HTTP.
 * Each request takes the next scripted behaviour (fake-openai-script.ts); with none queued it
 * answers sensibly.
 */
export interface FakeOpenAIOptions {
  /** Wait before the first byte of every completion (a model's thinking time). */
  latencyMs?: number
  /** Wait between streamed chunks. */
  chunkDelayMs?: number
  /** How many chunks a streamed answer is cut into. */
  chunks?: number
  /** The behaviour for a request when none is queued (requests sent at once are then answered by what they ask, not by arrival). */
  respond?: (body: ChatRequestBody) => FakeBehaviour | undefined
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: ChatRequestBody
  /** Milliseconds since the server started. */
  at: number
  /** The prompt tokens the answer reported as served from the cache (set once it answers). */
  cachedTokens?: number
}

export interface FakeOpenAI {
  /** Ends with /v1, as AI_BASE_URL does. */
  baseURL: string
  requests: RecordedRequest[]
  enqueue(...behaviours: FakeBehaviour[]): void
  close(): Promise<void>
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const started = Date.now()
  const queue: FakeBehaviour[] = []
  const requests: RecordedRequest[] = []
  const seen: { schema: string; prompt: string }[] = []
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

  function sendError(behaviour: { status: number; retryAfter?: number; retryAfterMs?: number; message?: string }, res: ServerResponse) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter)
    if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs)
    res.writeHead(behaviour.status, headers)
    const message = behaviour.message ?? `Fake error ${behaviour.status}`
    res.end(JSON.stringify({ error: { message, type: 'fake_error', code: String(behaviour.status) } }))
  }

  async function complete(body: ChatRequestBody, behaviour: FakeBehaviour | undefined, res: ServerResponse, record?: RecordedRequest) {
    if (behaviour && 'hang' in behaviour) return // the socket stays open until the client gives up or close()
    // Usage as OpenAI reports it, with its automatic prompt caching: a prefix is cached once an
    // earlier request with it was processed (it started answering), so requests sent in the same
    // instant all miss, as they do at a real provider.
    // OpenAI's caching guide: a structured-output schema is a prefix to the system message, so
    // prompts asked with different schemas share no cached opening.
    const prompt = promptText(body)
    const schema = body.response_format?.type === 'json_schema' ? JSON.stringify(body.response_format) : ''
    const cached = cachedTokens(
      prompt,
      seen.filter((s) => s.schema === schema).map((s) => s.prompt),
    )
    if (record) record.cachedTokens = cached
    const reply: Partial<FakeReply> = behaviour && ('text' in behaviour || 'json' in behaviour) ? behaviour : {}
    await wait(reply.latencyMs ?? options.latencyMs ?? 0, res)
    seen.push({ schema, prompt })
    if (seen.length > 200) seen.shift()
    if (res.destroyed) return
    if (behaviour && 'status' in behaviour) return sendError(behaviour, res)
    const content = contentFor(behaviour, body)
    const finish = reply.finish === undefined ? 'stop' : reply.finish
    const field = reply.refusal ? 'refusal' : 'content'
    const base = { id: `chatcmpl-fake-${++counter}`, created: Math.floor(Date.now() / 1000), model: body.model }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      const choice = {
        index: 0,
        message: { role: 'assistant', content: reply.refusal ? null : content, refusal: reply.refusal ? content : null },
        finish_reason: finish,
      }
      res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice], usage: usage(content, prompt, cached) }))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    const event = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`
    const chunk = (delta: object, reason: string | null) => ({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: reason }],
    })
    const pieces = split(content, reply.chunks ?? options.chunks ?? 8)
    const events = pieces.map((piece, i) => event(chunk(i === 0 ? { role: 'assistant', [field]: piece } : { [field]: piece }, null)))
    if (finish !== null)
      events.push(
        event(chunk({}, finish)),
        event({ ...base, object: 'chat.completion.chunk', choices: [], usage: usage(content, prompt, cached) }),
        event('[DONE]'),
      )
    let bytes = 0
    for (const [i, data] of events.entries()) {
      if (i > 0 && i < pieces.length) await wait(reply.chunkDelayMs ?? options.chunkDelayMs ?? 0, res)
      if (res.destroyed) return
      const size = Buffer.byteLength(data)
      const cutAt = reply.dropAfterBytes !== undefined && bytes + size > reply.dropAfterBytes ? reply.dropAfterBytes - bytes : undefined
      if (reply.errorAfterChunks !== undefined && i >= reply.errorAfterChunks) {
        res.write(event({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } }))
        return void res.end()
      }
      if ((reply.dropAfterChunks !== undefined && i >= reply.dropAfterChunks) || cutAt !== undefined) {
        if (cutAt) res.write(Buffer.from(data).subarray(0, cutAt))
        // A moment first: a reset right after the writes could discard them on the client side.
        await wait(20, res)
        return void res.destroy()
      }
      res.write(data)
      bytes += size
    }
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
    const record: RecordedRequest = { method: req.method, path, headers: req.headers, body, at: Date.now() - started }
    requests.push(record)
    await complete(body, queue.shift() ?? options.respond?.(body), res, record)
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
    enqueue: (...behaviours) => queue.push(...behaviours),
    close: async () => {
      closed = true
      // Hanging and keep-alive sockets would keep server.close() (and Vitest) waiting forever.
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
