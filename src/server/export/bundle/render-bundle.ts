import { zipSync } from 'fflate'
import { exportFileName } from '@core/export.ts'
import { PRINTABLE_BUNDLE_TRIMS } from '@core/planner.ts'
import type { TrimSize } from '@core/publishing.ts'
import type { ExportModel } from '../export-model.ts'
import { renderPdf } from '../pdf/render-pdf.ts'

/** How a shop listing names each size: 'meal-planner-us-letter.pdf'. */
const TRIM_NAMES: Record<(typeof PRINTABLE_BUNDLE_TRIMS)[number], string> = { letter: 'us-letter', a4: 'a4', a5: 'a5' }

const withPrint = (model: ExportModel, trimSize: TrimSize, digital: boolean): ExportModel => ({
  ...model,
  publishing: { ...model.publishing, trimSize, planner: { ...model.publishing.planner, digital } },
})

/**
 * A printable's sizes in one ZIP (issue 28): the PDF at Letter, A4 and A5, portrait, and the
 * landscape digital planner when the setting is on. Stored, not deflated: the PDFs are compressed.
 */
export async function renderBundle(model: ExportModel): Promise<Uint8Array> {
  const slug = exportFileName(model.title, 'pdf').replace(/\.pdf$/, '')
  const files: Record<string, Uint8Array> = {}
  for (const trim of PRINTABLE_BUNDLE_TRIMS) files[`${slug}-${TRIM_NAMES[trim]}.pdf`] = await renderPdf(withPrint(model, trim, false))
  if (model.publishing.planner.digital) files[`${slug}-digital-planner.pdf`] = await renderPdf(model)
  return zipSync(files, { level: 0 })
}
