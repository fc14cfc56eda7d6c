export interface RemoteImageOptions {
  /** Host names the operator allows (EXPORT_IMAGE_HOSTS), lower case; empty: nothing is fetched. */
  hosts: readonly string[]
  maxBytes: number
  /** For the whole fetch, redirects included. */
  timeoutMs: number
}

const MAX_REDIRECTS = 3

/** The URL when it is http(s) on an allowed host, else null. */
export function allowedImageUrl(value: string, hosts: readonly string[], base?: URL): URL | null {
  try {
    const url = new URL(value, base)
    const allowed = (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.hostname.toLowerCase())
    return allowed ? url : null
  } catch {
    return null
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN)
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel()
    return null
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > maxBytes) return null
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * An image from the web, for an export (decision 55): only from the operator's allowed hosts, each
 * redirect checked against them too, within a time limit and a size cap (the body is dropped the
 * moment it passes the cap). Null on any refusal or failure: the image prints as its alt text.
 */
export async function fetchRemoteImage(value: string, options: RemoteImageOptions): Promise<Uint8Array | null> {
  let url = allowedImageUrl(value, options.hosts)
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    for (let hops = 0; url && hops <= MAX_REDIRECTS; hops += 1) {
      const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/png,image/jpeg,image/gif' } })
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel()
        url = allowedImageUrl(response.headers.get('location') ?? '', options.hosts, url)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        return null
      }
      return await readCapped(response, options.maxBytes)
    }
  } catch (error) {
    console.warn(`An export image could not be fetched (${url?.host ?? 'no host'}):`, error instanceof Error ? error.message : error)
  }
  return null
}
