import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { type ApiUser, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { sampleBook } from './pdf/pdf-samples.ts'

describe('POST /api/export/:format', () => {
  let app: TestApp
  let user: ApiUser
  const document: ExportDocument = sampleBook({ title: 'Swing Stronger: After 40!' }, 2)
  const exportAs = (format: string, body: unknown = document, token: string | null = user.token) =>
    callApi(app, `/export/${format}`, { token: token ?? undefined, body })

  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'export')
  })
  afterAll(() => app.close())

  it('answers 401 without a signed-in user', async () => {
    const res = await exportAs('pdf', document, null)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'unauthorized' })
    expect((await exportAs('pdf', document, app.anonKey)).status).toBe(401)
  })

  it('answers 404 for a format it does not make', async () => {
    const res = await exportAs('rtf')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('pdf, docx, epub, markdown') })
  })

  it('answers 400 for a body that is not an export document', async () => {
    for (const body of [{ ...document, chapters: [] }, { ...document, productType: 'poster' }, { title: 'x' }]) {
      const res = await exportAs('pdf', body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    }
    const broken = await exportAs('markdown', '{"title":')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 'invalid_json' })
  })

  it('sends the PDF as an attachment named after the title', async () => {
    const res = await exportAs('pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="swing-stronger-after-40.pdf"; filename*=UTF-8''swing-stronger-after-40.pdf`,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength)
  })

  it('sends Markdown as UTF-8 text, and falls back to document.md for a title without letters', async () => {
    const res = await exportAs('markdown', { ...document, title: '¿¿??' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('filename="document.md"')
    const text = await res.text()
    expect(text.startsWith('# ¿¿??\n\nA practical strength')).toBe(true)
    expect(text).toContain('## Building Rotation Part 2')
  })
})
