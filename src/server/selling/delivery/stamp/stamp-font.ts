import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The stamp's face (decision 133): IBM Plex Sans Regular (a theme face, OFL) cut down to printable
 * ASCII, embedded in every stamped PDF as a simple TrueType font in WinAnsiEncoding — about 20 KB,
 * so the file keeps every font embedded (PDF/UA and printers ask for it), which a standard
 * Helvetica would not. Cut once per process, on the first download.
 */
export const FIRST_CHAR = 0x20
export const LAST_CHAR = 0x7e

export interface StampFont {
  /** The subset's bytes (sfnt), for /FontFile2. */
  bytes: Uint8Array
  name: string
  /** Advance widths of FIRST_CHAR…LAST_CHAR in text space units (1/1000 em). */
  widths: number[]
  bbox: [number, number, number, number]
  ascent: number
  descent: number
  capHeight: number
}

const FONT_FILE = '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf'
/** A subset's name carries six capital letters and a '+' (PDF 32000-1, 9.6.4). */
const NAME = 'FOLIOS+IBMPlexSans-Regular'

let loaded: Promise<StampFont> | undefined

export function stampFont(): Promise<StampFont> {
  loaded ??= cut().catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}

async function cut(): Promise<StampFont> {
  const { default: subsetFont } = await import('subset-font')
  const source = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE))
  const characters = String.fromCharCode(...Array.from({ length: LAST_CHAR - FIRST_CHAR + 1 }, (_, i) => FIRST_CHAR + i))
  const bytes = new Uint8Array(await subsetFont(source, characters, { targetFormat: 'sfnt' }))
  return { bytes, name: NAME, ...metrics(bytes) }
}

function tables(view: DataView): Map<string, number> {
  const found = new Map<string, number>()
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16
    found.set(String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(record + k))), view.getUint32(record + 8))
  }
  return found
}

/** The glyph of `code` in a format 4 cmap subtable at `at`, 0 when it has none. */
function glyphOf(view: DataView, at: number, code: number): number {
  const segments = view.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const offsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    if (view.getUint16(ends + s * 2) < code) continue
    const first = view.getUint16(starts + s * 2)
    if (first > code) return 0
    const delta = view.getUint16(deltas + s * 2)
    const offset = view.getUint16(offsets + s * 2)
    if (offset === 0) return (code + delta) & 0xffff
    const glyph = view.getUint16(offsets + s * 2 + offset + (code - first) * 2)
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff
  }
  return 0
}

/** What the PDF's font dictionary and descriptor need, read from the subset's head, hhea, hmtx, cmap and OS/2. */
function metrics(bytes: Uint8Array): Omit<StampFont, 'bytes' | 'name'> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = tables(view)
  const table = (tag: string) => {
    const offset = at.get(tag)
    if (offset === undefined) throw new Error(`The stamp font has no ${tag} table`)
    return offset
  }
  const head = table('head')
  const hhea = table('hhea')
  const hmtx = table('hmtx')
  const cmap = table('cmap')
  const scale = 1000 / view.getUint16(head + 18)
  const units = (n: number) => Math.round(n * scale)
  const metricsCount = view.getUint16(hhea + 34)
  const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricsCount - 1))
  let unicode: number | undefined
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8
    const [platform, encoding] = [view.getUint16(record), view.getUint16(record + 2)]
    const subtable = cmap + view.getUint32(record + 4)
    if (((platform === 3 && encoding === 1) || platform === 0) && view.getUint16(subtable) === 4) unicode = subtable
  }
  if (unicode === undefined) throw new Error('The stamp font has no Unicode cmap')
  const widths = Array.from({ length: LAST_CHAR - FIRST_CHAR + 1 }, (_, i) => units(advance(glyphOf(view, unicode, FIRST_CHAR + i))))
  const os2 = at.get('OS/2')
  const ascent = units(view.getInt16(hhea + 4))
  return {
    widths,
    bbox: [36, 38, 40, 42].map((offset) => units(view.getInt16(head + offset))) as StampFont['bbox'],
    ascent,
    descent: units(view.getInt16(hhea + 6)),
    capHeight: os2 !== undefined && view.getUint16(os2) >= 2 ? units(view.getInt16(os2 + 88)) : Math.round(ascent * 0.7),
  }
}
