import type { ProductType } from '@core/generation.ts'
import type { ExportModel } from '../export-model.ts'
import { type TypstBlock, treeToBlocks } from './typst-blocks.ts'

/** What the Typst template reads from `sys.inputs.doc` (see typst/doc.typ). */
export interface TypstDocument {
  title: string
  description: string
  kind: 'book' | 'checklist' | 'planner'
  /** The product type as printed on the cover. */
  label: string
  /** What a worksheet calls its sections ('Checklist 3', 'Section 3'). */
  sectionWord: string
  accent: string
  titleSize: number
  descriptionSize: number
  coverNote: string
  /** The title shortened for the running header. */
  running: string
  /** False when the titles carry their own numbers ('Chapter 3: …', 'Day 2 …', '4. …'): ours would repeat them. */
  numbered: boolean
  chapters: { title: string; running: string; tasks: number; blocks: TypstBlock[] }[]
}

interface Look {
  kind: TypstDocument['kind']
  label: string
  sectionWord: string
  accent: string
}

const LOOKS: Record<ProductType, Look> = {
  ebook: { kind: 'book', label: 'Ebook', sectionWord: 'Chapter', accent: '#1f3a5f' },
  guide: { kind: 'book', label: 'Guide', sectionWord: 'Chapter', accent: '#155e63' },
  checklist: { kind: 'checklist', label: 'Checklist', sectionWord: 'Checklist', accent: '#2f6b4f' },
  planner: { kind: 'planner', label: 'Planner', sectionWord: 'Section', accent: '#6b4a8a' },
}

/** Cuts at a word boundary so a long title still fits one header line. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

// Long titles step down so the cover never needs more than four or five lines.
const titleSize = (title: string) => (title.length <= 28 ? 40 : title.length <= 60 ? 34 : title.length <= 110 ? 28 : 22)
const descriptionSize = (description: string) => (description.length <= 320 ? 14 : description.length <= 650 ? 12.5 : 11)

const OWN_NUMBER = /^\s*((chapter|part|section|step|day|week|month|module|lesson|unit)\s+\d+\b|\d+\s*[.):]\s|\d+\s+[-–]\s)/i

/** Boxes the template will draw: every task item, and in a checklist every bullet too. */
function countTicks(blocks: TypstBlock[], checklist: boolean): number {
  let total = 0
  for (const block of blocks) {
    if (block.t === 'quote') total += countTicks(block.c, checklist)
    if (block.t !== 'list') continue
    const boxed = block.items.some((item) => item.checked !== null) || (checklist && !block.ordered)
    for (const item of block.items) {
      if (boxed && (item.checked !== null || checklist)) total += 1
      total += countTicks(item.c, checklist)
    }
  }
  return total
}

function coverNote(model: ExportModel, look: Look): string {
  const count = model.chapters.length
  const noun = look.kind === 'book' ? 'chapter' : 'section'
  const sections = `${count} ${noun}${count === 1 ? '' : 's'}`
  if (look.kind === 'checklist') return `${sections} · tick each box as you go`
  if (look.kind === 'planner') return `${sections} · print the pages and fill them in`
  return sections
}

export function toTypstDocument(model: ExportModel): TypstDocument {
  const look = LOOKS[model.productType]
  return {
    title: model.title,
    description: model.description,
    kind: look.kind,
    label: look.label,
    sectionWord: look.sectionWord,
    accent: look.accent,
    titleSize: titleSize(model.title),
    descriptionSize: descriptionSize(model.description),
    coverNote: coverNote(model, look),
    running: shorten(model.title, 60),
    // Most titles numbered by the writer: the whole book goes without ours, so numbers never disagree.
    numbered: model.chapters.filter((chapter) => OWN_NUMBER.test(chapter.title)).length * 2 < model.chapters.length,
    chapters: model.chapters.map((chapter) => {
      const blocks = treeToBlocks(chapter.tree)
      return { title: chapter.title, running: shorten(chapter.title, 55), tasks: countTicks(blocks, look.kind === 'checklist'), blocks }
    }),
  }
}
