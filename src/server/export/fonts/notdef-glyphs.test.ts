import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { THEMES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook, sampleChecklist } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from '../pdf/render-pdf.ts'
import { compileTypst, undisplayedText } from '../pdf/typst-compiler.ts'
import { notdefCharacters, notdefGlyphs } from './notdef-glyphs.ts'
import { checkPrinted, mergePlaces, placesOf } from './unprintable.ts'

const TICKS = '☐ ☑ ☒ ✓ ✗ ✔ ✘'
const dir = mkdtempSync(join(tmpdir(), 'folio-glyphs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A page in one font and no other (Typst's fallback off): what that font lacks prints as glyph 0. */
const onlyPlex = (text: string) => compileTypst({ source: `#set text(font: "IBM Plex Sans", fallback: false)\n${text}` }, '{}')

describe('reading the missing glyph back from the PDF (decision 93)', () => {
  it('counts each glyph 0 drawn and names the characters it stood for, as the PDF/UA check of Typst names them', async () => {
    const output = await onlyPlex('a☐b and 안')
    expect(undisplayedText(output)).toEqual(['☐', '안'])
    expect(notdefGlyphs(output.pdf, undisplayedText(output))).toEqual({ drawn: 2, characters: ['☐', '안'] })
    // Typst 0.14 leaves glyph 0 out of the /ToUnicode maps, where 0.13 gave it its first character (decision 97).
    expect(notdefCharacters(output.pdf)).toEqual([])
  })

  it('finds none in a page every character of which has a glyph', async () => {
    const output = await onlyPlex('Plain text, “quotes” and ✓.')
    expect(notdefGlyphs(output.pdf, undisplayedText(output))).toEqual({ drawn: 0, characters: [] })
  })

  it('refuses the export of a PDF that drew one, naming the character and the chapter', async () => {
    const output = await onlyPlex('Pack ☐')
    const model = buildExportModel(
      sampleBook(
        {
          chapters: [
            { title: 'Intro', content: 'Hi.' },
            { title: 'Moving day', content: 'Pack ☐' },
          ],
        },
        2,
      ),
    )
    expect(() => checkPrinted(model, output.pdf, undisplayedText(output))).toThrowError(/Chapter 2 \(“Moving day”\).*“☐” \(U\+2610\)/)
  })

  it('places each character where the writer can find it, and the others under the page design', () => {
    const model = buildExportModel(
      sampleBook(
        {
          chapters: [
            { title: 'A', content: 'x ☐' },
            { title: 'B', content: 'y ☐ 𪚥' },
          ],
        },
        2,
      ),
    )
    expect(placesOf(model, ['☐', '⌘'])).toEqual([
      { place: 'Chapter 1 (“A”)', characters: ['☐'] },
      { place: 'Chapter 2 (“B”)', characters: ['☐'] },
      { place: 'The page design', characters: ['⌘'] },
    ])
    expect(mergePlaces([{ place: 'Chapter 2 (“B”)', characters: ['𪚥'] }], placesOf(model, ['☐']))).toEqual([
      { place: 'Chapter 2 (“B”)', characters: ['𪚥', '☐'] },
      { place: 'Chapter 1 (“A”)', characters: ['☐'] },
    ])
  })
})

describe('tick boxes print in every theme (issue 28, item 5)', () => {
  const content = `Boxes: ${TICKS}\n\n| Task | Done |\n| --- | --- |\n| Book the van | ☐ |\n| Pack the kitchen | ☑ |\n| Cancel the gym | ☒ |\n\n## Done ✓ or not ✗\n\n- [ ] Label boxes\n- [x] Buy tape ✔\n`

  it.each(THEMES)('%s: no glyph 0, the boxes from Noto Sans Symbols 2, the text as written', async (theme) => {
    const output = await compilePdf(buildExportModel({ ...sampleChecklist(), theme, chapters: [{ title: 'Moving day', content }] }))
    const { pdf, warnings } = output
    expect(warnings).toEqual([])
    expect(notdefGlyphs(pdf, undisplayedText(output))).toEqual({ drawn: 0, characters: [] })
    const file = join(dir, `${theme}.pdf`)
    writeFileSync(file, pdf)
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    expect(fonts).toContain('NotoSansSymbols2-Regular')
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    for (const tick of TICKS.split(' ')) expect(text).toContain(tick)
  })
})
