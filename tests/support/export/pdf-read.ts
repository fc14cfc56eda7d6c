import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../../../src/server/export/export-model.ts'
import type { ExportImageInput } from '../../../src/server/export/images/export-image.ts'
import { compilePdf } from '../../../src/server/export/pdf/render-pdf.ts'

/**
 * Test support: renders a document and reads the real file back with poppler (pdfinfo, pdftotext,
 * pdffonts), as a reader or a publisher's pipeline would see it. Nothing in the app imports it.
 */
export interface Rendered {
  pages: number
  /** Text per page (pdftotext splits pages with form feeds), white space collapsed. */
  page: (n: number) => string
  /** Text per page with pdftotext -layout: lines as printed, one string per page. */
  layout: (n: number) => string
  text: string
  fonts: string[]
  /** pdffonts' 'emb' column, per font. */
  embedded: boolean[]
  /** pdfinfo's report. */
  info: string
  /** The file's bytes as Latin-1, to look for PDF objects. */
  raw: string
  /** Where the file was written, for other poppler tools (pdfimages). */
  file: string
}

let dir: string | undefined
let count = 0

function workDir(): string {
  if (!dir) {
    const created = mkdtempSync(join(tmpdir(), 'folio-pdf-'))
    dir = created
    afterAll(() => rmSync(created, { recursive: true, force: true }))
  }
  return dir
}

/** `images`: the bytes the server and the worker would have given the model (checkExportImages). */
export async function renderAndRead(document: ExportDocument, images?: ExportImageInput): Promise<Rendered> {
  const folder = workDir()
  const { pdf, warnings } = await compilePdf(buildExportModel(document, images))
  // A missing font is only a warning in Typst (it falls back quietly): here it fails the test.
  expect(warnings).toEqual([])
  const file = join(folder, `doc-${++count}.pdf`)
  writeFileSync(file, pdf)
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  // A soft hyphen ending a line is a word hyphenated there (Typst 0.14 writes it, decision 97):
  // read, as a reader's copy does, as the whole word.
  const text = run('pdftotext').replace(/\u00ad[^\S\f]+/g, '')
  const pageTexts = text.split('\f')
  const layoutTexts = run('pdftotext', '-layout').split('\f')
  const fontRows = run('pdffonts').split('\n').slice(2).filter(Boolean)
  const fonts = fontRows.map((line) => line.split(/\s+/)[0]!)
  // The last columns are emb, sub, uni and the object's number and generation.
  const embedded = fontRows.map((line) => line.trim().split(/\s+/).at(-5) === 'yes')
  // Wrapped lines join with a space, so a long title reads as one string.
  const page = (n: number) => (pageTexts[n - 1] ?? '').replace(/\s+/g, ' ').trim()
  const info = run('pdfinfo')
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    page,
    layout: (n) => layoutTexts[n - 1] ?? '',
    text: text.replace(/[^\S\f]+/g, ' '),
    fonts,
    embedded,
    info,
    raw: Buffer.from(pdf).toString('latin1'),
    file,
  }
}

/**
 * Poppler 22's stderr without the line it prints for every Typst 0.14 PDF: '/Suspects false' in
 * /MarkInfo is what the PDF specification asks for, the complaint is poppler's own (decision 97).
 */
export const popplerErrors = (stderr: string): string => stderr.replace(/^Syntax Error: Suspects object is wrong type \(boolean\)\n/gm, '')
