import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { sampleExportDocument } from '../../../tests/support/export/export-fixtures.ts'
import { ExportWorkerProcess } from './export-worker-process.ts'

async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const n of [1, 2]) doc.addPage([420, 595]).drawText(`Page ${n}`, { x: 50, y: 500, size: 14, font })
  return doc.save()
}

describe('ExportWorkerProcess', () => {
  it('takes no export from the moment it is killed, before the process has gone', async () => {
    let exits = 0
    const worker = new ExportWorkerProcess({ timeLimitMs: 30_000, memoryMb: 1024 }, () => exits++)
    await worker.ready
    expect((await worker.run('markdown', sampleExportDocument())).fileName).toMatch(/\.md$/)

    // Decision 138: the same worker stamps a buyer's copy; the bytes travel both ways as typed
    // arrays over the 'advanced' channel, and the stamped PDF is a new file with the line in it.
    const original = await twoPagePdf()
    const stamped = await worker.stamp('pdf', original, 'buyer@example.com')
    expect(stamped).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(stamped).equals(Buffer.from(original))).toBe(false)
    const document = await PDFDocument.load(stamped)
    expect(document.getPageCount()).toBe(2)
    expect(document.getSubject()).toBe('Sold to buyer@example.com')
    // A file the stamp cannot read fails that job alone; the worker takes the next one.
    await expect(worker.stamp('pdf', new Uint8Array([1, 2, 3]), 'buyer@example.com')).rejects.toMatchObject({ status: 500 })
    expect((await worker.run('markdown', sampleExportDocument())).fileName).toMatch(/\.md$/)

    // The pool retires a worker that kept too much memory and dispatches the next export at once:
    // that export must not be written into the dying process's pipe (an EPIPE would end the server).
    worker.kill()
    expect(worker.alive).toBe(false)
    await expect(worker.run('markdown', sampleExportDocument())).rejects.toThrow('not free')
    await expect(worker.stamp('pdf', original, 'buyer@example.com')).rejects.toThrow('not free')
    await expect.poll(() => exits).toBe(1)
  })
})
