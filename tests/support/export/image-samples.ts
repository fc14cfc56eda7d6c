import { readFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'

/**
 * Real image files for the export tests (test support only; nothing in the app imports it): a
 * PNG drawn here, the sample JPEG, and the smallest GIF and WebP files, plus text named like one.
 */

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG: a blue-to-orange gradient with a dark diagonal band, so a rendering shows it is there and the right way up. */
export function samplePng(width = 600, height = 300, extra: Buffer[] = []): Uint8Array {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - y * (width / height)) < width / 20
      const t = x / width
      row[1 + x * 3] = band ? 30 : Math.round(40 + 200 * t)
      row[2 + x * 3] = band ? 30 : Math.round(90 + 60 * (y / height))
      row[3 + x * 3] = band ? 60 : Math.round(200 - 170 * t)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const png = Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return new Uint8Array(png)
}

/**
 * Broken PNGs, made here with zlib (decision 75): cut short, only the header, a colour profile
 * (iCCP) that inflates to `inflated` bytes of zeros (a 64 MiB one is 64 KB), and image data that
 * inflates far past what its 16×16 header needs. Each passes readImageHeader.
 */
export const brokenPngs = {
  truncated: () => samplePng(600, 300).slice(0, 4000),
  headerOnly: () => samplePng(600, 300).slice(0, 33),
  iccpBomb: (inflated = 64 * 1024 * 1024) =>
    samplePng(64, 32, [pngChunk('iCCP', Buffer.concat([Buffer.from('bomb\0\0', 'latin1'), deflateSync(Buffer.alloc(inflated))]))]),
  idatBomb: (inflated = 64 * 1024 * 1024) => {
    const header = Buffer.alloc(13)
    header.writeUInt32BE(16, 0)
    header.writeUInt32BE(16, 4)
    header.set([8, 2, 0, 0, 0], 8)
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const idat = pngChunk('IDAT', deflateSync(Buffer.alloc(inflated)))
    return new Uint8Array(Buffer.concat([signature, pngChunk('IHDR', header), idat, pngChunk('IEND', Buffer.alloc(0))]))
  },
}

/** The 83×117 JPEG the EPUB tests use as a cover. */
export const sampleJpeg = () => new Uint8Array(readFileSync(new URL('../../../src/server/export/epub/sample-cover.jpg', import.meta.url)))

/** 1×1 GIF and lossy WebP, the smallest valid files of each. */
export const sampleGif = () => new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'))
export const sampleWebp = () => new Uint8Array(Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'))

export const dataUrl = (bytes: Uint8Array, mediaType = 'image/png') => `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`

/** A fixed asset id for the tests' project image. */
export const SAMPLE_ASSET_ID = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f'
