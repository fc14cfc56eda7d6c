// Export of a 30-chapter, ≈45,000-word document to PDF (Typst), DOCX and EPUB, and the same
// document printed from HTML by headless Chromium, in one run. Each time is from the export
// document to the file's bytes (the Markdown parsed into the model included), median of REPEATS
// after a warm-up, the formats interleaved so a busy moment weighs on all alike. Goals: PDF < 1 s
// and at least 5× faster than the Chromium print.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { longExportDocument, wordCount } from '../src/server/export/export-fixtures.ts'
import { buildExportModel } from '../src/server/export/export-model.ts'
import { renderHtmlDocument } from '../src/server/export/html/render-html.ts'
import { loadRenderer } from '../src/server/export/renderer.ts'
import { startChromiumPrinter } from './export-chromium.ts'
import { kb, mark, ms, table } from './format.ts'

const REPEATS = 5
const PDF_GOAL_MS = 1000
const SPEEDUP_GOAL = 5
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const document = longExportDocument()
const printer = await startChromiumPrinter()
const [pdf, docx, epub] = await Promise.all([loadRenderer('pdf'), loadRenderer('docx'), loadRenderer('epub')])
const tasks = [
  { name: 'PDF (Typst)', key: 'pdf', run: () => pdf(buildExportModel(document)) },
  { name: 'DOCX', key: 'docx', run: () => docx(buildExportModel(document)) },
  { name: 'EPUB', key: 'epub', run: () => epub(buildExportModel(document)) },
  { name: 'PDF (Chromium print of the HTML)', key: 'chromium', run: () => printer.print(renderHtmlDocument(buildExportModel(document))) },
] as const

/** pdfinfo's page count, when poppler is installed; a bench without it still times everything. */
function pdfPages(bytes: Uint8Array): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-export-'))
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes)
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'file.pdf')], { stdio: 'pipe' }).toString())?.[1]) || null
  } catch {
    return null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

type Sample = { times: number[]; bytes: Uint8Array | null; error: string | null }
const samples = new Map<string, Sample>(tasks.map((t) => [t.key, { times: [], bytes: null, error: null }]))

try {
  const loadStart = loadavg()
  for (let round = 0; round <= REPEATS; round++) {
    for (const task of tasks) {
      const sample = samples.get(task.key)!
      if (sample.error) continue
      try {
        const t0 = performance.now()
        const bytes = await task.run()
        const elapsed = performance.now() - t0
        if (round > 0) sample.times.push(elapsed) // round 0 is the warm-up: JIT, Typst's fonts, Chromium's first layout
        sample.bytes = bytes
      } catch (error) {
        sample.error = error instanceof Error ? error.message : String(error)
      }
    }
  }

  const results = tasks.map((task) => {
    const sample = samples.get(task.key)!
    const isPdf = task.key === 'pdf' || task.key === 'chromium'
    return {
      format: task.key,
      medianMs: sample.error ? null : median(sample.times),
      times: sample.times,
      bytes: sample.bytes?.byteLength ?? null,
      pages: isPdf && sample.bytes && !sample.error ? pdfPages(sample.bytes) : null,
      error: sample.error,
    }
  })
  const byKey = new Map(results.map((r) => [r.format, r]))
  const pdfMs = byKey.get('pdf')?.medianMs ?? null
  const chromiumMs = byKey.get('chromium')?.medianMs ?? null
  const speedup = pdfMs && chromiumMs ? chromiumMs / pdfMs : null

  console.log(`Export of a ${document.chapters.length}-chapter, ${wordCount(document).toLocaleString('en-US')}-word document, median of ${REPEATS} after a warm-up:`)
  const rows = tasks.map((task) => {
    const r = byKey.get(task.key)!
    if (r.medianMs === null) return [task.name, 'failed', r.error ?? '']
    const goal = task.key === 'pdf' ? `goal < ${ms(PDF_GOAL_MS)} ${mark(r.medianMs < PDF_GOAL_MS)}` : ''
    return [task.name, ms(r.medianMs), r.bytes === null ? '' : kb(r.bytes), r.pages ? `${r.pages} pages` : '', goal]
  })
  console.log(table(rows))
  console.log(
    speedup === null
      ? `  Chromium print ÷ Typst PDF: not measured (a PDF failed) ${mark(false)}`
      : `  Chromium print ÷ Typst PDF: ${speedup.toFixed(1)}× (goal ≥ ${SPEEDUP_GOAL}×) ${mark(speedup >= SPEEDUP_GOAL)}`,
  )

  const output = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: loadavg() },
    chapters: document.chapters.length,
    words: wordCount(document),
    repeats: REPEATS,
    results,
    chromiumOverTypst: speedup,
    goals: { pdfMs: PDF_GOAL_MS, speedup: SPEEDUP_GOAL },
  }
  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'export.json'), `${JSON.stringify(output, null, 2)}\n`)
  const pass = pdfMs !== null && pdfMs < PDF_GOAL_MS && speedup !== null && speedup >= SPEEDUP_GOAL
  if (!pass || results.some((r) => r.error)) process.exitCode = 1
} finally {
  await printer.close()
}
