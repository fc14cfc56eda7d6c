import { inflateSync } from 'node:zlib'

/**
 * What a compiled PDF printed as the missing glyph (.notdef, glyph 0): the truth about the fonts
 * actually used, where a coverage table can only predict (decision 93). Typst falls back over its
 * fonts quietly, and its fallback can miss a font that has the character (☐ printed as a box while
 * DejaVu Sans Mono, compiled into Typst, has it). Typst writes every font as a CID font with an
 * identity encoding, so CID 0 is glyph 0 in every font; its /ToUnicode map gives glyph 0 the text it
 * stood for (the first such character in that font: later ones share the glyph and are not listed
 * again), and the page contents show the CIDs drawn.
 */
export interface NotdefGlyphs {
  /** Glyph-0 CIDs drawn in the page contents. */
  drawn: number
  /** The characters the fonts' /ToUnicode maps give glyph 0, once each (one per font at most). */
  characters: string[]
}

/** Each stream's dictionary and its bytes, inflated when Flate-compressed; images and font files are skipped. */
function* streams(pdf: Uint8Array, wanted: (dictionary: string) => boolean): Generator<{ dictionary: string; data: string }> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
  const text = bytes.toString('latin1')
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    // 'stream' after a dictionary's '>>' opens one ('endstream' is preceded by 'end').
    const before = text.slice(Math.max(0, at - 8), at).trimEnd()
    if (!before.endsWith('>>')) continue
    const dictionary = text.slice(text.lastIndexOf(' obj', at), at)
    const start = at + 6 + (text[at + 6] === '\r' ? 2 : 1)
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)
    if (!length || !wanted(dictionary)) continue
    const raw = bytes.subarray(start, start + Number(length[1]))
    try {
      const data = /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw
      yield { dictionary, data: data.toString('latin1') }
    } catch {
      // A stream we cannot inflate holds nothing we look for.
    }
  }
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)))

/** A PDF literal string's bytes: `(\\000\\003)` → [0, 3] (octal and character escapes, PDF 32000 7.3.4.2). */
function literalBytes(body: string): number[] {
  const bytes: number[] = []
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 }
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0))
      continue
    }
    const next = body[++i] ?? ''
    const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3))
    if (octal) {
      bytes.push(parseInt(octal[0], 8) & 0xff)
      i += octal[0].length - 1
    } else if (next === '\r' || next === '\n') {
      if (next === '\r' && body[i + 1] === '\n') i++
    } else bytes.push(escapes[next] ?? next.charCodeAt(0))
  }
  return bytes
}

// A text-showing operand: a literal string (escaped parentheses kept inside) or a hex string.
const STRING = /\((?:\\[\s\S]|[^\\)])*\)|<[0-9a-fA-F\s]*>/g

/** Counts the glyph-0 CIDs (2 bytes each) in a content stream's text operators (Tj and TJ). */
function notdefCids(content: string): number {
  let count = 0
  for (const [, operands] of content.matchAll(
    /(\[(?:\((?:\\[\s\S]|[^\\)])*\)|[^\]])*\]|\((?:\\[\s\S]|[^\\)])*\)|<[0-9a-fA-F\s]*>)\s*T[Jj]\b/g,
  ))
    for (const [string] of operands!.matchAll(STRING)) {
      const bytes = string.startsWith('(')
        ? literalBytes(string.slice(1, -1))
        : (string.slice(1, -1).replace(/\s+/g, '').match(/../g) ?? []).map((hex) => parseInt(hex, 16))
      for (let i = 0; i + 1 < bytes.length; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) count++
    }
  return count
}

// Page contents are text; font programs and colour profiles, binary, are not searched.
const isText = (data: string) => /^[\t\n\r\x20-\x7e]*$/.test(data.slice(0, 64))

const isCmap = (dictionary: string) => /\/Type\s*\/CMap\b/.test(dictionary)

/** The characters the fonts' /ToUnicode maps give glyph 0, from the maps alone: cheap enough for every export. */
export function notdefCharacters(pdf: Uint8Array): string[] {
  const characters = new Set<string>()
  for (const { data } of streams(pdf, isCmap)) {
    for (const [, chars] of data.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, target] of chars!.matchAll(/<0000>\s*<([0-9a-fA-F]+)>/g)) characters.add(utf16(target!))
    for (const [, ranges] of data.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, target] of ranges!.matchAll(/<0000>\s*<[0-9a-fA-F]+>\s*<([0-9a-fA-F]+)>/g)) characters.add(utf16(target!))
  }
  return [...characters]
}

// Font programs, images and colour profiles hold no text operators.
const mayBeContent = (dictionary: string) => !isCmap(dictionary) && !/\/Subtype\s*\/|\/Length1\s|\/N\s+\d/.test(dictionary)

/**
 * Glyph 0 as drawn in the page contents, and the characters it stood for: from the /ToUnicode maps
 * (Typst 0.13) and those Typst named (`named`, from its PDF/UA check: 0.14 leaves glyph 0 out of
 * the maps; typst-compiler.ts `undisplayedText`).
 */
export function notdefGlyphs(pdf: Uint8Array, named: readonly string[] = []): NotdefGlyphs {
  const characters = [...new Set([...notdefCharacters(pdf), ...named])]
  // Every glyph drawn has its text in the font's map, glyph 0 too: no entry, nothing to count
  // (the pages' contents take ≈ 1 ms a page to scan; the maps a few ms in all).
  if (characters.length === 0) return { drawn: 0, characters }
  let drawn = 0
  for (const { data } of streams(pdf, mayBeContent)) if (isText(data)) drawn += notdefCids(data)
  return { drawn, characters }
}
