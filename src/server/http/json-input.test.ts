import { describe, expect, it } from 'vitest'
import { findNul, JsonInputError, MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './json-input.ts'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('parseJsonText', () => {
  it(`takes ${MAX_JSON_DEPTH} levels of nesting and refuses one more, before parsing`, () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array)
    expect(() => parseJsonText(nested(MAX_JSON_DEPTH + 1))).toThrow(new JsonInputError('too_deep'))
    // A million levels: refused by the scan, without a parser or a stack in sight.
    expect(() => parseJsonText(nested(1_000_000))).toThrow(JsonInputError)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(100), b: '\\"{{{{' }), 2)).toBe(false)
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false)
    expect(nestsDeeperThan('{"a":"\\\\",[[', 2)).toBe(true)
  })

  it('refuses malformed text and replaces lone surrogates (which jsonb refuses) with U+FFFD', () => {
    expect(() => parseJsonText('{')).toThrow(new JsonInputError('invalid'))
    expect(parseJsonText('{"t\\udc00":["a\\ud800b","\\ud83d\\ude00"]}')).toEqual({ 't\uFFFD': ['a\uFFFDb', '😀'] })
  })

  it('keeps "__proto__" an own key, as JSON.parse does', () => {
    const value = parseJsonText('{"__proto__":{"polluted":true}}') as Record<string, unknown>
    expect(Object.hasOwn(value, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('findNul', () => {
  it('names the first string or key holding U+0000', () => {
    expect(findNul({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c')
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\\u0000')
    expect(findNul('\u0000')).toBe('')
    expect(findNul({ a: ['fine', null, 3, true] })).toBeUndefined()
  })
})
