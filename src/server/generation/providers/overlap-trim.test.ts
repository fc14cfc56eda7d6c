import { describe, expect, it } from 'vitest'
import { OverlapTrim, overlapLength } from './overlap-trim.ts'

const BEFORE = '## Pricing\n\nAnchor high. Price on value, not on co'

function run(before: string, deltas: string[]) {
  const trim = new OverlapTrim(before)
  const out = deltas.map((d) => trim.push(d))
  return { out, text: out.join('') + trim.end() }
}

describe('OverlapTrim', () => {
  it('drops a continuation that repeats the end of the text so far', () => {
    expect(run(BEFORE, ['Price on value, ', 'not on cost. Then tiers.']).text).toBe('st. Then tiers.')
    expect(run(BEFORE, ['\nAnchor high. Price on value, not on cost.']).text).toBe('st.')
  })

  it('lets a clean continuation through at once', () => {
    const { out } = run(BEFORE, ['st. Then tiers: three of them, ', 'each with a name.'])
    expect(out).toEqual(['st. Then tiers: three of them, ', 'each with a name.'])
  })

  it('ignores short coincidences and passes everything for a first reply', () => {
    expect(overlapLength('we went to the', 'the shop')).toBe(0)
    expect(run('', ['## Title', '\n\nText']).out).toEqual(['## Title', '\n\nText'])
  })

  it('gives back a short held start when the reply ends', () => {
    expect(run(BEFORE, ['st.']).text).toBe('st.')
  })
})
