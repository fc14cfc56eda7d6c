/** The raster formats an export recognises by their bytes (decision 55). */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp'

export interface ImageHeader {
  format: ImageFormat
  /** Pixels, as the file's header states them. */
  width: number
  height: number
}

export const IMAGE_MEDIA_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function png(b: Uint8Array): ImageHeader | null {
  // The signature, then the IHDR chunk: length 13, 'IHDR', width, height (big-endian).
  if (b.length < 24 || !PNG_SIGNATURE.every((byte, i) => b[i] === byte) || ascii(b, 12, 4) !== 'IHDR') return null
  return { format: 'png', width: u32be(b, 16), height: u32be(b, 20) }
}

function gif(b: Uint8Array): ImageHeader | null {
  const magic = ascii(b, 0, 6)
  if (b.length < 10 || (magic !== 'GIF87a' && magic !== 'GIF89a')) return null
  return { format: 'gif', width: u16le(b, 6), height: u16le(b, 8) }
}

// Start-of-frame markers (baseline, progressive, lossless, …); C4 (DHT), C8 and CC are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpeg(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null
  // Walk the segments to the first start-of-frame, which holds height then width.
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (SOF.has(marker)) return { format: 'jpeg', width: u16be(b, at + 7), height: u16be(b, at + 5) }
    at += 2 + u16be(b, at + 2)
  }
  return null
}

function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  return null
}

/**
 * The format and pixel size of an image, read from its first bytes (PNG IHDR, JPEG start of
 * frame, GIF screen descriptor, WebP VP8/VP8L/VP8X), or null when the bytes are none of these:
 * a file is what its bytes say, whatever its name or data: media type claims.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const header = png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes)
  return header && header.width > 0 && header.height > 0 ? header : null
}
