import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, owner: string) {
    super(
      `The data directory ${dir} is in use by another Folio process (${owner}). ` +
        'Stop that process, or give this one its own DATA_DIR. Two processes must never share one embedded database.',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the data directory for this process alone, as PostgreSQL's postmaster.pid does: the lock
 * file is created exclusively; a lock left by a dead process on this host is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'folio.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }))
      closeSync(fd)
      let released = false
      return {
        path,
        release() {
          if (released) return
          released = true
          rmSync(path, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(path)
      const sameHost = owner?.host === hostname()
      if (owner && (!sameHost || isAlive(owner.pid))) {
        throw new DataDirLockedError(dir, `pid ${owner.pid} on ${owner.host} since ${owner.since}`)
      }
      // Stale: its owner crashed. Remove it and try once more; a racing process wins the `wx` create.
      rmSync(path, { force: true })
    }
  }
  throw new DataDirLockedError(dir, 'another process took it at the same moment')
}

function readOwner(path: string): { pid: number; host: string; since: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown; since?: unknown }
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined
    return { pid: parsed.pid, host: parsed.host, since: String(parsed.since ?? 'unknown') }
  } catch {
    // A half-written or garbled file means its writer died mid-write.
    return undefined
  }
}
