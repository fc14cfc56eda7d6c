/**
 * Whether this instance still takes new work. Shutdown calls `markDraining()` first, so
 * GET /api/ready answers 503 and the load balancer stops sending requests while the ones under
 * way finish (decision 113). There is no way back: a draining process only ends.
 */
export interface Readiness {
  markDraining(): void
  readonly draining: boolean
}

export function createReadiness(): Readiness {
  let draining = false
  return {
    markDraining: () => {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}
