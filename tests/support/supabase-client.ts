/** Shared pieces of the tests that drive the real supabase-js client in Node. */

/**
 * Node 20 has no WebSocket and supabase-js builds its realtime client eagerly; no test uses it,
 * so any attempt to construct a transport fails loudly. Pass as `realtime: { transport: NoRealtime as never }`.
 */
export class NoRealtime {
  constructor() {
    throw new Error('realtime is not used in these tests')
  }
}

let counter = 0

/** An address no other test (or worker) uses, so tests never collide on unique e-mails. */
export function newEmail(tag = 'user'): string {
  return `${tag}-${process.pid}-${Date.now()}-${counter++}@example.com`
}

/**
 * Rate-limit windows start on multiples of their length (the database clock). A test that counts
 * up to a limit first waits out a window about to end, so all its hits land in one window.
 */
export async function awayFromWindowEdge(windowSeconds: number, needSeconds = 45): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds)
  if (left < needSeconds) await new Promise((done) => setTimeout(done, (left + 0.25) * 1000))
}
