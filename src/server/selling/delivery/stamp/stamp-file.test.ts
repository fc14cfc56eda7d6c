import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from '@cantoo/pdf-lib'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderBundle } from '../../../export/bundle/render-bundle.ts'
import { renderDocx } from '../../../export/docx/render-docx.ts'
import { renderEpub } from '../../../export/epub/render-epub.ts'
import { buildExportModel } from '../../../export/export-model.ts'
import { renderPdf } from '../../../export/pdf/render-pdf.ts'
import { sampleBook, sampleChecklist } from '../../../../../tests/support/export/pdf-samples.ts'
import { stampFile } from './stamp-file.ts'

// Issue 33, item 5 (decision 133): every file a buyer gets says whom it was sold to — every PDF
// page, the EPUB's and the DOCX's copyright page, every PDF of a size bundle — and stays intact.
const EMAIL = 'buyer@example.com'
const LINE = `Sold to ${EMAIL}`
const dir = mkdtempSync(join(tmpdir(), 'folio-stamp-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (bytes: Uint8Array, fileName = 'x') => ({ bytes, fileName, mediaType: 'application/octet-stream', sha256: '' })
let n = 0
const write = (bytes: Uint8Array, ext: string) => {
  const path = join(dir, `f-${++n}.${ext}`)
  writeFileSync(path, bytes)
  return path
}
const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
/** pdftotext's pages, white space collapsed. */
const pageTexts = (path: string) =>
  run('pdftotext', [path, '-'])
    .split('\f')
    .slice(0, -1)
    .map((text) => text.replace(/\s+/g, ' ').trim())

/** qpdf --check: 0 clean, 3 warnings only (Typst 0.14's /Suspects, decision 97). */
function expectQpdfClean(path: string) {
  const check = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' })
  expect(check.status === 0 || check.status === 3, check.stdout + check.stderr).toBe(true)
  expect(check.stdout).toContain('No syntax or stream encoding errors found')
}

const entries = (zip: Uint8Array) => unzipSync(zip)

describe('stamping "Sold to" on what a buyer downloads', () => {
  let book: Uint8Array
  let checklist: Uint8Array
  beforeAll(async () => {
    book = await renderPdf(buildExportModel(sampleBook()))
    checklist = await renderPdf(
      buildExportModel(
        sampleChecklist({
          fillable: true,
          chapters: [
            { title: 'Before', content: '- [ ] Book the movers\n- [ ] Order boxes\n- [ ] \n\nSee [movers](https://example.com/movers).\n' },
          ],
        }),
      ),
    )
  }, 60_000)

  it('prints the line at the foot of every PDF page and in its metadata, keeping text, fonts, links and outline', async () => {
    const stamped = await stampFile(file(book), 'pdf', EMAIL)
    const [before, after] = [write(book, 'pdf'), write(stamped, 'pdf')]
    const [oldPages, newPages] = [pageTexts(before), pageTexts(after)]
    expect(newPages.length).toBe(oldPages.length)
    expect(newPages.length).toBeGreaterThan(3)
    newPages.forEach((text, i) => {
      expect(text, `page ${i + 1}`).toContain(LINE)
      expect(text.replace(LINE, '').replace(/\s+/g, ' ').trim()).toBe(oldPages[i])
    })
    // At the foot: the line is the last one pdftotext reads from each page's layout.
    for (const layout of run('pdftotext', ['-layout', after, '-']).split('\f').slice(0, -1))
      expect(layout.trimEnd().split('\n').at(-1)!.trim()).toBe(LINE)
    expectQpdfClean(after)
    const info = run('pdfinfo', [after])
    expect(info).toMatch(new RegExp(`Subject:\\s+${LINE}`))
    expect(info).toMatch(/Keywords:.*Sold to buyer@example.com/)
    expect(info).toContain('Tagged:          yes')
    // The book's fonts stay as they were, and the stamp's own face is embedded too: every font is.
    const fonts = (path: string) => run('pdffonts', [path]).split('\n').slice(2).filter(Boolean)
    const stampRows = fonts(after).filter((row) => row.startsWith('FOLIOS+IBMPlexSans-Regular'))
    expect(stampRows).toHaveLength(1)
    expect(stampRows[0]).toMatch(/TrueType\s+WinAnsi\s+yes\s+yes/)
    expect(
      fonts(after)
        .filter((row) => !row.startsWith('FOLIOS+'))
        .map((row) => row.split(/\s+/).slice(0, -2).join(' ')),
    ).toEqual(fonts(before).map((row) => row.split(/\s+/).slice(0, -2).join(' ')))
    const [original, copy] = await Promise.all([PDFDocument.load(book), PDFDocument.load(stamped)])
    const annots = (doc: PDFDocument) => doc.getPages().map((page) => page.node.Annots()?.size() ?? 0)
    expect(annots(copy)).toEqual(annots(original))
    const outlines = (path: string) =>
      JSON.stringify((JSON.parse(run('qpdf', ['--json', '--json-key=outlines', path])) as { outlines: unknown }).outlines)
    expect(outlines(after)).toBe(outlines(before))
    expect(outlines(before).length).toBeGreaterThan(10)
  })

  it('keeps a fillable printable’s form fields', async () => {
    const stamped = await stampFile(file(checklist), 'pdf', EMAIL)
    const path = write(stamped, 'pdf')
    for (const text of pageTexts(path)) expect(text).toContain(LINE)
    expectQpdfClean(path)
    const fields = (bytes: Uint8Array) =>
      PDFDocument.load(bytes).then((doc) =>
        doc
          .getForm()
          .getFields()
          .map((field) => field.getName()),
      )
    const before = await fields(checklist)
    expect(before.length).toBeGreaterThan(2)
    expect(await fields(stamped)).toEqual(before)
  })

  it('puts the line on the EPUB’s copyright page and keeps the container valid', async () => {
    const epub = await renderEpub(buildExportModel(sampleBook()))
    const stamped = await stampFile(file(epub), 'epub', EMAIL)
    const files = entries(stamped)
    expect(Object.keys(files)[0]).toBe('mimetype')
    // Stored, not deflated: the first local header's compression method is 0 and the name follows it.
    expect(Buffer.from(stamped.slice(8, 10)).readUInt16LE(0)).toBe(0)
    expect(Buffer.from(stamped.slice(30, 38)).toString()).toBe('mimetype')
    const copyright = strFromU8(files['OEBPS/copyright.xhtml']!)
    expect(copyright).toContain(LINE)
    expect(copyright.indexOf(LINE)).toBeLessThan(copyright.indexOf('</section>'))
    const original = entries(epub)
    expect(Object.keys(files)).toEqual(Object.keys(original))
    for (const name of Object.keys(original))
      if (name !== 'OEBPS/copyright.xhtml') expect(Buffer.from(files[name]!).equals(Buffer.from(original[name]!)), name).toBe(true)
    const check = spawnSync('java', ['-jar', '/usr/bin/epubcheck', write(stamped, 'epub')], { encoding: 'utf8' })
    expect(check.status, check.stdout + check.stderr).toBe(0)
  }, 60_000)

  it('adds a paragraph after the DOCX’s copyright lines', async () => {
    const docx = await renderDocx(buildExportModel(sampleBook()))
    const stamped = await stampFile(file(docx), 'docx', EMAIL)
    const xml = strFromU8(entries(stamped)['word/document.xml']!)
    const at = xml.indexOf(LINE)
    expect(at).toBeGreaterThan(0)
    expect(xml.lastIndexOf('w:val="Copyright"', at)).toBeGreaterThan(xml.lastIndexOf('w:val="Title"', at))
    // The paragraph is the copyright style's, right after the last copyright line and before the contents.
    expect(xml.slice(xml.lastIndexOf('<w:p>', at), at)).toContain('<w:pStyle w:val="Copyright"/>')
    expect(xml.indexOf('w:val="Copyright"', at)).toBe(-1)
  })

  it('stamps every PDF inside a size bundle and keeps the rest', async () => {
    const bundle = await renderBundle(buildExportModel(sampleChecklist()))
    const stamped = await stampFile(file(bundle), 'bundle', EMAIL)
    const [before, after] = [entries(bundle), entries(stamped)]
    expect(Object.keys(after)).toEqual(Object.keys(before))
    const pdfs = Object.keys(after).filter((name) => name.endsWith('.pdf'))
    expect(pdfs.length).toBeGreaterThanOrEqual(3)
    for (const name of pdfs) {
      const pages = pageTexts(write(after[name]!, 'pdf'))
      expect(pages.length).toBeGreaterThan(0)
      for (const text of pages) expect(text, name).toContain(LINE)
    }
    expect(strFromU8(after['README.txt']!)).toBe(strFromU8(before['README.txt']!))
  }, 60_000)
})
