import { describe, expect, it } from 'vitest'
import { sourcesMatching } from '../../tests/support/source-scan.ts'
import { backoffMs, FETCH_BACKOFF } from './backoff.ts'

describe('backoffMs', () => {
  it('doubles from the base up to the cap, without jitter by default', () => {
    expect([0, 1, 2, 5, 40].map((retry) => backoffMs(retry, FETCH_BACKOFF))).toEqual([1000, 2000, 4000, 30_000, 30_000])
    expect(backoffMs(3, { baseMs: 5000, maxMs: 30_000 })).toBe(30_000)
  })

  it('starts at the base for a retry number below zero', () => {
    expect(backoffMs(-1, FETCH_BACKOFF)).toBe(1000)
  })

  it('full jitter waits anything from nothing to the whole step, in whole milliseconds', () => {
    const full = { baseMs: 100, maxMs: 1000, jitter: 'full' } as const
    expect([0, 1, 2, 3, 4, 8].map((retry) => backoffMs(retry, full, () => 0.999))).toEqual([99, 199, 399, 799, 999, 999])
    expect(backoffMs(3, full, () => 0)).toBe(0)
  })

  it('equal jitter waits half to all of the step', () => {
    const equal = { baseMs: 1000, maxMs: 30_000, jitter: 'equal' } as const
    expect(backoffMs(0, equal, () => 0)).toBe(500)
    expect(backoffMs(2, equal, () => 1)).toBe(4000)
    expect(backoffMs(2, equal, () => 0.5)).toBe(3000)
    expect(backoffMs(10, equal, () => 1)).toBe(30_000)
  })
})

describe('one backoff', () => {
  it('no other file under src doubles a wait by its own formula', () => {
    expect(sourcesMatching(new URL('..', import.meta.url), /\b2 \*\* |Math\.pow\(/)).toEqual(['core/backoff.ts'])
  })
})
