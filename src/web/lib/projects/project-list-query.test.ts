import { describe, expect, it } from 'vitest'
import { ApiError } from '@web/lib/api-client.ts'
import { retryUnlessClientError } from './project-list-query.ts'

describe('retryUnlessClientError', () => {
  it('gives up at once on a 4xx', () => {
    expect(retryUnlessClientError(0, new ApiError(401, '', undefined))).toBe(false)
    expect(retryUnlessClientError(0, new ApiError(404, '', undefined))).toBe(false)
  })

  it('retries server errors and network failures up to 3 times', () => {
    expect(retryUnlessClientError(0, new ApiError(503, '', undefined))).toBe(true)
    expect(retryUnlessClientError(2, new TypeError('Failed to fetch'))).toBe(true)
    expect(retryUnlessClientError(3, new TypeError('Failed to fetch'))).toBe(false)
  })
})
