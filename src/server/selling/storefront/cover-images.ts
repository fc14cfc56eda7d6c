import type { Queryable } from '../../db/database.ts'
import { readProductFile } from '../shared/product-files.ts'

/**
 * The product page's images: the version's stored 'cover' (the page) and 'og' (link previews),
 * read through readProductFile. A version never changes, so what is learnt about its images (size,
 * hash) and the smaller copies the page shows on a phone are kept in memory by version id, bounded;
 * a page view then reads no image bytes from the database.
 */

export type CoverFormat = 'cover' | 'og'

export interface ImageInfo {
  width: number
  height: number
  sha256: string
  mediaType: string
}

/** The widths the page asks for in its srcset; any other `w` is the stored image itself. */
export const COVER_WIDTHS = [360, 720] as const

const MAX_INFOS = 2_000
const MAX_VARIANTS = 200

const infos = new Map<string, Promise<ImageInfo | null>>()
const variants = new Map<string, Promise<Uint8Array | null>>()

function remember<T>(cache: Map<string, T>, key: string, limit: number, make: () => T): T {
  const hit = cache.get(key)
  if (hit !== undefined) {
    // Most recently used last, so the oldest goes first.
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const value = make()
  cache.set(key, value)
  if (cache.size > limit) cache.delete(cache.keys().next().value as string)
  return value
}

async function sizeOf(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  const { default: sharp } = await import('sharp')
  const meta = await sharp(bytes).metadata()
  return meta.width && meta.height ? { width: meta.width, height: meta.height } : null
}

/** The image's size and hash, or null when the version has none (or it cannot be read). */
export function imageInfo(db: Queryable, versionId: string, format: CoverFormat): Promise<ImageInfo | null> {
  const key = `${versionId}|${format}`
  const info = remember(infos, key, MAX_INFOS, async () => {
    const file = await readProductFile(db, versionId, format)
    if (!file) return null
    const size = await sizeOf(file.bytes).catch(() => null)
    return size ? { ...size, sha256: file.sha256, mediaType: file.mediaType } : null
  })
  // A failed read is not remembered: the next view asks again.
  info.catch(() => infos.delete(key))
  return info
}

export interface ImageBytes {
  bytes: Uint8Array
  mediaType: string
}

/** The ETag of an image (or of its copy `width` wide): its hash names it. */
export const imageEtag = (info: ImageInfo, width?: number) => `"${info.sha256.slice(0, 32)}${width ? `-w${width}` : ''}"`

/** The stored image, or a JPEG of it `width` pixels wide (one of COVER_WIDTHS) for the page's srcset. */
export async function imageBytes(db: Queryable, versionId: string, format: CoverFormat, width?: number): Promise<ImageBytes | undefined> {
  if (!width) {
    const file = await readProductFile(db, versionId, format)
    return file && { bytes: file.bytes, mediaType: file.mediaType }
  }
  const key = `${versionId}|${format}|${width}`
  const made = remember(variants, key, MAX_VARIANTS, async () => {
    const file = await readProductFile(db, versionId, format)
    if (!file) return null
    const { default: sharp } = await import('sharp')
    const out = await sharp(file.bytes).resize({ width, withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
    return new Uint8Array(out)
  })
  made.catch(() => variants.delete(key))
  const bytes = await made.catch(() => null)
  return bytes ? { bytes, mediaType: 'image/jpeg' } : undefined
}
