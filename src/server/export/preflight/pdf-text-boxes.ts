import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
  PDFRef,
} from '@cantoo/pdf-lib'

/**
 * Where a PDF prints text (issue 29, decision 98): each page's size and the boxes of its text runs,
 * read from the page's content streams, as the preflight's margin check needs them. A reader of
 * our own, since the server has no poppler: it follows the graphics state (q, Q, cm), the text
 * state (BT, Tm, Td, TD, T*, TL, Tf, Tc, Tw, Tz) and the text shown (Tj, TJ, ', "), with each
 * glyph's advance from its font's widths, into form XObjects too. A run's box is its advance
 * across and the font's size from a descender (0.25 em) to an ascender (0.8 em) up: enough to tell
 * text in a margin, which is all it is for. pdftotext -bbox agrees to a point (pdf-text-boxes.test.ts).
 */
export interface TextBox {
  /** Points from the page's left edge and from its top edge. */
  left: number
  right: number
  top: number
  bottom: number
}

export interface PageText {
  width: number
  height: number
  boxes: TextBox[]
}

type Matrix = [number, number, number, number, number, number]
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** m × n, as PDF composes them (a point is a row vector on the left). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
]
const apply = (m: Matrix, x: number, y: number): [number, number] => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]]

type Token = { kind: 'num'; v: number } | { kind: 'name'; v: string } | { kind: 'str'; v: Uint8Array } | { kind: 'op'; v: string }
type Operand = number | string | Uint8Array | Operand[]

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITER = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)))

/** A literal string's bytes, its escapes resolved; `at` is just after the opening bracket. */
function literal(data: Uint8Array, at: number): [Uint8Array, number] {
  const out: number[] = []
  let depth = 1
  let i = at
  while (i < data.length) {
    const c = data[i++]!
    if (c === 0x5c) {
      const e = data[i++]!
      const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 }
      if (e in simple) out.push(simple[e]!)
      else if (e >= 0x30 && e <= 0x37) {
        let octal = e - 0x30
        for (let k = 0; k < 2 && data[i]! >= 0x30 && data[i]! <= 0x37; k++) octal = octal * 8 + data[i++]! - 0x30
        out.push(octal & 0xff)
      } else if (e !== 0x0a && e !== 0x0d) out.push(e)
      continue
    }
    if (c === 0x28) depth++
    if (c === 0x29 && --depth === 0) break
    out.push(c)
  }
  return [Uint8Array.from(out), i]
}

function* tokens(data: Uint8Array): Generator<Token> {
  let i = 0
  while (i < data.length) {
    const c = data[i]!
    if (WHITE.has(c)) i++
    else if (c === 0x25) while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++
    else if (c === 0x28) {
      const [v, next] = literal(data, i + 1)
      i = next
      yield { kind: 'str', v }
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      i += 2
      yield { kind: 'op', v: '<<' }
    } else if (c === 0x3e && data[i + 1] === 0x3e) {
      i += 2
      yield { kind: 'op', v: '>>' }
    } else if (c === 0x3c) {
      const end = data.indexOf(0x3e, i)
      const hex = Buffer.from(data.subarray(i + 1, end < 0 ? data.length : end))
        .toString('latin1')
        .replace(/\s+/g, '')
      i = end < 0 ? data.length : end + 1
      yield { kind: 'str', v: Uint8Array.from(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')) }
    } else if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      i++
      yield { kind: 'op', v: String.fromCharCode(c) }
    } else {
      const start = i
      i++
      while (i < data.length && !WHITE.has(data[i]!) && !DELIMITER.has(data[i]!)) i++
      const word = Buffer.from(data.subarray(start, i)).toString('latin1')
      if (c === 0x2f) yield { kind: 'name', v: word.slice(1) }
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield { kind: 'num', v: Number(word) }
      else yield { kind: 'op', v: word }
    }
  }
}

/** A font as the reader needs it: bytes per code, each code's advance in thousandths of an em, its spaces. */
interface Font {
  bytes: 1 | 2
  width: (code: number) => number
  /** Codes that print a space (from the font's ToUnicode map): they advance, but no ink marks the page. */
  blank: Set<number>
}

/** The codes a ToUnicode CMap maps to white space: Typst draws a line's spaces, a justified line's last one too. */
function blankCodes(dict: PDFDict): Set<number> {
  const blank = new Set<number>()
  const map = dict.lookup(PDFName.of('ToUnicode'))
  if (!(map instanceof PDFRawStream)) return blank
  const text = Buffer.from(streamBytes(map)).toString('latin1')
  const white = (hex: string) => /^(0020|00a0|2000|2001|2002|2003|2004|2005|2006|2007|2008|2009|200a|200b|3000)$/i.test(hex)
  for (const [, section] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, unicode] of section!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      if (white(unicode!)) blank.add(parseInt(code!, 16))
  for (const [, section] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, first, last, unicode] of section!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      if (first === last && white(unicode!)) blank.add(parseInt(first!, 16))
  return blank
}

const num = (object: PDFObject | undefined) => (object instanceof PDFNumber ? object.asNumber() : undefined)

function readFont(dict: PDFDict): Font {
  const subtype = dict.lookup(PDFName.of('Subtype'))?.toString()
  if (subtype === '/Type0') {
    const descendant = dict.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict)
    const fallback = num(descendant.lookup(PDFName.of('DW'))) ?? 1000
    const widths = new Map<number, number>()
    const w = descendant.lookup(PDFName.of('W'))
    if (w instanceof PDFArray) {
      const items = w.asArray().map((item) => descendant.context.lookup(item))
      for (let k = 0; k < items.length;) {
        const first = num(items[k])!
        const next = items[k + 1]
        if (next instanceof PDFArray) {
          next.asArray().forEach((width, j) => widths.set(first + j, num(descendant.context.lookup(width)) ?? fallback))
          k += 2
        } else {
          const last = num(next)!
          const width = num(items[k + 2]) ?? fallback
          for (let code = first; code <= last; code++) widths.set(code, width)
          k += 3
        }
      }
    }
    return { bytes: 2, width: (code) => widths.get(code) ?? fallback, blank: blankCodes(dict) }
  }
  // A simple font (Type3 among them): its widths in glyph space, scaled by a Type3 font's matrix.
  const firstChar = num(dict.lookup(PDFName.of('FirstChar'))) ?? 0
  const widthArray = dict.lookup(PDFName.of('Widths'))
  const widths = widthArray instanceof PDFArray ? widthArray.asArray().map((width) => num(dict.context.lookup(width)) ?? 0) : []
  const matrix = dict.lookup(PDFName.of('FontMatrix'))
  const scale = matrix instanceof PDFArray ? (num(dict.context.lookup(matrix.get(0))) ?? 0.001) * 1000 : 1
  return { bytes: 1, width: (code) => (widths[code - firstChar] ?? 500) * scale, blank: blankCodes(dict) }
}

function streamBytes(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFRawStream) return decodePDFRawStream(object).decode()
  return new Uint8Array()
}

interface Place {
  boxes: TextBox[]
  height: number
}

/** Runs one content stream with its resources, adding the boxes of the text it shows. */
function run(data: Uint8Array, resources: PDFDict | undefined, start: Matrix, place: Place, depth = 0): void {
  const fonts = new Map<string, Font>()
  const fontDict = resources?.lookup(PDFName.of('Font'))
  const fontOf = (name: string): Font | undefined => {
    if (!fonts.has(name) && fontDict instanceof PDFDict) {
      const dict = fontDict.lookup(PDFName.of(name))
      if (dict instanceof PDFDict) fonts.set(name, readFont(dict))
    }
    return fonts.get(name)
  }
  // The text state belongs to the graphics state: Q restores the font too, and Typst relies on it.
  const stack: {
    ctm: Matrix
    font: Font | undefined
    size: number
    charSpace: number
    wordSpace: number
    scaleX: number
    leading: number
    rise: number
  }[] = []
  let ctm = start
  let tm = IDENTITY
  let tlm = IDENTITY
  let font: Font | undefined
  let size = 0
  let charSpace = 0
  let wordSpace = 0
  let scaleX = 1
  let leading = 0
  let rise = 0
  const show = (bytes: Uint8Array) => {
    if (!font) return
    const advance = (code: number) => (font!.width(code) / 1000) * size
    // The ink runs from the first printing glyph to the end of the last one: spaces at either end leave no mark.
    let x = 0
    let inkFrom: number | null = null
    let inkTo = 0
    for (let k = 0; k + font.bytes <= bytes.length; k += font.bytes) {
      const code = font.bytes === 2 ? (bytes[k]! << 8) | bytes[k + 1]! : bytes[k]!
      const next = x + (advance(code) + charSpace + (font.bytes === 1 && code === 32 ? wordSpace : 0)) * scaleX
      if (!font.blank.has(code)) {
        inkFrom ??= x
        inkTo = next
      }
      x = next
    }
    if (inkFrom !== null) box(inkFrom, inkTo)
    tm = multiply([1, 0, 0, 1, x, 0], tm)
  }
  const box = (from: number, to: number) => {
    if (to <= from || size === 0) return
    const m = multiply(tm, ctm)
    const [low, high] = [rise - 0.25 * size, rise + 0.8 * size]
    const corners = [apply(m, from, low), apply(m, to, low), apply(m, from, high), apply(m, to, high)]
    const xs = corners.map(([cx]) => cx)
    const ys = corners.map(([, cy]) => cy)
    place.boxes.push({
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: place.height - Math.max(...ys),
      bottom: place.height - Math.min(...ys),
    })
  }
  let operands: Operand[] = []
  const arrays: Operand[][] = []
  for (const token of tokens(data)) {
    if (token.kind !== 'op') {
      ;(arrays.at(-1) ?? operands).push(token.v)
      continue
    }
    const op = token.v
    if (op === '[') {
      arrays.push([])
      continue
    }
    if (op === ']') {
      const array = arrays.pop() ?? []
      ;(arrays.at(-1) ?? operands).push(array)
      continue
    }
    const n = (k: number) => (typeof operands[k] === 'number' ? (operands[k] as number) : 0)
    const matrix = (): Matrix => [n(0), n(1), n(2), n(3), n(4), n(5)]
    switch (op) {
      case 'q':
        stack.push({ ctm, font, size, charSpace, wordSpace, scaleX, leading, rise })
        break
      case 'Q': {
        const saved = stack.pop()
        if (saved) ({ ctm, font, size, charSpace, wordSpace, scaleX, leading, rise } = saved)
        break
      }
      case 'cm':
        ctm = multiply(matrix(), ctm)
        break
      case 'BT':
        tm = tlm = IDENTITY
        break
      case 'Tm':
        tm = tlm = matrix()
        break
      case 'Td':
      case 'TD':
        if (op === 'TD') leading = -n(1)
        tm = tlm = multiply([1, 0, 0, 1, n(0), n(1)], tlm)
        break
      case 'T*':
        tm = tlm = multiply([1, 0, 0, 1, 0, -leading], tlm)
        break
      case 'TL':
        leading = n(0)
        break
      case 'Tc':
        charSpace = n(0)
        break
      case 'Tw':
        wordSpace = n(0)
        break
      case 'Tz':
        scaleX = n(0) / 100
        break
      case 'Ts':
        rise = n(0)
        break
      case 'Tf':
        font = fontOf(String(operands[0]))
        size = n(1)
        break
      case "'":
      case '"':
        if (op === '"') {
          wordSpace = n(0)
          charSpace = n(1)
        }
        tm = tlm = multiply([1, 0, 0, 1, 0, -leading], tlm)
        show(operands.at(-1) as Uint8Array)
        break
      case 'Tj':
        show(operands[0] as Uint8Array)
        break
      case 'TJ':
        for (const part of (operands[0] as Operand[]) ?? []) {
          if (part instanceof Uint8Array) show(part)
          else if (typeof part === 'number') tm = multiply([1, 0, 0, 1, (-part / 1000) * size * scaleX, 0], tm)
        }
        break
      case 'Do': {
        const xobjects = resources?.lookup(PDFName.of('XObject'))
        const form = xobjects instanceof PDFDict ? xobjects.lookup(PDFName.of(String(operands[0]))) : undefined
        if (depth < 8 && form instanceof PDFRawStream && form.dict.lookup(PDFName.of('Subtype'))?.toString() === '/Form') {
          const m = form.dict.lookup(PDFName.of('Matrix'))
          const own = m instanceof PDFArray ? (m.asArray().map((v) => num(form.dict.context.lookup(v)) ?? 0) as Matrix) : IDENTITY
          const inner = form.dict.lookup(PDFName.of('Resources'))
          run(streamBytes(form), inner instanceof PDFDict ? inner : resources, multiply(own, ctm), place, depth + 1)
        }
        break
      }
    }
    operands = []
  }
}

function pageText(page: PDFPage): PageText {
  const { width, height } = page.getSize()
  const place: Place = { boxes: [], height }
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]
  const data = Buffer.concat(
    streams.flatMap((stream) => [
      Buffer.from(streamBytes(stream instanceof PDFRef ? page.doc.context.lookup(stream) : stream)),
      Buffer.from('\n'),
    ]),
  )
  // Content streams are concatenated with white space between them (PDF 1.7, 7.8.2).
  run(Uint8Array.from(data), page.node.Resources(), IDENTITY, place)
  return { width, height, boxes: place.boxes }
}

/** Every page's size and text boxes, in page order. */
export async function readTextBoxes(pdf: Uint8Array): Promise<PageText[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  return document.getPages().map(pageText)
}
