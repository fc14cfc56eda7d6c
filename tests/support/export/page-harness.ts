import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DIGITAL_PLANNER_PAGE, type PageTemplate, type WeekStart } from '@core/planner.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import { TRIM_SIZE_INFO, type Theme, type TrimSize } from '@core/publishing.ts'
import { buildExportModel } from '../../../src/server/export/export-model.ts'
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { loadPdfFonts } from '../../../src/server/export/fonts/pdf-fonts.ts'
import { readTypstFiles } from '../../../src/server/export/pdf/typst-files.ts'
import { toTypstDocument } from '../../../src/server/export/pdf/typst-document.ts'
import { type BodySize, type FramePage, frameBody, type PagesContext } from '../../../src/server/export/planner/page-parts.ts'
import type {
  PlannerMonth,
  PlannerPage,
  PlannerSection,
  SectionGroup,
  SectionItem,
} from '../../../src/server/export/planner/planner-types.ts'

/**
 * TEST SUPPORT ONLY (decision 91): a stand-in for the planner frame (planner.typ, built beside
 * this work) so the tracker, goal, notes and checklist bodies can be rendered and measured on their
 * own. It sets the page for a trim or the tablet, a fixed header strip with the page's title, and
 * each page's body in a block of the body's size, one page each; and it fails the compile when a
 * field lies outside its page's body. Nothing in the app imports it; the real frame replaces it.
 */

export type HarnessTrim = TrimSize | 'digital'
export const HARNESS_TRIMS: HarnessTrim[] = ['letter', 'a4', 'a5', '6x9', '5.5x8.5', 'digital']

const PT_PER_MM = 72 / 25.4
const INCH = 72

export interface HarnessFrame {
  width: number
  height: number
  /** The header strip's height, above the body. */
  header: number
  /** The body's box on the page, in points from the top left. */
  body: { x: number; y: number; width: number; height: number }
}

/** The planner page's margins as planner-document.ts sets them (plannerPage), screen (not print) mode. */
export function harnessPage(trim: HarnessTrim): FramePage {
  if (trim === 'digital') {
    return {
      width: DIGITAL_PLANNER_PAGE.widthIn * INCH,
      height: DIGITAL_PLANNER_PAGE.heightIn * INCH,
      inside: 0.45 * INCH,
      outside: 0.45 * INCH,
      top: 0.4 * INCH,
      bottom: 0.4 * INCH,
      scale: 1.1,
    }
  }
  const width = TRIM_SIZE_INFO[trim].widthMm * PT_PER_MM
  const scale = width / 612
  const side = Math.max(0.42 * INCH, 0.55 * INCH * scale)
  const edge = Math.max(0.4 * INCH, 0.5 * INCH * scale)
  return { width, height: TRIM_SIZE_INFO[trim].heightMm * PT_PER_MM, inside: side, outside: side, top: edge, bottom: edge, scale }
}

export function harnessFrame(trim: HarnessTrim): HarnessFrame {
  const page = harnessPage(trim)
  const body = frameBody(page, trim === 'digital')
  return {
    width: page.width,
    height: page.height,
    header: page.height - page.top - page.bottom - body.height,
    body: { x: page.inside, y: page.height - page.bottom - body.height, ...body },
  }
}

export const harnessBody = (trim: HarnessTrim): BodySize => {
  const { body } = harnessFrame(trim)
  return { width: body.width, height: body.height }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The engine's context for a span of months (what calendar.ts gives the builders), in English. */
export function harnessContext(options: {
  trim: HarnessTrim
  year?: number | null
  startMonth?: number
  months?: number
  weekStart?: WeekStart
  fillable?: boolean
}): PagesContext {
  const year = options.year ?? null
  const startMonth = options.startMonth ?? 1
  const weekStart = options.weekStart ?? 'monday'
  const shift = weekStart === 'monday' ? 0 : 6
  const months: PlannerMonth[] = Array.from({ length: options.months ?? 1 }, (_, i) => {
    const index = startMonth - 1 + i
    const y = year === null ? 2001 : year + Math.floor(index / 12)
    const month = (index % 12) + 1
    const count = new Date(Date.UTC(year === null ? 2001 : y, month, 0)).getUTCDate()
    return {
      month,
      year: year === null ? null : y,
      name: year === null ? MONTHS[month - 1]! : `${MONTHS[month - 1]} ${y}`,
      days: Array.from({ length: year === null ? Math.max(count, 31) : count }, (_, d) => {
        const date = new Date(Date.UTC(y, month - 1, d + 1))
        return {
          iso: year === null ? null : date.toISOString().slice(0, 10),
          day: d + 1,
          weekday: (((date.getUTCDay() + 6) % 7) + shift) % 7,
        }
      }),
    }
  })
  return {
    year,
    startMonth,
    months,
    weekStart,
    weekdays: weekStart === 'monday' ? DAYS : ['Sunday', ...DAYS.slice(0, 6)],
    language: 'en',
    digital: options.trim === 'digital',
    fillable: options.fillable ?? false,
    body: harnessBody(options.trim),
  }
}

/** A section from a chapter's Markdown, the way the convention in core/planner.ts reads it (a test stand-in for section-content.ts). */
export function harnessSection(
  index: number,
  title: string,
  template: PageTemplate,
  markdown: string,
  options: PageOptions = {},
): PlannerSection {
  const intro: string[] = []
  const groups: SectionGroup[] = []
  let current: SectionGroup | null = null
  for (const block of markdown.trim().split(/\n\s*\n/)) {
    for (const line of block.split('\n')) {
      const heading = /^###\s+(.*)$/.exec(line)
      const item = /^\s*[-*]\s+(?:\[([ xX])\]\s*)?(.*)$/.exec(line)
      if (heading) {
        current = { title: heading[1]!.trim(), items: [] }
        groups.push(current)
      } else if (item) {
        if (!current) groups.push((current = { title: null, items: [] }))
        const [text, ...note] = item[2]!.split(' — ')
        const entry: SectionItem = {
          text: text!.trim(),
          note: note.length > 0 ? note.join(' — ').trim() : null,
          checked: item[1] === undefined ? null : item[1] !== ' ',
        }
        current.items.push(entry)
      } else if (line.trim() && groups.length === 0) {
        intro.push(line.trim())
      }
    }
  }
  return {
    index,
    title,
    template,
    options,
    intro: intro.length > 0 ? [intro.join(' ')] : [],
    groups,
    items: groups.flatMap((g) => g.items),
  }
}

const MAIN = `
#import "doc.typ": accent, doc, hair, heading-font, ink, muted, serif
#import "planner-trackers.typ": tracker-bodies
#import "planner-goals.typ": goal-bodies
#import "planner-notes.typ": notes-bodies
#import "planner-checklist.typ": checklist-bodies
#let bodies = tracker-bodies + goal-bodies + notes-bodies + checklist-bodies
#let f = doc.harness
#let b = f.body
#set page(width: f.width * 1pt, height: f.height * 1pt, margin: (left: b.x * 1pt, top: (b.y - f.header) * 1pt, right: (f.width - b.x - b.width) * 1pt, bottom: (f.height - b.y - b.height) * 1pt))
#set text(font: serif, size: 10pt, fill: ink)
#for (i, p) in doc.plannerPages.enumerate() {
  if i > 0 { pagebreak() }
  block(width: 100%, height: f.header * 1pt, spacing: 0pt, align(bottom, pad(bottom: 10pt, text(font: heading-font, size: 15pt, weight: "semibold", fill: accent.darken(20%), p.title))))
  // As planner.typ: the introduction under the header, then the body in what is left.
  block(width: 100%, height: b.height * 1pt, spacing: 0pt, {
    if "intro" in p { block(below: 8pt, text(size: 9pt, style: "italic", fill: muted, p.intro)) }
    block(width: 100%, height: 1fr, (bodies.at(p.template))(p))
  })
}
// Every field inside its page's body, or the compile fails.
#context for field in query(<folio-field>) {
  let v = field.value
  let out = v.x < b.x - 0.5 or v.y < b.y - 0.5 or v.x + v.w > b.x + b.width + 0.5 or v.y + v.h > b.y + b.height + 0.5
  if out and f.at("strict", default: true) { panic("field outside the body: " + repr(v)) }
}
`

export interface Word {
  text: string
  page: number
  x: number
  y: number
  xMax: number
  yMax: number
}

/** A field's mark as planner-fields.typ records it. */
export interface HarnessField {
  kind: 'checkbox' | 'text'
  name: string
  page: number
  x: number
  y: number
  w: number
  h: number
}

export interface HarnessOutput {
  pdf: Uint8Array
  file: string
  pages: number
  fields: HarnessField[]
  words: Word[]
  text: string[]
  frame: HarnessFrame
}

let dir: string | undefined
let count = 0

// Its own compiler, as typst-compiler.ts makes one, because the harness also queries the fields.
let engine: NodeCompiler | undefined
function harnessCompiler(): NodeCompiler {
  if (!engine) {
    const { NodeCompiler: Compiler } = createRequire(import.meta.url)(
      '@myriaddreamin/typst-ts-node-compiler',
    ) as typeof import('@myriaddreamin/typst-ts-node-compiler')
    const created = Compiler.create({ workspace: '/folio/', fontArgs: [{ fontBlobs: loadPdfFonts() }] })
    for (const [name, source] of readTypstFiles()) created.addSource(`/folio/${name}`, source)
    engine = created
  }
  return engine
}

/** Renders `pages` in the harness frame and reads the PDF back with poppler. */
export async function renderHarness(
  pages: PlannerPage[],
  trim: HarnessTrim,
  theme: Theme = 'classic',
  strict = true,
): Promise<HarnessOutput> {
  const model = buildExportModel({
    title: 'Harness',
    description: '',
    productType: 'planner',
    theme,
    chapters: [{ title: 'One', content: '' }],
  })
  const frame = harnessFrame(trim)
  const doc = { ...toTypstDocument(model), plannerPages: pages, harness: { ...frame, strict } }
  const typst = harnessCompiler()
  const result = typst.compile({ mainFileContent: MAIN, inputs: { doc: JSON.stringify(doc), fields: 'on' } })
  const error = result.takeError() as { shortDiagnostics?: { message: string }[] } | null
  const warnings = result.takeWarnings() as { shortDiagnostics?: { message: string }[] } | null
  if (error || !result.result) throw new Error(`Typst: ${(error?.shortDiagnostics ?? []).map((d) => d.message).join('; ')}`)
  if (warnings?.shortDiagnostics?.length) throw new Error(`Typst warnings: ${warnings.shortDiagnostics.map((d) => d.message).join('; ')}`)
  const compiledDoc = result.result
  const buffer = typst.pdf(compiledDoc)
  const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice()
  const compiled = compiledDoc.numOfPages
  const fields = (typst.query(compiledDoc, { selector: '<folio-field>', field: 'value' }) as HarnessField[]) ?? []
  typst.evictCache(3)
  dir ??= mkdtempSync(join(tmpdir(), 'folio-planner-pages-'))
  const file = join(dir, `pages-${++count}.pdf`)
  writeFileSync(file, pdf)
  const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' })
  const words: Word[] = []
  let page = 0
  for (const line of bbox.split('\n')) {
    if (line.includes('<page ')) page += 1
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line)
    if (m) words.push({ page, x: Number(m[1]), y: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: m[5]! })
  }
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f')
  return { pdf, file, pages: compiled, fields, words, text, frame }
}

export function removeHarnessFiles(): void {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
}
