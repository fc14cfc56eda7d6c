import { describe, expect, it } from 'vitest'
import {
  COVER_PIXELS,
  COVER_QUERY_SIZES,
  coverKind,
  EXPORT_FORMAT_INFO,
  exportFileName,
  exportPath,
  IMAGE_SIZES,
  imageSize,
} from './export.ts'
import { coverQuerySchema } from './export-schemas.ts'

describe('the cover and listing images (decision 86)', () => {
  it('names every size by the issue’s names, with its pixels, its route and its file', () => {
    expect(COVER_QUERY_SIZES).toEqual(['front', 'square', 'gumroad', 'og', 'mockup-1', 'mockup-2', 'mockup-3', 'wrap'])
    expect(COVER_PIXELS).toEqual({
      front: { width: 1600, height: 2560 },
      square: { width: 2000, height: 2000 },
      gumroad: { width: 1280, height: 720 },
      og: { width: 1200, height: 630 },
      'mockup-1': { width: 2700, height: 2025 },
      'mockup-2': { width: 2700, height: 2025 },
      'mockup-3': { width: 2700, height: 2025 },
    })
    expect(IMAGE_SIZES.map((size) => [exportPath(coverKind(size)), exportFileName('Golf for Life!', coverKind(size))])).toEqual([
      ['/api/export/cover', 'golf-for-life-cover.jpg'],
      ['/api/export/cover?size=square', 'golf-for-life-square.jpg'],
      ['/api/export/cover?size=gumroad', 'golf-for-life-gumroad.jpg'],
      ['/api/export/cover?size=og', 'golf-for-life-og.jpg'],
      ['/api/export/cover?size=mockup-1', 'golf-for-life-mockup-1.jpg'],
      ['/api/export/cover?size=mockup-2', 'golf-for-life-mockup-2.jpg'],
      ['/api/export/cover?size=mockup-3', 'golf-for-life-mockup-3.jpg'],
    ])
    for (const size of IMAGE_SIZES) {
      expect(imageSize(coverKind(size))).toBe(size)
      expect(EXPORT_FORMAT_INFO[coverKind(size)].mediaType).toBe('image/jpeg')
    }
    expect([imageSize('cover-wrap'), imageSize('pdf'), imageSize('preflight')]).toEqual([null, null, null])
    expect(exportPath('cover-wrap')).toBe('/api/export/cover?size=wrap')
  })

  it("reads no size as the front and 'ebook', the front's old name, as the front; refuses others with the list", () => {
    expect(coverQuerySchema.parse({})).toEqual({ size: 'front', preview: false })
    expect(coverQuerySchema.parse({ size: 'ebook' })).toEqual({ size: 'front', preview: false })
    expect(coverQuerySchema.parse({ size: 'mockup-2' })).toEqual({ size: 'mockup-2', preview: false })
    for (const size of ['', 'huge', 'toString', '__proto__', 'EBOOK']) {
      const result = coverQuerySchema.safeParse({ size })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(
        'Unknown cover size. Use one of: front, square, gumroad, og, mockup-1, mockup-2, mockup-3, wrap.',
      )
    }
  })
})
