import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** True for 127.0.0.0/8 and ::1, also in IPv4-mapped form (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0
  if (!address || family === 0) return false
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

// A Host header: a name or IPv4 address, or an IPv6 address in brackets, then an optional port.
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i

/**
 * True when a Host header names this machine: `localhost`, an address in 127.0.0.0/8 or `[::1]`,
 * with or without a port. A page that rebinds its own name to 127.0.0.1 (DNS rebinding) reaches
 * the loopback socket, but its requests still carry its own name.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = host ? HOST_HEADER.exec(host) : null
  if (!match) return false
  const [, bracketed, name] = match
  if (bracketed !== undefined) return isIP(bracketed) === 6 && isLoopbackAddress(bracketed)
  return name!.toLowerCase() === 'localhost' || (isIP(name!) === 4 && isLoopbackAddress(name))
}

/**
 * Whether the request came over a loopback socket and names this machine. Only the socket proves
 * where it came from: a header can be sent by anyone, and behind a proxy on this machine every
 * request looks local — which is why the outbox is never served in production either. The Host
 * check stops the other way in: a web page in the developer's browser whose name was rebound to
 * 127.0.0.1, reading the answer as same-origin.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (!isLoopbackHost(c.req.header('host'))) return false
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address)
  } catch {
    // No Node socket (app.request() without bindings): not provably local.
    return false
  }
}
