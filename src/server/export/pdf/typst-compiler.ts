import { createRequire } from 'node:module'
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { z } from 'zod'
import { loadPdfFonts } from '../fonts/pdf-fonts.ts'
import { readTypstFiles } from './typst-files.ts'

export interface TypstDiagnostic {
  severity: string
  message: string
  /** The file it is about, as the compiler sees it ('/folio/cover.typ'). */
  path: string
}

export interface TypstOutput {
  pdf: Uint8Array
  /**
   * 'ua-1' when the PDF declares PDF/UA-1 (Typst checked it); null when Typst refused the claim
   * for this content and the file is tagged without it (decision 97), or it was not asked for.
   */
  standard: 'ua-1' | null
  /** Why Typst refused PDF/UA-1 ('missing alt text', …), for the log and the tests; absent when it did not. */
  uaRefusal?: string
  /** The compiled document's page count. */
  pages: number
  warnings: TypstDiagnostic[]
  /** The tick boxes and write-in lines the pages drew, when asked for (`{ fields: true }`). */
  fields?: FieldMark[]
}

/**
 * A tick box or write-in line as planner-fields.typ records it (`<folio-field>` metadata): its
 * page (from 1) and rectangle in points from the page's top left, as Typst laid it out.
 */
export const fieldMarkSchema = z.object({
  kind: z.enum(['checkbox', 'text']),
  name: z.string(),
  page: z.number().int().positive(),
  x: z.number(),
  y: z.number(),
  w: z.number().nonnegative(),
  h: z.number().nonnegative(),
  /** A box drawn ticked ('- [x]'): its field starts checked. */
  checked: z.boolean().default(false),
})
export type FieldMark = z.infer<typeof fieldMarkSchema>

export interface TypstPdfOptions {
  /** Also read the field marks back from the compiled document (no second compile). */
  fields?: boolean
  /**
   * Declare PDF/UA-1 when the content allows it (the default). Off for a file changed after Typst:
   * a fillable PDF's form fields are added untagged (pdf-form.ts), so it may not claim PDF/UA.
   */
  ua?: boolean
}

/** Typst rendering failed; the message is Typst's own diagnostics, for the log only. */
export class TypstRenderError extends Error {
  override name = 'TypstRenderError'
}

/**
 * The one Typst compiler of the process, created on first use. It compiles synchronously in
 * native code, so it runs only where blocking is harmless: in an export worker process, which the
 * pool kills when an export overruns (export-pool.ts; decision 26), and in tests and benchmarks.
 * Loaded with require: the package is a CommonJS native addon.
 *
 * Its workspace is a folder that exists only in the compiler: the template's files are added to it
 * as sources, so a compile reads nothing from disk and the template can import only its own files.
 */
let compiler: NodeCompiler | undefined
const WORKSPACE = '/folio/'

function typst(): NodeCompiler {
  if (!compiler) {
    const load = createRequire(import.meta.url)
    const { NodeCompiler: Compiler } = load(
      '@myriaddreamin/typst-ts-node-compiler',
    ) as typeof import('@myriaddreamin/typst-ts-node-compiler')
    // The themes' and other scripts' fonts as bytes (pdf-fonts.ts). The compiler also sees the
    // system's fonts (fontconfig; no option turns that off), which its fallback may pick: what a
    // PDF drew is checked afterwards (notdef-glyphs.ts, decision 93).
    const created = Compiler.create({ workspace: WORKSPACE, fontArgs: [{ fontBlobs: loadPdfFonts() }] })
    for (const [name, source] of readTypstFiles()) created.addSource(WORKSPACE + name, source)
    compiler = created
  }
  return compiler
}

type Diagnostics = { shortDiagnostics: { severity: unknown; message: unknown; path: unknown }[] } | null | undefined
const diagnostics = (error: Diagnostics): TypstDiagnostic[] =>
  (error?.shortDiagnostics ?? []).map((d) => ({ severity: String(d.severity), message: String(d.message), path: String(d.path) }))

/** What to compile: one of the template's files (typst-files.ts), or a main file's source (tests, warm-up). */
export type TypstMain = { file: string } | { source: string }

/**
 * Compiles with the document JSON as `sys.inputs.doc`, to a PDF. `files` are binary files the
 * template may read (the images, by their path from the workspace: '/images/image-1.png'); JSON
 * cannot carry bytes, so they are given to the compiler as virtual files for this compile only.
 */
export function compileTypst(
  main: TypstMain,
  doc: string,
  files: ReadonlyMap<string, Uint8Array> = new Map(),
  options: TypstPdfOptions = {},
): Promise<TypstOutput> {
  // `fields: "on"` makes planner-fields.typ record its marks: it costs layout time, so only when asked.
  const inputs: TypstInputs = options.fields ? { doc, fields: 'on' } : { doc }
  return compileWith(main, inputs, files, (engine, document) => {
    const { pdf, standard, uaRefusal } = taggedPdf(engine, document, options.ua ?? true)
    return {
      pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice(),
      standard,
      ...(uaRefusal ? { uaRefusal } : {}),
      pages: document.numOfPages,
      ...(options.fields ? { fields: queryFields(engine, document) } : {}),
    }
  })
}

/**
 * The PDF, always tagged (Typst 0.14 tags by default: structure tree, reading order, alt text),
 * declaring PDF/UA-1 when Typst's checks pass. They can refuse what a user wrote and we could not
 * mend (decision 97): then the same document is written again, tagged without the claim. A user's
 * export never fails because of tagging.
 */
function taggedPdf(engine: NodeCompiler, document: Compiled, ua: boolean): { pdf: Buffer; standard: 'ua-1' | null; uaRefusal?: string } {
  if (!ua) return { pdf: engine.pdf(document), standard: null }
  try {
    return { pdf: engine.pdf(document, { pdfStandard: 'ua-1' }), standard: 'ua-1' }
  } catch (error) {
    return { pdf: engine.pdf(document), standard: null, uaRefusal: uaMessage(error) }
  }
}

/** Typst's PDF/UA diagnostics arrive as one debug string: keep their messages ('PDF/UA-1 error: …'). */
const uaMessage = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error)
  const messages = [...text.matchAll(/message: "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))
  return messages.length > 0 ? messages.join('; ') : text
}

/**
 * The characters Typst drew as the missing glyph, as its PDF/UA-1 check names them ('the text "☐"
 * could not be displayed with font "IBM Plex Sans"'). Typst 0.14 no longer gives glyph 0 its text in
 * the fonts' /ToUnicode maps, where notdef-glyphs.ts read it under 0.13 (decisions 93, 97).
 */
export function undisplayedText(output: Pick<TypstOutput, 'uaRefusal'>): string[] {
  const found = new Set<string>()
  for (const [, text] of (output.uaRefusal ?? '').matchAll(/the text `"(.*?)"` could not be displayed/g))
    for (const character of text!) if (character.trim()) found.add(character)
  return [...found]
}

/** The `<folio-field>` marks of a compiled document, in the order they were laid out. */
function queryFields(engine: NodeCompiler, document: Compiled): FieldMark[] {
  const found: unknown = engine.query(document, { selector: '<folio-field>', field: 'value' })
  return z.array(fieldMarkSchema).parse(found)
}

export interface TypstSvgOutput {
  /** Every page, one under the other, glyphs drawn as paths: it needs no fonts to rasterise. */
  svg: string
  pages: number
  warnings: TypstDiagnostic[]
}

/**
 * Compiles to SVG, for the cover image (render-cover.ts, with the cover's image), the page preview
 * (render-pages.ts) and the interior pages of the listing mockups (listing/interior-pages.ts), which
 * may print the book's images (`files`, as for the PDF).
 */
export function compileTypstSvg(main: TypstMain, doc: string, files: ReadonlyMap<string, Uint8Array> = new Map()): Promise<TypstSvgOutput> {
  // `svg`, not `plainSvg`: the 0.6 line's plainSvg panics (an unreachable branch) on any document.
  return compileWith(main, { doc }, files, (engine, document) => ({ svg: engine.svg(document), pages: document.numOfPages }))
}

type Compiled = NonNullable<ReturnType<NodeCompiler['compile']>['result']>

/** What the template reads from `sys.inputs`: the document JSON, and whether to record field marks. */
type TypstInputs = { doc: string; fields?: 'on' }

async function compileWith<T>(
  main: TypstMain,
  inputs: TypstInputs,
  files: ReadonlyMap<string, Uint8Array>,
  output: (engine: NodeCompiler, document: Compiled) => T,
): Promise<T & { warnings: TypstDiagnostic[] }> {
  const engine = typst()
  const paths = [...files].map(([path, bytes]) => {
    const shadow = WORKSPACE + path.replace(/^\//, '')
    engine.mapShadow(shadow, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    return shadow
  })
  try {
    return compileMapped(engine, main, inputs, output)
  } finally {
    for (const path of paths) engine.unmapShadow(path)
  }
}

function compileMapped<T>(
  engine: NodeCompiler,
  main: TypstMain,
  inputs: TypstInputs,
  output: (engine: NodeCompiler, document: Compiled) => T,
): T & { warnings: TypstDiagnostic[] } {
  let result
  try {
    const entry = 'file' in main ? { mainFilePath: WORKSPACE + main.file } : { mainFileContent: main.source }
    result = engine.compile({ ...entry, inputs })
  } catch (error) {
    throw new TypstRenderError(`Typst could not render the PDF: ${error instanceof Error ? error.message : String(error)}`)
  }
  const warnings = diagnostics(result.takeWarnings() as Diagnostics)
  const error = result.takeError() as Diagnostics
  if (error || !result.result) {
    const message =
      diagnostics(error)
        .map((d) => `${d.path}: ${d.message}`)
        .join('; ') || 'no document'
    throw new TypstRenderError(`Typst could not render the PDF: ${message}`)
  }
  const rendered = output(engine, result.result)
  // Typst memoizes globally and never forgets on its own: entries unused for three compiles go
  // (kept for ten, a server exporting long books held over half a gigabyte).
  engine.evictCache(3)
  return { ...rendered, warnings }
}
