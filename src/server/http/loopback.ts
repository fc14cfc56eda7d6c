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

/**
 * Whether the request came over a loopback socket. Only the socket counts: a header can be sent by
 * anyone, and behind a proxy on this machine every request looks local — which is why the outbox
 * is never served in production either.
 */
export function isLoopbackRequest(c: Context): boolean {
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address)
  } catch {
    // No Node socket (app.request() without bindings): not provably local.
    return false
  }
}
