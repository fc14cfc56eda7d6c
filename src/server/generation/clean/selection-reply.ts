import { isPreamble, isSignOff, mightBePreamble, mightBeSignOff } from './reply-chatter.ts'

/** The passage a reply rewrites and the text around it, which a model sometimes echoes back. */
export interface Passage {
  selection: string
  before: string
  after: string
}

const MAX_PREAMBLE_LINES = 3
/** Shorter repeats of the text around the passage ("- ", "The") may well be the new passage's own words. */
const MIN_ECHO = 12
const CLOSING: Record<string, string> = { '"': '"', '“': '”', '„': '“', '«': '»', "'": "'", '‘': '’', '「': '」' }
const FENCE_LINE = /^\s*(```|~~~)[^\n]*$/

const firstLine = (text: string) => text.trimStart().split('\n', 1)[0] ?? ''

// An opening on the same line as the text says what it announces: "Here is the shorter passage: …".
const NAMES_THE_PASSAGE =
  /\b(?:passage|text|version|paragraph|sentences?|rewrite|rewritten|revised|shortened|expanded|simplified|corrected|edited|result)\b/i

/** "Here is the shorter passage: Grow slowly." → "Grow slowly."; null when the line does not open so. */
function inlineRest(line: string): string | null {
  const inline = /^(.{1,200}?:)[ \t]+(\S.*)$/.exec(line)
  return inline?.[1] && inline[2] && NAMES_THE_PASSAGE.test(inline[1]) && isPreamble(inline[1]) ? inline[2] : null
}

const opensWithChatter = (line: string) => inlineRest(line) !== null || isPreamble(line)

/** The reply without its opening chatter; undefined while a partial reply may still open with some. */
function dropPreamble(reply: string, final: boolean): string | undefined {
  let rest = reply.replace(/^\s+/, '')
  for (let n = 0; n < MAX_PREAMBLE_LINES; n++) {
    const newline = rest.indexOf('\n')
    const line = newline === -1 ? rest : rest.slice(0, newline)
    const kept = inlineRest(line)
    if (kept !== null) return kept + (newline === -1 ? '' : rest.slice(newline))
    if (newline === -1 && !final && mightBePreamble(line)) return undefined
    if (!isPreamble(line)) return rest
    rest = newline === -1 ? '' : rest.slice(newline + 1).replace(/^\s+/, '')
  }
  return rest
}

/** Where each line of `text` starts: the repeats a model makes begin at a line or paragraph. */
function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}

/** The ends of `before` a reply may open by repeating, longest first. */
function beforeEchoes(passage: Passage): string[] {
  const before = passage.before.trim()
  const own = passage.selection.trim()
  return lineStarts(before)
    .map((at) => before.slice(at).trim())
    .filter((c) => c.length >= MIN_ECHO && !own.startsWith(c))
}

/** The openings of `after` a reply may end by repeating, longest first. */
function afterEchoes(passage: Passage): string[] {
  const after = passage.after.trim()
  const own = passage.selection.trim()
  return [
    ...lineStarts(after)
      .slice(1)
      .map((at) => after.slice(0, at - 1).trim()),
    after,
  ]
    .filter((c) => c.length >= MIN_ECHO && !own.endsWith(c))
    .sort((a, b) => b.length - a.length)
}

/** The head of a reply: no preamble, no fence or quote around it, no repeat of the text before. */
function cleanHead(reply: string, passage: Passage, final: boolean): { body: string; quote?: string; fenced: boolean } | undefined {
  const own = passage.selection.trim()
  // A passage whose own first line reads like an announcement keeps it: it is the creator's text.
  let body = opensWithChatter(firstLine(own)) ? reply.trimStart() : dropPreamble(reply, final)
  if (body === undefined) return undefined
  let fenced = false
  if (!FENCE_LINE.test(firstLine(own))) {
    const newline = body.indexOf('\n')
    const head = newline === -1 ? body : body.slice(0, newline)
    if (!final && newline === -1 && /^\s*[`~]/.test(head)) return undefined
    if (FENCE_LINE.test(head)) {
      fenced = true
      body = newline === -1 ? '' : body.slice(newline + 1)
    }
  }
  let quote: string | undefined
  const open = body[0]
  if (open && CLOSING[open] && own[0] !== open) {
    quote = CLOSING[open]
    body = body.slice(1)
  }
  for (const echo of beforeEchoes(passage)) {
    if (body.startsWith(echo)) return { body: body.slice(echo.length).trimStart(), quote, fenced }
    if (!final && echo.startsWith(body.trimEnd())) return undefined
  }
  return { body, quote, fenced }
}

const paragraphs = (text: string) => text.split(/\n[ \t]*\n/)

/** The tail: no sign-off, no closing fence or quote, no repeat of the text after. A partial reply also holds back what may still become one. */
function cleanTail(text: string, passage: Passage, head: { quote?: string; fenced: boolean }, final: boolean): string {
  const own = passage.selection.trim()
  let body = text.trimEnd()
  const signOff = final ? isSignOff : mightBeSignOff
  const ownEnd = paragraphs(own).at(-1) ?? ''
  if (!isSignOff(ownEnd)) {
    const parts = paragraphs(body)
    while (parts.length > 1 && signOff(firstLine(parts.at(-1) ?? ''))) parts.pop()
    body = parts.join('\n\n').trimEnd()
  }
  if (head.fenced) {
    const last = body.lastIndexOf('\n')
    const line = body.slice(last + 1)
    if (FENCE_LINE.test(line) || (!final && /^\s*[`~]+$/.test(line))) body = body.slice(0, Math.max(last, 0)).trimEnd()
  }
  const echoes = afterEchoes(passage)
  // The repeat may stand inside the closing quote or after it.
  body = dropAfterEcho(body, echoes, final)
  if (head.quote && body.endsWith(head.quote) && !own.endsWith(head.quote)) body = body.slice(0, -head.quote.length).trimEnd()
  return dropAfterEcho(body, echoes, final)
}

function dropAfterEcho(body: string, echoes: string[], final: boolean): string {
  const echo = echoes.find((c) => body.endsWith(c) && body.length > c.length)
  if (echo) return body.slice(0, -echo.length).trimEnd()
  if (!final) {
    // What may be the start of a repeat of the text after waits until the reply shows otherwise.
    for (let at = Math.max(0, body.length - (echoes[0]?.length ?? 0)); at < body.length; at++) {
      const tail = body.slice(at)
      if (/^\s/.test(tail) && echoes.some((c) => c.startsWith(tail.trimStart()))) return body.slice(0, at).trimEnd()
    }
  }
  return body
}

/**
 * The passage a model's reply holds (docs/product.md#chapter-rewrites): without an opening such as
 * "Here is the rewritten passage:", quotes or a code fence wrapped around it, a sign-off, or the
 * text before and after it repeated. Given a partial reply (`final` false), it answers only what
 * the whole reply's cleaning is sure to begin with, so it can stream.
 */
export function cleanSelectionReply(reply: string, passage: Passage, final = true): string {
  const head = cleanHead(reply.replace(/\r/g, ''), passage, final)
  if (!head) return ''
  return cleanTail(head.body, passage, head, final)
}
