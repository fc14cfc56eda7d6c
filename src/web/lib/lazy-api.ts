import { loadOnce } from './lazy-schemas.ts'

/**
 * The typed client (api.ts) loaded with the first call that needs it: a screen under a load guard
 * (the editor's 257 KB, decision 111) does not carry hono/client (≈ 2 KB gzip) before an action
 * asks the server something (decision 117).
 */
export const loadApi = loadOnce(() => import('./api.ts'))
