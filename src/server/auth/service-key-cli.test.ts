import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { acquireDataDirLock } from '../db/data-dir-lock.ts'
import { openEmbeddedDatabase } from '../db/embedded-database.ts'
import { verifyAccessToken } from './access-token.ts'
import { createAuthContext } from './auth-context.ts'
import { loadConfig } from '../config.ts'
import { serviceRoleKey } from './service-key-cli.ts'

const root = resolve(import.meta.dirname, '../../..')
const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'folio-service-key-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('service-key CLI', () => {
  it('mints a service-role key that the server on the same data directory accepts, and the same signer every time', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: tempDir(), PORT: '4123' }
    const first = await serviceRoleKey(env)
    expect(first.issuer).toBe('http://127.0.0.1:4123/auth/v1')
    expect(decodeJwt(first.key)).toMatchObject({ role: 'service_role', iss: first.issuer })
    const second = await serviceRoleKey(env)
    expect(decodeProtectedHeader(second.key).kid).toBe(decodeProtectedHeader(first.key).kid)

    // What the server does at start-up on that directory: the key verifies against its key set.
    const db = await openEmbeddedDatabase(env.DATA_DIR)
    try {
      const auth = await createAuthContext(db, loadConfig(env))
      const claims = await verifyAccessToken(auth.keySet, first.key, { issuer: auth.issuer })
      expect(claims.role).toBe('service_role')
    } finally {
      await db.close()
    }
  })

  it('refuses politely while a server holds the embedded data directory, without touching it', async () => {
    const dataDir = tempDir()
    const lock = acquireDataDirLock(dataDir)
    try {
      const refusal = serviceRoleKey({ NODE_ENV: 'test', DATA_DIR: dataDir })
      await expect(refusal).rejects.toThrow(/open in a running Folio server/)
      await expect(refusal).rejects.toThrow(/Stop the server/)
      await expect(refusal).rejects.toThrow(/DATABASE_URL/)
    } finally {
      lock.release()
    }
  })

  it('points to the Supabase dashboard in hosted mode', async () => {
    await expect(
      serviceRoleKey({
        NODE_ENV: 'test',
        DATA_DIR: tempDir(),
        SUPABASE_URL: 'https://x.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        DATABASE_URL: 'postgres://u@db.x.supabase.co/postgres',
      }),
    ).rejects.toThrow(/Supabase dashboard/)
  })

  it('as a command: exit code 1 and the explanation on stderr, nothing on stdout', async () => {
    const dataDir = tempDir()
    const lock = acquireDataDirLock(dataDir)
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/auth/service-key-cli.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', SUPABASE_URL: '' },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => (stdout += d))
      child.stderr.on('data', (d) => (stderr += d))
      const code = await new Promise<number | null>((done) => child.once('exit', done))
      expect(code).toBe(1)
      expect(stdout).toBe('')
      expect(stderr).toContain('Stop the server')
      expect(stderr).not.toContain('    at ')
    } finally {
      lock.release()
    }
  })
})
