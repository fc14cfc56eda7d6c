import { describe, expect, it } from 'vitest'
import { allowedTypos, typos } from './typos.ts'

describe('typos', () => {
  it('counts a letter left out, added, changed, or two swapped as one', () => {
    expect(typos('pricng', 'pricing', 2)).toBe(1)
    expect(typos('pricinng', 'pricing', 2)).toBe(1)
    expect(typos('prizing', 'pricing', 2)).toBe(1)
    expect(typos('pricnig', 'pricing', 2)).toBe(1)
    expect(typos('pricing', 'pricing', 2)).toBe(0)
  })

  it('says max + 1 for anything further', () => {
    expect(typos('prcng', 'pricing', 1)).toBe(2)
    expect(typos('a', 'pricing', 1)).toBe(2)
  })

  it('with prefix, measures against the closest start of the text', () => {
    expect(typos('pricn', 'pricing', 1, true)).toBe(1)
    expect(typos('pricn', 'pricing', 1)).toBe(2)
    expect(typos('temlpa', 'templates', 1, true)).toBe(1)
  })

  it('allows none below 3 letters, one up to 7, two from 8', () => {
    expect([allowedTypos('ai'), allowedTypos('kts'), allowedTypos('pricng'), allowedTypos('templtes')]).toEqual([0, 1, 1, 2])
  })
})
