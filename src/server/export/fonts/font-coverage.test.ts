import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { buildExportModel } from '../export-model.ts'
import { EXPORT_THEMES } from '../themes.ts'
import { fontCodeRanges } from './font-cmap.ts'
import { Coverage, pdfFontCoverage, uncoveredCharacters } from './font-coverage.ts'
import { pdfFontPaths } from './pdf-fonts.ts'
import { checkPrintable } from './unprintable.ts'

describe('the PDF fonts and what they cover (decision 53)', () => {
  it('finds every font file in node_modules', () => {
    for (const path of pdfFontPaths()) expect(readFileSync(path).readUInt32BE(0), path).toBe(0x00010000)
  })

  it('reads a font cmap: Noto Naskh Arabic has Arabic letters and no Hangul', () => {
    const arabic = pdfFontPaths().find((path) => path.includes('NotoNaskhArabic_400'))!
    const coverage = new Coverage().add(fontCodeRanges(readFileSync(arabic)))
    expect(coverage.has(0x627)).toBe(true)
    expect(coverage.has(0xc548)).toBe(false)
  })

  it('prints Latin, Greek, Cyrillic, Hebrew, Arabic, Japanese and emoji; not Korean or rare Chinese', () => {
    const text = 'Café Ελληνικά Русский שלום مرحبا 吾輩は猫である 🚀😀❤️👍🏽 — “quotes” ✔'
    expect(uncoveredCharacters(text)).toEqual([])
    expect(uncoveredCharacters('안녕 这们 ok')).toEqual(['안', '녕', '这', '们'])
  })

  it('ignores joiners, variation selectors and white space', () => {
    expect(uncoveredCharacters('a\u200d\ufe0f\u00ad\u2009\n\tb', new Coverage())).toEqual([])
  })

  it('has every theme ornament in the theme’s own heading font', () => {
    const families: Record<string, string> = { 'EB Garamond': 'EBGaramond', Nunito: 'Nunito', Lora: 'Lora', 'IBM Plex Sans': 'IBMPlexSans' }
    for (const theme of Object.values(EXPORT_THEMES)) {
      if (!theme.ornament || !families[theme.heading.family]) continue
      const file = pdfFontPaths().find((path) => path.includes(`${families[theme.heading.family]}_400Regular.ttf`))!
      expect(uncoveredCharacters(theme.ornament, new Coverage().add(fontCodeRanges(readFileSync(file))))).toEqual([])
    }
    expect(pdfFontCoverage().has('❧'.codePointAt(0)!)).toBe(true)
  })

  it('refuses a chapter no font can print with a 422 naming the characters and the chapter', () => {
    const model = buildExportModel(
      sampleBook(
        {
          chapters: [
            { title: 'Hello', content: 'Fine.' },
            { title: 'Seoul', content: '안녕하세요' },
          ],
        },
        2,
      ),
    )
    expect(() => checkPrintable(model)).toThrowError(/Chapter 2 \(“Seoul”\).*“안” \(U\+C548\)/)
    try {
      checkPrintable(model)
    } catch (error) {
      expect(error).toMatchObject({ status: 422, body: { code: 'unprintable_characters' } })
    }
  })
})
