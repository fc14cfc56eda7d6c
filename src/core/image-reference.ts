/**
 * How a chapter's Markdown names an image the project owns: `![alt](asset:<uuid>)` (decision 55).
 * The editor writes it when a writer uploads a picture; the export asks the project's image store
 * for the bytes. Shared by the web app and the server, so both read a reference the same way.
 */
export const ASSET_SCHEME = 'asset:'

const ASSET = /^asset:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/** The Markdown destination for an image the project owns. */
export function assetReference(id: string): string {
  return `${ASSET_SCHEME}${id.toLowerCase()}`
}

/** The image id of `asset:<uuid>` (lower case), or null for any other destination. */
export function parseAssetReference(url: string): string | null {
  return ASSET.exec(url.trim())?.[1]?.toLowerCase() ?? null
}

/** Where an image's bytes come from: the project, the Markdown itself (data:), a web address, or nowhere. */
export type ImageSourceKind = 'asset' | 'data' | 'remote' | 'none'

export function imageSourceKind(url: string): ImageSourceKind {
  const value = url.trim()
  if (parseAssetReference(value)) return 'asset'
  if (/^data:/i.test(value)) return 'data'
  if (/^https?:\/\//i.test(value)) return 'remote'
  return 'none'
}
