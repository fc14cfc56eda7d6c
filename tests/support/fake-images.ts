import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import sharp from 'sharp'

/**
 * A local server speaking OpenAI's images protocol (POST /v1/images/generations, answering
 * `b64_json`), so tests drive the real AI SDK `generateImage` over HTTP (decision 89). Each request
 * takes the next scripted behaviour; with none queued it draws a real PNG of the asked size.
 */
export type FakeImageBehaviour =
  /** A real PNG (made with sharp) of the asked size. */
  | { image: 'png' }
  /** Never answers: the socket stays open until the client gives up or close(). */
  | { hang: true }
  /** The provider's rate limit: 429 with `Retry-After` in seconds. */
  | { status: 429; retryAfter?: number }
  /** OpenAI's safety system: 400 `content_policy_violation` (DALL·E) or `moderation_blocked` (gpt-image-1). */
  | { refuse: 'content_policy_violation' | 'moderation_blocked' }
  /** 200 with base64 of bytes that are no image. */
  | { garbage: true }
  /** Any other error status. */
  | { status: number; message?: string }

export interface ImageRequestBody {
  model: string
  prompt: string
  n?: number
  size?: string
  response_format?: string
  [key: string]: unknown
}

export interface RecordedImageRequest {
  path: string
  headers: IncomingHttpHeaders
  body: ImageRequestBody
}

export interface FakeImages {
  /** Ends with /v1, as AI_IMAGE_BASE_URL does. */
  baseURL: string
  requests: RecordedImageRequest[]
  /** The prompts received, in order. */
  readonly prompts: string[]
  /** Requests whose client hung up before the answer (an aborted call). */
  readonly abandoned: number
  /** The size of the last PNG sent. */
  readonly lastPngBytes: number
  enqueue(...behaviours: FakeImageBehaviour[]): void
  close(): Promise<void>
}

/** A portrait picture with some shape to it: a sky gradient, a sun and hills. */
export async function fakeCoverPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e7c8"/><stop offset="1" stop-color="#e39a6b"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.66}" cy="${height * 0.55}" r="${width * 0.14}" fill="#f7c55d"/>
  <path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.74} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#4d7a52"/>
  <path d="M0 ${height * 0.84} Q ${width * 0.4} ${height * 0.76} ${width} ${height * 0.86} V ${height} H 0 Z" fill="#2f5236"/>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

function sizeOf(body: ImageRequestBody): { width: number; height: number } {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(body.size ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1024, height: 1024 }
}

export async function startFakeImages(): Promise<FakeImages> {
  const queue: FakeImageBehaviour[] = []
  const requests: RecordedImageRequest[] = []
  const sockets = new Set<Socket>()
  let abandoned = 0
  let lastPngBytes = 0

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  async function answer(body: ImageRequestBody, behaviour: FakeImageBehaviour, res: ServerResponse) {
    if ('hang' in behaviour) return
    if ('refuse' in behaviour) {
      const message =
        behaviour.refuse === 'moderation_blocked'
          ? 'Your request was rejected by the safety system.'
          : 'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.'
      return json(res, 400, { error: { message, type: 'image_generation_user_error', code: behaviour.refuse, param: null } })
    }
    if ('status' in behaviour) {
      const headers: Record<string, string> =
        'retryAfter' in behaviour && behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {}
      const message =
        'message' in behaviour && behaviour.message
          ? behaviour.message
          : behaviour.status === 429
            ? 'Rate limit reached for images per minute.'
            : `Fake error ${behaviour.status}`
      return json(res, behaviour.status, { error: { message, type: 'fake_error', code: String(behaviour.status) } }, headers)
    }
    const { width, height } = sizeOf(body)
    const bytes =
      'garbage' in behaviour
        ? Buffer.from('this is not an image, only text pretending to be one'.repeat(20))
        : await fakeCoverPng(width, height)
    if (!('garbage' in behaviour)) lastPngBytes = bytes.length
    json(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: bytes.toString('base64') }],
      usage: { input_tokens: 50, output_tokens: 6240, total_tokens: 6290 },
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (req.method !== 'POST' || path !== '/v1/images/generations')
      return json(res, 404, { error: { message: `No route ${req.method} ${path}` } })
    let raw = ''
    for await (const part of req) raw += String(part)
    let body: ImageRequestBody
    try {
      body = JSON.parse(raw) as ImageRequestBody
    } catch {
      return json(res, 400, { error: { message: 'Body is not JSON' } })
    }
    requests.push({ path, headers: req.headers, body })
    res.once('close', () => {
      if (!res.writableFinished) abandoned++
    })
    await answer(body, queue.shift() ?? { image: 'png' }, res)
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
    get prompts() {
      return requests.map((r) => r.body.prompt)
    },
    get abandoned() {
      return abandoned
    },
    get lastPngBytes() {
      return lastPngBytes
    },
    enqueue: (...behaviours) => queue.push(...behaviours),
    close: async () => {
      // A hanging request's socket would keep server.close() (and Vitest) waiting forever.
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
