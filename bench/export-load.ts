// Another user's latency while the server is busy (issue 25, item 11): 50 drafts written at once
// against a fake model, 20 exports in flight, and one user reading their own uploaded image in 4
// loops, while an observer calls /api/health and /api/projects every 200 ms. The app runs as in
// production (`npm start`, one process), on embedded PGlite and on a throwaway PostgreSQL. The
// observer's p50/p95/max under load are printed next to the same with the server idle, as ratios
// (goal: p95 within 3× idle, max under 1 s), with the load average; and the export workers'
// memory right after the burst and once they have been idle. Nothing here is asserted.
//
// BENCH_DATABASES=pglite,postgres (default both), BENCH_BASELINE_MS (15 s), BENCH_LOAD_MS (60 s),
// BENCH_DRAFTS (50), BENCH_EXPORTS (20), BENCH_IMAGE_LOOPS (4; 0 leaves the image reader out),
// BENCH_CHAPTERS (10 per draft), BENCH_IDLE_MS (time given to the workers after the burst, 80 s),
// BENCH_SERVER_NODE_ARGS (Node options for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { deflateSync } from 'node:zlib'
import { EXPORT_FORMATS } from '../src/core/export.ts'
import { serviceRoleKey } from '../src/server/auth/service-key-cli.ts'
import { longExportDocument, sampleExportDocument } from '../tests/support/export/export-fixtures.ts'
import { pngChunk } from '../tests/support/export/image-samples.ts'
import startPostgres from '../tests/setup/postgres-server.ts'
import { type RunningApp, signUpForBench, startApp } from './app-server.ts'
import { draftClient } from './draft-client.ts'
import { startFakeProviderProcess } from './draft-server.ts'
import { mark, ms, table } from './format.ts'

const root = resolve(import.meta.dirname, '..')
const num = (name: string, fallback: number) => (process.env[name] === undefined ? fallback : Number(process.env[name]))
const BASELINE_MS = num('BENCH_BASELINE_MS', 15_000)
const LOAD_MS = num('BENCH_LOAD_MS', 60_000)
const DRAFTS = num('BENCH_DRAFTS', 50)
const EXPORTS = num('BENCH_EXPORTS', 20)
const IMAGE_LOOPS = num('BENCH_IMAGE_LOOPS', 4)
const CHAPTERS = num('BENCH_CHAPTERS', 10)
// Past EXPORT_WORKER_IDLE_SECONDS (60 s) and its next check: the idle workers but one have stopped.
const IDLE_MS = num('BENCH_IDLE_MS', 80_000)
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean) as ('pglite' | 'postgres')[]
const GOALS = { ratio: 3, maxMs: 1000 } as const
const OBSERVE_EVERY_MS = 200

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * q) - 1)] ?? NaN
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ')

/** A PNG of noise (it does not compress): ≈ 3.5 MB, the size of a phone photo. */
function noisePng(width = 1100, height = 1100): Uint8Array {
  const raw = Buffer.alloc(height * (1 + width * 3))
  let seed = 42
  for (let i = 0; i < raw.length; i++) raw[i] = i % (1 + width * 3) === 0 ? 0 : (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([
      signature,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw, { level: 1 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** Resident memory (MiB) of every child process of `pid`: the export workers. */
function childrenRssMb(pid: number): { count: number; mb: number } {
  let count = 0
  let kb = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== pid) continue
      count++
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // Gone meanwhile.
    }
  }
  return { count, mb: Math.round(kb / 1024) }
}

interface Observed {
  health: number[]
  projects: number[]
  failures: string[]
}

async function run(kind: 'pglite' | 'postgres', aiBaseUrl: string) {
  let stopPostgres: (() => void) | undefined
  const env: NodeJS.ProcessEnv = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: aiBaseUrl,
    AI_MODEL: 'bench',
    AI_MAX_RETRIES: '0',
    AUTH_SIGNUPS_PER_IP_PER_5_MIN: '100000',
  }
  if (kind === 'postgres') {
    let url = ''
    stopPostgres = await startPostgres({ provide: (key: string, value: string) => key === 'postgresUrl' && (url = value) } as never)
    env.DATABASE_URL = url
  }
  let serviceKey = ''
  let app: RunningApp | undefined
  try {
    app = await startApp({
      root,
      env,
      // For a profile of the server under the load: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
      nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
      beforeStart: async (finalEnv) => {
        serviceKey = (await serviceRoleKey(finalEnv)).key
      },
    })
    return await measure(kind, app, serviceKey)
  } finally {
    await app?.stop()
    stopPostgres?.()
  }
}

async function measure(kind: string, app: RunningApp, serviceKey: string) {
  const base = app.baseUrl
  const signUp = (email: string) => signUpForBench(base, email)
  const api = async <T>(token: string, method: string, path: string, body?: unknown, type = 'application/json'): Promise<T> => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return (res.status === 204 ? undefined : await res.json()) as T
  }
  const newProject = (token: string, title: string) =>
    api<{ id: string }>(token, 'POST', '/projects', {
      title,
      description: 'A project of the load bench.',
      productType: 'ebook',
      tone: 'friendly',
      targetAudience: 'readers',
      chapters: sampleExportDocument().chapters.map((chapter) => ({ id: randomUUID(), title: chapter.title, content: chapter.content })),
      currentChapterIndex: 0,
    })

  // The observer owns a few projects; the others sign up in parallel, as a busy morning would.
  const observer = await signUp(`observer@example.com`)
  for (let i = 0; i < 3; i++) await newProject(observer, `Observer ${i + 1}`)
  const drafters = await Promise.all(Array.from({ length: DRAFTS }, (_, i) => signUp(`drafter-${i}@example.com`)))
  const exporters = await Promise.all(Array.from({ length: EXPORTS }, (_, i) => signUp(`exporter-${i}@example.com`)))
  const reader = await signUp('reader@example.com')
  const perDraft = 8
  await Promise.all(
    Array.from({ length: DRAFTS }, (_, i) =>
      api(serviceKey, 'POST', '/admin/credits', { email: `drafter-${i}@example.com`, amount: perDraft * 50, reason: 'load bench' }),
    ),
  )
  const readerProject = await newProject(reader, 'Pictures')
  const png = noisePng()
  const image = await api<{ id: string }>(reader, 'POST', `/projects/${readerProject.id}/images`, png, 'image/png')
  const imagePath = `/projects/${readerProject.id}/images/${image.id}`

  // Warm-up: the export workers started, fonts read, one draft's code paths compiled.
  await Promise.all([1, 2].map(() => api(observer, 'POST', '/export/pdf', sampleExportDocument()).catch(() => undefined)))

  const observe = async (until: number): Promise<Observed> => {
    const seen: Observed = { health: [], projects: [], failures: [] }
    const loop = async (path: string, auth: boolean, into: number[]) => {
      while (Date.now() < until) {
        const t0 = performance.now()
        try {
          const res = await fetch(`${base}${path}`, auth ? { headers: { authorization: `Bearer ${observer}` } } : {})
          await res.arrayBuffer()
          if (res.ok) into.push(performance.now() - t0)
          else seen.failures.push(`${path}: ${res.status}`)
        } catch (error) {
          seen.failures.push(`${path}: ${(error as Error).message}`)
        }
        await new Promise((r) => setTimeout(r, Math.max(0, OBSERVE_EVERY_MS - (performance.now() - t0))))
      }
    }
    await Promise.all([loop('/api/health', false, seen.health), loop('/api/projects', true, seen.projects)])
    return seen
  }

  const counts = {
    drafts: 0,
    chapters: 0,
    draftErrors: [] as string[],
    exports: 0,
    exportErrors: [] as string[],
    imageReads: 0,
    imageErrors: [] as string[],
  }
  const countError = (list: string[], message: string) => list.length < 20 && list.push(message)

  const draftLane = async (token: string, until: number) => {
    const client = draftClient(base, token)
    const chapters = Array.from({ length: CHAPTERS }, (_, i) => ({ title: `Chapter ${i + 1}` }))
    while (Date.now() < until) {
      try {
        const { jobId } = await client.json<{ jobId: string }>('/draft/start', {
          topic: 'home baking',
          productType: 'ebook',
          tone: 'friendly',
          outline: { title: 'Load Book', description: 'A benchmark draft.', chapters },
        })
        const written = await client.streamJob(jobId, () => undefined)
        counts.chapters += written.filter(Boolean).length
        await client.json('/draft/finish', { jobId })
        counts.drafts++
      } catch (error) {
        countError(counts.draftErrors, (error as Error).message.slice(0, 160))
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
  }
  const exportLane = async (token: string, lane: number, until: number) => {
    for (let round = 0; Date.now() < until; round++) {
      const format = EXPORT_FORMATS[(lane + round) % EXPORT_FORMATS.length]!
      // Every other export a 30-chapter book: the workers grow as they would on a busy day.
      const document = (lane + round) % 2 === 0 ? longExportDocument(30, 1500, 'ebook', round) : sampleExportDocument()
      try {
        const res = await fetch(`${base}/api/export/${format}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(document),
        })
        await res.arrayBuffer()
        if (res.ok) counts.exports++
        else countError(counts.exportErrors, `${format}: ${res.status}`)
      } catch (error) {
        countError(counts.exportErrors, `${format}: ${(error as Error).message}`)
      }
    }
  }
  const imageLoop = async (until: number) => {
    while (Date.now() < until) {
      try {
        const res = await fetch(`${base}/api${imagePath}`, { headers: { authorization: `Bearer ${reader}` } })
        await res.arrayBuffer()
        if (res.ok) counts.imageReads++
        else {
          countError(counts.imageErrors, String(res.status))
          // A rate limit's answer: wait as told instead of hammering.
          await new Promise((r) => setTimeout(r, Math.min(5000, Number(res.headers.get('retry-after') ?? 1) * 1000)))
        }
      } catch (error) {
        countError(counts.imageErrors, (error as Error).message)
      }
    }
  }

  const loadStart = loadavg()
  const idle = await observe(Date.now() + BASELINE_MS)
  const loadAfterIdle = loadavg()
  const until = Date.now() + LOAD_MS
  const [underLoad] = await Promise.all([
    observe(until),
    ...drafters.map((token) => draftLane(token, until)),
    ...exporters.map((token, lane) => exportLane(token, lane, until)),
    ...Array.from({ length: IMAGE_LOOPS }, () => imageLoop(until)),
  ])
  const loadEnd = loadavg()
  const workersAfterBurst = childrenRssMb(app.pid)
  await new Promise((r) => setTimeout(r, IDLE_MS))
  const workersAfterIdle = childrenRssMb(app.pid)
  const alive = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  )

  const figure = (name: string, idleMs: number[], loadMs: number[]) => ({
    name,
    idle: { p50: quantile(idleMs, 0.5), p95: quantile(idleMs, 0.95), max: Math.max(...idleMs), n: idleMs.length },
    load: { p50: quantile(loadMs, 0.5), p95: quantile(loadMs, 0.95), max: Math.max(...loadMs), n: loadMs.length },
    ratio: quantile(loadMs, 0.95) / quantile(idleMs, 0.95),
  })
  const figures = [figure('/api/health', idle.health, underLoad.health), figure('/api/projects', idle.projects, underLoad.projects)]
  console.log(
    `\n${kind}: another user's latency, idle and under load (${DRAFTS} drafts of ${CHAPTERS} chapters, ${EXPORTS} exports, ${IMAGE_LOOPS} image-read loops; ${Math.round(LOAD_MS / 1000)} s; ${cpus().length} CPUs):`,
  )
  console.log(
    table([
      ['', 'idle p50 / p95 / max', 'load p50 / p95 / max', 'p95 ratio', '', 'max', ''],
      ...figures.map((f) => {
        const okRatio = f.ratio <= GOALS.ratio
        const okMax = f.load.max < GOALS.maxMs
        return [
          f.name,
          `${ms(f.idle.p50)} / ${ms(f.idle.p95)} / ${ms(f.idle.max)}`,
          `${ms(f.load.p50)} / ${ms(f.load.p95)} / ${ms(f.load.max)}`,
          `${f.ratio.toFixed(2)}×`,
          `goal ≤ ${GOALS.ratio}× ${mark(okRatio)}`,
          ms(f.load.max),
          `goal < ${ms(GOALS.maxMs)} ${mark(okMax)}`,
        ]
      }),
    ]),
  )
  console.log(`  Load average: ${fmtLoad(loadStart)} before, ${fmtLoad(loadAfterIdle)} after idle, ${fmtLoad(loadEnd)} after the load`)
  console.log(
    `  Done under load: ${counts.drafts} drafts (${counts.chapters} chapters), ${counts.exports} exports, ${counts.imageReads} image reads; ` +
      `observer failures: ${idle.failures.length + underLoad.failures.length}; server up: ${alive ? 'yes' : 'no'}`,
  )
  for (const [what, list] of [
    ['draft errors', counts.draftErrors],
    ['export errors', counts.exportErrors],
    ['image-read refusals', counts.imageErrors],
    ['observer failures', [...idle.failures, ...underLoad.failures].slice(0, 10)],
  ] as const)
    if (list.length > 0) console.log(`  ${what} (first ${list.length}): ${[...new Set(list)].join('; ')}`)
  console.log(
    `  Export workers: ${workersAfterBurst.count} holding ${workersAfterBurst.mb} MiB right after the burst, ` +
      `${workersAfterIdle.count} holding ${workersAfterIdle.mb} MiB after ${Math.round(IDLE_MS / 1000)} s idle`,
  )
  return {
    database: kind,
    figures,
    loadAverage: { start: loadStart, afterIdle: loadAfterIdle, end: loadEnd },
    counts,
    observerFailures: [...idle.failures, ...underLoad.failures],
    workers: { afterBurst: workersAfterBurst, afterIdle: workersAfterIdle },
    serverUp: alive,
  }
}

const fake = await startFakeProviderProcess({ latencyMs: 400, chunks: 20, chunkDelayMs: 100 })
try {
  const results = []
  for (const kind of DATABASES) results.push(await run(kind, fake.baseURL))
  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'export-load.json'),
    `${JSON.stringify(
      {
        timestamp: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        settings: { BASELINE_MS, LOAD_MS, DRAFTS, EXPORTS, IMAGE_LOOPS, CHAPTERS, IDLE_MS },
        goals: GOALS,
        results,
      },
      null,
      2,
    )}\n`,
  )
} finally {
  await fake.close()
}
