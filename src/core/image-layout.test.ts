import { describe, expect, it } from 'vitest'
import { readImageDestination, writeImageDestination } from './image-layout.ts'

describe('image width in the Markdown destination', () => {
  it('reads the width from the fragment and gives the bare source', () => {
    expect(readImageDestination('asset:0d6f8a8e-1111-4222-8333-444455556666#width=50')).toEqual({
      src: 'asset:0d6f8a8e-1111-4222-8333-444455556666',
      width: 'half',
    })
    expect(readImageDestination('https://example.com/a.png#width=75')).toEqual({
      src: 'https://example.com/a.png',
      width: 'three-quarters',
    })
  })

  it('reads a destination without a width, or with an unknown one, as full width', () => {
    expect(readImageDestination('https://example.com/a.png')).toEqual({ src: 'https://example.com/a.png', width: 'full' })
    expect(readImageDestination('https://example.com/a.png#width=33')).toEqual({ src: 'https://example.com/a.png', width: 'full' })
    expect(readImageDestination('https://example.com/a.png#top').src).toBe('https://example.com/a.png#top')
  })

  it('writes the width, replaces an old one, and writes nothing for full width', () => {
    expect(writeImageDestination('asset:x', 'half')).toBe('asset:x#width=50')
    expect(writeImageDestination('asset:x#width=50', 'three-quarters')).toBe('asset:x#width=75')
    expect(writeImageDestination('asset:x#width=75', 'full')).toBe('asset:x')
  })
})
