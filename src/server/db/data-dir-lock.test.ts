import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts'

describe('acquireDataDirLock', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-lock-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses a second holder while the first is alive, and frees on release', () => {
    const first = acquireDataDirLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Folio process \(pid \d+/)
    first.release()
    expect(existsSync(first.path)).toBe(false)
    acquireDataDirLock(dir).release()
  })

  it('takes over a lock whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', ''])
    const pid = child.pid
    await new Promise((r) => child.on('exit', r))
    writeFileSync(join(dir, 'folio.lock'), JSON.stringify({ pid, host: hostname(), since: 'earlier' }))
    const lock = acquireDataDirLock(dir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a garbled lock file', () => {
    writeFileSync(join(dir, 'folio.lock'), '{"pid":')
    acquireDataDirLock(dir).release()
  })

  it('creates a missing data directory', () => {
    const nested = join(dir, 'a', 'b')
    const lock = acquireDataDirLock(nested)
    expect(existsSync(join(nested, 'folio.lock'))).toBe(true)
    lock.release()
  })
})
