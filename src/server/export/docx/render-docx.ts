import type { ExportModel } from '../export-model.ts'

/** Placeholder until the docx renderer lands. */
export async function renderDocx(_model: ExportModel): Promise<Uint8Array> {
  throw new Error('docx export is not built yet')
}
