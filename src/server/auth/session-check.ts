import type { Queryable } from '../db/database.ts'
import { isBanned } from './banned.ts'
import { findSessionStanding } from './sessions.queries.ts'

/** What a valid access token's session allows: everything, nothing (it ended), or nothing (a ban). */
export type SessionStanding = 'active' | 'ended' | 'banned'

/**
 * Embedded mode owns the session table, so the product and data APIs can ask it whether a token's
 * session still stands (decision 31). Answers are cached for `ttlMs`; this process forgets a
 * user's answers whenever it ends their sessions or changes their ban, so those take effect at
 * once here, and within `ttlMs` on other processes sharing the database.
 */
export interface SessionCheck {
  standing(sessionId: string | undefined, userId: string): Promise<SessionStanding>
  /** Call after a change to the user's sessions or ban has been committed. */
  forgetUser(userId: string): void
}

interface Entry {
  userId: string
  expiresAt: number
  /** The lookup's answer; shared by requests that arrive while it runs. */
  row: Promise<{ banned_until: Date | null } | undefined>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface SessionCheckOptions {
  ttlMs: number
  /** Bounds the memory: the oldest answer makes room for a new one. */
  maxEntries?: number
  now?: () => number
}

export function createSessionCheck(db: Queryable, { ttlMs, maxEntries = 10_000, now = Date.now }: SessionCheckOptions): SessionCheck {
  const entries = new Map<string, Entry>()

  function lookup(sessionId: string, userId: string): Entry['row'] {
    const cached = entries.get(sessionId)
    if (cached && cached.userId === userId && cached.expiresAt > now()) return cached.row
    const row = findSessionStanding(db, sessionId, userId)
    if (ttlMs <= 0) return row
    const entry: Entry = { userId, expiresAt: now() + ttlMs, row }
    entries.delete(sessionId)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(sessionId, entry)
    // A failed lookup is not an answer: the next request asks the database again.
    row.catch(() => {
      if (entries.get(sessionId) === entry) entries.delete(sessionId)
    })
    return row
  }

  return {
    async standing(sessionId, userId) {
      // Every token this server signs for a user names its session; one without is nobody's.
      if (!sessionId || !UUID.test(sessionId) || !UUID.test(userId)) return 'ended'
      const row = await lookup(sessionId, userId)
      if (!row) return 'ended'
      // The ban's end is kept, not a verdict, so a ban that runs out is over on time.
      return isBanned(row.banned_until, now()) ? 'banned' : 'active'
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId)
    },
  }
}
