import { describe, expect, it } from 'vitest'
import { wrapLayout } from './wrap-layout.ts'

describe('the wrap cover’s layout (decision 83)', () => {
  it('is back + spine + front with 0.125 in bleed on the outer edges', () => {
    const layout = wrapLayout({ trimSize: '6x9', pages: 120, paper: 'white' })
    expect(layout.trim.width).toBeCloseTo(6, 9)
    expect(layout.trim.height).toBeCloseTo(9, 9)
    expect(layout.spine).toBeCloseTo(120 * 0.002252, 9)
    expect(layout.width).toBeCloseTo(12 + 0.27024 + 0.25, 9)
    expect(layout.height).toBeCloseTo(9.25, 9)
    const digest = wrapLayout({ trimSize: '5.5x8.5', pages: 400, paper: 'white' })
    expect(digest.width).toBeCloseTo(11 + 0.9008 + 0.25, 9)
    expect(digest.height).toBeCloseTo(8.75, 9)
  })

  it("takes KDP's thickness per page for each paper", () => {
    const spine = (paper: 'white' | 'cream' | 'color') => wrapLayout({ trimSize: '6x9', pages: 200, paper }).spine
    expect(spine('white')).toBeCloseTo(0.4504, 9)
    expect(spine('cream')).toBeCloseTo(0.5, 9)
    expect(spine('color')).toBeCloseTo(0.4694, 9)
  })

  it('allows spine text only above 79 pages', () => {
    expect(wrapLayout({ trimSize: '6x9', pages: 79, paper: 'cream' }).spineText).toBe(false)
    expect(wrapLayout({ trimSize: '6x9', pages: 80, paper: 'white' }).spineText).toBe(true)
    expect(wrapLayout({ trimSize: '6x9', pages: 24, paper: 'white' }).spineText).toBe(false)
  })
})
