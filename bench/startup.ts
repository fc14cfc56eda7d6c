// Start-up time of `npm start` after the build, measured side by side for a first start (empty
// DATA_DIR: the database is copied from the build's template) and a restart (existing data).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const GOAL_MS = 3000
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Milliseconds from spawning the process to the first 200 from /api/health. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (performance.now() - t0 > 60_000) throw new Error('the server did not answer within 60 s')
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return performance.now() - t0
      await new Promise((r) => setTimeout(r, 20))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const first: number[] = []
const again: number[] = []
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-start-'))
  first.push(await timeStart(dir))
  again.push(await timeStart(dir))
  rmSync(dir, { recursive: true, force: true })
}
const f = median(first)
const a = median(again)
console.log(`Start-up to first healthy answer (median of ${RUNS}, 2-core machine):`)
console.log(
  `  first start (empty DATA_DIR): ${f.toFixed(0)} ms → ${(f / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal ${f < GOAL_MS ? '✓' : '✗'}`,
)
console.log(
  `  restart (existing data):      ${a.toFixed(0)} ms → ${(a / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal ${a < GOAL_MS ? '✓' : '✗'}`,
)
console.log(`  first start / restart: ${(f / a).toFixed(2)}×`)
