import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNS, firstLoadGuard, goals, lighthousePages, parseRuns } from './web-options.ts'

describe('bench:web options', () => {
  it('takes the median of 3 runs unless --runs says otherwise', () => {
    expect(DEFAULT_RUNS).toBe(3)
    expect(parseRuns([])).toBe(3)
    expect(parseRuns(['--runs', '1'])).toBe(1)
    expect(parseRuns(['--runs=5'])).toBe(5)
  })

  it('refuses a run count that is not a whole number from 1 to 50', () => {
    for (const bad of [['--runs'], ['--runs', '0'], ['--runs=2.5'], ['--runs', '51'], ['--runs', 'x']])
      expect(() => parseRuns(bad)).toThrow(/--runs needs a whole number/)
  })

  it('measures home, pricing, the learning hub, a guide and templates against a 120 KB budget for /', () => {
    expect(lighthousePages.map((p) => p.path)).toEqual([
      '/',
      '/pricing',
      '/learn',
      expect.stringMatching(/^\/learn\/[a-z-]+\/[a-z-]+$/),
      '/templates',
    ])
    expect(new Set(lighthousePages.map((p) => p.slug)).size).toBe(lighthousePages.length)
    expect(goals.jsGzipBytesMax).toBe(120 * 1024)
  })

  it('guards the first load of / within that budget (decision 64)', () => {
    expect(firstLoadGuard.jsGzipBytesMax).toBeLessThanOrEqual(goals.jsGzipBytesMax)
  })
})
