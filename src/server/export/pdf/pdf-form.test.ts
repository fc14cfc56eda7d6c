import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName, PDFTextField } from '@cantoo/pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { readQpdf, rasterPage, strokeAt } from '../../../../tests/support/export/pdf-fields-read.ts'
import { fieldPagesSource } from '../../../../tests/support/export/pdf-form-fixtures.ts'
import { addFormFields, fieldFontSize, uniqueFieldNames } from './pdf-form.ts'
import { compileTypst } from './typst-compiler.ts'

// Issue 28, item 4 (decision 92): the marks planner-fields.typ records, and the fields made from them.
const dir = mkdtempSync(join(tmpdir(), 'folio-form-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Page templates draw their boxes and lines with check-field and text-field. */
const TEMPLATE = `#import "planner-fields.typ": check-field, text-field
#set page(width: 420pt, height: 595pt, margin: 36pt)
#set text(size: 11pt)
Drink water #check-field("Water") and stretch #check-field("Stretch", size: 15pt, checked: true)

#text-field("Focus")

#grid(columns: (auto, 1fr), column-gutter: 8pt, align: bottom, [Meals], text-field("Water", height: 8mm))
#pagebreak()
#v(40pt)
#text-field("Reflection", width: 250pt, height: 120pt)
`

describe('planner-fields.typ', () => {
  it('records every box and line with its page and rectangle, read back from the one compile', async () => {
    const { fields, warnings } = await compileTypst({ source: TEMPLATE }, '{}', new Map(), { fields: true })
    expect(warnings).toEqual([])
    expect(fields!.map((f) => [f.kind, f.name, f.page, f.checked])).toEqual([
      ['checkbox', 'Water', 1, false],
      ['checkbox', 'Stretch', 1, true],
      ['text', 'Focus', 1, false],
      ['text', 'Water', 1, false],
      ['text', 'Reflection', 2, false],
    ])
    const focus = fields![2]!
    // The page's margin is the line's left end; a line is 7 mm tall unless told.
    expect(focus.x).toBeCloseTo(36, 3)
    expect(focus.w).toBeCloseTo(420 - 72, 3)
    expect(focus.h).toBeCloseTo((7 / 25.4) * 72, 3)
    expect(fields![4]).toMatchObject({ x: 36, y: 76, w: 250, h: 120 })
  })

  it('is not asked for the marks unless the PDF gets fields', async () => {
    expect((await compileTypst({ source: TEMPLATE }, '{}')).fields).toBeUndefined()
  })

  it('becomes a form whose fields lie on the drawn boxes and rules, within a point', async () => {
    const { pdf, fields } = await compileTypst({ source: TEMPLATE }, '{}', new Map(), { fields: true })
    const file = join(dir, 'template.pdf')
    writeFileSync(file, await addFormFields(pdf, fields!))
    const read = readQpdf(file)
    expect(read.fields.map((f) => [f.fullname, f.fieldtype])).toEqual([
      ['Water', '/Btn'],
      ['Stretch', '/Btn'],
      ['Focus', '/Tx'],
      ['Water 2', '/Tx'],
      ['Reflection', '/Tx'],
    ])
    for (const [i, mark] of fields!.entries()) {
      const field = read.fields[i]!
      const [x1, y1, x2, y2] = read.rect(field.annotation.object) as [number, number, number, number]
      // The rectangle is the mark's, turned to PDF space (from the bottom left).
      expect([x1, 595 - y2, x2 - x1, y2 - y1].map((n) => Math.round(n * 100) / 100)).toEqual(
        [mark.x, mark.y, mark.w, mark.h].map((n) => Math.round(n * 100) / 100),
      )
      const page = rasterPage(file, mark.page)
      const middle = mark.x + mark.w / 2
      expect(Math.abs(strokeAt(page, 'y', mark.y + mark.h, middle)! - (mark.y + mark.h))).toBeLessThanOrEqual(1)
      if (mark.kind === 'checkbox') {
        // (Looked for within 1.5 pt only: the words run up to a box drawn in a line of text.)
        expect(Math.abs(strokeAt(page, 'y', mark.y, middle, 1.5)! - mark.y)).toBeLessThanOrEqual(1)
        expect(Math.abs(strokeAt(page, 'x', mark.x, mark.y + mark.h / 2, 1.5)! - mark.x)).toBeLessThanOrEqual(1)
        expect(Math.abs(strokeAt(page, 'x', mark.x + mark.w, mark.y + mark.h / 2, 1.5)! - (mark.x + mark.w))).toBeLessThanOrEqual(1)
      } else {
        // The rule runs the field's width: it starts at its left edge and stops at its right one.
        // (A pixel's row either side: the rasteriser snaps a thin rule to whole pixels.)
        const rule = (x: number) => Math.min(...[-0.5, 0, 0.5].map((dy) => page.at(x, mark.y + mark.h + dy)))
        expect(rule(mark.x + 1)).toBeLessThan(248)
        expect(rule(mark.x - 1.5)).toBe(255)
        expect(rule(mark.x + mark.w - 1)).toBeLessThan(248)
        expect(rule(mark.x + mark.w + 1.5)).toBe(255)
      }
    }
  })

  it('sizes typed text to the line, and lets a tall field hold several lines', async () => {
    const { pdf, fields } = await compileTypst({ source: TEMPLATE }, '{}', new Map(), { fields: true })
    const form = (await PDFDocument.load(await addFormFields(pdf, fields!))).getForm()
    const text = form.getFields().filter((f): f is PDFTextField => f instanceof PDFTextField)
    expect(text.map((f) => [f.getName(), f.isMultiline()])).toEqual([
      ['Focus', false],
      ['Water 2', false],
      ['Reflection', true],
    ])
    expect(text.map((f) => f.acroField.getDefaultAppearance())).toEqual([
      expect.stringMatching(/^\/Helv 11 Tf /),
      expect.stringMatching(/^\/Helv 11 Tf /),
      expect.stringMatching(/^\/Helv 11 Tf /),
    ])
    // The font the /DA names is in the form's resources, for a reader to type with.
    const resources = form.acroForm.dict.lookup(PDFName.of('DR'), PDFDict).lookup(PDFName.of('Font'), PDFDict)
    expect(resources.has(PDFName.of('Helv'))).toBe(true)
    // Ticked where the page drew it ticked.
    expect(form.getCheckBox('Stretch').isChecked()).toBe(true)
    expect(form.getCheckBox('Water').isChecked()).toBe(false)
  })

  it('handles many pages of fields: one per mark, on its own page', async () => {
    const { pdf, fields, pages } = await compileTypst({ source: fieldPagesSource(6, 5) }, '{}', new Map(), { fields: true })
    expect(pages).toBe(6)
    const form = (await PDFDocument.load(await addFormFields(pdf, fields!))).getForm()
    expect(form.getFields()).toHaveLength(60)
    const document = form.doc
    const last = form.getCheckBox('Page 6 item 5').acroField.getWidgets()[0]!
    expect(document.getPages().findIndex((page) => page.ref === last.P())).toBe(5)
  })
})

describe('form field names and sizes', () => {
  it('keeps names unique and flat: a repeated one is numbered, an empty one named for its kind, a dot replaced', () => {
    const marks = [
      { kind: 'checkbox', name: 'Water' },
      { kind: 'checkbox', name: 'Water' },
      { kind: 'text', name: '' },
      { kind: 'text', name: '  ' },
      { kind: 'text', name: 'Week 1.2' },
      { kind: 'checkbox', name: 'Water 2' },
    ] as const
    expect(uniqueFieldNames(marks)).toEqual(['Water', 'Water 2', 'Line', 'Line 2', 'Week 1·2', 'Water 2 2'])
  })

  it('gives a 7 mm line 11 pt type, a short one smaller but readable', () => {
    expect(fieldFontSize((7 / 25.4) * 72)).toBe(11)
    expect(fieldFontSize(14)).toBe(7.5)
    expect(fieldFontSize(8)).toBe(7)
    expect(fieldFontSize(120)).toBe(11)
  })

  it('leaves a PDF without marks as it is', async () => {
    const bytes = new Uint8Array([1, 2, 3])
    expect(await addFormFields(bytes, [])).toBe(bytes)
  })
})
