import type { ExportModel } from '../export-model.ts'

/** Placeholder until the pdf renderer lands. */
export async function renderPdf(_model: ExportModel): Promise<Uint8Array> {
  throw new Error('pdf export is not built yet')
}
