import type { Server } from 'node:http'
import type { Config } from '../config.ts'

/**
 * Keeps idle connections open longer than the clients and load balancers in front of us do
 * (AWS ALB 60 s, Google's 600 s is the backend's to set, nginx upstream keepalive 60 s): the side
 * that closes first must be the client, or a POST sent on a socket we are closing fails with
 * "socket hang up". Node's own default is 5 s.
 */
export function applyServerTimeouts(server: unknown, config: Pick<Config, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'>): void {
  const http = server as Partial<Server>
  if (!('keepAliveTimeout' in http)) return
  const keepAlive = config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000
  http.keepAliveTimeout = keepAlive
  // Node's guidance: headersTimeout above keepAliveTimeout, or a request that arrives just as the
  // idle timer fires can be cut off while its headers are on the way.
  http.headersTimeout = keepAlive + 1000
}
