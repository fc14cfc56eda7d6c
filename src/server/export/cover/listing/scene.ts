import sharp, { type OverlayOptions, type Sharp } from 'sharp'

/**
 * The few raster operations the listing images are made of (decision 86), on raw RGBA buffers so
 * nothing is encoded between steps. librsvg draws the vector parts (backdrops, props, the tablet's
 * frame) without filters: an SVG blur at 2700 px took ≈ 5 s, so every soft shadow is drawn small,
 * blurred small and enlarged, which costs a few tens of milliseconds and looks the same.
 */

/** Straight-alpha RGBA pixels. */
export interface Raster {
  data: Buffer
  width: number
  height: number
}

export async function toRaster(image: Sharp): Promise<Raster> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export const fromRaster = (raster: Raster) => sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4 } })

export async function svgRaster(svg: string): Promise<Raster> {
  return toRaster(sharp(Buffer.from(svg)))
}

/** An overlay of a raster with its top-left corner at (left, top), whole pixels. */
export function at(raster: Raster, left: number, top: number): OverlayOptions {
  return {
    input: raster.data,
    raw: { width: raster.width, height: raster.height, channels: 4 },
    left: Math.round(left),
    top: Math.round(top),
  }
}

/** An overlay of a raster centred on (cx, cy). */
export const centredAt = (raster: Raster, cx: number, cy: number) => at(raster, cx - raster.width / 2, cy - raster.height / 2)

/**
 * Turns a raster by `degrees` (clockwise) about its centre. It is padded with transparent pixels
 * first, so the turned edges are blended with nothing rather than cut into steps.
 */
export async function rotated(raster: Raster, degrees: number): Promise<Raster> {
  if (degrees === 0) return raster
  const pad = 3
  const padded = await fromRaster(raster)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer()
  const image = sharp(padded, { raw: { width: raster.width + 2 * pad, height: raster.height + 2 * pad, channels: 4 } })
  return toRaster(image.rotate(degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } }))
}

/** The size of a w × h box turned by `degrees`: what a rotated raster takes on the canvas. */
export function turnedBox(width: number, height: number, degrees: number): { width: number; height: number } {
  const a = (Math.abs(degrees) * Math.PI) / 180
  return {
    width: width * Math.cos(a) + height * Math.sin(a),
    height: width * Math.sin(a) + height * Math.cos(a),
  }
}

/** A rectangle on the canvas, turned about its centre: what casts a shadow. */
export interface Shape {
  cx: number
  cy: number
  width: number
  height: number
  degrees?: number
  radius?: number
  /** A circle of this radius instead of the rectangle. */
  circle?: number
}

export interface ShadowStyle {
  /** The blur's sigma in canvas pixels. */
  blur: number
  opacity: number
  dx?: number
  dy?: number
  /** The shape grows (or shrinks, negative) by this many pixels before blurring. */
  spread?: number
}

/**
 * A soft shadow under `shapes`: drawn at a quarter (an eighth, for wide blurs) of the canvas,
 * blurred there and enlarged; a blur is smooth, so nothing is lost by drawing it small. Only the
 * part of the canvas the shadow can reach is drawn and returned.
 */
export async function shadowLayer(width: number, height: number, shapes: Shape[], style: ShadowStyle): Promise<OverlayOptions> {
  const scale = style.blur >= 24 ? 8 : style.blur >= 8 ? 4 : 2
  const grow = style.spread ?? 0
  const dx = style.dx ?? 0
  const dy = style.dy ?? 0
  // The region: every shape's turned box, moved and grown, plus three sigmas of blur; within the canvas.
  const reach = 3 * style.blur + grow + 2
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const shape of shapes) {
    const box =
      shape.circle !== undefined
        ? { width: 2 * shape.circle, height: 2 * shape.circle }
        : turnedBox(shape.width, shape.height, shape.degrees ?? 0)
    x0 = Math.min(x0, shape.cx + dx - box.width / 2 - reach)
    y0 = Math.min(y0, shape.cy + dy - box.height / 2 - reach)
    x1 = Math.max(x1, shape.cx + dx + box.width / 2 + reach)
    y1 = Math.max(y1, shape.cy + dy + box.height / 2 + reach)
  }
  const left = Math.max(0, Math.floor(x0))
  const top = Math.max(0, Math.floor(y0))
  const regionWidth = Math.max(1, Math.min(width, Math.ceil(x1)) - left)
  const regionHeight = Math.max(1, Math.min(height, Math.ceil(y1)) - top)
  const w = Math.ceil(regionWidth / scale)
  const h = Math.ceil(regionHeight / scale)
  const body = shapes
    .map((shape) => {
      const cx = (shape.cx + dx - left) / scale
      const cy = (shape.cy + dy - top) / scale
      if (shape.circle !== undefined) return `<circle cx="${cx}" cy="${cy}" r="${(shape.circle + grow) / scale}"/>`
      const sw = (shape.width + 2 * grow) / scale
      const sh = (shape.height + 2 * grow) / scale
      const r = (shape.radius ?? 0) / scale
      return `<rect x="${cx - sw / 2}" y="${cy - sh / 2}" width="${sw}" height="${sh}" rx="${r}" transform="rotate(${shape.degrees ?? 0} ${cx} ${cy})"/>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><g fill="#000" fill-opacity="${style.opacity}">${body}</g></svg>`
  const small = await sharp(Buffer.from(svg))
    .blur(Math.max(0.3, style.blur / scale))
    .raw()
    .toBuffer()
  // Enlarged smoothly: repeating pixels left 8 px steps of up to 20 levels of alpha in a wide,
  // dark shadow (the banner's showed as stairs along the cover's edge), and linear costs no
  // measurable time next to the scene's compositing and encoding.
  const layer = await sharp(small, { raw: { width: w, height: h, channels: 4 } })
    .resize(regionWidth, regionHeight, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer()
  return { input: layer, raw: { width: regionWidth, height: regionHeight, channels: 4 }, left, top }
}

/** An RGB colour, 0–255 per channel. */
export interface Rgb {
  r: number
  g: number
  b: number
}

export const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved towards `b` by `t` (0 keeps a, 1 gives b). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t })

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }
export const BLACK: Rgb = { r: 0, g: 0, b: 0 }

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The cover's own colours, read from a thumbnail: its dominant colour and its average. */
export interface CoverColours {
  dominant: Rgb
  average: Rgb
}

export async function coverColours(cover: Uint8Array): Promise<CoverColours> {
  // The thumbnail is made first: stats() on a resizing pipeline reads every pixel of the original (≈ 120 ms).
  const { data, info } = await sharp(cover).resize(48, 48, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true })
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats()
  const [r, g, b] = stats.channels.map((channel) => channel.mean)
  return { dominant: stats.dominant, average: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } }
}

/**
 * The final JPEG. Quality 90; the small banners keep full-resolution chroma (the cover's type is
 * small there) and optimised Huffman tables, the 2700 px mockups halve the chroma and skip the
 * optimising pass (7 % larger files, a third of the encoding time). Every scene is opaque — its
 * backdrop covers the canvas — so the alpha channel is dropped rather than flattened (a flatten
 * cost twice the encoding).
 */
export async function encodeJpeg(image: Sharp, small: boolean): Promise<Uint8Array> {
  const jpeg = await image
    .removeAlpha()
    .jpeg({ quality: 90, chromaSubsampling: small ? '4:4:4' : '4:2:0', optimiseCoding: small })
    .toBuffer()
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)
}
