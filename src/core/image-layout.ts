/**
 * An image's width in the chapter (issue 30): full, three quarters or half of the text width,
 * kept in the Markdown itself as a fragment on the image's destination, so the chapter stays plain
 * Markdown that any reader parses:
 *
 *   ![A golfer mid-swing](asset:0d6f8a8e-…#width=50 "The top of the backswing")
 *
 * The title is the caption (as before); a destination without `#width=` is full width. Every
 * reader of a destination (exports, the editor's preview, image checks) must read it through
 * `readImageDestination`, so the fragment never reaches a fetch or an asset lookup.
 */
export const IMAGE_WIDTHS = ['full', 'three-quarters', 'half'] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const IMAGE_WIDTH_FRACTION: Readonly<Record<ImageWidth, number>> = { full: 1, 'three-quarters': 0.75, half: 0.5 }
export const IMAGE_WIDTH_LABELS: Readonly<Record<ImageWidth, string>> = { full: 'Full', 'three-quarters': '¾', half: '½' }

const PERCENT: Readonly<Record<ImageWidth, number>> = { full: 100, 'three-quarters': 75, half: 50 }
const WIDTH_FRAGMENT = /#width=(\d{1,3})$/

/** The image's source (without the width) and its width. An unknown percentage reads as full width. */
export function readImageDestination(url: string): { src: string; width: ImageWidth } {
  const value = url.trim()
  const match = WIDTH_FRAGMENT.exec(value)
  if (!match) return { src: value, width: 'full' }
  const width = IMAGE_WIDTHS.find((w) => PERCENT[w] === Number(match[1])) ?? 'full'
  return { src: value.slice(0, match.index), width }
}

/** The destination to write: the source with its width (none for full width). */
export function writeImageDestination(src: string, width: ImageWidth): string {
  const bare = readImageDestination(src).src
  return width === 'full' ? bare : `${bare}#width=${PERCENT[width]}`
}
