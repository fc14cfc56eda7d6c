import { describe, expect, it } from 'vitest'
import { extractJson, parseOutline } from './outline-json.ts'

const valid = { title: 'T', description: 'D', chapters: [{ title: 'One' }] }

describe('extractJson', () => {
  it('takes a fenced block, else the outermost braces, else the text', () => {
    expect(extractJson('Sure:\n```json\n{"a":1}\n```\nDone')).toBe('{"a":1}')
    expect(extractJson('Here it is: {"a":{"b":2}} hope it helps')).toBe('{"a":{"b":2}}')
    expect(extractJson('  nothing  ')).toBe('nothing')
  })
})

describe('parseOutline', () => {
  it('accepts a valid outline and trims it', () => {
    expect(parseOutline(JSON.stringify({ ...valid, title: '  T  ' }))).toEqual({ ok: true, outline: valid })
  })

  it('lists schema problems by path', () => {
    const result = parseOutline(JSON.stringify({ title: '', chapters: [] }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.some((p) => p.startsWith('title:'))).toBe(true)
    expect(result.problems.some((p) => p.startsWith('description:'))).toBe(true)
    expect(result.problems.some((p) => p.startsWith('chapters:'))).toBe(true)
  })

  it('says when the reply is not JSON', () => {
    expect(parseOutline('I cannot do that.')).toEqual({ ok: false, problems: ['The reply was not valid JSON.'] })
  })
})
