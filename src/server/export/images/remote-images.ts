import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { runningInProduction } from '../../config.ts'
import { log } from '../../observability/logger.ts'

/**
 * What the tests put in place of the network, and nothing else does (decision 74): names resolved
 * without DNS, the local fakes' own addresses let through the public-address rule, the fakes'
 * ports connected to in place of 443 and 80, and the fakes' certificate trusted. No setting
 * builds one (`exportImagesFor` never does) and it is refused when NODE_ENV is production.
 */
export interface TestNetwork {
  resolve(hostname: string): Promise<string[]>
  allowAddresses: readonly string[]
  ports: { https: number; http?: number }
  ca?: string
}

/** The bytes one export may still fetch, shared by its fetches and spent as the bytes arrive (decision 74). */
export class ByteBudget {
  constructor(public remaining: number) {}

  /** Spends `bytes`; false (and nothing spent) when they do not fit. */
  take(bytes: number): boolean {
    if (bytes > this.remaining) return false
    this.remaining -= bytes
    return true
  }
}

export interface RemoteImageOptions {
  /** Host names the operator allows (EXPORT_IMAGE_HOSTS), lower case; empty: nothing is fetched. */
  hosts: readonly string[]
  /** EXPORT_IMAGE_ALLOW_HTTP: plain http on port 80 too; otherwise https on 443 only. */
  allowHttp: boolean
  /** One image's bytes (EXPORT_IMAGE_MAX_BYTES). */
  maxBytes: number
  /** What the export may still fetch in all; every fetch of the export spends from the same one. */
  budget: ByteBudget
  /** For the whole fetch, redirects included. */
  timeoutMs: number
  /** The request the export answers: when it goes away, its fetches stop. */
  signal?: AbortSignal
  network?: TestNetwork
}

const MAX_REDIRECTS = 3
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * The URL when it is on an allowed host, https on its default port (443), or http on 80 when
 * the operator allows http, with no user name or password; else null. Checked again for every
 * redirect.
 */
export function allowedImageUrl(value: string, hosts: readonly string[], allowHttp: boolean, base?: URL): URL | null {
  try {
    const url = new URL(value, base)
    const scheme = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')
    // An explicit port is never the default one: URL drops ':443' from https (and ':80' from http).
    const allowed = scheme && url.port === '' && !url.username && !url.password && hosts.includes(url.hostname.toLowerCase())
    return allowed ? url : null
  } catch {
    return null
  }
}

/**
 * Whether the server may connect to an address: only a public unicast one. Private, loopback,
 * link-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation and other
 * reserved ranges are refused, in IPv6 too (unique local, site-local, and the forms that carry an
 * IPv4 address — IPv4-mapped, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * The `lookup` the connection itself uses: the name is resolved once, every address it has is
 * checked, and the socket connects to exactly the addresses checked — there is no second
 * resolution a DNS-rebinding answer could slip into between the check and the connect.
 */
function checkedLookup(network: TestNetwork | undefined) {
  const resolve = (hostname: string): Promise<string[]> =>
    network
      ? network.resolve(hostname)
      : new Promise((done, fail) =>
          dnsLookup(hostname, { all: true }, (error, found) => (error ? fail(error) : done(found.map((entry) => entry.address)))),
        )
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((address) => !isPublicAddress(address) && !network?.allowAddresses.includes(address))
        if (addresses.length === 0 || refused)
          return callback(
            Object.assign(new Error(`${hostname} resolves to ${refused ?? 'nothing'}, not a public address`), { code: 'EREFUSED' }),
            [],
          )
        const entries = addresses.map((address) => ({ address, family: isIP(address) }))
        if (options.all) callback(null, entries)
        else callback(null, entries[0]!.address, entries[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    )
  }
}

function get(url: URL, options: RemoteImageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { network } = options
  const https = url.protocol === 'https:'
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  // A literal address never reaches `lookup` (the socket connects to it as it is): checked here.
  if (isIP(hostname) && !isPublicAddress(hostname) && !network?.allowAddresses.includes(hostname))
    return Promise.reject(new Error(`${hostname} is not a public address`))
  const request: RequestOptions = {
    hostname,
    port: network ? (https ? network.ports.https : network.ports.http) : https ? 443 : 80,
    path: `${url.pathname}${url.search}`,
    headers: { accept: 'image/png,image/jpeg,image/gif,image/webp', 'accept-encoding': 'identity' },
    agent: false,
    lookup: checkedLookup(network) as RequestOptions['lookup'],
    signal,
    ...(https && network?.ca ? { ca: network.ca } : {}),
  }
  return new Promise((resolve, reject) => {
    const sent = (https ? httpsRequest : httpRequest)(request, resolve)
    sent.on('error', reject)
    sent.end()
  })
}

/**
 * The body, or null the moment it would pass the per-image cap or the export's remaining
 * budget: a declared Content-Length over either is refused before a byte of the body is read,
 * and the stream is cut as soon as what arrived passes either (the bytes read stay spent).
 */
async function readCapped(response: IncomingMessage, options: RemoteImageOptions): Promise<Uint8Array | null> {
  const declared = Number(response.headers['content-length'] ?? NaN)
  if (declared > Math.min(options.maxBytes, options.budget.remaining)) {
    response.destroy()
    return null
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > options.maxBytes || !options.budget.take(chunk.length)) {
      response.destroy()
      return null
    }
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * An image from the web, for an export (decisions 55, 74): only from the operator's allowed
 * hosts over https on 443 (http on 80 when allowed), connecting only to public addresses, each
 * redirect checked the same way (3 at most), within a time limit, the per-image cap and the
 * export's byte budget. Null on any refusal or failure: the image prints as its alt text.
 */
export async function fetchRemoteImage(value: string, options: RemoteImageOptions): Promise<Uint8Array | null> {
  if (options.network && runningInProduction()) throw new Error('A test network is not allowed in production.')
  // Once the export's budget is spent, no further request is made at all.
  if (options.budget.remaining <= 0) return null
  let url = allowedImageUrl(value, options.hosts, options.allowHttp)
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    for (let hops = 0; url && hops <= MAX_REDIRECTS; hops += 1) {
      const response = await get(url, options, signal)
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status)) {
        response.destroy()
        url = allowedImageUrl(response.headers.location ?? '', options.hosts, options.allowHttp, url)
        continue
      }
      if (status !== 200) {
        response.destroy()
        return null
      }
      return await readCapped(response, options)
    }
  } catch (error) {
    log.warn(`An export image could not be fetched (${url?.host ?? 'no host'}): ${error instanceof Error ? error.message : String(error)}`)
  }
  return null
}
