import { describe, expect, it } from 'vitest'
import { draftFinishRequestSchema, draftFinishResponseSchema } from './generation-schemas.ts'

const jobId = '0b6f2c1e-7d4a-4f7e-9c1a-2f1e3d4c5b6a'

describe('draft finish contract', () => {
  it('takes the job id with or without the joined text (the product API lists jobId, fullText)', () => {
    expect(draftFinishRequestSchema.safeParse({ jobId }).success).toBe(true)
    expect(draftFinishRequestSchema.safeParse({ jobId, fullText: '## One\n\nText' }).success).toBe(true)
  })

  it('always names the project the draft became: the editor opens it, nothing on the client makes one', () => {
    expect(draftFinishResponseSchema.safeParse({ creditsSpent: 8, creditsLeft: 2, projectId: jobId }).success).toBe(true)
    expect(draftFinishResponseSchema.safeParse({ creditsSpent: 8, creditsLeft: 2 }).success).toBe(false)
  })
})
