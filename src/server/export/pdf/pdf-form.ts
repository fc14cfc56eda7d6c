import {
  type PDFField,
  PDFDocument,
  type PDFFont,
  type PDFForm,
  PDFHexString,
  PDFName,
  type PDFPage,
  StandardFonts,
  rgb,
} from '@cantoo/pdf-lib'
import type { FieldMark } from './typst-compiler.ts'

/**
 * Fillable PDFs (issue 28, decision 92): after Typst has drawn the pages, an AcroForm field is put
 * on every tick box and write-in line at the rectangle Typst recorded for it (planner-fields.typ),
 * so a PDF reader can fill the form in and save it. The drawing stays Typst's: the fields have no
 * border and no background, only what is typed or ticked shows, and it prints (the widgets carry
 * the Print flag) and flattens onto the same places.
 */

/** The ink of what is filled in: the template's (doc.typ `ink`, #1f2430). */
const INK = rgb(0x1f / 255, 0x24 / 255, 0x30 / 255)
const INK_OPERATOR = '0.122 0.141 0.188 rg'

/** A write-in line taller than this many points holds several lines of writing. */
const MULTILINE_FROM = 40

/**
 * The size of typed text in a field `height` points tall: a 7 mm row (≈ 19.8 pt) takes 11 pt with
 * room for the descender above the rule; lower ones shrink, never under 7 pt; a notes area keeps 11 pt.
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
 * The PDF with a form field on each mark, or the PDF itself when there are none. Everything else of
 * the file is kept: pdf-lib rewrites the objects it loaded (outline, link annotations, metadata,
 * page labels) and leaves the document information as Typst wrote it.
 */
export async function addFormFields(pdf: Uint8Array, marks: readonly FieldMark[]): Promise<Uint8Array> {
  if (marks.length === 0) return pdf
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const pages = document.getPages()
  const form = document.getForm()
  const names = uniqueFieldNames(marks)
  let font: PDFFont | undefined
  marks.forEach((mark, i) => {
    const page = pages[mark.page - 1]
    if (!page) throw new Error(`A form field is on page ${mark.page} of a ${pages.length}-page PDF`)
    if (mark.w <= 0 || mark.h <= 0) return
    const field =
      mark.kind === 'checkbox'
        ? addCheckBox(form, page, names[i]!, mark)
        : addTextField(form, page, names[i]!, mark, (font ??= textFont(document, form)))
    describe(field, mark.name)
  })
  // The appearances were made as each field was added: none is regenerated here.
  return document.save({ updateFieldAppearances: false })
}

/**
 * Helvetica, one of the fonts every reader has (not embedded): what a reader types with, named in
 * the form's default resources so that the fields' /DA finds it (pdf-lib does not add them).
 */
function textFont(document: PDFDocument, form: PDFForm): PDFFont {
  const font = document.embedStandardFont(StandardFonts.Helvetica)
  const fonts = document.context.obj({ [font.name]: font.ref })
  form.acroForm.dict.set(PDFName.of('DR'), document.context.obj({ Font: fonts }))
  return font
}

/** The mark's rectangle in PDF space: from the page's bottom left (Typst's MediaBox starts at 0 0). */
function rectangle(page: PDFPage, mark: FieldMark) {
  const box = page.getMediaBox()
  return { x: box.x + mark.x, y: box.y + box.height - mark.y - mark.h, width: mark.w, height: mark.h }
}

/** No border and no background: Typst's drawing is the box or the line. */
const UNDRAWN = { borderWidth: 0, backgroundColor: undefined, borderColor: undefined } as const

/** What a reader shows on hover and a screen reader says (/TU): the item's words or the line's label. */
function describe(field: PDFField, words: string) {
  const text = words.replace(/\s+/g, ' ').trim()
  if (text) field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(text))
}

function addCheckBox(form: PDFForm, page: PDFPage, name: string, mark: FieldMark): PDFField {
  const box = form.createCheckBox(name)
  box.addToPage(page, { ...rectangle(page, mark), ...UNDRAWN, textColor: INK })
  if (mark.checked) box.check()
  return box
}

function addTextField(form: PDFForm, page: PDFPage, name: string, mark: FieldMark, font: PDFFont): PDFField {
  const field = form.createTextField(name)
  // Font, size and colour before the widget, whose appearance is made from them.
  field.acroField.setDefaultAppearance(`/${font.name} ${fieldFontSize(mark.h)} Tf ${INK_OPERATOR}`)
  if (mark.h > MULTILINE_FROM) field.enableMultiline()
  field.addToPage(page, { ...rectangle(page, mark), ...UNDRAWN, textColor: undefined, font })
  return field
}
