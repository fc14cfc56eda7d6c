/**
 * The characters a TrueType/OpenType font maps to glyphs, read from its `cmap` table (the Unicode
 * subtables: format 4 for the Basic Multilingual Plane, format 12 for all planes). Enough to tell
 * whether a character can print; shaping (Arabic joining, emoji sequences) is the compiler's job.
 */

/** Inclusive [first, last] code point ranges. */
export type CodeRanges = [number, number][]

function table(view: DataView, tag: string): number | undefined {
  const count = view.getUint16(4)
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16
    const name = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(record + k)))
    if (name === tag) return view.getUint32(record + 8)
  }
  return undefined
}

function format4(view: DataView, at: number): CodeRanges {
  const segments = view.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const offsets = deltas + segments * 2
  const ranges: CodeRanges = []
  for (let s = 0; s < segments; s++) {
    const first = view.getUint16(starts + s * 2)
    const last = view.getUint16(ends + s * 2)
    if (first === 0xffff) continue
    const delta = view.getUint16(deltas + s * 2)
    const offset = view.getUint16(offsets + s * 2)
    if (offset === 0) {
      ranges.push([first, last])
      continue
    }
    // Glyphs through the index array: a 0 there is the missing glyph.
    for (let c = first; c <= last; c++) {
      const glyph = view.getUint16(offsets + s * 2 + offset + (c - first) * 2)
      if (glyph !== 0 && ((glyph + delta) & 0xffff) !== 0) ranges.push([c, c])
    }
  }
  return ranges
}

function format12(view: DataView, at: number): CodeRanges {
  const groups = view.getUint32(at + 12)
  const ranges: CodeRanges = []
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12
    ranges.push([view.getUint32(group), view.getUint32(group + 4)])
  }
  return ranges
}

/** The code points the font covers; [] when it has no Unicode cmap we read. */
export function fontCodeRanges(bytes: Uint8Array): CodeRanges {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const cmap = table(view, 'cmap')
  if (cmap === undefined) return []
  let best: { format: number; at: number } | undefined
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8
    const platform = view.getUint16(record)
    const encoding = view.getUint16(record + 2)
    const at = cmap + view.getUint32(record + 4)
    const format = view.getUint16(at)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode || (format !== 4 && format !== 12)) continue
    if (!best || (format === 12 && best.format === 4)) best = { format, at }
  }
  if (!best) return []
  return best.format === 12 ? format12(view, best.at) : format4(view, best.at)
}
