import { strToU8, zipSync } from 'fflate'
import { exportFileName } from '@core/export.ts'
import { PRINTABLE_BUNDLE_TRIMS } from '@core/planner.ts'
import { TRIM_SIZE_INFO, type TrimSize } from '@core/publishing.ts'
import type { ExportModel } from '../export-model.ts'
import { renderPdf } from '../pdf/render-pdf.ts'

type BundleTrim = (typeof PRINTABLE_BUNDLE_TRIMS)[number]

/** How a shop listing names each size: 'meal-planner-us-letter.pdf'. */
export const BUNDLE_TRIM_NAMES: Record<BundleTrim, string> = { letter: 'us-letter', a4: 'a4', a5: 'a5' }

/** Who prints which size, for the note in the ZIP. */
const TRIM_USE: Record<BundleTrim, string> = {
  letter: 'printers in the US and Canada',
  a4: 'printers everywhere else',
  a5: 'A5 binders and planner covers',
}

const withPrint = (model: ExportModel, trimSize: TrimSize, digital: boolean): ExportModel => ({
  ...model,
  publishing: { ...model.publishing, trimSize, planner: { ...model.publishing.planner, digital } },
})

/**
 * The buyer's "how to print" note (decision 93): printable listings ship one because the first
 * question buyers ask is which file to print and why the margins moved (a printer's "fit to page").
 * Plain text with CRLF line ends, so Windows' Notepad shows it as lines too.
 */
function readme(model: ExportModel, files: string[], digital: string | null): string {
  const lines = [
    model.title,
    '',
    'Which file to use',
    ...PRINTABLE_BUNDLE_TRIMS.map((trim, i) => `- ${files[i]}: ${TRIM_SIZE_INFO[trim].label}, for ${TRIM_USE[trim]}.`),
    ...(digital
      ? [
          `- ${digital}: the digital version, a landscape page for tablets. Open it in GoodNotes, Notability or any PDF app that writes on pages; its tabs and dates are links.`,
        ]
      : []),
    '',
    'How to print',
    '- Print at 100% ("Actual size"), not "Fit to page", so the boxes and lines keep their size.',
    '- Print on both sides to make a booklet, or on one side to punch and bind.',
    '',
  ]
  return lines.join('\r\n')
}

/**
 * A printable's sizes in one ZIP (issue 28): the PDF at US Letter, A4 and A5, portrait, the
 * landscape digital planner when the setting is on, and a short note on which to print. Stored,
 * not deflated: the PDFs are compressed already. Each PDF is a full export (its checks included),
 * so the ZIP holds nothing the PDF export would refuse.
 */
export async function renderBundle(model: ExportModel): Promise<Uint8Array> {
  const slug = exportFileName(model.title, 'pdf').replace(/\.pdf$/, '')
  const files: Record<string, Uint8Array> = {}
  const names = PRINTABLE_BUNDLE_TRIMS.map((trim) => `${slug}-${BUNDLE_TRIM_NAMES[trim]}.pdf`)
  for (const [i, trim] of PRINTABLE_BUNDLE_TRIMS.entries()) files[names[i]!] = await renderPdf(withPrint(model, trim, false))
  // A checklist's tablet version is no planner: 'moving-checklist-digital.pdf'.
  const digital = model.publishing.planner.digital ? `${slug}-digital${model.productType === 'planner' ? '-planner' : ''}.pdf` : null
  if (digital) files[digital] = await renderPdf(model)
  files['README.txt'] = strToU8(readme(model, names, digital))
  return zipSync(files, { level: 0 })
}
