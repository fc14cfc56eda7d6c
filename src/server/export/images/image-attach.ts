import type { Definition, Image, ImageReference, Root } from 'mdast'
import { readImageDestination } from '@core/image-layout.ts'
import { assetReference, imageSourceKind, parseAssetReference } from '@core/image-reference.ts'
import { EXPORT_IMAGE_LIMITS, type ExportImageFile, type ExportImageInput } from './export-image.ts'
import { IMAGE_MEDIA_TYPES, readImageHeader } from './image-header.ts'
import { log } from '../../observability/logger.ts'

/** The key an image's bytes travel under from the server to the export worker: `asset:<id>` in lower case, or the URL. */
export function imageKey(url: string): string {
  const id = parseAssetReference(url)
  return id ? assetReference(id) : url.trim()
}

export type ImageNode = Image | ImageReference

export function imageNodes(tree: Root): { images: ImageNode[]; definitions: Map<string, Definition> } {
  const images: ImageNode[] = []
  const definitions = new Map<string, Definition>()
  const stack: { type: string; children?: unknown[] }[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.type === 'image' || node.type === 'imageReference') images.push(node as ImageNode)
    if (node.type === 'definition') {
      const definition = node as Definition
      if (!definitions.has(definition.identifier)) definitions.set(definition.identifier, definition)
    }
    if (node.children) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as typeof node)
  }
  return { images, definitions }
}

/**
 * Checks every image of the chapters and hangs the ones that may print on their nodes
 * (export-image.ts): bytes the worker decoded from a data: URL or the server sent along, each
 * already decoded in full (check-export-images.ts, decision 75), a PNG, JPEG or GIF by its bytes,
 * within the size, pixel and count limits. Anything else — a remote address
 * nobody fetched, text named .png, WebP (no engine here prints it: decision 55; the worker has
 * already converted the ones the server sent, decision 63), an oversize
 * file — is left alone and prints as its alt text; the export goes on.
 */
export function attachImages(trees: Root[], input: ExportImageInput): ExportImageFile[] {
  const files: ExportImageFile[] = []
  const known = new Map<string, ExportImageFile | null>()
  let total = 0
  const refuse = (reason: string): null => {
    log.warn(`An image prints as its alt text: ${reason}`)
    return null
  }
  const load = (url: string): ExportImageFile | null => {
    const kind = imageSourceKind(url)
    if (kind === 'none') return null
    // data: images too come decoded and checked (check-export-images.ts); one not there never prints.
    const bytes = input.files[imageKey(url)]
    if (!bytes) return null
    if (bytes.length > input.maxBytes) return refuse(`${bytes.length} bytes, over the ${input.maxBytes}-byte limit`)
    const header = readImageHeader(bytes)
    if (!header) return refuse('not a PNG, JPEG, GIF or WebP file by its bytes')
    if (header.format === 'webp') return refuse('WebP, which no export engine here prints')
    if (header.width * header.height > EXPORT_IMAGE_LIMITS.pixels) return refuse(`${header.width}×${header.height} pixels, over the limit`)
    if (files.length >= EXPORT_IMAGE_LIMITS.count) return refuse(`more than ${EXPORT_IMAGE_LIMITS.count} images`)
    if (total + bytes.length > EXPORT_IMAGE_LIMITS.totalBytes) return refuse('the images together are over the export limit')
    total += bytes.length
    const extension = header.format === 'jpeg' ? 'jpg' : header.format
    const file: ExportImageFile = {
      name: `image-${files.length + 1}.${extension}`,
      format: header.format,
      mediaType: IMAGE_MEDIA_TYPES[header.format],
      width: header.width,
      height: header.height,
      bytes,
    }
    files.push(file)
    return file
  }
  for (const tree of trees) {
    const { images, definitions } = imageNodes(tree)
    for (const node of images) {
      const source = node.type === 'image' ? node : definitions.get(node.identifier)
      if (!source) continue
      // The width travels on the destination (`#width=50`): never part of the key or the lookup.
      const { src, width } = readImageDestination(source.url)
      const key = src.startsWith('data:') ? src : imageKey(src)
      if (!known.has(key)) known.set(key, load(src))
      const file = known.get(key)
      if (file) node.data = { ...node.data, exportImage: { file, caption: source.title?.trim() || null, width } }
    }
  }
  return files
}
