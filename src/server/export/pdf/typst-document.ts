import type { BookLabels } from '@core/book-labels.ts'
import type { Matter } from '@core/book-matter.ts'
import type { ProductType } from '@core/generation.ts'
import type { ExportModel } from '../export-model.ts'
import {
  backMatter,
  chapterLabels,
  copyrightLines,
  copyrightPage,
  type CopyrightPage,
  hasContentsPage,
  hasHalfTitle,
  titlePageSubtitle,
} from '../front-matter.ts'
import type { Theme } from '@core/publishing.ts'
import { exportLayout } from '../html/export-layout.ts'
import { type QuoteMarks, quoteMarks } from '../quote-marks.ts'
import { type TypstBlock, type TypstImage, treeToBlocks } from './typst-blocks.ts'
import { FALLBACK_FAMILIES } from '../fonts/pdf-fonts.ts'
import { type ChapterOpening, exportTheme, MONO_FACE, themeAccent } from '../themes.ts'
import { type TypstPage, typeScale, typstPage } from './typst-page.ts'
import { coverSpec, type TypstCover } from '../cover/cover-spec.ts'
import { plannerDocument, type PlannerDocument } from '../planner/planner-document.ts'

/** What the Typst template reads from `sys.inputs.doc` (see typst/doc.typ). */
export interface TypstDocument {
  title: string
  /** The book's subtitle (issue 27), none (JSON null) without one: the covers and the title page print it under the title; it is the PDF's Subject. */
  subtitle: string | null
  /** The blurb. */
  description: string
  /** The title page's line under the title: the subtitle, else the description (front-matter.ts). */
  titlePageSubtitle: string
  kind: 'book' | 'checklist' | 'planner'
  /** The product type as printed on the cover, in the book's language. */
  label: string
  author: string | null
  /** ISO 639 language and ISO 3166 region of the book, for hyphenation, quotes and the PDF's /Lang. */
  lang: string
  region: string | null
  /** Right to left for Arabic, Hebrew, Persian, Urdu and Yiddish books. */
  dir: 'ltr' | 'rtl'
  /** The theme (themes.ts): font lists (the face, then the other scripts' fallbacks), chapter opening. */
  theme: {
    /** Which theme: the title page is drawn per theme (front-matter.typ, issue 29). */
    name: Theme
    body: string[]
    heading: string[]
    mono: string[]
    /** The chapter title's size against the classic theme's. */
    chapterScale: number
    labelCaps: boolean
    opening: ChapterOpening
    ornament: string
  }
  /** The quote marks of the language (quote-marks.ts), for Typst's smartquote: every format prints the same ones. */
  quotes: QuoteMarks
  /** A print interior: no cover, chapters on right-hand pages, inside/outside margins. */
  print: boolean
  /**
   * The PDF gets form fields (decision 92; render-pdf.ts sets it): a ticked box's tick is then its
   * checkbox's, not a drawn glyph. False for the page preview, which has no fields to tick.
   */
  fillable: boolean
  page: TypstPage
  /** The words the template prints around the text, in the book's language. */
  labels: Pick<BookLabels, 'contents' | 'notes' | 'name' | 'date' | 'goal' | 'weekOf' | 'done'>
  /** The copyright page's lines: '© 2026 Jane Doe', 'All rights reserved.', the AI disclosure (front-matter.ts). */
  copyright: string[]
  /** The book's copyright page by part (front-matter.ts), set low on its own page (issue 29). */
  copyrightPage: CopyrightPage
  /** The imprint's name at the foot of the title page; none without one. */
  imprint: string | null
  /** Print: the title alone on page 1 before the title page (hasHalfTitle). */
  halfTitle: boolean
  /** The closing pages after the last chapter (backMatter): the photo as the image the compiler was given. */
  backMatter: TypstBackPage[]
  /** False for very short products: a contents page listing three entries is mostly empty. */
  contents: boolean
  accent: string
  /** The designed front cover (decision 84): without the cover image here; the cover's renderers add it (cover-image.ts). */
  cover: TypstCover
  titleSize: number
  descriptionSize: number
  /**
   * The running head's words: in a book, the left-hand page's head (the author, else the title;
   * header.typ fits it to one line, issue 29); on a worksheet, the title shortened.
   */
  running: string
  /** False when the titles carry their own numbers ('Chapter 3: …', 'Day 2 …', '4. …'): ours would repeat them. */
  numbered: boolean
  /** `number` is the label over the title ('Capítulo 3', 'Lista de control 3'); `doneOf` follows a checklist's 'Done' line ('of 6'). */
  /**
   * `n` is the chapter's number in the contents and the bookmarks: front and back matter have none
   * and body chapters count among themselves (chapterLabels, issue 29); then `number` is ''.
   */
  chapters: {
    title: string
    number: string
    n: number | null
    matter: Matter
    running: string
    tasks: number
    doneOf: string
    blocks: TypstBlock[]
  }[]
  /**
   * A planner's or checklist's designed pages (issue 28; planner/planner-document.ts), when at
   * least one chapter has a page template: folio.typ draws each such chapter as its pages, the
   * others as chapters. Null otherwise, and such a worksheet prints as before.
   */
  planner: PlannerDocument | null
}

/** A closing page as the template lays it out (back-matter.typ). */
export type TypstBackPage =
  | { kind: 'call-to-action'; heading: string; paragraphs: string[]; url: string | null }
  | { kind: 'about-author'; heading: string; paragraphs: string[]; photo: TypstImage | null }
  | { kind: 'also-by'; heading: string; titles: string[] }

interface Look {
  kind: TypstDocument['kind']
  number: (labels: BookLabels, n: number) => string
}

const LOOKS: Record<ProductType, Look> = {
  ebook: { kind: 'book', number: (l, n) => l.chapter(n) },
  guide: { kind: 'book', number: (l, n) => l.chapter(n) },
  checklist: { kind: 'checklist', number: (l, n) => `${l.productType.checklist} ${n}` },
  planner: { kind: 'planner', number: (l, n) => l.section(n) },
}

/** 'pt-BR' → pt, BR; 'sr-Latn-RS' → sr, RS. Typst takes an ISO 639 code and an ISO 3166 region. */
export function typstLanguage(tag: string): { lang: string; region: string | null } {
  const [language = 'en', ...rest] = tag.split('-')
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part))
  return { lang: /^[a-z]{2,3}$/i.test(language) ? language.toLowerCase() : 'en', region: region ? region.toUpperCase() : null }
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi'])

/** The theme's faces with the fallbacks behind them; a face is listed once. */
const fontList = (family: string) => [family, ...FALLBACK_FAMILIES.filter((fallback) => fallback !== family)]

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

/** The author's photo as the compiler's image, when its bytes came with the export (model.authorPhoto). */
function authorPhoto(model: ExportModel): TypstImage | null {
  if (!model.authorPhoto) return null
  const [block] = treeToBlocks(model.authorPhoto)
  if (block?.t === 'figure') return block.img
  const image = block?.t === 'p' ? block.c.find((inline) => inline.t === 'img') : undefined
  return image?.t === 'img' ? image : null
}

function typstBackMatter(model: ExportModel): TypstBackPage[] {
  return backMatter(model).map((page) => (page.kind === 'about-author' ? { ...page, photo: authorPhoto(model) } : page))
}

/** `pages`: a print book's page count from a first compile, which sets its gutter (typst-page.ts, render-pdf.ts). */
export function toTypstDocument(model: ExportModel, pages?: number): TypstDocument {
  const look = LOOKS[model.productType]
  const publishing = model.publishing
  const { labels } = publishing
  // Worksheets number their sections too, unless most titles carry their own number: the same
  // test front-matter.ts makes for a book's chapters.
  const theme = exportTheme(publishing.theme)
  const language = typstLanguage(publishing.language)
  const numbered = chapterLabels({ ...model, productType: 'ebook' }).some((label) => label !== null)
  // A book's chapters are numbered as chapterLabels says; a worksheet's sections all count.
  const bookLabels = look.kind === 'book' ? chapterLabels(model) : null
  let bodyNumber = 0
  const trim = typstPage(publishing.trimSize, look.kind !== 'book', publishing.print, typeScale(theme), pages)
  const planner = look.kind === 'book' ? null : plannerDocument(model, trim)
  // The digital planner is landscape throughout: its cover and prose pages take the tablet's page too.
  const page = planner?.digital
    ? { ...trim, width: planner.page.width, height: planner.page.height, top: 0.6 * 72, bottom: 0.55 * 72 }
    : trim
  return {
    title: model.title,
    subtitle: model.subtitle ?? null,
    description: model.description,
    titlePageSubtitle: titlePageSubtitle(model) ?? '',
    kind: look.kind,
    label: labels.productType[model.productType],
    author: publishing.author,
    ...language,
    dir: RTL_LANGUAGES.has(language.lang) ? 'rtl' : 'ltr',
    theme: {
      name: publishing.theme,
      body: fontList(theme.body.family),
      heading: fontList(theme.heading.family),
      mono: fontList(MONO_FACE.family),
      chapterScale: theme.chapterSize / exportTheme('classic').chapterSize,
      labelCaps: theme.labelCaps,
      opening: theme.opening,
      ornament: theme.ornament,
    },
    quotes: quoteMarks(publishing.language),
    print: publishing.print,
    fillable: false,
    page,
    labels: {
      contents: labels.contents,
      notes: labels.notes,
      name: labels.name,
      date: labels.date,
      goal: labels.goal,
      weekOf: labels.weekOf,
      done: labels.done,
    },
    copyright: copyrightLines(model),
    copyrightPage: copyrightPage(model),
    imprint: publishing.imprint,
    halfTitle: look.kind === 'book' && hasHalfTitle(model),
    backMatter: look.kind === 'book' ? typstBackMatter(model) : [],
    contents: hasContentsPage(model),
    accent: themeAccent(publishing.theme, model.productType),
    cover: coverSpec(model),
    titleSize: titleSize(model.title),
    descriptionSize: descriptionSize(model.description),
    running: look.kind === 'book' ? publishing.author || model.title : shorten(model.title, 60),
    numbered,
    chapters: model.chapters.map((chapter, i) => {
      const blocks = treeToBlocks(chapter.tree, { chapter: i, layout: exportLayout(model.productType), language: publishing.language })
      const tasks = countTicks(blocks, look.kind === 'checklist')
      const label = bookLabels ? bookLabels[i]! : look.number(labels, i + 1)
      const n = bookLabels ? (label === null ? null : ++bodyNumber) : numbered ? i + 1 : null
      return {
        title: chapter.title,
        number: label ?? '',
        n,
        matter: chapter.matter,
        running: look.kind === 'book' ? chapter.title : shorten(chapter.title, 55),
        tasks,
        doneOf: labels.doneOf(tasks),
        blocks,
      }
    }),
    planner,
  }
}
