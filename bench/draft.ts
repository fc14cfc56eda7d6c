// A 10-chapter draft through the HTTP API against a fake OpenAI-compatible server with a fixed
// per-chapter latency, written one chapter at a time and 3 and 10 at once. Prints the draft's
// time ÷ one chapter's time (goals ≤ 4 at 3, ≤ 1.5 at 10) and the time from "start" to the first
// streamed text. One chapter's time is a one-chapter draft through the same calls (start, the
// chapter's stream, finish): what a user waits for one chapter.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { draftClient } from './draft-client.ts'
import { startDraftBenchServer, startFakeProviderProcess } from './draft-server.ts'
import { mark, ms, table } from './format.ts'

const CHAPTERS = 10
const LATENCY_MS = 300
const REPEATS = 5
const GOALS: Record<number, number> = { 3: 4, 10: 1.5 }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

// 200 ms to the first token, then 8 chunks 14 ms apart: ≈ LATENCY_MS per chapter, streamed as a model does.
const fake = await startFakeProviderProcess({ latencyMs: LATENCY_MS - 100, chunks: 8, chunkDelayMs: 14 })
const server = await startDraftBenchServer(fake.baseURL, 8 * (1 + 6 * REPEATS))
const client = draftClient(server.url, server.token)

async function runDraft(concurrency: number, chapters = CHAPTERS) {
  const titles = Array.from({ length: chapters }, (_, i) => ({ title: `Chapter ${i + 1}` }))
  const outline = { title: 'Bench Book', description: 'A benchmark draft.', chapters: titles }
  const t0 = performance.now()
  const { jobId } = await client.json<{ jobId: string }>('/draft/start', { topic: 'home baking', productType: 'ebook', tone: 'friendly', outline })
  let firstTextMs = NaN
  const chapterMs: number[] = []
  let next = 0
  const worker = async () => {
    for (let index = next++; index < chapters; index = next++) {
      const c0 = performance.now()
      await client.streamChapter(jobId, index, () => (firstTextMs = Number.isNaN(firstTextMs) ? performance.now() - t0 : firstTextMs))
      chapterMs.push(performance.now() - c0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await client.json('/draft/finish', { jobId })
  return { draftMs: performance.now() - t0, firstTextMs, chapterMs }
}

try {
  const loadStart = loadavg()
  await runDraft(2, 2) // warm-up: JIT, first queries, the first connections
  // One-chapter drafts interleaved with the measured ones, so a busy moment on the machine
  // weighs on both sides of the ratio alike.
  const single: number[] = []
  const measured = new Map<number, Awaited<ReturnType<typeof runDraft>>[]>()
  for (const concurrency of [1, 3, 10]) {
    for (let i = 0; i < REPEATS; i++) {
      single.push((await runDraft(1, 1)).draftMs)
      measured.set(concurrency, [...(measured.get(concurrency) ?? []), await runDraft(concurrency)])
    }
  }
  const oneChapterMs = median(single)
  const runs = [...measured].map(([concurrency, samples]) => {
    const draftMs = median(samples.map((s) => s.draftMs))
    const ratio = draftMs / oneChapterMs
    const goal = GOALS[concurrency] ?? null
    const chapterMs = median(samples.flatMap((s) => s.chapterMs))
    return { concurrency, draftMs, ratio, goal, pass: goal === null ? null : ratio <= goal, chapterMs, firstTextMs: median(samples.map((s) => s.firstTextMs)) }
  })

  console.log(`Draft of ${CHAPTERS} chapters, fake provider at ${LATENCY_MS} ms per chapter, median of ${REPEATS} (one chapter's draft: ${ms(oneChapterMs)}):`)
  const rows = runs.map((r) => [
    `concurrency ${r.concurrency}`,
    ms(r.draftMs),
    `${r.ratio.toFixed(2)}× one chapter`,
    r.goal === null ? '' : `goal ≤ ${r.goal} ${mark(r.pass === true)}`,
    `a chapter ${ms(r.chapterMs)}`,
    `first text after ${ms(r.firstTextMs)}`,
  ])
  console.log(table(rows))

  const output = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: loadavg() },
    chapters: CHAPTERS,
    providerLatencyMs: LATENCY_MS,
    repeats: REPEATS,
    oneChapterMs,
    runs,
  }
  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'draft.json'), `${JSON.stringify(output, null, 2)}\n`)
  if (runs.some((r) => r.pass === false)) process.exitCode = 1
} finally {
  await server.close()
  await fake.close()
}
