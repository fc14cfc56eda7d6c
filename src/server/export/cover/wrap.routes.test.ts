import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WRAP_HEADERS } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { buildExportModel } from '../export-model.ts'
import { compileModel } from '../pdf/render-pdf.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'

describe('POST /api/export/cover?size=wrap (decision 83)', () => {
  let app: TestApp
  let user: ApiUser
  const document: ExportDocument = sampleBook({ title: 'Swing Stronger: After 40!', author: 'Jane Doe', trimSize: '6x9', print: true })
  const exportWrap = (body: unknown, token: string | null = user.token) =>
    callApi(app, '/export/cover?size=wrap', { token: token ?? undefined, body })

  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'wrap')
  })
  afterAll(() => app.close())

  it("is a PDF named after the title whose spine follows the interior's real page count", { timeout: 60_000 }, async () => {
    const res = await exportWrap({ ...document, paper: 'cream' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain('filename="swing-stronger-after-40-paperback-cover.pdf"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    // The count the interior PDF has with the same settings, not one the request could name.
    const { pages } = await compileModel(buildExportModel(document))
    expect(res.headers.get(WRAP_HEADERS.pageCount)).toBe(String(pages))
    expect(res.headers.get(WRAP_HEADERS.spineInches)).toBe((pages * 0.0025).toFixed(4))
    const white = await exportWrap({ ...document, pages: 500 })
    expect(white.status).toBe(200)
    expect(white.headers.get(WRAP_HEADERS.pageCount)).toBe(String(pages))
    expect(white.headers.get(WRAP_HEADERS.spineInches)).toBe((pages * 0.002252).toFixed(4))
    await white.arrayBuffer()
  })

  it('answers 400 for an unknown paper, and 401 signed out', async () => {
    for (const paper of ['glossy', '', 3]) {
      const res = await exportWrap({ ...document, paper })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('paper') })
    }
    expect((await exportWrap(document, null)).status).toBe(401)
  })
})
