/**
 * WCAG 2.x contrast (decision 84): every piece of type on a cover is held to 4.5:1 against what is
 * behind it, the ratio for normal text, so a subtitle in a thumbnail still reads. The cover's
 * palette (cover-palette.ts) is built with these, and the tests measure the rendered covers with them.
 */

export interface Rgb {
  r: number
  g: number
  b: number
}

/** The minimum ratio for every piece of text on a cover. */
export const MIN_CONTRAST = 4.5

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(m[1]!, 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

const channel = (v: number) => {
  const s = v / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG's relative luminance, 0 (black) to 1 (white). */
export function luminance(color: Rgb | string): number {
  const { r, g, b } = typeof color === 'string' ? parseHex(color) : color
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG's contrast ratio, 1 to 21, the same whichever colour is the text. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** Mixes `color` towards `target` by `amount` (0 keeps it, 1 is the target). */
export function mix(color: Rgb | string, target: Rgb | string, amount: number): Rgb {
  const [a, b] = [typeof color === 'string' ? parseHex(color) : color, typeof target === 'string' ? parseHex(target) : target]
  return { r: a.r + (b.r - a.r) * amount, g: a.g + (b.g - a.g) * amount, b: a.b + (b.b - a.b) * amount }
}

const WHITE = { r: 255, g: 255, b: 255 }
const BLACK = { r: 0, g: 0, b: 0 }

/**
 * `text` if it reaches `min` against `background`; else the nearest colour that does, found by
 * mixing it towards white or black (whichever side of the background has room), in small steps so
 * it keeps as much of its hue as it can. White or black always reaches 4.5:1 on some side.
 */
export function readableOn(text: Rgb | string, background: Rgb | string, min = MIN_CONTRAST): string {
  const fg = typeof text === 'string' ? parseHex(text) : text
  if (contrastRatio(fg, background) >= min) return toHex(fg)
  const towards = contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(fg, towards, step / 20)
    // Rounded to the hex it will be printed as, so the check is on the colour that prints.
    const printed = parseHex(toHex(candidate))
    if (contrastRatio(printed, background) >= min) return toHex(printed)
  }
  return toHex(towards)
}

/** Black or white, whichever stands out more on `background`. */
export function inkOn(background: Rgb | string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? '#ffffff' : '#000000'
}
