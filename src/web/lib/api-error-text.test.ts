import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { apiErrorText } from './api-error-text.ts'

describe('apiErrorText', () => {
  it("keeps '{status}: ' with the JSON body's message", () => {
    const error = new ApiError(429, JSON.stringify({ code: 'rate_limited', message: 'Slow down (429).' }), 'rate_limited')
    expect(apiErrorText(error, 'fallback')).toBe('429: Slow down (429).')
  })

  it('keeps a body that is not an API error as it came', () => {
    expect(apiErrorText(new ApiError(502, 'Bad Gateway', undefined), 'fallback')).toBe('502: Bad Gateway')
  })

  it("gives any other error's message, else the fallback", () => {
    expect(apiErrorText(new Error('boom'), 'fallback')).toBe('boom')
    expect(apiErrorText(undefined, 'fallback')).toBe('fallback')
  })
})
