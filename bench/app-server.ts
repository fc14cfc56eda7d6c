import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningApp {
  baseUrl: string
  /** The server's process id (its export workers are its children). */
  pid: number
  /** Everything the server printed so far; shown when something goes wrong. */
  log: () => string
  stop: () => Promise<void>
}

const HOST = '127.0.0.1'

/** Asks the OS for a free port; the short window before the server binds it is an accepted race. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port assigned'))))
    })
  })
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Starts the app exactly as production does (`node scripts/start.mjs`, one process) on a free
 * port with a throwaway embedded database, so the benchmark never touches a developer's data
 * or a server someone else is running.
 */
export async function startApp({
  root,
  healthTimeoutMs = 60_000,
  env: extraEnv = {},
  nodeArgs = [],
  beforeStart,
}: {
  root: string
  healthTimeoutMs?: number
  /** Settings on top of the production defaults (e.g. DATABASE_URL of a throwaway server). */
  env?: NodeJS.ProcessEnv
  /** Node's own options for the server, e.g. `--cpu-prof` for a profile. */
  nodeArgs?: string[]
  /** Runs with the server's final environment before it starts (e.g. to mint a service key). */
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>
}): Promise<RunningApp> {
  const port = await findFreePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-'))
  const baseUrl = `http://${HOST}:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, NODE_ENV: 'production' }
  // A DATABASE_URL or SITE_URL from the caller's shell would point the server elsewhere than what we measure.
  delete env.DATABASE_URL
  delete env.SITE_URL
  Object.assign(env, extraEnv)
  await beforeStart?.(env)

  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))

  // Last resort if the benchmark dies without reaching stop(): don't leave a server holding the port.
  const onExit = () => {
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.once('exit', onExit)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      // The server closes its database on SIGTERM; only force it if that hangs.
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL')
        await waitForExit(child, 5_000)
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
    process.off('exit', onExit)
  }

  try {
    await waitForHealth(`${baseUrl}/api/health`, child, healthTimeoutMs)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.trim() || '(none)'}`, { cause: error })
  }
  return { baseUrl, pid: child.pid ?? 0, log: () => output, stop }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    // Fail fast instead of waiting out the timeout when the server died (bad config, port taken).
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`)
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`)
}

/** Signs a new account up through the embedded auth API and returns its access token. */
export async function signUpForBench(baseUrl: string, email: string, password = 'load-bench-Password-9'): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`Sign-up of ${email} gave no session (${res.status}): ${JSON.stringify(body)}`)
  return body.access_token
}
