import type { ExportModel } from '../export-model.ts'

/** Placeholder until the epub renderer lands. */
export async function renderEpub(_model: ExportModel): Promise<Uint8Array> {
  throw new Error('epub export is not built yet')
}
