import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError } from '../http/app-error.ts'
import { contentDisposition, renderExport } from './export-handler.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'
import { captureLog } from '../../../tests/support/capture-log.ts'

describe('renderExport', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders the model once with the format renderer and names the file after the title', async () => {
    const render = vi.fn(async () => new Uint8Array([1, 2, 3]))
    const file = await renderExport('docx', sampleBook({ title: 'Golf for Life!' }), async () => render)
    expect(render).toHaveBeenCalledTimes(1)
    expect(render.mock.calls[0]).toMatchObject([{ title: 'Golf for Life!', productType: 'ebook' }, {}])
    expect(file).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      fileName: 'golf-for-life.docx',
      mediaType: expect.stringContaining('wordprocessingml'),
    })
  })

  it('turns a renderer failure into a logged 500 whose message hides the cause', async () => {
    const logs = captureLog()
    const failing = async () => async () => {
      throw new Error('typst: secret internal detail')
    }
    const error = await renderExport('pdf', sampleBook(), failing).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(500)
    expect((error as AppError).body).toEqual({ code: 'internal', message: 'The PDF file could not be created. Please try again.' })
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'PDF export failed',
        err: expect.objectContaining({ message: 'typst: secret internal detail' }),
      }),
    ])
  })
})

describe('contentDisposition', () => {
  it('gives the plain name and the RFC 5987 form', () => {
    expect(contentDisposition('my-book.epub')).toBe(`attachment; filename="my-book.epub"; filename*=UTF-8''my-book.epub`)
  })
})
