import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { EXPORT_IMAGE_LIMITS } from './export-image.ts'
import { type ImageHeader, readImageHeader } from './image-header.ts'
import { checkPng } from './png-check.ts'

/** One full decode may take this long before the image is given up on (sharp's own timeout). */
const DECODE_SECONDS = 10

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0

/**
 * A JPEG's segments up to the scan: each marker in place, each length within the file, one frame
 * header with 8 to 16 bits and 1 to 4 components whose length matches them, and a scan after it.
 */
function checkJpeg(b: Uint8Array): string | null {
  let at = 2
  let frame = false
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return 'a segment is not where the previous one ends: the file is corrupt'
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9) return 'it ends before its image data'
    const length = u16be(b, at + 2)
    if (length < 2 || at + 2 + length > b.length) return 'a segment runs past the end of the file: it is truncated or corrupt'
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const precision = b[at + 4]!
      const components = b[at + 9]!
      if (frame) return 'it has more than one frame header'
      if (precision < 8 || precision > 16 || components < 1 || components > 4 || length !== 8 + 3 * components)
        return 'its frame header is malformed'
      frame = true
    }
    if (marker === 0xda) return frame ? null : 'its image data comes before its frame header'
    at += 2 + length
  }
  return 'the file ends before its image data: it is truncated'
}

/** A WebP's RIFF container: the size it states fits in the file, and its chunks fit in that. */
function checkWebp(b: Uint8Array): string | null {
  const riffEnd = 8 + u32le(b, 4)
  if (riffEnd > b.length) return 'the file is shorter than its header says: it is truncated'
  let at = 12
  while (at + 8 <= riffEnd) {
    const size = u32le(b, at + 4)
    at += 8 + size + (size % 2)
    if (at > riffEnd) return 'a chunk runs past the end of the file: it is truncated or corrupt'
  }
  return null
}

/**
 * A full decode with sharp (libvips, in libuv's threads: the event loop goes on meanwhile): every
 * pixel read with `failOn: 'error'`, so a truncated or corrupt file fails here rather than in an
 * export engine; `limitInputPixels` refuses more pixels than an export prints before any is
 * decoded. The raw pixels stream into nothing, so memory stays a few rows wide.
 */
async function decodes(bytes: Uint8Array): Promise<string | null> {
  const { default: sharp } = await import('sharp')
  try {
    const decoder = sharp(bytes, { failOn: 'error', limitInputPixels: EXPORT_IMAGE_LIMITS.pixels, sequentialRead: true })
    await pipeline(decoder.timeout({ seconds: DECODE_SECONDS }).raw(), new Writable({ write: (_chunk, _encoding, done) => done() }))
    return null
  } catch (error) {
    return `it does not decode (${error instanceof Error ? error.message.trim().split('\n')[0] : String(error)})`
  }
}

export type ImageCheck = { ok: true; header: ImageHeader } | { ok: false; reason: string }

/**
 * Whether an image's bytes are a whole, decodable PNG, JPEG, GIF or WebP within the pixel limit
 * (decision 75): the header (image-header.ts), then the format's structure (PNG chunks with their
 * checksums and inflated sizes, JPEG segments, the WebP container), then a full decode. Run on
 * every upload and, in the export worker, on every image an export would embed; an image that
 * fails is refused at upload and prints as its alt text in an export.
 */
export async function checkImageBytes(bytes: Uint8Array): Promise<ImageCheck> {
  const header = readImageHeader(bytes)
  if (!header) return { ok: false, reason: 'not a PNG, JPEG, GIF or WebP file by its bytes' }
  if (header.width * header.height > EXPORT_IMAGE_LIMITS.pixels)
    return { ok: false, reason: `${header.width}×${header.height} pixels, over the limit` }
  const structure =
    header.format === 'png'
      ? await checkPng(bytes, EXPORT_IMAGE_LIMITS.pixels)
      : header.format === 'jpeg'
        ? checkJpeg(bytes)
        : header.format === 'webp'
          ? checkWebp(bytes)
          : null
  const reason = structure ?? (await decodes(bytes))
  return reason ? { ok: false, reason } : { ok: true, header }
}
