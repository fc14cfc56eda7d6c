/**
 * Anthropic's Messages API as a `fetch` function (the provider's `fetch` option), since tests
 * cannot reach api.anthropic.com: JSON or SSE, each reply scripted with Anthropic's own stop
 * reasons ('end_turn', 'max_tokens', 'refusal'…), dropped streams included.
 */
export interface AnthropicReply {
  text: string
  /** `message_delta.delta.stop_reason`; 'end_turn' unless given. */
  stopReason?: string
  /** The stream breaks (a network error) after that many text chunks. */
  dropAfterChunks?: number
  chunks?: number
  /** Input tokens the reply says were read from the prompt cache (`cache_read_input_tokens`). */
  cacheReadTokens?: number
}

export interface AnthropicRequest {
  url: string
  headers: Headers
  body: {
    model: string
    max_tokens?: number
    stream?: boolean
    system?: unknown
    messages: { role: string; content: string | { type: string; text?: string; cache_control?: unknown }[] }[]
  }
}

export interface FakeAnthropic {
  fetch: typeof fetch
  requests: AnthropicRequest[]
  enqueue(...replies: AnthropicReply[]): void
}

const sse = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`

function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count))
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}

function streamed(reply: AnthropicReply, model: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: 12, output_tokens: 1, ...(reply.cacheReadTokens ? { cache_read_input_tokens: reply.cacheReadTokens } : {}) },
  }
  const texts = pieces(reply.text, reply.chunks ?? 4)
  const events = [
    sse('message_start', { message }),
    sse('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...texts.map((text) => sse('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
  ]
  const end = [
    sse('content_block_stop', { index: 0 }),
    sse('message_delta', {
      delta: { stop_reason: reply.stopReason ?? 'end_turn', stop_sequence: null },
      usage: { output_tokens: Math.ceil(reply.text.length / 4) },
    }),
    sse('message_stop', {}),
  ]
  const queue = [...events, ...end]
  let sent = 0
  // One event per read, so the reader has the text before a drop (an error discards what is queued).
  return new ReadableStream({
    pull(controller) {
      const event = queue.shift()
      if (reply.dropAfterChunks !== undefined && sent - 2 >= reply.dropAfterChunks) return controller.error(new TypeError('terminated'))
      if (event === undefined) return controller.close()
      sent++
      controller.enqueue(encoder.encode(event))
    },
  })
}

export function fakeAnthropic(defaultText = '## Old heading\n\nFresh text.'): FakeAnthropic {
  const queue: AnthropicReply[] = []
  const requests: AnthropicRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as AnthropicRequest['body']
    requests.push({ url: String(input), headers: new Headers(init?.headers), body })
    const reply = queue.shift() ?? { text: defaultText }
    if (body.stream) return new Response(streamed(reply, body.model), { status: 200, headers: { 'content-type': 'text/event-stream' } })
    const json = {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: reply.text }],
      stop_reason: reply.stopReason ?? 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 5 },
    }
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, requests, enqueue: (...replies) => queue.push(...replies) }
}
