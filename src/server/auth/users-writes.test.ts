import { describe, expect, it } from 'vitest'
import { sourcesMatching } from '../../../tests/support/source-scan.ts'

describe('auth.users writes', () => {
  it('come from users.queries.ts only', () => {
    const writers = sourcesMatching(new URL('..', import.meta.url), /\b(?:update|insert\s+into|delete\s+from)\s+auth\.users\b/i)
    expect(writers).toEqual(['auth/users.queries.ts'])
  })
})
