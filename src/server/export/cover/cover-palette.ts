import type { CoverDesign } from '@core/cover-design.ts'
import { contrastRatio, luminance, mix, parseHex, readableOn, type Rgb, toHex } from './contrast.ts'

/**
 * The cover's colours (decision 84), as cover-layouts.typ reads them: three surfaces type may sit
 * on (`base`, the strong colour; `deep`, darker, for bands and panels; `paper`, a light tint) and,
 * for each, the title's colour and the smaller type's, every one at least 4.5:1 against its surface
 * (contrast.ts). `line` and `pattern` are decoration, never behind type.
 */
export interface CoverPalette {
  base: string
  deep: string
  paper: string
  /** Type on `base`, on `deep` and on `paper`: the title, and the subtitle/author a step quieter. */
  onBase: string
  onBaseSoft: string
  onDeep: string
  onDeepSoft: string
  onPaper: string
  onPaperSoft: string
  /** Rules, frames and motifs on the light surface, and on the strong ones. */
  line: string
  pattern: string
}

const WHITE = '#ffffff'
const NEAR_BLACK = '#1b1d24'

function toHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [x, y, z] = [r / 255, g / 255, b / 255]
  const max = Math.max(x, y, z)
  const min = Math.min(x, y, z)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === x ? (y - z) / d + (y < z ? 6 : 0) : max === y ? (z - x) / d + 2 : (x - y) / d + 4
  return { h: h / 6, s, l }
}

function fromHsl({ h, s, l }: { h: number; s: number; l: number }): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 }
}

/**
 * A strong colour as a cover's ground: a light pick is taken down in lightness (not mixed with
 * black, which turns orange into brown) until white type reads on it; a near-black one lifted a little.
 */
function usable(color: string): Rgb {
  const hsl = toHsl(parseHex(color))
  let rgb = fromHsl(hsl)
  for (let i = 0; i < 30 && luminance(rgb) > 0.2; i++) rgb = fromHsl({ ...hsl, l: (hsl.l *= 0.96), s: Math.min(1, hsl.s * 1.01) })
  if (luminance(rgb) < 0.012) rgb = mix(rgb, '#ffffff', 0.12)
  return parseHex(toHex(rgb))
}

/** The quieter type: the text colour eased towards the surface, as far as 4.5:1 allows. */
function soft(text: string, surface: string): string {
  for (const amount of [0.3, 0.22, 0.15, 0.08]) {
    const candidate = toHex(mix(text, surface, amount))
    if (contrastRatio(candidate, surface) >= 4.5) return candidate
  }
  return text
}

export function paletteFrom(strong: string): CoverPalette {
  const base = usable(strong)
  const deep = parseHex(toHex(mix(base, '#000000', 0.38)))
  const paper = toHex(mix(mix(base, '#ffffff', 0.93), '#fbf8f1', 0.5))
  const onBase = readableOn(WHITE, base)
  const onDeep = readableOn(WHITE, deep)
  const onPaper = readableOn(toHex(mix(base, '#000000', 0.55)), paper)
  return {
    base: toHex(base),
    deep: toHex(deep),
    paper,
    onBase,
    onBaseSoft: soft(onBase, toHex(base)),
    onDeep,
    onDeepSoft: soft(onDeep, toHex(deep)),
    onPaper,
    onPaperSoft: soft(onPaper, paper),
    line: toHex(mix(base, '#ffffff', 0.35)),
    pattern: toHex(mix(base, onBase === WHITE ? '#ffffff' : NEAR_BLACK, 0.16)),
  }
}

/**
 * The design's palette: the theme's accent, the creator's colour, or the image's leading colour
 * (`imageColor`, from coverImageColor); with no image to read, the theme's.
 */
export function coverPalette(design: Pick<CoverDesign, 'palette' | 'color'>, themeAccent: string, imageColor?: string): CoverPalette {
  if (design.palette === 'custom' && design.color) return paletteFrom(design.color)
  if (design.palette === 'image' && imageColor) return paletteFrom(imageColor)
  return paletteFrom(themeAccent)
}

/**
 * The image's leading colour: its pixels, shrunk to 24×24, in 64 boxes of colour (4 levels of
 * red, green and blue); each box scores by its pixels and their saturation, so a photo of a green
 * field on a grey sky gives the green, and the best box's mean is the colour.
 */
export async function coverImageColor(bytes: Uint8Array): Promise<string> {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(bytes).resize(24, 24, { fit: 'cover' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const boxes = new Map<number, { n: number; r: number; g: number; b: number; score: number }>()
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    const saturation = max === 0 ? 0 : (max - min) / max
    // Near-white and near-black say little about the picture's colour; a strong colour of middle
    // lightness makes the best ground for type.
    const light = luminance({ r, g, b })
    const weight = (0.1 + saturation) ** 2 * (max < 30 || min > 235 ? 0.2 : 1) * (light > 0.6 ? 0.4 : 1)
    const key = ((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6)
    const box = boxes.get(key) ?? { n: 0, r: 0, g: 0, b: 0, score: 0 }
    box.n += 1
    box.r += r
    box.g += g
    box.b += b
    box.score += weight
    boxes.set(key, box)
  }
  let best = { n: 1, r: 0, g: 0, b: 0, score: -1 }
  for (const box of boxes.values()) if (box.score > best.score) best = box
  return toHex({ r: best.r / best.n, g: best.g / best.n, b: best.b / best.n })
}
