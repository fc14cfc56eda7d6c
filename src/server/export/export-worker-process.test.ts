import { describe, expect, it } from 'vitest'
import { sampleExportDocument } from '../../../tests/support/export/export-fixtures.ts'
import { ExportWorkerProcess } from './export-worker-process.ts'

describe('ExportWorkerProcess', () => {
  it('takes no export from the moment it is killed, before the process has gone', async () => {
    let exits = 0
    const worker = new ExportWorkerProcess({ timeLimitMs: 30_000, memoryMb: 1024 }, () => exits++)
    await worker.ready
    expect((await worker.run('markdown', sampleExportDocument())).fileName).toMatch(/\.md$/)

    // The pool retires a worker that kept too much memory and dispatches the next export at once:
    // that export must not be written into the dying process's pipe (an EPIPE would end the server).
    worker.kill()
    expect(worker.alive).toBe(false)
    await expect(worker.run('markdown', sampleExportDocument())).rejects.toThrow('not free')
    await expect.poll(() => exits).toBe(1)
  })
})
