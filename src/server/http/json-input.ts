/**
 * The one way request bodies become values (decision 0030): `readJson` (/api), `readAuthBody`
 * (/auth/v1) and the Data API's inserts (/rest/v1) all read through here, so each rule holds for
 * every route at once instead of route by route.
 */

/**
 * Deeper than any body a client of this app sends (user metadata included) and shallow enough
 * that nothing downstream (zod, JSON.stringify, Postgres's jsonb parser) runs out of stack.
 */
export const MAX_JSON_DEPTH = 64

export type JsonProblem = 'invalid' | 'too_deep'

export class JsonInputError extends Error {
  constructor(readonly problem: JsonProblem) {
    super(problem === 'too_deep' ? `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.` : 'The body is not valid JSON.')
    this.name = 'JsonInputError'
  }
}

/** True when arrays and objects nest deeper than `max` (a scan of the text, before any parsing). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) {
      inString = true
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--
    }
  }
  return false
}

/**
 * Lone surrogates (half of a UTF-16 pair) become U+FFFD, which is what a text column stores for
 * them anyway; Postgres refuses them outright in jsonb, and encodeURIComponent throws on them.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// String.prototype.toWellFormed, which the ES2023 library types do not have yet.
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD')

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormed(value)
  if (Array.isArray(value)) return value.map(wellFormed)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toWellFormed(key), wellFormed(item)]))
  }
  return value
}

/** Parses a JSON body; throws JsonInputError for malformed or too deeply nested text. */
export function parseJsonText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new JsonInputError('too_deep')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new JsonInputError('invalid')
  }
  return wellFormed(value)
}

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)'

/**
 * The path (`a.b.0`, '' for the value itself) of the first string or key that holds U+0000, which
 * Postgres can store in neither text nor jsonb. Document text loses its NULs in the shared schemas
 * (`withoutNul`); anywhere else — ids, e-mails, passwords, codes, metadata — one is refused.
 */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.')
    const found = findNul(item, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}
