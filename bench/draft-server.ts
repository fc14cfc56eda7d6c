import type { AddressInfo } from 'node:net'
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../src/server/app.ts'
import { createAuthContext } from '../src/server/auth/auth-context.ts'
import { startSession } from '../src/server/auth/sessions.ts'
import { insertUser } from '../src/server/auth/users.queries.ts'
import { loadConfig } from '../src/server/config.ts'
import { grantCredits } from '../src/server/credits/ledger.ts'
import { migrate } from '../src/server/db/migrate.ts'
import { migrationSources } from '../src/server/db/migration-sources.ts'
import { openPglite } from '../src/server/db/pglite-database.ts'
import { createAiSdkProvider } from '../src/server/generation/providers/ai-sdk-provider.ts'

const root = resolve(import.meta.dirname, '..')

/**
 * The real app in this process (embedded PGlite in memory, the AI SDK provider pointed at
 * `aiBaseUrl`) on a free loopback port, with one signed-in user holding `credits`.
 */
export async function startDraftBenchServer(aiBaseUrl: string, credits: number, extraEnv: Record<string, string> = {}) {
  const db = await openPglite()
  await migrate(db, migrationSources(root, true))
  const server = serve({ fetch: (req) => app.fetch(req), port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((done) => server.once('listening', () => done()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const env = {
    NODE_ENV: 'test',
    SITE_URL: url,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: aiBaseUrl,
    AI_MODEL: 'bench',
    AI_MAX_RETRIES: '0',
    ...extraEnv,
  }
  const config = loadConfig(env)
  const auth = await createAuthContext(db, config)
  const app = createApp({ config, db, auth, provider: createAiSdkProvider({ ...config, AI_PROVIDER: 'openai-compatible' }) })
  const session = await db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: 'bench@example.com', encryptedPassword: null, confirmed: true })
    await grantCredits(tx, { userId: user.id, ref: 'bench', reason: 'bench', amount: credits })
    return startSession(auth, tx, user, 'password')
  })
  return {
    url,
    token: session.access_token,
    async close() {
      await new Promise<void>((done) => server.close(() => done()))
      await db.close()
    },
  }
}

/** Starts bench/draft-fake.ts in a child process and returns its base URL. */
export async function startFakeProviderProcess(options: { latencyMs: number; chunks: number; chunkDelayMs: number }) {
  const args = [String(options.latencyMs), String(options.chunks), String(options.chunkDelayMs)]
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/draft-fake.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseURL = await new Promise<string>((done, fail) => {
    child.stdout.once('data', (line: Buffer) => done(line.toString().trim()))
    child.once('exit', (code) => fail(new Error(`the fake provider exited (${code})`)))
  })
  return {
    baseURL,
    close: () =>
      new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
  }
}
