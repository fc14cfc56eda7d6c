import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { sampleExportDocument } from '../export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { renderDocx } from './render-docx.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-docx-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function writeDocx(name: string, document: ExportDocument): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderDocx(buildExportModel(document)))
  return file
}

const part = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')
const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** LibreOffice headless, with a profile of its own so parallel runs don't fight over one. */
function convertToPdf(file: string): string {
  const profile = join(tmpdir(), `lo-${randomUUID()}`)
  try {
    execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file], { stdio: 'pipe', timeout: 90_000 })
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
  return file.replace(/\.docx$/, '.pdf')
}

describe('DOCX export', () => {
  it("uses Word's heading styles, real numbering, a TOC field, a PAGE field in the footer and the title in the header", async () => {
    const document = sampleExportDocument()
    const file = await writeDocx('sample.docx', document)
    const xml = part(file, 'word/document.xml')
    expect(count(xml, /<w:pStyle w:val="Title"\/>/g)).toBe(1)
    expect(count(xml, /<w:pStyle w:val="Heading1"\/>/g)).toBe(document.chapters.length)
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>')
    expect(xml).toMatch(/<w:instrText[^>]*>TOC \\h \\o &quot;1-1&quot;<\/w:instrText>/)
    for (const chapter of document.chapters) expect(xml).toContain(xmlText(chapter.title).replace(/"/g, '&quot;'))
    // Chapter titles start new pages; the bullet list, the ordered list and its items are Word lists.
    expect(count(xml, /<w:pageBreakBefore\/>/g)).toBeGreaterThanOrEqual(document.chapters.length)
    expect(count(xml, /<w:numPr>/g)).toBe(3 + 2 + 3)
    const numbering = part(file, 'word/numbering.xml')
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>')
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>')
    expect(part(file, 'word/settings.xml')).toMatch(/<w:updateFields(\s+w:val="true")?\/>/)
    const footers = ['word/footer1.xml', 'word/footer2.xml'].map((p) => part(file, p)).join('')
    expect(footers).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/)
    const headers = ['word/header1.xml', 'word/header2.xml'].map((p) => part(file, p)).join('')
    expect(headers).toContain(xmlText(document.title).replace(/"/g, '&quot;'))
  })

  it('prints task items as tick boxes, links, emphasis, a quote and a table with a header row', async () => {
    const file = await writeDocx('marks.docx', sampleExportDocument())
    const xml = part(file, 'word/document.xml')
    // Word's check box controls: ticked by a click in Word, ☐/☒ everywhere else.
    expect(count(xml, /<w14:checkbox>/g)).toBe(6)
    expect(count(xml, /<w14:checked w14:val="1"\/>/g)).toBe(1)
    expect(count(xml, /<w:sym w:char="2610"/g)).toBe(5)
    expect(count(xml, /<w:sym w:char="2612"/g)).toBe(1)
    expect(xml).toContain('<w:pStyle w:val="Quote"/>')
    expect(xml).toMatch(/<w:b\/>.*your first week/)
    expect(xml).toMatch(/<w:strike\/>.*boring/)
    expect(xml).toMatch(/<w:tblHeader\/>/)
    const rels = part(file, 'word/_rels/document.xml.rels')
    expect(rels).toContain('Target="https://example.com/guide" TargetMode="External"')
    expect(rels).toContain('Target="mailto:hello@example.com"')
  })

  it('escapes hostile text, drops unsafe links and control characters', async () => {
    const file = await writeDocx('hostile.docx', {
      title: '<script>alert(1)</script>',
      description: 'A\u0007B',
      productType: 'guide',
      chapters: [{ title: 'Tom & Jerry', content: '[js](javascript:alert(1)) and <b>raw</b>' }],
    })
    const xml = part(file, 'word/document.xml')
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(xml).toContain('Tom &amp; Jerry')
    expect(xml).toMatch(/&lt;b&gt;.*raw.*&lt;\/b&gt;/)
    expect(xml).not.toContain('\u0007')
    expect(part(file, 'word/_rels/document.xml.rels')).not.toContain('javascript')
  })

  it('lays out checklists and planners as worksheets: bigger boxes, blank rows to fill in, notes lines', async () => {
    const ebook = part(await writeDocx('ebook.docx', sampleExportDocument('ebook')), 'word/document.xml')
    const planner = part(await writeDocx('planner.docx', sampleExportDocument('planner')), 'word/document.xml')
    // The sample's last chapter has a "Notes" heading of its own; worksheets add one per chapter.
    expect(count(ebook, />Notes<\/w:t>/g)).toBe(1)
    expect(count(planner, />Notes<\/w:t>/g)).toBe(1 + 4)
    expect(count(planner, /<w:tr[ >]/g)).toBeGreaterThan(count(ebook, /<w:tr[ >]/g) + 4 * 2)
    expect(count(planner, /<w:pStyle w:val="WorksheetTask"\/>/g)).toBe(6)
    expect(ebook).not.toContain('WorksheetTask')
    expect(part(await writeDocx('styles.docx', sampleExportDocument('planner')), 'word/styles.xml')).toMatch(/w:styleId="WorksheetTask".*?<w:sz w:val="30"\/>/)
  })

  it('converts with LibreOffice to a PDF that has the cover, contents and every chapter title', { timeout: 180_000 }, async () => {
    const document = sampleExportDocument('checklist')
    const pdf = convertToPdf(await writeDocx('convert.docx', document))
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8')
    expect(text).toContain(document.title)
    expect(text).toContain('Contents')
    for (const chapter of document.chapters) expect(text.split(chapter.title).length).toBeGreaterThanOrEqual(3) // contents, heading
    expect(text).toContain('☐')
    expect(text).toContain('☒')
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1])
    expect(pages).toBe(2 + document.chapters.length)
  })
})
