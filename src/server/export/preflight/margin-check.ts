import { KDP_OUTSIDE_MARGIN_INCHES, kdpGutterInches } from '@core/print-limits.ts'
import type { PreflightReport } from '@core/export-preflight.ts'
import type { PageText } from './pdf-text-boxes.ts'

type Margins = NonNullable<PreflightReport['margins']>

const INCH = 72
/** Positions are read to a fraction of a point; a hundredth of an inch is not worth an alarm. */
const TOLERANCE = 0.01 * INCH

const inches = (points: number) => Math.round((points / INCH) * 1000) / 1000

/**
 * KDP's margin check on the text of a print interior (issue 29, decision 98): the inside margin by
 * the page count (print-limits.ts), 0.25 in outside, at the top and at the bottom. The binding is
 * on the left of a right-hand (odd) page, on the right of a left-hand one; in a right-to-left book
 * the other way round. Pages without text (blank pages, full-page images) pass.
 */
export function checkMargins(pages: readonly PageText[], rtl = false): Margins {
  const requiredInside = kdpGutterInches(pages.length) * INCH
  const requiredOutside = KDP_OUTSIDE_MARGIN_INCHES * INCH
  let inside = Infinity
  let outside = Infinity
  const outOfBounds: number[] = []
  pages.forEach((page, i) => {
    if (page.boxes.length === 0) return
    const left = Math.min(...page.boxes.map((box) => box.left))
    const right = page.width - Math.max(...page.boxes.map((box) => box.right))
    const top = Math.min(...page.boxes.map((box) => box.top))
    const bottom = page.height - Math.max(...page.boxes.map((box) => box.bottom))
    const bindingLeft = (i % 2 === 0) !== rtl
    const [pageInside, pageOutside] = bindingLeft ? [left, right] : [right, left]
    inside = Math.min(inside, pageInside)
    outside = Math.min(outside, pageOutside)
    if (pageInside < requiredInside - TOLERANCE || Math.min(pageOutside, top, bottom) < requiredOutside - TOLERANCE) outOfBounds.push(i + 1)
  })
  return {
    requiredInsideInches: inches(requiredInside),
    requiredOutsideInches: inches(requiredOutside),
    insideInches: Number.isFinite(inside) ? inches(inside) : 0,
    outsideInches: Number.isFinite(outside) ? inches(outside) : 0,
    pages: outOfBounds,
  }
}
