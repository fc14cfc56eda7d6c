import { describe, expect, it } from 'vitest'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { EXPORT_THEMES } from '../themes.ts'
import { renderAndRead } from '../../../../tests/support/export/pdf-read.ts'
import { sampleBook, sampleChecklist } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'
import { toTypstDocument } from './typst-document.ts'

// PostScript names drop the space: 'EB Garamond' is embedded as EBGaramond-Regular.
const postscript = (family: string) => family.replace(/ /g, '')

describe('PDF themes with real font files (decision 53)', () => {
  it.each(THEMES)('%s: embeds every font, its own faces among them', async (theme) => {
    const pdf = await renderAndRead({ ...sampleBook({}, 2), theme, author: 'Jane Doe' })
    const fonts = pdf.fonts.map((name) => name.replace(/^[A-Z]{6}\+/, ''))
    expect(pdf.fonts.length).toBeGreaterThan(0)
    for (const face of [EXPORT_THEMES[theme].body, EXPORT_THEMES[theme].heading])
      expect(
        fonts.some((name) => name.startsWith(postscript(face.family))),
        `${face.family} in ${fonts.join(', ')}`,
      ).toBe(true)
    // pdffonts: name, type, encoding, emb, sub, uni, object id; 'emb' must say yes on every row.
    expect(pdf.embedded).toEqual(pdf.fonts.map(() => true))
  })

  it('passes the theme to the template: accent, opening, ornament, sizes', () => {
    const doc = toTypstDocument(buildExportModel({ ...sampleChecklist(), theme: 'elegant' }))
    expect(doc.accent).toBe('#7a2e3a')
    expect(doc.theme).toMatchObject({ opening: 'ornament', ornament: '❧', labelCaps: false })
    expect(doc.theme.body[0]).toBe('EB Garamond')
    const classic = toTypstDocument(buildExportModel(sampleBook({}, 1)))
    expect(classic.theme.body[0]).toBe('Libertinus Serif')
    expect(toTypstDocument(buildExportModel({ ...sampleBook({}, 1), theme: 'elegant' })).page.fontSize).toBeGreaterThan(
      classic.page.fontSize,
    )
  })
})

describe('other scripts in the PDF (decision 53)', () => {
  const chapter = (content: string) => sampleBook({ chapters: [{ title: 'Script', content }] }, 1)

  it.each([
    ['Japanese', 'ja', '吾輩は猫である。名前はまだ無い。', 'NotoSansJP'],
    ['Arabic', 'ar', 'مرحبا بالعالم', 'NotoNaskhArabic'],
    ['Hebrew', 'he', 'שלום עולם', 'LibertinusSerif'],
    ['emoji', 'en', 'Ready 🚀 and happy 😀', 'NotoEmoji'],
  ])('prints %s with an embedded font that has it', async (_, language, text, font) => {
    const pdf = await renderAndRead({ ...chapter(text), language })
    expect(pdf.fonts.some((name) => name.includes(font))).toBe(true)
    expect(pdf.embedded).toEqual(pdf.fonts.map(() => true))
    if (language !== 'ar') expect(pdf.text).toContain(text)
  })

  it('sets Arabic and Hebrew books right to left', () => {
    expect(toTypstDocument(buildExportModel({ ...chapter('x'), language: 'ar' })).dir).toBe('rtl')
    expect(toTypstDocument(buildExportModel({ ...chapter('x'), language: 'he-IL' })).dir).toBe('rtl')
    expect(toTypstDocument(buildExportModel({ ...chapter('x'), language: 'fr' })).dir).toBe('ltr')
  })

  it('refuses Korean (no font has Hangul) with a clear error rather than boxes', async () => {
    await expect(compilePdf(buildExportModel(chapter('안녕하세요')))).rejects.toMatchObject({
      body: { code: 'unprintable_characters', message: expect.stringContaining('“안” (U+C548)') },
    })
  })
})
