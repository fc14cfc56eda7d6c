import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { AI_BUSY_TEXT, apiErrorText, describeError, errorCode, isTransient, retryTransient } from './api-error-text.ts'

describe('apiErrorText', () => {
  it("keeps '{status}: ' with the JSON body's message", () => {
    const error = new ApiError(429, JSON.stringify({ code: 'rate_limited', message: 'Slow down.' }), 'rate_limited')
    expect(apiErrorText(error, 'fallback')).toBe('429: Slow down.')
  })

  it("adds a 500's short request reference, so a user's report leads to the server's log line", () => {
    const body = { code: 'internal', message: 'Something went wrong on our side. Please try again.' }
    const withId = JSON.stringify({ ...body, requestId: '1a2b3c4d-5e6f-4a0b-8c9d-0e1f2a3b4c5d' })
    expect(describeError(new ApiError(500, withId, 'internal'))).toBe(
      '500: Something went wrong on our side. Please try again. Reference: 1a2b3c4d',
    )
    expect(describeError(new ApiError(500, JSON.stringify(body), 'internal'))).toBe(
      '500: Something went wrong on our side. Please try again.',
    )
  })

  it('keeps a body that is not an API error as it came', () => {
    expect(apiErrorText(new ApiError(502, 'Bad Gateway', undefined), 'fallback')).toBe('502: Bad Gateway')
  })

  it("gives any other error's message, else the fallback", () => {
    expect(apiErrorText(new Error('boom'), 'fallback')).toBe('boom')
    expect(apiErrorText(undefined, 'fallback')).toBe('fallback')
  })
})

describe('describeError', () => {
  it('says a network failure in words, and falls back to the generic text or the one given', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('No connection to the server. Check your network and try again.')
    expect(describeError(undefined)).toBe('Something went wrong. Please try again.')
    expect(describeError(undefined, 'This chapter could not be written.')).toBe('This chapter could not be written.')
    expect(describeError(new ApiError(404, JSON.stringify({ code: 'not_found', message: 'Not found.' }), 'not_found'))).toBe(
      '404: Not found.',
    )
  })
})

describe('a busy AI writer (429 ai_busy, decision 77)', () => {
  it('is said in words, without the status, from the code on an API error or a stream event alike', () => {
    const body = JSON.stringify({ code: 'ai_busy', message: 'whatever the server said' })
    expect(describeError(new ApiError(429, body, 'ai_busy'))).toBe(AI_BUSY_TEXT)
    expect(describeError(Object.assign(new Error('x'), { code: 'ai_busy' }))).toBe(AI_BUSY_TEXT)
    expect(isTransient(new ApiError(429, body, 'ai_busy'))).toBe(true)
  })
})

describe('errorCode (decision 43)', () => {
  it("reads an API error's code, or a code from the shared table on any error", () => {
    expect(errorCode(new ApiError(429, '{}', 'rate_limited'))).toBe('rate_limited')
    expect(errorCode(Object.assign(new Error('x'), { code: 'insufficient_credits' }))).toBe('insufficient_credits')
    expect(errorCode({ type: 'chapter-error', code: 'rate_limited', message: 'm' })).toBe('rate_limited')
  })

  it('ignores codes that are not ours (a socket error) and messages that merely mention a status', () => {
    expect(errorCode(Object.assign(new Error('connect'), { code: 'ECONNRESET' }))).toBeUndefined()
    expect(errorCode(new Error('429: Insufficient credits (402)'))).toBeUndefined()
  })

  it('counts rate_limited, 5xx and no answer as transient; a checkout limit is not', () => {
    expect(isTransient(new ApiError(429, '{}', 'rate_limited'))).toBe(true)
    expect(isTransient(new ApiError(429, '{}', 'checkout_limit'))).toBe(false)
    expect(isTransient(new ApiError(503, '{}', 'provider_unavailable'))).toBe(true)
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true)
    expect(isTransient(new ApiError(400, '{}', 'bad_request'))).toBe(false)
  })

  it('retries a transient failure up to 3 times, anything else never', () => {
    expect(retryTransient(0, new ApiError(503, '{}', 'provider_unavailable'))).toBe(true)
    expect(retryTransient(2, new TypeError('Failed to fetch'))).toBe(true)
    expect(retryTransient(3, new TypeError('Failed to fetch'))).toBe(false)
    expect(retryTransient(0, new ApiError(401, '{}', 'unauthorized'))).toBe(false)
    expect(retryTransient(0, new ApiError(404, '{}', 'not_found'))).toBe(false)
  })
})
