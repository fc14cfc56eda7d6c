// The fillable PDF's extra cost (decision 92): a 100-page document with 2,000 fields (10 tick boxes
// and 10 write-in lines a page, drawn with planner-fields.typ as the page templates draw them).
// Timed apart: the compile alone, the compile that also reads the field marks back (Typst's query),
// and the pdf-lib pass that adds the fields and saves. Median of REPEATS after a warm-up.
// Run: npx tsx bench/export-fillable.ts
import { loadavg } from 'node:os'
import { fieldPagesSource } from '../tests/support/export/pdf-form-fixtures.ts'
import { addFormFields } from '../src/server/export/pdf/pdf-form.ts'
import { compileTypst } from '../src/server/export/pdf/typst-compiler.ts'
import { kb, mark, ms, table } from './format.ts'

const PAGES = 100
const PER_PAGE = 10
const REPEATS = 5
/** The pass may add at most this much to a 100-page export. */
const GOAL_MS = 1500
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const timings = { compile: [] as number[], query: [] as number[], form: [] as number[] }
let sizes = { plain: 0, form: 0, fields: 0 }
for (let round = 0; round <= REPEATS; round += 1) {
  // A new source each round (one page more or less is not needed: the marks' names change), so Typst's cache does not answer.
  const source = fieldPagesSource(PAGES, PER_PAGE).replace('"Page "', `"R${round} page "`)
  let t = performance.now()
  const plain = await compileTypst({ source }, '{}')
  const compile = performance.now() - t
  t = performance.now()
  const marked = await compileTypst({ source: source.replace('R', 'S') }, '{}', new Map(), { fields: true })
  const query = performance.now() - t
  t = performance.now()
  const filled = await addFormFields(marked.pdf, marked.fields ?? [])
  const form = performance.now() - t
  if (round === 0) continue
  timings.compile.push(compile)
  timings.query.push(query)
  timings.form.push(form)
  sizes = { plain: plain.pdf.byteLength, form: filled.byteLength, fields: marked.fields?.length ?? 0 }
}

const formMs = median(timings.form)
console.log(`Fillable PDF: ${PAGES} pages, ${sizes.fields} fields (load average ${loadavg()[0]!.toFixed(1)})`)
console.log(
  table([
    ['step', 'median'],
    ['Typst compile', ms(median(timings.compile))],
    ['Typst compile + field query', ms(median(timings.query))],
    ['pdf-lib: add fields and save', ms(formMs)],
  ]),
)
console.log(`  PDF ${kb(sizes.plain)} → ${kb(sizes.form)} with the form`)
console.log(`${mark(formMs < GOAL_MS)} the pdf-lib pass under ${ms(GOAL_MS)}`)
