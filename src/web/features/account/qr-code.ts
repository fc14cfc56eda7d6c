// supabase-js prefixes the service's SVG with this but leaves it unencoded, which breaks on '#'.
const SUPABASE_PREFIX = /^data:image\/svg\+xml;utf-?8,/i

/**
 * An <img> source for the enrolment QR code. As an image the SVG cannot run scripts or touch the
 * page, unlike markup injected into the DOM. Null when the value is not an SVG document.
 */
export function qrCodeImageSrc(qrCode: string): string | null {
  const svg = qrCode.replace(SUPABASE_PREFIX, '').trim()
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(svg)) return null
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}
