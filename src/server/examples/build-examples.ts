import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { EXAMPLES_BASE, type ExampleImage, type ExampleManifest, type ExamplesIndex } from '@core/example-gallery.ts'
import { EXAMPLE_PRODUCT_TYPES, exampleManifestSchema } from '@core/examples.ts'
import { renderExport } from '../export/export-handler.ts'
import type { ExportModel } from '../export/export-model.ts'
import { compileInterior } from '../export/pdf/render-pdf.ts'
import { splitSvgPages, type SvgPage } from '../export/pdf/svg-pages.ts'
import { typstImagePath } from '../export/pdf/typst-blocks.ts'
import { compileTypstSvg } from '../export/pdf/typst-compiler.ts'
import { toTypstDocument } from '../export/pdf/typst-document.ts'
import { TYPST_MAIN } from '../export/pdf/typst-files.ts'
import { loadRenderer } from '../export/renderer.ts'
import { exampleHash, rendererHash } from './example-hash.ts'
import { exampleFolders, type LoadedExample, loadExample } from './example-sources.ts'
import { log as logger } from '../observability/logger.ts'

/**
 * The examples gallery's files (issue 30, decision 106), made at build time by Folio's own export
 * pipeline — `renderExport`, in this process, exactly as an export worker runs it for the routes:
 * the PDF (`pdf`) and the front cover (`cover`). A few of the PDF's pages are drawn from the same
 * model and Typst document as SVG (as the page preview and the listing mockups draw theirs) and
 * rasterised by sharp's librsvg: no poppler, nothing but `npm ci`. The images are cut down to WebP
 * at sizes that stay sharp on a phone's screen and small on its network.
 *
 * `dist/examples/<slug>/` holds an example's files, their names carrying the first characters of
 * its hash (so the server can let browsers keep them for good), and `manifest.json`;
 * `dist/examples/index.json` lists every manifest. An example whose hash (its sources and the
 * rendering code, example-hash.ts) matches its manifest's is not built again.
 */

/** The front cover's width in pixels: ≈ 3× the card's cover on a phone, 2.5× on a desktop. */
export const COVER_WIDTH = 480
/** A page image's width in pixels: a page fills about a third of a card. */
export const PAGE_WIDTH = 480
/** The pages a card shows besides its cover. */
export const PAGE_IMAGES = 3
const WEBP = { quality: 78, effort: 5, smartSubsample: true } as const

export interface BuildExamplesOptions {
  /** The repository: sources in content/examples, output in dist/examples, unless given. */
  root: string
  sourcesDir?: string
  outDir?: string
  /** Throw on the first example that fails (the tests); otherwise it is logged and left out of the gallery (the app build). */
  strict?: boolean
  log?: (line: string) => void
}

export interface BuildExamplesResult {
  index: ExamplesIndex
  built: string[]
  cached: string[]
  failed: { slug: string; error: string }[]
}

export async function buildExamples(options: BuildExamplesOptions): Promise<BuildExamplesResult> {
  const { root, strict = false, log = () => undefined } = options
  const sourcesDir = options.sourcesDir ?? join(root, 'content/examples')
  const outDir = options.outDir ?? join(root, 'dist/examples')
  mkdirSync(outDir, { recursive: true })
  const renderer = rendererHash(root)
  const result: BuildExamplesResult = { index: { examples: [] }, built: [], cached: [], failed: [] }
  for (const folder of exampleFolders(sourcesDir)) {
    try {
      const example = loadExample(sourcesDir, folder)
      const hash = exampleHash(renderer, example.dir, example.files)
      const cached = readManifest(join(outDir, folder))
      if (cached?.hash === hash) {
        result.cached.push(folder)
        result.index.examples.push(cached)
        continue
      }
      const started = performance.now()
      const manifest = await buildExample(example, hash, outDir)
      log(`Built the example ${folder} in ${Math.round(performance.now() - started)} ms`)
      result.built.push(folder)
      result.index.examples.push(manifest)
    } catch (error) {
      if (strict) throw error
      const message = error instanceof Error ? error.message : String(error)
      logger.error(`The example ${folder} was left out of the gallery: ${message}`)
      result.failed.push({ slug: folder, error: message })
    }
  }
  const order = (m: ExampleManifest) => EXAMPLE_PRODUCT_TYPES.indexOf(m.productType)
  result.index.examples.sort((a, b) => order(a) - order(b) || a.slug.localeCompare(b.slug))
  // Folders of examples that are gone (or failed) go too, so nothing serves a stale file.
  const kept = new Set(result.index.examples.map((m) => m.slug))
  for (const entry of readdirSync(outDir, { withFileTypes: true }))
    if (entry.isDirectory() && !kept.has(entry.name)) rmSync(join(outDir, entry.name), { recursive: true, force: true })
  writeAtomically(join(outDir, 'index.json'), JSON.stringify(result.index))
  return result
}

function readManifest(dir: string): ExampleManifest | undefined {
  const path = join(dir, 'manifest.json')
  if (!existsSync(path)) return undefined
  try {
    const manifest = exampleManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    // A manifest whose files are not all there (an interrupted copy) is built again.
    const files = [manifest.pdf.url, manifest.cover.url, ...manifest.pages.map((page) => page.url)]
    return files.every((url) => existsSync(join(dir, url.split('/').at(-1) ?? ''))) ? manifest : undefined
  } catch {
    return undefined
  }
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

async function buildExample(example: LoadedExample, hash: string, outDir: string): Promise<ExampleManifest> {
  const { source, document } = example
  const slug = source.slug
  const tag = hash.slice(0, 10)
  const base = `${EXAMPLES_BASE}/${slug}`
  const files = new Map<string, Uint8Array>()

  // The PDF export's own renderer, on the model the export builds; the same model is also drawn as SVG for the page images.
  let svgPages: Promise<SvgPage[]> | undefined
  const pdf = await renderExport('pdf', document, async (format) => {
    const render = await loadRenderer(format)
    return async (model, options) => {
      const bytes = await render(model, options)
      svgPages = pdfPagesAsSvg(model)
      return bytes
    }
  })
  const read = await readPdf(pdf.bytes)
  const svg = await svgPages
  if (!svg || svg.length !== read.pageCount)
    throw new Error(`The page images would not match the PDF: ${svg?.length ?? 0} pages drawn, ${read.pageCount} in the PDF.`)
  const pdfName = `${slug}.${tag}.pdf`
  files.set(pdfName, pdf.bytes)

  const coverFile = await renderExport('cover', document)
  const cover = await webp(sharp(coverFile.bytes).resize({ width: COVER_WIDTH }))
  const coverName = `cover.${tag}.webp`
  files.set(coverName, cover.bytes)

  const pages: ExampleImage[] = []
  for (const [i, chosen] of choosePages(example, svg, read.chapterStarts).entries()) {
    const page = svg[chosen.page - 1]!
    // Typst's page is transparent where nothing is drawn: on white, like paper.
    const image = await webp(sharp(Buffer.from(page.svg), { density: (72 * PAGE_WIDTH) / page.width }).flatten({ background: '#ffffff' }))
    const name = `page-${i + 1}.${tag}.webp`
    files.set(name, image.bytes)
    const alt = `Page ${chosen.page} of ${read.pageCount}: ${chosen.what}`
    pages.push({ url: `${base}/${name}`, width: image.width, height: image.height, bytes: image.bytes.length, alt })
  }

  const manifest = exampleManifestSchema.parse({
    slug,
    productType: source.productType,
    title: document.title,
    ...(document.subtitle ? { subtitle: document.subtitle } : {}),
    blurb: source.blurb,
    chapters: document.chapters.map((chapter) => chapter.title),
    pageCount: read.pageCount,
    pdf: { url: `${base}/${pdfName}`, bytes: pdf.bytes.length, fileName: pdf.fileName },
    cover: {
      url: `${base}/${coverName}`,
      width: cover.width,
      height: cover.height,
      bytes: cover.bytes.length,
      alt: `The front cover of ${document.title}`,
    },
    pages,
    hash,
  } satisfies ExampleManifest)

  // Written beside, then swapped in: a server reading the folder meanwhile sees the old files or the new, never half.
  const temp = join(outDir, `.${slug}.${process.pid}.tmp`)
  rmSync(temp, { recursive: true, force: true })
  mkdirSync(temp, { recursive: true })
  for (const [name, bytes] of files) writeFileSync(join(temp, name), bytes)
  writeFileSync(join(temp, 'manifest.json'), JSON.stringify(manifest, null, 2))
  const target = join(outDir, slug)
  const old = join(outDir, `.${slug}.${process.pid}.old`)
  if (existsSync(target)) renameSync(target, old)
  renameSync(temp, target)
  rmSync(old, { recursive: true, force: true })
  return manifest
}

async function webp(image: Sharp): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { data, info } = await image.webp(WEBP).toBuffer({ resolveWithObject: true })
  return { bytes: new Uint8Array(data), width: info.width, height: info.height }
}

/**
 * The PDF's pages as Typst draws them in SVG: the document `compilePdf` (render-pdf.ts) compiles
 * for this model, laid out again. A worksheet's PDF is the plain document (fillable: marked so);
 * a print book's, the interior with the gutter its page count asks for; a digital book's, the
 * plain document with the cover's picture, which an example has none of (its images are the
 * repository's text only). The caller checks the page count against the PDF's.
 */
async function pdfPagesAsSvg(model: ExportModel): Promise<SvgPage[]> {
  const worksheet = model.productType === 'checklist' || model.productType === 'planner'
  const plain = toTypstDocument(model)
  const document =
    worksheet && model.publishing.planner.fillable
      ? { ...plain, fillable: true }
      : !worksheet && model.publishing.print
        ? (await compileInterior(model)).document
        : plain
  const images = new Map(model.images.map((file) => [typstImagePath(file), file.bytes]))
  const { svg } = await compileTypstSvg({ file: TYPST_MAIN }, JSON.stringify(document), images)
  return splitSvgPages(svg)
}

/** The PDF read back (it must parse): its page count, and the page each top-level bookmark (a chapter) opens on, in order. */
async function readPdf(pdf: Uint8Array): Promise<{ pageCount: number; chapterStarts: { title: string; page: number }[] }> {
  // Loaded here only: the library takes a moment to load.
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } = await import('@cantoo/pdf-lib')
  const file = await PDFDocument.load(pdf, { updateMetadata: false })
  const pageRefs = file.getPages().map((page) => page.ref.toString())
  const chapterStarts: { title: string; page: number }[] = []
  const outlines = file.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict)
  for (let guard = 0; item && guard < 10_000; guard++) {
    const title = item.lookupMaybe(PDFName.of('Title'), PDFString, PDFHexString)?.decodeText() ?? ''
    const target = item.lookupMaybe(PDFName.of('Dest'), PDFArray)?.get(0)
    const page = target ? pageRefs.indexOf(target.toString()) + 1 : 0
    if (page > 0) chapterStarts.push({ title, page })
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict)
  }
  return { pageCount: pageRefs.length, chapterStarts }
}

interface ChosenPage {
  /** 1-based, as in the PDF. */
  page: number
  what: string
}

/** How much a page draws (glyphs, images, shapes): 0 for print's blank versos; a chapter's last page may hold two lines. */
const fill = (page: SvgPage) => page.svg.match(/<use\b|<image\b|<path\b/g)?.length ?? 0

/**
 * Which pages a card shows: what a buyer leafs through first. A book: its contents, the first
 * numbered chapter's opening and the fullest page of a chapter from the middle. A checklist or
 * planner: the first pages of its drawn sections that draw the most (the calendar, the menu, the
 * list), then its prose. The chapters' pages come from the PDF's bookmarks, matched to
 * the chapters by title in order.
 */
export function choosePages(
  example: Pick<LoadedExample, 'document'>,
  svg: SvgPage[],
  starts: { title: string; page: number }[],
): ChosenPage[] {
  const { document } = example
  let from = 0
  const chapters = document.chapters.map((chapter, index) => {
    const at = starts.findIndex((start, i) => i >= from && start.title.trim() === chapter.title.trim())
    if (at >= 0) from = at + 1
    return { ...chapter, index, start: at >= 0 ? starts[at]!.page : undefined }
  })
  const located = chapters.filter((chapter) => chapter.start !== undefined)
  /** A chapter's printed pages, from its opening to the page before the next bookmark. */
  const pagesOf = (chapter: (typeof chapters)[number]): number[] => {
    const start = chapter.start ?? 0
    const next = starts.find((s) => s.page > start)?.page ?? svg.length + 1
    return Array.from({ length: next - start }, (_, i) => start + i).filter((n) => fill(svg[n - 1]!) > 0)
  }
  const chosen: ChosenPage[] = []
  const worksheet = document.productType === 'checklist' || document.productType === 'planner'
  if (worksheet) {
    // The sections that show the most (a calendar, a menu grid, a budget table) before blank lined
    // pages: by how much their first page draws, one page per template, then the prose.
    const firsts = located.flatMap((chapter) => {
      const first = pagesOf(chapter)[0]
      return first ? [{ chapter, first, drawn: fill(svg[first - 1]!) }] : []
    })
    const drawn = firsts.filter((item) => item.chapter.pageTemplate).sort((a, b) => b.drawn - a.drawn)
    const templates = new Set<string>()
    const showcase = drawn.filter((item) => !templates.has(item.chapter.pageTemplate!) && templates.add(item.chapter.pageTemplate!))
    const prose = firsts.filter((item) => !item.chapter.pageTemplate)
    for (const { chapter, first } of [...showcase, ...prose].slice(0, PAGE_IMAGES))
      chosen.push({ page: first, what: `the first page of “${chapter.title}”` })
    return chosen.sort((a, b) => a.page - b.page)
  }
  const body = located.filter((chapter) => chapter.matter !== 'front' && chapter.matter !== 'back')
  const firstStart = located[0]?.start ?? svg.length + 1
  const contents = Array.from({ length: firstStart - 1 }, (_, i) => i + 1).findLast((n) => fill(svg[n - 1]!) > 0)
  if (contents && contents > 1) chosen.push({ page: contents, what: 'the contents' })
  const opening = body[0] ?? located[0]
  if (opening?.start) chosen.push({ page: opening.start, what: `the opening of “${opening.title}”` })
  const middle = [body[Math.floor(body.length / 2)], body[1], located.at(-1)].find((chapter) => chapter && chapter !== opening)
  if (middle) {
    const fullest = pagesOf(middle).reduce<number | undefined>(
      (best, n) => (best === undefined || fill(svg[n - 1]!) > fill(svg[best - 1]!) ? n : best),
      undefined,
    )
    if (fullest) chosen.push({ page: fullest, what: `a page of “${middle.title}”` })
  }
  return chosen.slice(0, PAGE_IMAGES)
}
