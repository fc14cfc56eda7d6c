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

/** A planner's or checklist's six sections as a model chooses them (issue 28): each with its page template. */
const SECTIONS: Record<string, string[]> = {
  planner: ['year', 'month', 'week', 'habits', 'review', 'notes-lined'],
  checklist: ['checklist', 'checklist', 'checklist', 'checklist', 'checklist', 'cheat-sheet'],
}

// Six chapters: within every product type's range (CHAPTER_RANGE), each with a plan; a planner's
// and a checklist's with their page templates, as the outline prompt asks (decision 94).
export function defaultOutline(topic: string, productType?: string) {
  const outline = plainOutline(topic)
  const templates = productType ? SECTIONS[productType] : undefined
  if (!templates) return outline
  return { ...outline, chapters: outline.chapters.map((c, i) => ({ ...c, pageTemplate: templates[i] ?? null, pageOptions: null })) }
}

function plainOutline(topic: string) {
  return {
    language: 'en',
    title: `${topic}: A Practical Guide`,
    subtitle: 'Confident Results in Weeks, Without the Guesswork',
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

/** The title of the chapter a chapter prompt asks for ("currentChapter", or an outline entry marked current), else the last user turn's first line. */
function chapterTitleOf(body: ChatRequestBody): string {
  const all = body.messages.map(messageText).join('\n')
  const current =
    /"currentChapter"\s*:\s*\{[^{}]*"title"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(all) ??
    /"title"\s*:\s*("(?:[^"\\]|\\.)*")[^{}]*"current"\s*:\s*true/.exec(all)
  if (current?.[1]) {
    try {
      return JSON.parse(current[1]) as string
    } catch {
      // fall through
    }
  }
  return all.slice(0, 200)
}

/** The product type an outline prompt asks for ("productType" in its data block). */
function productTypeOf(body: ChatRequestBody): string | undefined {
  const all = body.messages.map(messageText).join('\n')
  return /"productType"\s*:\s*"(\w+)"/.exec(all)?.[1]
}

export function contentFor(behaviour: FakeBehaviour | undefined, body: ChatRequestBody): string {
  if (behaviour && 'text' in behaviour) return behaviour.text
  if (behaviour && 'json' in behaviour) return JSON.stringify(behaviour.json)
  if (behaviour && 'malformed' in behaviour) {
    return behaviour.malformed === 'not-json'
      ? 'Sure! Here is your outline: chapter one, chapter two.'
      : JSON.stringify({ title: '', chapters: 'none' })
  }
  return wantsJson(body) ? JSON.stringify(defaultOutline(topicOf(body), productTypeOf(body))) : defaultChapter(chapterTitleOf(body))
}

export function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)))
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces.length ? pieces : ['']
}

/** Roughly four characters a token, as OpenAI's tokenizers give for English prose. */
const tokens = (text: string) => Math.ceil(text.length / 4)

/** The whole prompt as the model reads it: every message's text in order. */
export const promptText = (body: ChatRequestBody) => body.messages.map((m) => `${m.role}:${messageText(m)}`).join('\n')

/**
 * OpenAI's automatic prompt caching, as documented: a prompt of 1,024 tokens or more whose start
 * matches an earlier prompt's is served from the cache in steps of 128 tokens. `earlier` are the
 * prompts seen before this one.
 */
export function cachedTokens(prompt: string, earlier: readonly string[]): number {
  let best = 0
  for (const other of earlier) {
    let i = 0
    const max = Math.min(prompt.length, other.length)
    while (i < max && prompt.charCodeAt(i) === other.charCodeAt(i)) i++
    best = Math.max(best, i)
  }
  const shared = Math.floor(best / 4)
  return tokens(prompt) >= 1024 && shared >= 1024 ? Math.floor(shared / 128) * 128 : 0
}

export const usage = (content: string, prompt = '', cached = 0) => ({
  prompt_tokens: Math.max(10, tokens(prompt)),
  completion_tokens: tokens(content),
  total_tokens: Math.max(10, tokens(prompt)) + tokens(content),
  ...(cached > 0 ? { prompt_tokens_details: { cached_tokens: cached } } : {}),
})
