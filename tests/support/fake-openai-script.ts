/** What the fake OpenAI server answers: the scripted behaviours and the sensible defaults. */

/**
 * One request's scripted answer. A reply can play a provider's bad day: cut off at the output
 * limit, filtered, a preamble (it is just text), empty, dropped after N chunks or N bytes, slow.
 */
export type FakeBehaviour =
  | { status: number; retryAfter?: number; retryAfterMs?: number; message?: string }
  | { hang: true }
  /** `true` / 'schema': JSON that fails the outline schema; 'not-json': prose that is no JSON at all. */
  | { malformed: true | 'schema' | 'not-json' }
  | FakeReply
  | ({ json: unknown } & Omit<FakeReply, 'text'>)

export interface FakeReply {
  text: string
  /**
   * The last chunk's `finish_reason`: 'stop' (the default), 'length', 'content_filter' or any
   * string a server sends; `null` closes the stream cleanly without one (and without [DONE]).
   */
  finish?: string | null
  /** Sends the text in OpenAI's `refusal` field instead of `content`. */
  refusal?: boolean
  /** The stream breaks (socket destroyed) after that many text chunks; all of them: before the finish chunk. */
  dropAfterChunks?: number
  /** The stream breaks after that many bytes of the response body, in the middle of an event if one is there. */
  dropAfterBytes?: number
  /** After that many text chunks an error event arrives (OpenAI's mid-stream `server_error`) and the stream ends. */
  errorAfterChunks?: number
  /** Per reply, overriding the server's options. */
  chunks?: number
  chunkDelayMs?: number
  latencyMs?: number
}

export interface ChatRequestBody {
  model: string
  stream?: boolean
  messages: { role: string; content: string | { type: string; text?: string }[] }[]
  response_format?: { type: string }
  /** The output limit: `max_tokens`, or `max_completion_tokens` for OpenAI's reasoning models. */
  max_tokens?: number
  max_completion_tokens?: number
  [key: string]: unknown
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

const WORDS = (
  'apple river stone garden window basket ladder candle market pepper violet harbor meadow copper lantern orchard ' +
  'pencil saddle thunder velvet walnut yellow anchor bramble cobalt dolphin ember falcon glacier hazel island jasmine ' +
  'kettle lemon maple nutmeg olive pebble quartz raven spruce tulip umber willow zephyr amber birch cedar daisy fern ' +
  'ginger heron ivory juniper kelp lilac mango nectar oyster plum quince rosemary sage thyme vanilla wheat yarrow'
).split(' ')

/** Differs per chapter title, as a real model's chapters do, so the quality pass finds no repetition in them. */
function defaultChapter(title: string): string {
  let seed = 7
  for (const ch of title) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return seed
  }
  const sentence = () => {
    const words = Array.from({ length: 10 }, () => WORDS[next() % WORDS.length])
    const text = words.join(' ')
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
  }
  return [
    '## Draft Chapter',
    '',
    `${sentence()} ${sentence()}`,
    '',
    '### Why it matters',
    '',
    `${sentence()} ${sentence()}`,
    '',
    '### What to do',
    '',
    `1. ${sentence()}`,
    `2. ${sentence()}`,
    `3. ${sentence()}`,
  ].join('\n')
}

/** The title of the chapter a chapter prompt asks for (the outline entry marked current), else the last user turn's first line. */
function chapterTitleOf(body: ChatRequestBody): string {
  const all = body.messages.map(messageText).join('\n')
  const current = /"title"\s*:\s*("(?:[^"\\]|\\.)*")[^{}]*"current"\s*:\s*true/.exec(all)
  if (current?.[1]) {
    try {
      return JSON.parse(current[1]) as string
    } catch {
      // fall through
    }
  }
  return all.slice(0, 200)
}

export function contentFor(behaviour: FakeBehaviour | undefined, body: ChatRequestBody): string {
  if (behaviour && 'text' in behaviour) return behaviour.text
  if (behaviour && 'json' in behaviour) return JSON.stringify(behaviour.json)
  if (behaviour && 'malformed' in behaviour) {
    return behaviour.malformed === 'not-json'
      ? 'Sure! Here is your outline: chapter one, chapter two.'
      : JSON.stringify({ title: '', chapters: 'none' })
  }
  return wantsJson(body) ? JSON.stringify(defaultOutline(topicOf(body))) : defaultChapter(chapterTitleOf(body))
}

export function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)))
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces.length ? pieces : ['']
}

export const usage = (content: string) => ({
  prompt_tokens: 10,
  completion_tokens: Math.ceil(content.length / 4),
  total_tokens: 10 + Math.ceil(content.length / 4),
})
