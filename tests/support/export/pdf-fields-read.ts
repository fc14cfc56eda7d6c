import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

/**
 * Test support for fillable PDFs (decision 92): the form, links and outline as qpdf reads them, and
 * the drawn page as pixels, to find where Typst's boxes and rules really are. Nothing in the app
 * imports it.
 */
export interface QpdfField {
  fullname: string
  alternativename: string
  fieldtype: string
  ischeckbox: boolean
  istext: boolean
  fieldflags: number
  pageposfrom1: number
  value: string | null
  annotation: { object: string; annotationflags: number }
}

type Objects = Record<string, { value?: unknown; stream?: { dict: unknown } }>

export interface QpdfRead {
  hasAcroForm: boolean
  fields: QpdfField[]
  outline: { title: string; page: number }[]
  /** Every page's link annotations: their rectangle and where they go. */
  links: { rect: number[]; to: unknown }[][]
  /** A widget's rectangle, by its object ('51 0 R'). */
  rect: (object: string) => number[]
}

interface Outline {
  title: string
  destpageposfrom1: number
  kids: Outline[]
}

export function readQpdf(file: string): QpdfRead {
  const json = JSON.parse(execFileSync('qpdf', ['--json', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as {
    acroform: { hasacroform: boolean; fields: QpdfField[] }
    outlines: Outline[]
    pages: { object: string }[]
    qpdf: [unknown, Objects]
  }
  const objects = json.qpdf[1]
  const value = (ref: string) => {
    const object = objects[`obj:${ref}`]
    return (object?.value ?? object?.stream?.dict) as Record<string, unknown>
  }
  const flat = (entries: Outline[]): { title: string; page: number }[] =>
    entries.flatMap((entry) => [{ title: entry.title, page: entry.destpageposfrom1 }, ...flat(entry.kids)])
  const links = json.pages.map((page) => {
    const annots = (value(page.object)['/Annots'] ?? []) as string[]
    return annots
      .map(value)
      .filter((annot) => annot['/Subtype'] === '/Link')
      .map((annot) => ({ rect: annot['/Rect'] as number[], to: annot['/A'] ?? annot['/Dest'] }))
  })
  return {
    hasAcroForm: json.acroform.hasacroform,
    fields: json.acroform.fields,
    outline: flat(json.outlines),
    links,
    rect: (object) => value(object)['/Rect'] as number[],
  }
}

/** One page as grey pixels at `dpi` (pdftoppm, annotations hidden: only what Typst drew). */
export interface Raster {
  /** Points to pixels. */
  scale: number
  width: number
  height: number
  /** 0 black … 255 white, at a point from the page's top left. */
  at: (x: number, y: number) => number
}

export function rasterPage(file: string, page: number, dpi = 144, annotations = false): Raster {
  const out = `${file}-p${page}`
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    ...(annotations ? [] : ['-hide-annotations']),
    file,
    out,
  ])
  const bytes = readFileSync(`${out}.pgm`)
  rmSync(`${out}.pgm`)
  // P5 <width> <height> 255, one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!
  const [width, height, start] = [Number(header[1]), Number(header[2]), header[0].length]
  const scale = dpi / 72
  return {
    scale,
    width,
    height,
    at: (x, y) => {
      const [px, py] = [Math.round(x * scale), Math.round(y * scale)]
      if (px < 0 || py < 0 || px >= width || py >= height) return 255
      return bytes[start + py * width + px]!
    },
  }
}

/**
 * Where a drawn stroke crosses a short line of pixels: the middle of the inked pixels within
 * `reach` points of `around`, along x (a vertical stroke) or y (a horizontal one), or null when none.
 */
export function strokeAt(raster: Raster, axis: 'x' | 'y', around: number, across: number, reach = 3): number | null {
  const inked: number[] = []
  const step = 1 / raster.scale
  for (let t = around - reach; t <= around + reach; t += step) {
    const value = axis === 'x' ? raster.at(t, across) : raster.at(across, t)
    // The lightest stroke is a 0.5 pt hairline (#c3cad5), grey on white and spread over two pixels.
    if (value < 248) inked.push(t)
  }
  if (inked.length === 0) return null
  return (Math.min(...inked) + Math.max(...inked)) / 2
}
