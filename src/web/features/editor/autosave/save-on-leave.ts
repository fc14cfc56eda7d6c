import type { ProjectDocument } from '@core/project-schemas.ts'
import { getAuthSnapshot } from '@web/lib/auth/auth-store.ts'

/** Browsers refuse keepalive bodies over 64 KiB (all keepalive requests of a page together). */
const KEEPALIVE_BODY_LIMIT = 60 * 1024

/**
 * The last save as the page goes away: a keepalive request outlives the page. It cannot wait
 * for the auth client (that is asynchronous), so it takes the token the app already holds. A
 * larger document, or no token, is left to the unsaved copy, restored on the next load.
 */
export function saveOnLeave(projectId: string, doc: ProjectDocument): boolean {
  const token = getAuthSnapshot().session?.access_token
  if (!token) return false
  const body = JSON.stringify(doc)
  if (new TextEncoder().encode(body).length > KEEPALIVE_BODY_LIMIT) return false
  try {
    fetch(`/api/projects/${encodeURIComponent(projectId)}`, {
      method: 'PUT',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    }).catch(() => undefined)
    return true
  } catch {
    return false
  }
}
