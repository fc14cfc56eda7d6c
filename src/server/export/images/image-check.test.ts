import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkImageBytes } from './image-check.ts'
import { brokenPngs, sampleGif, sampleJpeg, samplePng, sampleWebp } from '../../../../tests/support/export/image-samples.ts'
import { inflatedSize, PNG_LIMITS, pngRawSize } from './png-check.ts'

const MB = 1024 * 1024
const reason = async (bytes: Uint8Array) => {
  const check = await checkImageBytes(bytes)
  return check.ok ? 'ok' : check.reason
}
/** A photo-like picture (noise), in the encoding `encode` asks sharp for. */
const noise = (encode: (image: Sharp) => Sharp, channels: 3 | 4 = 3, size = 120) =>
  encode(sharp({ create: { width: size, height: size, channels, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }))
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

describe('image decode checks (decision 75)', () => {
  it('passes whole PNG, JPEG, GIF and WebP files, interlaced, palette, 16-bit, with alpha or a colour profile', async () => {
    const valid = {
      png: samplePng(),
      jpeg: sampleJpeg(),
      gif: sampleGif(),
      webp: sampleWebp(),
      interlaced: await noise((image) => image.png({ progressive: true })),
      palette: await noise((image) => image.png({ palette: true, colours: 16 })),
      sixteenBit: await noise((image) => image.toColourspace('rgb16').png()),
      alpha: await noise((image) => image.png(), 4),
      profile: await noise((image) => image.withIccProfile('p3').png()),
      progressiveJpeg: await noise((image) => image.jpeg({ progressive: true })),
      lossless: await noise((image) => image.webp({ lossless: true }), 4),
    }
    for (const [name, bytes] of Object.entries(valid)) expect([name, await reason(bytes)]).toEqual([name, 'ok'])
  })

  it('refuses a PNG cut short, a header alone, a bad checksum, and the two decompression bombs, each for its reason', async () => {
    expect(await reason(brokenPngs.truncated())).toMatch(/truncated/)
    expect(await reason(brokenPngs.headerOnly())).toMatch(/truncated/)
    const flipped = samplePng()
    flipped[flipped.length - 100]! ^= 0xff
    expect(await reason(flipped)).toMatch(/IDAT chunk fails its checksum/)
    // 64 MiB of profile in 64 KB (the was 1 GiB in 1 MB): refused once 2 MiB of it has inflated.
    expect(await reason(brokenPngs.iccpBomb())).toBe(
      `its colour profile (iCCP) inflates to more than ${PNG_LIMITS.ancillaryInflatedBytes} bytes`,
    )
    expect(await reason(brokenPngs.idatBomb())).toBe('its image data inflates to more than the 784 bytes its 16×16 size needs')
  })

  it('refuses a JPEG or WebP cut short, and bytes that are no image', async () => {
    const jpeg = await noise((image) => image.jpeg())
    expect(await reason(jpeg.slice(0, jpeg.length / 2))).toMatch(/does not decode/)
    expect(await reason(jpeg.slice(0, 200))).toMatch(/truncated/)
    const webp = await noise((image) => image.webp())
    expect(await reason(webp.slice(0, webp.length / 2))).toMatch(/truncated/)
    expect(await reason(new TextEncoder().encode('not an image'))).toMatch(/not a PNG, JPEG, GIF or WebP/)
  })

  it('sizes PNG data as decoders read it, and stops inflating at the limit', async () => {
    // 3 RGB pixels a row: 1 filter byte and 9 sample bytes; Adam7 on 8×8 is 7 passes of rows (rows × (1 + columns)).
    expect(pngRawSize(3, 2, 24, false)).toBe(20)
    expect(pngRawSize(8, 8, 8, true)).toBe(1 * 2 + 1 * 2 + 1 * 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9)
    const { deflateSync } = await import('node:zlib')
    expect(await inflatedSize([deflateSync(Buffer.alloc(1000))], 1000)).toBe(1000)
    expect(await inflatedSize([deflateSync(Buffer.alloc(64 * MB))], 1000)).toBe('over')
    expect(await inflatedSize([deflateSync(Buffer.alloc(1000)).subarray(0, 5)], 1000)).toBe('broken')
  })
})
