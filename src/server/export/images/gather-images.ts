import type { ExportChapter } from '@core/export-schemas.ts'
import { assetReference, imageSourceKind, parseAssetReference } from '@core/image-reference.ts'
import { mapBounded } from './bounded.ts'
import { coverImageKey, EXPORT_IMAGE_LIMITS, type ExportImageInput } from './export-image.ts'
import { imageKey } from './image-attach.ts'
import { documentImageUrls, type ImageSourceDocument } from './image-destinations.ts'

export { authorPhotoSource, type ImageSourceDocument } from './image-destinations.ts'
import { allowedImageUrl, ByteBudget, fetchRemoteImage, type TestNetwork } from './remote-images.ts'

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
  /** Each image's size in bytes, from what the store knows about it: no byte of an image is read (decision 74). */
  sizes(owner: ImageOwner, ids: readonly string[]): Promise<Map<string, number>>
  read(owner: ImageOwner, ids: readonly string[]): Promise<Map<string, Uint8Array>>
}

export const noProjectImages: ProjectImages = { sizes: async () => new Map(), read: async () => new Map() }

export interface ImageGatherOptions {
  project: ProjectImages
  /** EXPORT_IMAGE_HOSTS, lower case. */
  remoteHosts: readonly string[]
  /** EXPORT_IMAGE_ALLOW_HTTP; https only when unset. */
  allowHttp?: boolean
  /** EXPORT_IMAGE_MAX_BYTES. */
  maxBytes: number
  fetchTimeoutMs: number
  /** Tests only (remote-images.ts): the local fakes in place of the network. */
  network?: TestNetwork
}

/** Remote images one export fetches at once. */
export const FETCHES_PER_EXPORT = 4

/** The document's image sources the server provides, in document order, at most EXPORT_IMAGE_LIMITS.count in all. */
function imageSources(
  source: ImageSourceDocument | readonly ExportChapter[],
  options: ImageGatherOptions,
): { assets: string[]; remote: string[] } {
  const assets = new Set<string>()
  const remote = new Set<string>()
  for (const url of documentImageUrls(source)) {
    if (assets.size + remote.size >= EXPORT_IMAGE_LIMITS.count) break
    const kind = imageSourceKind(url)
    if (kind === 'asset') assets.add(parseAssetReference(url)!)
    else if (kind === 'remote' && allowedImageUrl(url, options.remoteHosts, options.allowHttp ?? false)) remote.add(url.trim())
  }
  return { assets: [...assets], remote: [...remote] }
}

/**
 * In the server, before the export is queued, once the caller holds an export slot (decision 74):
 * the bytes of the document's `asset:` images (from the project's store) and of its remote images
 * on the allowed hosts (fetched here, so the worker never touches the network). Every limit is
 * applied before a byte is read: at most EXPORT_IMAGE_LIMITS.count sources; project images by the
 * sizes the store knows, each within `maxBytes` and all within EXPORT_IMAGE_LIMITS.totalBytes, in
 * document order (one that does not fit is not read); remote images get what the total leaves,
 * as a budget spent while their bodies stream in, FETCHES_PER_EXPORT at a time. An image left
 * out prints as its alt text; the worker checks the rest (check-export-images.ts). The author's
 * photo (issue 29) is one more source under the same rules, after the chapters' images.
 */
export async function gatherExportImages(
  source: ImageSourceDocument | readonly ExportChapter[],
  options: ImageGatherOptions,
  owner?: ImageOwner,
  signal?: AbortSignal,
): Promise<ExportImageInput> {
  const { assets, remote } = imageSources(source, options)
  const files: Record<string, Uint8Array> = {}
  let room = EXPORT_IMAGE_LIMITS.totalBytes
  if (assets.length > 0 && owner?.projectId) {
    const sizes = await options.project.sizes(owner, assets)
    const chosen = assets.filter((id) => {
      const size = sizes.get(id)
      if (size === undefined || size > options.maxBytes || size > room) return false
      room -= size
      return true
    })
    const owned = chosen.length > 0 ? await options.project.read(owner, chosen) : new Map<string, Uint8Array>()
    for (const [id, bytes] of owned) if (bytes.length <= options.maxBytes) files[assetReference(id)] = bytes
  }
  if (remote.length > 0 && room > 0) {
    const fetching = {
      hosts: options.remoteHosts,
      allowHttp: options.allowHttp ?? false,
      maxBytes: options.maxBytes,
      budget: new ByteBudget(room),
      timeoutMs: options.fetchTimeoutMs,
      ...(signal ? { signal } : {}),
      ...(options.network ? { network: options.network } : {}),
    }
    const fetched = await mapBounded(remote, FETCHES_PER_EXPORT, async (url) => [url, await fetchRemoteImage(url, fetching)] as const)
    for (const [url, bytes] of fetched) if (bytes) files[imageKey(url)] = bytes
  }
  return { files, maxBytes: options.maxBytes }
}

/**
 * The cover's image when the design names one (decision 84): a project image, read as the caller
 * from the project the document names, like an `asset:` image (decision 63), within `maxBytes`.
 * Anything missing, too large or someone else's is simply absent, and the cover draws its art.
 */
export async function gatherCoverImage(
  imageId: string | undefined,
  options: Pick<ImageGatherOptions, 'project' | 'maxBytes'>,
  owner: ImageOwner,
): Promise<Record<string, Uint8Array>> {
  if (!imageId || !owner.projectId) return {}
  const size = (await options.project.sizes(owner, [imageId])).get(imageId)
  if (size === undefined || size > options.maxBytes) return {}
  const bytes = (await options.project.read(owner, [imageId])).get(imageId)
  return bytes && bytes.length <= options.maxBytes ? { [coverImageKey(imageId)]: bytes } : {}
}
