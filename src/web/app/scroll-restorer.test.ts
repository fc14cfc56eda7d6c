import { describe, expect, it } from 'vitest'
import { anchorId } from './scroll-restorer.tsx'

describe('anchorId', () => {
  it('decodes an escaped hash and takes a malformed one as written instead of throwing', () => {
    expect(anchorId('#pricing%20faq')).toBe('pricing faq')
    expect(anchorId('#100%')).toBe('100%')
    expect(anchorId('#%E0')).toBe('%E0')
  })
})
