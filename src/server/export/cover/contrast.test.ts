import { describe, expect, it } from 'vitest'
import { contrastRatio, inkOn, luminance, MIN_CONTRAST, parseHex, readableOn, toHex } from './contrast.ts'
import { coverPalette, paletteFrom } from './cover-palette.ts'

describe('WCAG contrast (decision 84)', () => {
  it("matches WCAG's figures", () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(luminance('#ffffff')).toBe(1)
    expect(contrastRatio('#1f3a5f', '#ffffff')).toBe(contrastRatio('#ffffff', '#1f3a5f'))
  })

  it('round-trips hex and refuses what is not #rrggbb', () => {
    expect(toHex(parseHex('#C2410c'))).toBe('#c2410c')
    expect(() => parseHex('red')).toThrow()
  })

  it('keeps a colour that already reads and moves one that does not until it reaches 4.5:1', () => {
    expect(readableOn('#ffffff', '#1f3a5f')).toBe('#ffffff')
    for (const [text, ground] of [
      ['#ffd54f', '#ffffff'],
      ['#888888', '#999999'],
      ['#ff0000', '#ff3300'],
      ['#ffffff', '#f0f0f0'],
    ] as const)
      expect(contrastRatio(readableOn(text, ground), ground)).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(inkOn('#fff8e1')).toBe('#000000')
    expect(inkOn('#102030')).toBe('#ffffff')
  })

  it('gives every palette type at least 4.5:1 on the surface it sits on, for any colour picked', () => {
    const picks = ['#ffffff', '#000000', '#ffeb3b', '#00ff00', '#1f3a5f', '#c2410c', '#f6b26b', '#808080', '#e0f7fa', '#7a2e3a']
    for (const pick of picks) {
      const p = paletteFrom(pick)
      const pairs = [
        [p.onBase, p.base],
        [p.onBaseSoft, p.base],
        [p.onDeep, p.deep],
        [p.onDeepSoft, p.deep],
        [p.onPaper, p.paper],
        [p.onPaperSoft, p.paper],
      ] as const
      for (const [text, ground] of pairs)
        expect({ pick, text, ground, ok: contrastRatio(text, ground) >= MIN_CONTRAST }).toMatchObject({ ok: true })
    }
  })

  it("takes the custom colour, the image's, or the theme's", () => {
    expect(coverPalette({ palette: 'custom', color: '#2f6b4f' }, '#1f3a5f').base).toBe('#2f6b4f')
    expect(coverPalette({ palette: 'image' }, '#1f3a5f', '#2f6b4f').base).toBe('#2f6b4f')
    // No image to read: the theme's.
    expect(coverPalette({ palette: 'image' }, '#1f3a5f').base).toBe('#1f3a5f')
  })
})
