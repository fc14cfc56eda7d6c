import { type CodeRanges, fontCodeRanges } from './font-cmap.ts'
import { loadPdfFonts } from './pdf-fonts.ts'
import { TYPST_BUILTIN_COVERAGE } from './typst-builtin-coverage.ts'

/**
 * Which characters the PDF can print: those some loaded font covers. Typst falls back over every
 * font it has, so a character prints when any one has a glyph, and prints as an empty box when
 * none does, with no warning. The export refuses such text (unprintable.ts); a preflight report
 * can list it (issue 16, item 12).
 */
export function mergeRanges(ranges: CodeRanges): CodeRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const merged: CodeRanges = []
  for (const [first, last] of sorted) {
    const previous = merged.at(-1)
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last)
    else merged.push([first, last])
  }
  return merged
}

/** One bit per code point: 139 KB for all of Unicode, and a lookup is one shift. */
export class Coverage {
  private readonly bits = new Uint8Array(0x110000 >> 3)

  add(ranges: CodeRanges): this {
    for (const [first, last] of ranges) for (let c = first; c <= Math.min(last, 0x10ffff); c++) this.bits[c >> 3]! |= 1 << (c & 7)
    return this
  }

  has(codePoint: number): boolean {
    return (this.bits[codePoint >> 3]! & (1 << (codePoint & 7))) !== 0
  }
}

const builtin = (): CodeRanges =>
  TYPST_BUILTIN_COVERAGE.split(' ').map((range) => {
    const [first, last = first] = range.split('-').map((hex) => parseInt(hex, 16))
    return [first!, last!]
  })

let pdfCoverage: Coverage | undefined

/** Typst's own fonts and the files pdf-fonts.ts loads. */
export function pdfFontCoverage(): Coverage {
  if (!pdfCoverage) {
    pdfCoverage = new Coverage().add(builtin())
    for (const font of loadPdfFonts()) pdfCoverage.add(fontCodeRanges(font))
  }
  return pdfCoverage
}

// Characters that draw nothing and need no glyph: controls, joiners and direction marks, variation
// selectors (an emoji's U+FE0F), tag characters, the soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}\s]/u

/** The distinct characters of `text` no font covers, in order of first appearance. */
export function uncoveredCharacters(text: string, coverage: Coverage = pdfFontCoverage()): string[] {
  const missing = new Set<string>()
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < 0x7f || coverage.has(code) || INVISIBLE.test(char)) continue
    missing.add(char)
  }
  return [...missing]
}
