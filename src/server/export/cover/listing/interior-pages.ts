import sharp from 'sharp'
import type { ExportModel } from '../../export-model.ts'
import { typstImagePath } from '../../pdf/typst-blocks.ts'
import { toTypstDocument } from '../../pdf/typst-document.ts'
import { compileTypstSvg } from '../../pdf/typst-compiler.ts'
import { TYPST_MAIN } from '../../pdf/typst-files.ts'
import { withoutTextLayer } from '../render-cover.ts'
import { type Raster, toRaster, turnedBox } from './scene.ts'

/**
 * Real pages of the book for the mockups (decision 86): the print interior exactly as the PDF
 * export lays it out (theme, trim, the book's images), but only its beginning — the first two
 * chapters, each cut to its first blocks — so a 400-page book costs what a short one does.
 * Typst draws them as SVG with every glyph a path (no fonts needed to rasterise, like the cover);
 * the SVG holds all pages one under the other, so each wanted page is cut out of it as its own
 * small SVG before librsvg draws it (drawing the whole document clipped to one page took 6× longer).
 */

const CHAPTERS = 2
const BLOCKS = 40

/** The interior's first pages and which of them are which. */
export interface InteriorPages {
  /** Points, the trim's page. */
  pageWidth: number
  pageHeight: number
  /** 1-based numbers of the pages that print something; a print interior leaves versos blank before chapters. */
  printed: number[]
  /** The first chapter's opening page. */
  opening: number
  /** How much each page prints (its glyphs, images and shapes), by page number less one: a chapter's last page may hold two lines. */
  fill: number[]
  /**
   * Draws page `n` (1-based) `height` pixels tall on white paper, turned by `degrees` in the same
   * pass (librsvg turns vectors with smooth edges for free; turning the raster after cost as much as
   * drawing it). The raster is the turned page's box; `sheet` adds a hairline edge and a little
   * paper light, for a loose printed page.
   */
  draw(n: number, height: number, options?: { degrees?: number; sheet?: boolean }): Promise<Raster>
}

/** The print interior's first pages: no cover page (the cover is the mockup's), chapters on right-hand pages. */
export function interiorDocument(model: ExportModel) {
  const chapters = model.chapters.slice(0, CHAPTERS).map((chapter) => ({
    ...chapter,
    tree: { ...chapter.tree, children: chapter.tree.children.slice(0, BLOCKS) },
  }))
  // A planner's print interior is never the digital one; its sections show their first pages only (issue 28).
  const publishing = { ...model.publishing, print: true, planner: { ...model.publishing.planner, digital: false } }
  const document = toTypstDocument({ ...model, chapters, publishing })
  const planner = document.planner && {
    ...document.planner,
    pages: document.planner.pages.filter((page, i, all) => all.findIndex((p) => p.section === page.section) > i - 2),
  }
  // The contents would list two chapters of many: the mockups show the title page and the text.
  // Nor a half-title (issue 29): the title page stays page 1, the chapter's opening the first after the copyright page.
  return { ...document, planner, contents: false, halfTitle: false, backMatter: [] }
}

/**
 * Typst's SVG cut into its pages: the styles and the glyphs every page uses (`defs`, without the
 * document's own <svg> tag), and each `typst-page` group moved to the origin. The pages are
 * siblings under the root, so each runs from its opening tag to the next one.
 */
export function pageSegments(svg: string): { defs: string; pages: string[]; pageWidth: number; pageHeight: number } {
  const starts = [...svg.matchAll(/<g class="typst-page"/g)].map((match) => match.index)
  const end = svg.lastIndexOf('</svg>')
  const first = svg.slice(starts[0] ?? 0, (starts[0] ?? 0) + 400)
  return {
    pageWidth: Number(/data-page-width="([\d.]+)"/.exec(first)?.[1] ?? 612),
    pageHeight: Number(/data-page-height="([\d.]+)"/.exec(first)?.[1] ?? 792),
    defs: svg.slice(0, starts[0]).replace(/^<svg[^>]*>/, ''),
    pages: starts.map((start, i) =>
      svg.slice(start, starts[i + 1] ?? end).replace(/^(<g class="typst-page" transform=")translate\([^)]*\)/, '$1translate(0, 0)'),
    ),
  }
}

export async function interiorPages(model: ExportModel): Promise<InteriorPages> {
  const images = new Map(model.images.map((file) => [typstImagePath(file), file.bytes]))
  const { svg } = await compileTypstSvg({ file: TYPST_MAIN }, JSON.stringify(interiorDocument(model)), images)
  const { defs, pages, pageWidth, pageHeight } = pageSegments(withoutTextLayer(svg))
  // A page that draws no glyph, image or shape is one of print's blank versos.
  const fill = pages.map((page) => page.match(/<use\b|<image\b|<path\b/g)?.length ?? 0)
  const printed = fill.flatMap((count, i) => (count > 0 ? [i + 1] : []))
  // The front matter is the title page and the copyright page (or a worksheet's title sheet and a blank).
  const opening = printed.find((n) => n > 2) ?? printed.at(-1) ?? 1
  return {
    pageWidth,
    pageHeight,
    printed,
    opening,
    fill,
    async draw(n, height, { degrees = 0, sheet = false } = {}) {
      const width = Math.round((height * pageWidth) / pageHeight)
      const box = turnedBox(width, height, degrees)
      // A turned page gets a little room, so its edges are smoothed against nothing rather than cut.
      const pad = degrees === 0 ? 0 : 4
      const boxWidth = Math.ceil(box.width) + pad
      const boxHeight = Math.ceil(box.height) + pad
      const paper = sheet
        ? `<rect width="${width}" height="${height}" fill="url(#folio-paper)"/><rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="#000" stroke-opacity="0.12"/>`
        : ''
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml" width="${boxWidth}" height="${boxHeight}" viewBox="0 0 ${boxWidth} ${boxHeight}">${defs}
        <defs><linearGradient id="folio-paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#6b5a45" stop-opacity="0.07"/></linearGradient></defs>
        <g transform="translate(${boxWidth / 2} ${boxHeight / 2}) rotate(${degrees}) translate(${-width / 2} ${-height / 2})">
          <rect width="${width}" height="${height}" fill="#fff"/>
          <g transform="scale(${width / pageWidth} ${height / pageHeight})">${pages[n - 1] ?? ''}</g>${paper}
        </g></svg>`
      return toRaster(sharp(Buffer.from(svg)))
    },
  }
}

/**
 * The pages of an open book: a verso–recto pair after the first chapter's opening where both print
 * (a real spread, mirrored margins and all) — the first that is about as full as the fullest, since
 * a chapter's last page may hold two lines; failing that, the opening and the next printed page.
 */
export function spreadPages({ printed, opening, fill }: Pick<InteriorPages, 'printed' | 'opening' | 'fill'>): [number, number] {
  const pairs = printed
    .filter((left) => left > opening && left % 2 === 0 && printed.includes(left + 1))
    .map((left) => ({ left, least: Math.min(fill[left - 1] ?? 0, fill[left] ?? 0) }))
  const fullest = Math.max(0, ...pairs.map((pair) => pair.least))
  const chosen = pairs.find((pair) => pair.least >= fullest * 0.6)
  if (chosen) return [chosen.left, chosen.left + 1]
  const next = printed.find((n) => n > opening)
  if (next !== undefined) return [opening, next]
  return [printed[0] ?? 1, opening]
}

/** The pages under the cover in the printed stack, topmost first: the opening and the printed pages after it, then the title page. */
export function stackPages({ printed, opening }: Pick<InteriorPages, 'printed' | 'opening'>, count: number): number[] {
  const after = printed.filter((n) => n >= opening)
  const before = printed.filter((n) => n < opening)
  return [...after, ...before].slice(0, count)
}
