import { type PDFContext, type PDFDict, PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef } from '@cantoo/pdf-lib'
import type { FieldMark } from './typst-compiler.ts'

/**
 * Fillable PDFs (issue 28, decision 92): after Typst has drawn the pages, an AcroForm field is put
 * on every tick box and write-in line at the rectangle Typst recorded for it (planner-fields.typ),
 * so a PDF reader can fill the form in and save it. The drawing stays Typst's: the fields have no
 * border and no background, only what is typed or ticked shows, and it prints (the widgets carry
 * the Print flag) and flattens onto the same places.
 */

/** The ink of what is filled in: the template's (doc.typ `ink`, #1f2430), as fill and as stroke. */
const INK = '0.122 0.141 0.188'

/** Form field flags (PDF 32000-1, 12.7.4.3): a text field that holds several lines. */
const MULTILINE = 1 << 12
/** Annotation flags (12.5.3): printed with the page. */
const PRINT = 1 << 2

/** A write-in line taller than this many points holds several lines of writing. */
const MULTILINE_FROM = 40

/**
 * The size of typed text in a field `height` points tall: a 7 mm row (≈ 19.8 pt) takes 11 pt with
 * room for the descender above the rule; lower ones shrink, never under 7 pt; a field of several lines keeps 11 pt.
 */
export function fieldFontSize(height: number): number {
  if (height > MULTILINE_FROM) return 11
  return Math.max(7, Math.min(11, Math.round(height * 0.55 * 2) / 2))
}

/**
 * A field name readers accept, unique in the form: a '.' would make a hierarchy of fields in the
 * AcroForm, so it goes; a name a template repeats (or leaves empty) gets ' 2', ' 3', …
 */
export function uniqueFieldNames(marks: readonly Pick<FieldMark, 'kind' | 'name'>[]): string[] {
  const taken = new Set<string>()
  return marks.map((mark) => {
    const base = mark.name.replace(/\./g, '·').replace(/\s+/g, ' ').trim() || (mark.kind === 'checkbox' ? 'Tick' : 'Line')
    let name = base
    for (let n = 2; taken.has(name); n += 1) name = `${base} ${n}`
    taken.add(name)
    return name
  })
}

/**
 * The PDF with a form field on each mark, or the PDF itself when there are none. The fields are
 * written as PDF objects directly (one dictionary per field, merged with its widget), their
 * appearances shared by every field of the same size: pdf-lib's form API took ≈ 20 ms a field, as
 * it looks the whole form over for each new name (decision 92). Everything else of the file is kept:
 * pdf-lib rewrites the objects it loaded (outline, link annotations, metadata, page labels) and
 * leaves the document information as Typst wrote it.
 */
export async function addFormFields(pdf: Uint8Array, marks: readonly FieldMark[]): Promise<Uint8Array> {
  if (marks.length === 0) return pdf
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const { context } = document
  const pages = document.getPages()
  const names = uniqueFieldNames(marks)
  const appearances = new Appearances(context)
  const fields: PDFRef[] = []
  const annotations = new Map<PDFPage, PDFRef[]>()
  marks.forEach((mark, i) => {
    const page = pages[mark.page - 1]
    if (!page) throw new Error(`A form field is on page ${mark.page} of a ${pages.length}-page PDF`)
    if (mark.w <= 0 || mark.h <= 0) return
    const words = mark.name.replace(/\s+/g, ' ').trim()
    const field = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        Rect: rectangle(page, mark),
        P: page.ref,
        F: PRINT,
        // No border and no background: Typst's drawing is the box or the line.
        MK: {},
        T: PDFHexString.fromText(names[i]!),
        // What a reader shows on hover and a screen reader says: the item's words or the line's label.
        ...(words ? { TU: PDFHexString.fromText(words) } : {}),
        ...(mark.kind === 'checkbox' ? checkBox(appearances, mark) : textField(appearances, mark)),
      }),
    )
    fields.push(field)
    const onPage = annotations.get(page)
    if (onPage) onPage.push(field)
    else annotations.set(page, [field])
  })
  for (const [page, refs] of annotations) {
    const existing = page.node.Annots()
    if (existing) for (const ref of refs) existing.push(ref)
    else page.node.set(PDFName.of('Annots'), context.obj(refs))
  }
  document.catalog.set(
    PDFName.of('AcroForm'),
    context.obj({
      Fields: fields,
      // The font a reader types with, named by the fields' /DA: Helvetica, which every reader has.
      DR: { Font: { Helv: context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) } },
      DA: PDFHexString.fromText(`/Helv 0 Tf ${INK} rg`),
    }),
  )
  return document.save({ updateFieldAppearances: false })
}

/** The mark's rectangle in PDF space: from the page's bottom left (Typst's MediaBox starts at 0 0). */
function rectangle(page: PDFPage, mark: FieldMark): number[] {
  const box = page.getMediaBox()
  const round = (n: number) => Math.round(n * 1000) / 1000
  const [x, y] = [box.x + mark.x, box.y + box.height - mark.y - mark.h]
  return [x, y, x + mark.w, y + mark.h].map(round)
}

function checkBox(appearances: Appearances, mark: FieldMark) {
  const state = mark.checked ? 'Yes' : 'Off'
  return { FT: 'Btn', V: state, AS: state, DA: PDFHexString.fromText(`/ZaDb 0 Tf ${INK} rg`), AP: appearances.checkBox(mark.w, mark.h) }
}

function textField(appearances: Appearances, mark: FieldMark) {
  return {
    FT: 'Tx',
    DA: PDFHexString.fromText(`/Helv ${fieldFontSize(mark.h)} Tf ${INK} rg`),
    ...(mark.h > MULTILINE_FROM ? { Ff: MULTILINE } : {}),
    AP: appearances.text(mark.w, mark.h),
  }
}

/**
 * The fields' looks (/AP), one set per size: a tick for a ticked box, nothing for an empty box or an
 * empty line (the page draws those). A reader draws what is typed itself; pdf-lib too when it fills a
 * field in.
 */
class Appearances {
  private readonly made = new Map<string, PDFDict>()
  constructor(private readonly context: PDFContext) {}

  checkBox(w: number, h: number): PDFDict {
    return this.once(`check ${w} ${h}`, () => {
      const s = Math.min(w, h)
      const at = (fx: number, fy: number) => `${(w / 2 + (fx - 0.5) * s).toFixed(2)} ${(h / 2 + (fy - 0.5) * s).toFixed(2)}`
      // A tick a little inside the box, its stroke ⅛ of the box, round-ended like a pen's.
      const tick = `q ${INK} RG ${(s / 8).toFixed(2)} w 1 J 1 j ${at(0.24, 0.5)} m ${at(0.43, 0.3)} l ${at(0.77, 0.72)} l S Q`
      return this.context.obj({
        N: { Yes: this.form(w, h, tick), Off: this.form(w, h, '') },
        D: { Yes: this.form(w, h, tick), Off: this.form(w, h, '') },
      })
    })
  }

  text(w: number, h: number): PDFDict {
    return this.once(`text ${w} ${h}`, () => this.context.obj({ N: this.form(w, h, '/Tx BMC EMC') }))
  }

  private once(key: string, make: () => PDFDict): PDFDict {
    const found = this.made.get(key)
    if (found) return found
    const made = make()
    this.made.set(key, made)
    return made
  }

  private form(w: number, h: number, content: string): PDFRef {
    const stream = this.context.stream(content, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: {} })
    return this.context.register(stream)
  }
}
