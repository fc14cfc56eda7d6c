import type { ExportChapter } from '@core/export-schemas.ts'
import { assetReference, imageSourceKind, parseAssetReference } from '@core/image-reference.ts'
import { EXPORT_IMAGE_LIMITS, type ExportImageInput } from './export-image.ts'
import { imageKey } from './image-attach.ts'
import { allowedImageUrl, fetchRemoteImage } from './remote-images.ts'

/** Whose images an export may embed: the caller's, in the saved project the document names (decision 63). */
export interface ImageOwner {
  userId: string
  projectId?: string
}

/**
 * The images a project owns, by id (decision 63: the database's `project_images`, read as the
 * caller under row-level security). An id the owner's project does not hold is simply missing, and
 * its image prints as its alt text.
 */
export interface ProjectImages {
  read(owner: ImageOwner, ids: readonly string[]): Promise<Map<string, Uint8Array>>
}

export const noProjectImages: ProjectImages = { read: async () => new Map() }

export interface ImageGatherOptions {
  project: ProjectImages
  /** EXPORT_IMAGE_HOSTS, lower case. */
  remoteHosts: readonly string[]
  /** EXPORT_IMAGE_MAX_BYTES. */
  maxBytes: number
  fetchTimeoutMs: number
}

const IMAGE_INLINE = /!\[(?:[^\]\\\n]|\\.)*\]\(\s*(<[^>\n]*>|[^\s)]+)/g
const IMAGE_REFERENCE = /!\[((?:[^\]\\\n]|\\.)*)\](?:\[((?:[^\]\\\n]|\\.)*)\])?/g
const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(<[^>\n]*>|\S+)/gm

const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
const destination = (text: string) => text.replace(/^<|>$/g, '')

/**
 * The image destinations of a chapter's Markdown, by a linear scan rather than a parse (the parse
 * runs in the export worker): inline images, and reference definitions an image cites. It may
 * find a little more than the parser will (an image inside code): the worker uses only what the
 * parsed text places.
 */
export function imageDestinations(markdown: string): string[] {
  const found = [...markdown.matchAll(IMAGE_INLINE)].map((m) => destination(m[1]!))
  const cited = new Set([...markdown.matchAll(IMAGE_REFERENCE)].map((m) => label(m[2] || m[1]!)))
  for (const m of markdown.matchAll(DEFINITION)) if (cited.has(label(m[1]!))) found.push(destination(m[2]!))
  return found
}

/**
 * In the server, before the export is queued: the bytes of the document's `asset:` images (from
 * the project's store) and of its remote images on the allowed hosts (fetched here, so the worker
 * never touches the network). At most EXPORT_IMAGE_LIMITS.count sources; the worker checks them.
 */
export async function gatherExportImages(
  chapters: readonly ExportChapter[],
  options: ImageGatherOptions,
  owner?: ImageOwner,
): Promise<ExportImageInput> {
  const assets = new Set<string>()
  const remote = new Set<string>()
  for (const chapter of chapters) {
    for (const url of imageDestinations(chapter.content)) {
      if (assets.size + remote.size >= EXPORT_IMAGE_LIMITS.count) break
      const kind = imageSourceKind(url)
      if (kind === 'asset') assets.add(parseAssetReference(url)!)
      else if (kind === 'remote' && allowedImageUrl(url, options.remoteHosts)) remote.add(url.trim())
    }
  }
  const files: Record<string, Uint8Array> = {}
  const fetching = { hosts: options.remoteHosts, maxBytes: options.maxBytes, timeoutMs: options.fetchTimeoutMs }
  const [owned, fetched] = await Promise.all([
    assets.size > 0 && owner?.projectId ? options.project.read(owner, [...assets]) : new Map<string, Uint8Array>(),
    Promise.all([...remote].map(async (url) => [url, await fetchRemoteImage(url, fetching)] as const)),
  ])
  for (const [id, bytes] of owned) if (bytes.length <= options.maxBytes) files[assetReference(id)] = bytes
  for (const [url, bytes] of fetched) if (bytes) files[imageKey(url)] = bytes
  return { files, maxBytes: options.maxBytes }
}
