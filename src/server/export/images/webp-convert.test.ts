import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readImageHeader } from './image-header.ts'
import { sampleWebp } from '../../../../tests/support/export/image-samples.ts'
import { convertWebpImages } from './webp-convert.ts'

/** A WebP of seeded noise: small as a lossy WebP, several times larger as JPEG or PNG. */
async function noiseWebp(size: number, channels: 3 | 4): Promise<Uint8Array> {
  const raw = Buffer.alloc(size * size * channels)
  let seed = 42
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0
    raw[i] = seed >>> 24
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width: size, height: size, channels } })
      .webp({ quality: 10 })
      .toBuffer(),
  )
}

const convert = async (bytes: Uint8Array, maxBytes: number) => {
  const out = (await convertWebpImages({ files: { 'asset:a': bytes }, maxBytes })).files['asset:a']!
  return { bytes: out.length, header: readImageHeader(out) }
}

describe('a WebP converted for print fits the per-image cap', () => {
  it('lowers the JPEG quality, then the pixel count, until the photo fits', async () => {
    const webp = await noiseWebp(256, 3)
    const atQuality90 = (await sharp(webp).jpeg({ quality: 90 }).toBuffer()).length
    const roomy = Math.round(atQuality90 * 0.8)
    expect(webp.length).toBeLessThan(roomy)
    const lower = await convert(webp, roomy)
    expect(lower.bytes).toBeLessThanOrEqual(roomy)
    expect(lower.header).toEqual({ format: 'jpeg', width: 256, height: 256 })

    const tight = webp.length + 512
    const smaller = await convert(webp, tight)
    expect(smaller.bytes).toBeLessThanOrEqual(tight)
    expect(smaller.header?.format).toBe('jpeg')
    expect(smaller.header!.width).toBeLessThan(256)
    expect(smaller.header!.width).toBe(smaller.header!.height)
  })

  it('keeps transparency as a PNG with fewer pixels when the full-size PNG is over the cap', async () => {
    const webp = await noiseWebp(96, 4)
    const cap = webp.length + 512
    expect((await sharp(webp).png().toBuffer()).length).toBeGreaterThan(cap)
    const fitted = await convert(webp, cap)
    expect(fitted.bytes).toBeLessThanOrEqual(cap)
    expect(fitted.header?.format).toBe('png')
    expect(fitted.header!.width).toBeLessThan(96)
  })

  it('leaves a WebP that fits no encoding as it was, to print as its alt text', async () => {
    const webp = sampleWebp()
    const out = await convert(webp, webp.length)
    expect(out).toEqual({ bytes: webp.length, header: { format: 'webp', width: 1, height: 1 } })
  })
})
