import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { loadOnce, parseAnswer } from './lazy-schemas.ts'

describe('loadOnce', () => {
  it('loads once and shares the result', async () => {
    const load = vi.fn(async () => ({ ok: true }))
    const get = loadOnce(load)
    const [a, b] = await Promise.all([get(), get()])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    await expect(get()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('parseAnswer', () => {
  const schema = z.object({ content: z.string() })

  it('returns the parsed answer', () => {
    expect(parseAnswer(schema, { content: 'x', extra: 1 })).toEqual({ content: 'x' })
  })

  it('says in words when the answer has another shape', () => {
    expect(() => parseAnswer(schema, { content: 3 })).toThrow(
      'The server sent an answer this page does not understand. Please reload and try again.',
    )
  })
})
