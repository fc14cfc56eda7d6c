/**
 * The bytes of a `data:` URL, or null when it is not one or would decode to more than `maxBytes`
 * (checked on the encoded length first, so an oversize image is never decoded). The media type it
 * names is ignored: the bytes say what the image is (image-header.ts).
 */
export function decodeDataUrl(url: string, maxBytes: number): Uint8Array | null {
  const match = /^data:([^,]*),/i.exec(url.trim())
  if (!match) return null
  const body = url.trim().slice(match[0].length)
  const base64 = /;base64$/i.test(match[1] ?? '')
  if (base64) {
    const clean = body.replace(/\s+/g, '')
    if (Math.floor((clean.length * 3) / 4) > maxBytes + 2) return null
    const bytes = Buffer.from(clean, 'base64')
    return bytes.length > maxBytes ? null : new Uint8Array(bytes)
  }
  if (body.length > maxBytes * 3) return null
  const bytes = Buffer.from(
    body.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
  return bytes.length > maxBytes ? null : new Uint8Array(bytes)
}
