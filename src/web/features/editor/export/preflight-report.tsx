import { CircleCheck, LoaderCircle, ScanSearch, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PreflightReport as Report } from '@core/export-preflight.ts'
import { KDP_MAX_PAGES, KDP_MIN_PAGES, PRINT_DPI } from '@core/print-limits.ts'
import { PAPER_LABELS, TRIM_SIZE_INFO } from '@core/publishing.ts'
import { Button } from '@web/components/ui/button.tsx'
import type { PreflightControl } from './use-preflight.ts'

/** One line of the report: a green tick when it passes, an amber warning when a print shop would object. */
function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Mark = ok ? CircleCheck : TriangleAlert
  return (
    <li className="flex gap-2">
      <Mark
        aria-hidden="true"
        className={
          ok ? 'mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400' : 'mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400'
        }
      />
      <span>
        <span className="sr-only">{ok ? 'Passes: ' : 'Check: '}</span>
        {children}
      </span>
    </li>
  )
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

const inches = (value: number) => `${value.toFixed(3)} in`

/** The wrap cover this interior needs (decision 85): its full size, the spine for the counted pages, and whether the spine carries text. */
function CoverLines({ report }: { report: Report }) {
  const { cover } = report
  const paper = PAPER_LABELS[cover.paper].toLowerCase()
  return (
    <>
      <Check ok>
        Paperback cover {inches(cover.widthInches)} × {inches(cover.heightInches)} with bleed; spine {inches(cover.spineInches)} for{' '}
        {plural(report.pages, 'page')} on {paper} paper
      </Check>
      <Check ok>
        {cover.spineText
          ? 'Spine text prints: title and author (more than 79 pages)'
          : 'No spine text: KDP prints it only on books of more than 79 pages'}
      </Check>
    </>
  )
}

// With its code point: a character no PDF font has may have no font on this screen either.
const named = (char: string) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

function ReportLines({ report }: { report: Report }) {
  const max = KDP_MAX_PAGES[report.trimSize]
  const pagesOk = report.pages >= KDP_MIN_PAGES && report.pages <= max
  const low = report.images.filter((image) => !image.ok)
  // Missing, damaged or refused images print as their alt text (decision 75): said, never failed.
  const asAlt = report.issues.find((issue) => issue.code === 'images_as_alt_text')
  return (
    <ul aria-label="Print check" className="space-y-1.5 text-sm">
      <Check ok={pagesOk}>
        {plural(report.pages, 'page')} (a KDP paperback needs {KDP_MIN_PAGES}–{max})
      </Check>
      <Check ok={report.print}>
        {TRIM_SIZE_INFO[report.trimSize].label}, {report.print ? 'print interior' : 'print interior off'}
      </Check>
      <Check ok={report.fontsEmbedded}>{report.fontsEmbedded ? 'All fonts embedded' : 'Some fonts not embedded'}</Check>
      <Check ok={low.length === 0}>
        {report.images.length === 0
          ? 'No images'
          : low.length === 0
            ? `${plural(report.images.length, 'image')}, all ${PRINT_DPI} dpi or more`
            : `Below ${PRINT_DPI} dpi: ${low.map((image) => `${image.alt || 'untitled image'} (${image.dpi} dpi)`).join(', ')}`}
      </Check>
      {asAlt ? <Check ok={false}>{asAlt.message}</Check> : null}
      <Check ok={report.unprintable.length === 0}>
        {report.unprintable.length === 0
          ? 'Every character prints'
          : `Cannot print: ${report.unprintable.map((place) => `${place.chapter}: ${place.characters.map(named).join(', ')}`).join('; ')}`}
      </Check>
      {/* The margins as KDP checks them, by the page count (issue 29); only a print interior has them. */}
      {report.margins ? (
        <Check ok={report.margins.pages.length === 0}>
          {report.margins.pages.length === 0
            ? `Margins clear: ${report.margins.requiredInsideInches} in inside for ${plural(report.pages, 'page')}, ${report.margins.requiredOutsideInches} in outside, top and bottom`
            : (report.issues.find((issue) => issue.code === 'text_in_margins')?.message ?? 'Text in the margins')}
        </Check>
      ) : null}
      {/* An older server's report has no cover: its lines are left out. */}
      {report.cover ? <CoverLines report={report} /> : null}
    </ul>
  )
}

/**
 * 'Check for print' and its report (decision 57): what a print shop checks in the PDF interior,
 * read from the PDF the export would make. Text only, one line a check.
 */
export function PreflightReport({ control }: { control: PreflightControl }) {
  return (
    <div role="group" aria-labelledby="preflight-label" className="space-y-2">
      <p id="preflight-label" className="text-sm font-medium text-muted-foreground">
        Preflight (print PDF)
      </p>
      <Button type="button" variant="outline" size="sm" className="w-full" disabled={control.checking} onClick={() => control.check()}>
        {control.checking ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />}
        Check for print
      </Button>
      <div role="status">
        {control.error ? <p className="text-sm text-destructive">{control.error}</p> : null}
        {control.report && !control.error ? <ReportLines report={control.report} /> : null}
      </div>
    </div>
  )
}
