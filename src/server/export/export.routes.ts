import { Hono } from 'hono'
import { EXPORT_FORMATS, isExportFormat } from '@core/export.ts'
import { exportDocumentSchema } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser } from '../http/request-user.ts'
import { readJson } from '../http/validate.ts'
import { contentDisposition, renderExport } from './export-handler.ts'

/** Spec §7: `POST /api/export/{pdf|docx|epub|markdown}` (an export document) → the file; signed-in, free. */
export function exportRoutes() {
  return new Hono().post('/export/:format', async (c) => {
    await requireRequestUser(c)
    const format = c.req.param('format')
    if (!isExportFormat(format)) throw new AppError('not_found', `Unknown export format. Use one of: ${EXPORT_FORMATS.join(', ')}.`)
    const document = await readJson(c, exportDocumentSchema)
    const file = await renderExport(format, document)
    // Renderers return plain (never shared) buffers; the cast only narrows the type Hono asks for.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mediaType,
      'Content-Disposition': contentDisposition(file.fileName),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'no-store',
    })
  })
}
