// Another user's latency while one user sends the worst exports they can (issue 13, items 5–7).
// The app runs as in production (`npm start`, one process, default export settings). User A keeps
// EXPORTS_PER_USER exports in flight, cycling through the hostile documents in every format;
// user B meanwhile calls /api/health every 200 ms and exports a one-chapter PDF once a second.
// B's p95 latency under that load is compared with the same figures with no load. Goals: within
// 2× and the server still up at the end.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { EXPORT_FORMATS } from '../src/core/export.ts'
import type { ExportDocument } from '../src/core/export-schemas.ts'
import { hostileExportDocuments, sampleExportDocument } from '../tests/support/export/export-fixtures.ts'
import { signUpForBench, startApp } from './app-server.ts'
import { mark, ms, table } from './format.ts'

const root = resolve(import.meta.dirname, '..')
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS) || 20_000
const LOAD_MS = Number(process.env.BENCH_LOAD_MS) || 60_000
const GOAL_RATIO = 2
const IN_FLIGHT = 3 // EXPORTS_PER_USER's default

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? NaN

const app = await startApp({ root })
const signUp = (email: string) => signUpForBench(app.baseUrl, email)

const exportAs = (token: string, format: string, document: ExportDocument, signal?: AbortSignal) =>
  fetch(`${app.baseUrl}/api/export/${format}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(document),
    signal,
  })

interface Samples {
  health: number[]
  export: number[]
  failures: string[]
}

/** User B's requests until `until`: health every 200 ms, a small PDF every second, each timed. */
async function measureOtherUser(token: string, until: number): Promise<Samples> {
  const samples: Samples = { health: [], export: [], failures: [] }
  const small = { ...sampleExportDocument(), chapters: sampleExportDocument().chapters.slice(0, 1) }
  const loop = async (every: number, run: () => Promise<Response>, into: number[], what: string) => {
    while (Date.now() < until) {
      const t0 = performance.now()
      try {
        const res = await run()
        await res.arrayBuffer()
        if (res.ok) into.push(performance.now() - t0)
        else samples.failures.push(`${what}: ${res.status}`)
      } catch (error) {
        samples.failures.push(`${what}: ${(error as Error).message}`)
      }
      await new Promise((r) => setTimeout(r, Math.max(0, every - (performance.now() - t0))))
    }
  }
  await Promise.all([
    loop(200, () => fetch(`${app.baseUrl}/api/health`), samples.health, 'health'),
    loop(1000, () => exportAs(token, 'pdf', small), samples.export, 'small PDF'),
  ])
  return samples
}

const hostile = Object.entries(hostileExportDocuments).flatMap(([name, make]) =>
  EXPORT_FORMATS.map((format) => ({ name, format, document: make() })),
)

/** User A's load until `until`: IN_FLIGHT exports at a time, cycling through the hostile set. */
async function sendTheWorst(token: string, until: number, signal: AbortSignal) {
  const outcomes = new Map<string, number>()
  let next = 0
  const lane = async () => {
    while (Date.now() < until) {
      const job = hostile[next++ % hostile.length]!
      let key: string
      try {
        const res = await exportAs(token, job.format, job.document, signal)
        const body = res.ok ? null : ((await res.json()) as { code: string })
        if (res.ok) await res.arrayBuffer()
        key = `${job.name} ${job.format}: ${res.status}${body ? ` ${body.code}` : ''}`
      } catch (error) {
        if (signal.aborted) return
        key = `${job.name} ${job.format}: ${(error as Error).message}`
      }
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane))
  return outcomes
}

try {
  const [attacker, other] = [await signUp('load-a@example.com'), await signUp('load-b@example.com')]
  // Warm-up: both workers started, fonts read.
  await Promise.all([1, 2].map(() => exportAs(other, 'pdf', sampleExportDocument()).then((r) => r.arrayBuffer())))

  const loadStart = loadavg()
  const baseline = await measureOtherUser(other, Date.now() + BASELINE_MS)
  const loadDuring = loadavg()
  const stopAttack = new AbortController()
  const until = Date.now() + LOAD_MS
  const [underLoad, outcomes] = await Promise.all([
    measureOtherUser(other, until),
    sendTheWorst(attacker, until, stopAttack.signal).finally(() => stopAttack.abort()),
  ])
  const loadEnd = loadavg()
  const alive = await fetch(`${app.baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  )

  const figure = (name: string, base: number[], load: number[]) => {
    const ratio = p95(load) / p95(base)
    const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
    return {
      name,
      baselineP95: p95(base),
      loadP95: p95(load),
      ratio,
      baselineP50: p50(base),
      loadP50: p50(load),
      loadMax: Math.max(...load),
      samples: [base.length, load.length],
    }
  }
  const figures = [
    figure('/api/health', baseline.health, underLoad.health),
    figure('one-chapter PDF export', baseline.export, underLoad.export),
  ]
  console.log(
    `Another user's p95 latency while one user sends the worst exports (${IN_FLIGHT} in flight, ${Math.round(LOAD_MS / 1000)} s; ${cpus().length} CPUs):`,
  )
  console.log(
    table([
      ['p95', 'no load', 'under load', 'ratio', '', 'p50 no load / under load', 'max under load'],
      ...figures.map((f) => [
        f.name,
        ms(f.baselineP95),
        ms(f.loadP95),
        `${f.ratio.toFixed(2)}×`,
        `goal ≤ ${GOAL_RATIO}× ${mark(f.ratio <= GOAL_RATIO)}`,
        `${ms(f.baselineP50)} / ${ms(f.loadP50)}`,
        ms(f.loadMax),
      ]),
    ]),
  )
  const fmt = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ')
  console.log(`  Load average: ${fmt(loadStart)} before, ${fmt(loadDuring)} after the baseline, ${fmt(loadEnd)} after the load`)
  console.log(
    `  Server up at the end: ${alive ? 'yes' : 'no'} ${mark(alive)}; the other user's failed requests: ${baseline.failures.length + underLoad.failures.length}`,
  )
  console.log("  The attacker's answers:")
  console.log(
    table(
      [...outcomes].sort().map(([key, count]) => [key, `× ${count}`]),
      '    ',
    ),
  )

  const output = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, afterBaseline: loadDuring, end: loadEnd },
    baselineMs: BASELINE_MS,
    loadMs: LOAD_MS,
    figures,
    serverUp: alive,
    otherUserFailures: [...baseline.failures, ...underLoad.failures],
    attackerOutcomes: Object.fromEntries(outcomes),
    goalRatio: GOAL_RATIO,
  }
  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'export-hostile.json'), `${JSON.stringify(output, null, 2)}\n`)
  if (!alive || figures.some((f) => !(f.ratio <= GOAL_RATIO)) || underLoad.failures.length > 0) process.exitCode = 1
} catch (error) {
  console.error(error, '\n--- server output ---\n', app.log())
  process.exitCode = 1
} finally {
  await app.stop()
}
