import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from '../http/app-error.ts'
import { longExportDocument, sampleExportDocument } from '../../../tests/support/export/export-fixtures.ts'
import { ExportPool, type ExportPoolOptions } from './export-pool.ts'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { status: error.status, code: error.body.code } : error),
  )

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([420, 595]).drawText('Page 1', { x: 50, y: 500, size: 14, font })
  return doc.save()
}

describe('ExportPool (real worker processes)', () => {
  let pool: ExportPool | undefined
  const start = (options: Partial<ExportPoolOptions> = {}) =>
    (pool = new ExportPool({ workers: 1, timeLimitMs: 60_000, memoryMb: 1024, perUser: 3, queueLimit: 10, ...options }))
  afterEach(() => pool?.close())

  it('kills a worker that goes over its memory budget, answers 413, and the next export works on a new worker', async () => {
    // Measured on Typst 0.14 (decision 97): a warm worker holds ≈ 195–215 MiB after a Markdown export
    // (Typst's fonts included); typesetting the 45,000-word book takes it to ≈ 380 MiB.
    const exports = start({ memoryMb: 300 })
    const first = await exports.run('ann', 'markdown', sampleExportDocument())
    expect(new TextDecoder().decode(first.bytes)).toContain('# Fit & Focused')
    expect(await failure(exports.run('ann', 'pdf', longExportDocument(30, 1500)))).toEqual({ status: 413, code: 'export_too_large' })
    const next = await exports.run('ann', 'markdown', sampleExportDocument())
    expect(next.fileName).toBe('fit-focused-a-practical-guide.md')
    // The killed worker's replacement and, while an export ran, one warm spare.
    expect(exports.stats).toEqual({ workers: 2, running: 0, waiting: 0 })
  })

  it('refuses a new export with 503 when too many wait, and fails what waits when closed', async () => {
    const exports = start({ queueLimit: 1, perUser: 5 })
    const running = failure(exports.run('ann', 'markdown', sampleExportDocument()))
    const waiting = failure(exports.run('bob', 'markdown', sampleExportDocument()))
    expect(await failure(exports.run('cat', 'markdown', sampleExportDocument()))).toEqual({ status: 503, code: 'export_busy' })
    exports.close()
    expect(await running).toEqual({ status: 503, code: 'export_busy' })
    expect(await waiting).toEqual({ status: 503, code: 'export_busy' })
  })

  it('replaces a worker that holds more than the recycle mark after an export, and no export fails for it', async () => {
    const reading = { mb: 120 }
    const exports = start({ workers: 1, recycleMb: 300, readResidentMb: () => reading.mb })
    await exports.run('ann', 'markdown', sampleExportDocument())
    expect(exports.retirements).toEqual({ memory: 0, exports: 0, idle: 0 })
    reading.mb = 800 // what a worker kept after a 30-chapter PDF (measured: 300–400 MiB each)
    await exports.run('ann', 'markdown', sampleExportDocument())
    expect(exports.retirements.memory).toBe(1)
    reading.mb = 130
    const next = await exports.run('bob', 'markdown', sampleExportDocument())
    expect(next.fileName).toMatch(/\.md$/)
    expect(exports.retirements).toEqual({ memory: 1, exports: 0, idle: 0 })
  })

  it('replaces a worker after its share of exports', async () => {
    const exports = start({ workers: 1, maxExportsPerWorker: 2, readResidentMb: () => 100 })
    for (let i = 0; i < 5; i++) expect((await exports.run('ann', 'markdown', sampleExportDocument())).fileName).toMatch(/\.md$/)
    expect(exports.retirements).toEqual({ memory: 0, exports: 2, idle: 0 })
  })

  it('stops all idle workers but one after a burst, and starts them again for the next', async () => {
    const clock = { now: 0 }
    const exports = start({ workers: 2, idleMs: 60_000, now: () => clock.now, readResidentMb: () => 100 })
    await Promise.all(['ann', 'bob', 'cat'].map((user) => exports.run(user, 'markdown', sampleExportDocument())))
    // Both workers and the warm spare.
    await expect.poll(() => exports.stats.workers, { timeout: 60_000 }).toBe(3)
    clock.now = 59_000
    exports.retireIdle()
    expect(exports.retirements.idle).toBe(0)
    // Workers start slowly on a busy machine: wait for them as long as it takes, not a second.
    await expect
      .poll(
        () => {
          // Another idle minute each look: the spare may have become ready only after the burst.
          clock.now += 61_000
          exports.retireIdle()
          return exports.stats.workers
        },
        { timeout: 60_000 },
      )
      .toBe(1)
    expect(exports.retirements.idle).toBe(2)
    const files = await Promise.all(['ann', 'bob'].map((user) => exports.run(user, 'markdown', sampleExportDocument())))
    expect(files.map((f) => f.fileName)).toEqual(['fit-focused-a-practical-guide.md', 'fit-focused-a-practical-guide.md'])
  })

  it('stamps in a worker under the seller’s key: a burst waits behind itself, not in front of another user, and has its cap', async () => {
    // Decision 138: one worker, a seller's two downloads queued before another user's export.
    const exports = start({ workers: 1, perUser: 2 })
    const pdf = await onePagePdf()
    const done: string[] = []
    const track = <T>(name: string, job: Promise<T>) => job.then((value) => (done.push(name), value))
    const first = track('first stamp', exports.stamp('sales:dana', 'pdf', pdf, 'a@example.com'))
    const second = track('second stamp', exports.stamp('sales:dana', 'pdf', pdf, 'b@example.com'))
    expect(await failure(exports.stamp('sales:dana', 'pdf', pdf, 'c@example.com'))).toEqual({ status: 429, code: 'rate_limited' })
    const other = track('ann’s export', exports.run('ann', 'markdown', sampleExportDocument()))
    const [a, b] = await Promise.all([first, second, other])
    expect(done).toEqual(['first stamp', 'ann’s export', 'second stamp'])
    expect((await PDFDocument.load(a)).getSubject()).toBe('Sold to a@example.com')
    expect((await PDFDocument.load(b)).getSubject()).toBe('Sold to b@example.com')
  })
})
