import type { ExportModel } from '../export-model.ts'

/** Placeholder until the markdown renderer lands. */
export async function renderMarkdown(_model: ExportModel): Promise<Uint8Array> {
  throw new Error('markdown export is not built yet')
}
