import { AsyncLocalStorage } from 'node:async_hooks'

/** What every log line written while serving a request says about it. */
export interface RequestContext {
  requestId: string
  /** Set once the caller's token is checked (http/request-user.ts); absent for anonymous calls. */
  userId?: string
}

// Async-local rather than passed along: generation, exports and checkout log from deep inside a
// request without a Hono context, and their lines still carry the request's id (decision 112).
const storage = new AsyncLocalStorage<RequestContext>()

/** The request being served on this async path, if any. */
export const currentRequest = (): RequestContext | undefined => storage.getStore()

/** Runs `work` (the rest of a request's middleware chain) with `context` as the current request. */
export const withRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work)

/** Records who the caller is, so the request's later lines and its access line name them. */
export function noteRequestUser(userId: string | undefined): void {
  const context = storage.getStore()
  if (context && userId) context.userId = userId
}
