// Stamping "Sold to <e-mail>" into a buyer's 200-page PDF (decision 138): the server's event-loop
// delay (perf_hooks.monitorEventLoopDelay) while the stamp runs in this process, as it did, and
// while it runs in an export worker through the pool, as it does now — side by side in one run,
// with the load average, since the machine is shared. A loaded machine stalls any process now and
// then (the scheduler), so an idle row gives the floor, and the event-loop utilisation (the share
// of the time the loop was running code, not waiting) says what the stamp itself costs it. The PDF is a real export: the long test book
// typeset by Typst in the pool, padded or cut to PAGES pages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { PDFDocument } from '@cantoo/pdf-lib'
import { ExportPool } from '../src/server/export/export-pool.ts'
import { stampBytes } from '../src/server/selling/delivery/stamp/stamp-file.ts'
import { longExportDocument } from '../tests/support/export/export-fixtures.ts'
import { ms, table } from './format.ts'

const PAGES = 200
const REPEATS = 3
const EMAIL = 'buyer@example.com'

const pool = new ExportPool({ workers: 1, timeLimitMs: 120_000, memoryMb: 1024, perUser: 3, queueLimit: 10 })
const loadStart = loadavg()

/** A Folio PDF of exactly PAGES pages: the long book's pages, repeated if it is shorter. */
async function bookPdf(): Promise<Uint8Array> {
  const rendered = await PDFDocument.load((await pool.run('bench', 'pdf', longExportDocument(40, 1500))).bytes)
  const out = await PDFDocument.create()
  const indices = Array.from({ length: PAGES }, (_, i) => i % rendered.getPageCount())
  for (const page of await out.copyPages(rendered, indices)) out.addPage(page)
  return out.save()
}

interface Run {
  wallMs: number
  /** Event-loop utilisation, 0–1: the share of the wall time the server's thread was busy. */
  utilisation: number
  maxDelayMs: number
  p99DelayMs: number
}

/** Runs `stamp` REPEATS times, one after another, while the event loop's delay is sampled every 10 ms. */
async function measure(stamp: () => Promise<unknown>): Promise<Run> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  const start = performance.now()
  const elu = performance.eventLoopUtilization()
  histogram.enable()
  for (let i = 0; i < REPEATS; i++) await stamp()
  histogram.disable()
  return {
    wallMs: (performance.now() - start) / REPEATS,
    utilisation: performance.eventLoopUtilization(elu).utilization,
    maxDelayMs: histogram.max / 1e6,
    p99DelayMs: histogram.percentile(99) / 1e6,
  }
}

const pdf = await bookPdf()
// Warm both: this process's font subset and pdf-lib's code, the worker's first stamp.
await stampBytes(pdf, 'pdf', EMAIL)
await pool.stamp('sales:bench', 'pdf', pdf, EMAIL)

const inProcess = await measure(() => stampBytes(pdf, 'pdf', EMAIL))
const pooled = await measure(() => pool.stamp('sales:bench', 'pdf', pdf, EMAIL))
const idle = await measure(() => sleep(inProcess.wallMs))
pool.close()
const loadEnd = loadavg()
const ratio = inProcess.utilisation / Math.max(pooled.utilisation, 0.001)
const pct = (share: number) => `${(share * 100).toFixed(1)} %`

console.log(`\nStamping a ${PAGES}-page PDF (${(pdf.length / 1024 / 1024).toFixed(1)} MiB), ${REPEATS} times each:`)
console.log(
  table([
    ['', 'per stamp', 'loop busy', 'event-loop delay max', 'p99'],
    ['in the server process', ms(inProcess.wallMs), pct(inProcess.utilisation), ms(inProcess.maxDelayMs), ms(inProcess.p99DelayMs)],
    ['in an export worker', ms(pooled.wallMs), pct(pooled.utilisation), ms(pooled.maxDelayMs), ms(pooled.p99DelayMs)],
    ['idle (the floor)', '', pct(idle.utilisation), ms(idle.maxDelayMs), ms(idle.p99DelayMs)],
  ]),
)
console.log(
  `  The server's thread is busy ${ratio.toFixed(0)}× less through the pool; load average ${loadStart[0]!.toFixed(1)} → ${loadEnd[0]!.toFixed(1)} on ${cpus().length} CPUs`,
)

const dir = resolve(import.meta.dirname, 'results')
mkdirSync(dir, { recursive: true })
writeFileSync(
  join(dir, 'stamp.json'),
  `${JSON.stringify({ timestamp: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: { start: loadStart, end: loadEnd }, pages: PAGES, bytes: pdf.length, repeats: REPEATS, inProcess, pooled, idle, utilisationRatio: ratio }, null, 2)}\n`,
)
