import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNS, firstLoadGuard, goals, lighthousePages, parseRuns } from './web-options.ts'

// What the benchmark's options do, not what they are set to: the figures themselves are the
// decisions' to change (64, 96, 111), and a test restating them would only change with them.
describe('bench:web options', () => {
  it('reads --runs in both spellings, and takes the default without it', () => {
    expect(parseRuns([])).toBe(DEFAULT_RUNS)
    expect(parseRuns(['--other', '7'])).toBe(DEFAULT_RUNS)
    expect(parseRuns(['--runs', '1'])).toBe(1)
    expect(parseRuns(['--runs=5'])).toBe(5)
    expect(parseRuns(['--quiet', '--runs', '50'])).toBe(50)
  })

  it('refuses a run count that is not a whole number from 1 to 50', () => {
    for (const bad of [['--runs'], ['--runs', '0'], ['--runs=2.5'], ['--runs', '51'], ['--runs', 'x']])
      expect(() => parseRuns(bad)).toThrow(/--runs needs a whole number/)
  })

  it('writes each page its own report: no two pages share a slug, and every path is a site path', () => {
    expect(new Set(lighthousePages.map((p) => p.slug)).size).toBe(lighthousePages.length)
    expect(new Set(lighthousePages.map((p) => p.path)).size).toBe(lighthousePages.length)
    for (const { path, slug } of lighthousePages) {
      expect(path).toMatch(/^\/[a-z0-9/-]*$/)
      expect(slug).toMatch(/^[a-z-]+$/)
    }
  })

  it('keeps the ratchet the e2e test holds / to within the budget the benchmark measures (decision 64)', () => {
    expect(firstLoadGuard.jsGzipBytesMax).toBeLessThanOrEqual(goals.jsGzipBytesMax)
  })
})
