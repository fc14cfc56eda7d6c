import sharp from 'sharp'

/**
 * A product's cover and share image as publishing stores them ('cover' 1600×2560 and 'og'
 * 1200×630 JPEGs), drawn from an SVG so the product page, its tests and benches have real images
 * of the real size without a publish.
 */
export async function sampleCoverFiles(title = 'Swing Stronger', subtitle = 'A golf fitness plan for players over 40') {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const cover = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2560">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
<rect width="1600" height="2560" fill="url(#g)"/>
<circle cx="1250" cy="650" r="420" fill="#f59e0b" opacity=".85"/>
<text x="140" y="1650" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="150" fill="#fff">${escape(title)}</text>
<text x="140" y="1830" font-family="DejaVu Sans, sans-serif" font-size="58" fill="#ccfbf1">${escape(subtitle)}</text>
<text x="140" y="2380" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#fff" letter-spacing="8">DANA REYES</text>
</svg>`)
  const og = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#134e4a"/>
<text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="96" fill="#fff">${escape(title)}</text>
</svg>`)
  const jpeg = async (svg: Buffer) => new Uint8Array(await sharp(svg).jpeg({ quality: 82, mozjpeg: true }).toBuffer())
  return [
    { format: 'cover' as const, bytes: await jpeg(cover), fileName: 'cover.jpg', mediaType: 'image/jpeg' },
    { format: 'og' as const, bytes: await jpeg(og), fileName: 'og.jpg', mediaType: 'image/jpeg' },
  ]
}
