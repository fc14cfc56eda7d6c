import type { Image, ImageReference, PhrasingContent } from 'mdast'
import type { PlacedImage } from './export-image.ts'

/**
 * The embedded image a paragraph holds and nothing else (white space aside), or undefined: every
 * format sets such an image as a figure of its own, centred, with its caption; an image among
 * words stays in the line.
 */
export function loneImage(children: readonly PhrasingContent[]): { node: Image | ImageReference; placed: PlacedImage } | undefined {
  const content = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
  const [only] = content
  if (content.length !== 1 || (only?.type !== 'image' && only?.type !== 'imageReference')) return undefined
  const placed = only.data?.exportImage
  return placed ? { node: only, placed } : undefined
}
