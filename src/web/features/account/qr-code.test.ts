import { describe, expect, it } from 'vitest'
import { qrCodeImageSrc } from './qr-code.ts'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path fill="#000" d="M0 0h1v1H0z"/></svg>'

describe('qrCodeImageSrc', () => {
  it('encodes the SVG as it comes from the service', () => {
    const src = qrCodeImageSrc(svg)
    expect(src).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`)
    expect(src).not.toContain('#')
  })

  it('re-encodes what supabase-js made of it', () => {
    expect(qrCodeImageSrc(`data:image/svg+xml;utf-8,${svg}`)).toBe(qrCodeImageSrc(svg))
  })

  it('accepts an XML declaration first', () => {
    expect(qrCodeImageSrc(`<?xml version="1.0"?>\n${svg}`)).toMatch(/^data:image\/svg\+xml;utf8,/)
  })

  it.each(['', 'hello', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'])('refuses %j', (value) => {
    expect(qrCodeImageSrc(value)).toBeNull()
  })
})
