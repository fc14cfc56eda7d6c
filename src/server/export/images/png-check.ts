import { createInflate, crc32 } from 'node:zlib'

/**
 * Limits on what a PNG's compressed chunks may inflate to (decision 75). The image data (IDAT)
 * may inflate to exactly what its header's size and pixel format need and no more; a colour
 * profile (iCCP) or compressed text (zTXt, iTXt) to a few megabytes — real ICC profiles are a few
 * kilobytes to a few hundred, yet one 1 MB chunk can inflate to 1 GiB, which Typst's decoder
 * allocates in full.
 */
export const PNG_LIMITS = {
  /** One iCCP, zTXt or iTXt chunk, inflated. */
  ancillaryInflatedBytes: 2 * 1024 * 1024,
  /** All of them together, inflated. */
  ancillaryInflatedTotal: 4 * 1024 * 1024,
  /** Ancillary chunks of any kind (text, time, physical size, …); real files have a handful. */
  ancillaryChunks: 1000,
} as const

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** Samples per pixel by colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA), with the bit depths each allows. */
const COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
}
/** Adam7: each pass's first column and row, and its steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)

/** The bytes the image data inflates to: per row one filter byte and the row's packed samples, per Adam7 pass when interlaced. */
export function pngRawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rowBytes = (w: number) => 1 + Math.ceil((w * bitsPerPixel) / 8)
  if (!interlaced) return height * rowBytes(width)
  let total = 0
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx)
    const h = Math.ceil((height - y0) / dy)
    if (w > 0 && h > 0) total += h * rowBytes(w)
  }
  return total
}

/**
 * How many bytes the zlib stream in `parts` inflates to, counted as it streams (in libuv's
 * threads, never held): 'over' the moment it passes `limit`, 'broken' when it is not zlib or
 * ends early.
 */
export function inflatedSize(parts: readonly Uint8Array[], limit: number): Promise<number | 'over' | 'broken'> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 })
    let size = 0
    let settled = false
    const settle = (result: number | 'over' | 'broken') => {
      if (settled) return
      settled = true
      resolve(result)
      inflate.destroy()
    }
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) settle('over')
    })
    inflate.on('error', () => settle('broken'))
    inflate.on('end', () => settle(size))
    for (const part of parts) inflate.write(part)
    inflate.end()
  })
}

interface Chunk {
  type: string
  data: Uint8Array
}

/** The chunks of a PNG, each with a sane length and a matching CRC, through IEND; or the reason it is not a whole PNG. */
function readChunks(bytes: Uint8Array): Chunk[] | string {
  if (bytes.length < 8 || !SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'no PNG signature'
  const chunks: Chunk[] = []
  let at = 8
  for (;;) {
    if (at + 12 > bytes.length) return 'the file ends before its last chunk (IEND): it is truncated'
    const length = u32(bytes, at)
    if (length > 0x7fffffff || at + 12 + length > bytes.length) return 'a chunk runs past the end of the file: it is truncated or corrupt'
    const typeBytes = bytes.subarray(at + 4, at + 8)
    if (!typeBytes.every(isLetter)) return 'a chunk has no valid type: the file is corrupt'
    const type = String.fromCharCode(...typeBytes)
    const body = bytes.subarray(at + 4, at + 8 + length)
    if (crc32(body) !== u32(bytes, at + 8 + length)) return `the ${type} chunk fails its checksum: the file is corrupt`
    chunks.push({ type, data: body.subarray(4) })
    at += 12 + length
    // Anything after IEND is not part of the image (some tools append data there); it is never read.
    if (type === 'IEND') return chunks
  }
}

/** The zlib stream of a compressed text or profile chunk, after its keyword, or null when the chunk stores its text plainly. */
function compressedPayload(chunk: Chunk): Uint8Array | null | 'broken' {
  const end = chunk.data.indexOf(0)
  if (end < 1 || end > 79) return 'broken'
  if (chunk.type === 'iCCP' || chunk.type === 'zTXt') return chunk.data[end + 1] === 0 ? chunk.data.subarray(end + 2) : 'broken'
  // iTXt: keyword, 0, compression flag, method, language tag, 0, translated keyword, 0, text.
  if (chunk.data[end + 1] !== 1) return null
  const language = chunk.data.indexOf(0, end + 3)
  const translated = language < 0 ? -1 : chunk.data.indexOf(0, language + 1)
  return chunk.data[end + 2] === 0 && translated >= 0 ? chunk.data.subarray(translated + 1) : 'broken'
}

/**
 * Reads a PNG the way a decoder would, without decoding pixels (decision 75): the signature,
 * every chunk's length and CRC through IEND, an IHDR with a valid size and pixel format, a
 * palette where one is needed, image data that inflates to exactly the size the header states,
 * and compressed profile and text chunks within PNG_LIMITS — each inflated as a stream that
 * stops at its limit, so a bomb costs the check a few megabytes of work. The reason it fails, or
 * null.
 */
export async function checkPng(bytes: Uint8Array, maxPixels: number): Promise<string | null> {
  const chunks = readChunks(bytes)
  if (typeof chunks === 'string') return chunks
  const [header] = chunks
  if (header?.type !== 'IHDR' || header.data.length !== 13) return 'it does not start with an image header (IHDR)'
  const width = u32(header.data, 0)
  const height = u32(header.data, 4)
  const [depth, colourType, compression, filter, interlace] = header.data.subarray(8)
  const colour = COLOUR_TYPES[colourType!]
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return 'its header states no valid size'
  if (width * height > maxPixels) return `${width}×${height} pixels, over the limit`
  if (!colour || !colour.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    return 'its header states a pixel format PNG does not have'
  if (colourType === 3 && !chunks.some((chunk) => chunk.type === 'PLTE')) return 'it has no palette (PLTE)'

  const idat = chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)
  if (idat.length === 0) return 'it has no image data (IDAT)'
  const ancillary = chunks.filter((chunk) => chunk.type.charCodeAt(0) >= 97)
  if (ancillary.length > PNG_LIMITS.ancillaryChunks) return `more than ${PNG_LIMITS.ancillaryChunks} metadata chunks`
  let inflatedTotal = 0
  for (const chunk of ancillary) {
    if (chunk.type !== 'iCCP' && chunk.type !== 'zTXt' && chunk.type !== 'iTXt') continue
    const payload = compressedPayload(chunk)
    if (payload === null) continue
    if (payload === 'broken') return `its ${chunk.type} chunk is malformed`
    const room = Math.min(PNG_LIMITS.ancillaryInflatedBytes, PNG_LIMITS.ancillaryInflatedTotal - inflatedTotal)
    const size = await inflatedSize([payload], room)
    if (size === 'over')
      return `its ${chunk.type === 'iCCP' ? 'colour profile' : 'text'} (${chunk.type}) inflates to more than ${room} bytes`
    if (size === 'broken') return `its ${chunk.type} chunk does not inflate`
    inflatedTotal += size
  }
  const expected = pngRawSize(width, height, colour.samples * depth!, interlace === 1)
  const inflated = await inflatedSize(idat, expected)
  if (inflated === 'over') return `its image data inflates to more than the ${expected} bytes its ${width}×${height} size needs`
  if (inflated === 'broken' || inflated < expected) return 'its image data is truncated or corrupt'
  return null
}
