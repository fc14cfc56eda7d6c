import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFCheckBox, PDFDocument, PDFHexString, PDFName, PDFTextField } from '@cantoo/pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../export-model.ts'
import { type QpdfRead, readQpdf, rasterPage, strokeAt } from '../../../../tests/support/export/pdf-fields-read.ts'
import { popplerErrors } from '../../../../tests/support/export/pdf-read.ts'
import { sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'
import { toTypstDocument } from './typst-document.ts'

// Issue 28, item 4: a fillable printable's tick boxes and write-in lines are AcroForm fields on the
// boxes and lines Typst drew (decision 92), read back with qpdf, poppler and pdf-lib.
const dir = mkdtempSync(join(tmpdir(), 'folio-fillable-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const MOVING = ['Book the movers', 'Order boxes and tape', 'Label the boxes', 'Label the boxes', 'Pack a first-night bag']
const KEYS = ['Hand the keys back', 'Read the meters', 'Forward the mail']
/** Two sections, 8 items (one repeated), a line to write on and a form table with a row to fill. */
const moving = (overrides: Partial<ExportDocument> = {}): ExportDocument =>
  sampleChecklist({
    title: 'Moving House Checklist',
    chapters: [
      { title: 'Four Weeks Before', content: `${MOVING.map((item) => `- [ ] ${item}`).join('\n')}\n- [ ] \n` },
      {
        title: 'Moving Day',
        content: `${KEYS.map((item) => `- [ ] ${item}`).join('\n')}\n\nSee [the removal company](https://example.com/movers).\n\n| Room | Boxes |\n| --- | --- |\n| Kitchen | |\n`,
      },
    ],
    ...overrides,
  })

async function exported(name: string, document: ExportDocument): Promise<{ file: string; pdf: Uint8Array }> {
  const { pdf, warnings } = await compilePdf(buildExportModel(document))
  expect(warnings).toEqual([])
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  return { file, pdf }
}

/** A widget's rectangle from the page's top left, as the template recorded it. */
function topLeft(read: QpdfRead, object: string, pageHeight: number) {
  const [x1, y1, x2, y2] = read.rect(object) as [number, number, number, number]
  return { x: x1, y: pageHeight - y2, w: x2 - x1, h: y2 - y1 }
}

describe('a fillable checklist', () => {
  let fillable: { file: string; pdf: Uint8Array }
  let plain: { file: string; pdf: Uint8Array }
  let read: QpdfRead
  beforeAll(async () => {
    fillable = await exported('fillable', moving({ fillable: true }))
    plain = await exported('plain', moving())
    read = readQpdf(fillable.file)
  })

  it('has one checkbox field per item, named for it, the repeated one numbered', () => {
    const boxes = read.fields.filter((field) => field.ischeckbox)
    expect(boxes.map((box) => box.fullname)).toEqual([...MOVING.slice(0, 3), 'Label the boxes 2', MOVING[4], 'Tick', ...KEYS])
    // Printed when filled in, and nothing ticked yet.
    expect(boxes.every((box) => box.annotation.annotationflags === 4 && box.value !== '/Yes')).toBe(true)
  })

  it('makes the write-in lines text fields: the cover, each opener, the empty item, the table row and the notes', () => {
    const names = read.fields.filter((field) => field.istext).map((field) => field.fullname)
    expect(names.slice(0, 4)).toEqual(['Name', 'Date', 'Date 2', 'Done'])
    expect(names).toContain('Line') // the item left empty
    // The table's empty cells, named for their row and column; the blank rows' for their column.
    expect(names).toEqual(expect.arrayContaining(['Kitchen, Boxes', 'Room', 'Boxes', 'Room 2', 'Boxes 2']))
    expect(names.filter((name) => /^Notes/.test(name)).length).toBeGreaterThanOrEqual(3)
    expect(new Set(read.fields.map((field) => field.fullname)).size).toBe(read.fields.length)
  })

  it('reads the same with pdf-lib: the form, its fields and their kinds', async () => {
    const form = (await PDFDocument.load(fillable.pdf)).getForm()
    const fields = form.getFields()
    expect(fields.filter((field) => field instanceof PDFCheckBox)).toHaveLength(9)
    // The tooltip a reader shows and a screen reader says: the item's words, repeated as written.
    const tooltip = (name: string) => form.getField(name).acroField.dict.lookup(PDFName.of('TU'), PDFHexString).decodeText()
    expect(['Label the boxes', 'Label the boxes 2', 'Date 2'].map(tooltip)).toEqual(['Label the boxes', 'Label the boxes', 'Date'])
    expect(fields.filter((field) => field instanceof PDFTextField).length).toBe(read.fields.filter((field) => field.istext).length)
  })

  it('opens cleanly in poppler and qpdf', () => {
    const info = spawnSync('pdfinfo', [fillable.file], { encoding: 'utf8' })
    expect(info.status).toBe(0)
    expect(popplerErrors(info.stderr)).toBe('')
    expect(info.stdout).toMatch(/Form:\s+AcroForm/)
    const check = spawnSync('qpdf', ['--check', fillable.file], { encoding: 'utf8' })
    expect(check.status).toBe(0)
    expect(check.stdout).toContain('No syntax or stream encoding errors found')
    expect(check.stdout + check.stderr).not.toMatch(/WARNING/i)
  })

  it.each(['letter', 'a5'] as const)('puts each field on the box or line drawn for it, within a point (%s)', async (trimSize) => {
    const file = trimSize === 'letter' ? fillable.file : (await exported(`fillable-${trimSize}`, moving({ fillable: true, trimSize }))).file
    const form = trimSize === 'letter' ? read : readQpdf(file)
    const pages = new Map<number, ReturnType<typeof rasterPage>>()
    const raster = (page: number) => pages.get(page) ?? pages.set(page, rasterPage(file, page)).get(page)!
    expect(form.fields.length).toBeGreaterThan(20)
    for (const field of form.fields) {
      const page = raster(field.pageposfrom1)
      const at = topLeft(form, field.annotation.object, page.height / page.scale)
      const [midX, midY] = [at.x + at.w / 2, at.y + at.h / 2]
      // Every field's bottom edge is a drawn line: the box's side, the rule, the table's border.
      const bottom = strokeAt(page, 'y', at.y + at.h, midX)
      expect(bottom, `${field.fullname}: a line under it`).not.toBeNull()
      expect(Math.abs(bottom! - (at.y + at.h)), field.fullname).toBeLessThanOrEqual(1)
      if (!field.ischeckbox) continue
      const edges = [
        [strokeAt(page, 'y', at.y, midX), at.y],
        [strokeAt(page, 'x', at.x, midY), at.x],
        [strokeAt(page, 'x', at.x + at.w, midY), at.x + at.w],
      ] as const
      for (const [found, expected] of edges) {
        expect(found, field.fullname).not.toBeNull()
        expect(Math.abs(found! - expected), field.fullname).toBeLessThanOrEqual(1)
      }
      // Inside, the box is empty.
      expect(page.at(midX, midY)).toBeGreaterThan(235)
    }
  })

  it('keeps what is filled in through a save, and prints it where the field is when flattened', async () => {
    const document = await PDFDocument.load(fillable.pdf)
    const form = document.getForm()
    form.getCheckBox('Label the boxes 2').check()
    form.getTextField('Name').setText('Ada Lovelace')
    const saved = await document.save()
    const again = (await PDFDocument.load(saved)).getForm()
    expect(again.getCheckBox('Label the boxes 2').isChecked()).toBe(true)
    expect(again.getCheckBox('Label the boxes').isChecked()).toBe(false)
    expect(again.getTextField('Name').getText()).toBe('Ada Lovelace')

    const box = read.fields.find((field) => field.fullname === 'Label the boxes 2')!
    const flat = await PDFDocument.load(saved)
    flat.getForm().flatten()
    const file = join(dir, 'flattened.pdf')
    writeFileSync(file, await flat.save())
    expect(readQpdf(file).fields).toEqual([])
    const page = rasterPage(file, box.pageposfrom1)
    const at = topLeft(read, box.annotation.object, page.height / page.scale)
    // The box is still drawn where it was, now with a tick inside it.
    expect(Math.abs(strokeAt(page, 'x', at.x, at.y + at.h / 2, 1.5)! - at.x)).toBeLessThanOrEqual(1)
    let inked = 0
    for (let x = at.x + 2; x < at.x + at.w - 2; x += 0.5)
      for (let y = at.y + 2; y < at.y + at.h - 2; y += 0.5) if (page.at(x, y) < 128) inked += 1
    expect(inked).toBeGreaterThan(10)
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Ada Lovelace')
  })

  it('keeps the outline, the links and the document information through pdf-lib', () => {
    const before = readQpdf(plain.file)
    expect(before.links.flat().length).toBeGreaterThan(0)
    expect(before.outline.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Four Weeks Before', 'Moving Day']))
    expect(read.outline).toEqual(before.outline)
    expect(read.links).toEqual(before.links)
    const info = (file: string) =>
      execFileSync('pdfinfo', [file], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => /^(Title|Author|Subject|Creator|Producer|Metadata Stream|Tagged|Pages|Page size):/.test(line))
    expect(info(fillable.file)).toEqual(info(plain.file))
  })

  it('has no form without the setting', () => {
    expect(readQpdf(plain.file).hasAcroForm).toBe(false)
    expect(Buffer.from(plain.pdf).toString('latin1')).not.toContain('/AcroForm')
  })
})

describe('a fillable planner', () => {
  it('makes each empty cell of the week’s table a text field and keeps a ticked box ticked', async () => {
    const content =
      '| Day | Breakfast | Dinner |\n| --- | --- | --- |\n| Monday | | |\n| Tuesday | Oats | |\n\n- [x] Shop on Sunday\n- [ ] Prep on Monday\n  - [x] Buy oats\n  - [ ] \n'
    const { file } = await exported('planner', samplePlanner({ fillable: true, chapters: [{ title: 'Week One', content }] }))
    const read = readQpdf(file)
    const boxes = read.fields.filter((field) => field.ischeckbox)
    expect(boxes.map((box) => [box.fullname, box.value])).toEqual([
      ['Shop on Sunday', '/Yes'],
      ['Prep on Monday', '/Off'],
      ['Buy oats', '/Yes'],
      ['Tick', '/Off'],
    ])
    // The empty item under it is a line to write on: a text field over its rule.
    expect(read.fields.filter((field) => field.fullname === 'Line')).toHaveLength(1)
    // Monday's two cells, Tuesday's dinner, and the days the schedule goes on to (Wednesday … Sunday) × 2.
    const cells = read.fields.filter((field) => /, (Breakfast|Dinner)$/.test(field.fullname))
    expect(cells).toHaveLength(3 + 5 * 2)
    expect(cells.slice(0, 4).map((cell) => cell.fullname)).toEqual([
      'Monday, Breakfast',
      'Monday, Dinner',
      'Tuesday, Dinner',
      'Wednesday, Breakfast',
    ])
    // Three lines' room in a cell: the cell holds several lines of writing.
    expect(cells.every((cell) => (cell.fieldflags & 4096) !== 0)).toBe(true)
    // The tick is the field's alone: no '✔' glyph under it to stay when it is unticked.
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).not.toContain('✔')
    // Without fields, and in the page preview (the same document, never given fields), the glyph is drawn.
    const plain = await exported('planner-plain', samplePlanner({ chapters: [{ title: 'Week One', content }] }))
    expect(execFileSync('pdftotext', [plain.file, '-'], { encoding: 'utf8' })).toContain('✔')
    expect(toTypstDocument(buildExportModel(samplePlanner({ fillable: true }))).fillable).toBe(false)
  })
})
