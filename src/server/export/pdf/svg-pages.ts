import { withoutTextLayer } from '../cover/render-cover.ts'

/**
 * Splits Typst's SVG, where every page is stacked under the previous one, into one SVG document per
 * page for the page preview (decision 87), and keeps only what draws:
 *
 * - the text layer goes (withoutTextLayer): it carries the user's text as XHTML, the one place it
 *   appears as text; what remains draws glyphs as paths;
 * - links go: Typst writes them as `<a>` around a transparent rectangle, with the user's URL and,
 *   for links inside the book, an `onclick` handler calling its own viewer's script;
 * - any `<script>` and any `on…` attribute goes, though Typst's SVG has none outside those links;
 * - each page keeps the glyph and clip definitions it uses, so a page's size follows its own text.
 *
 * The browser shows the pages as images (`<img>`), where an SVG runs no script and loads nothing
 * from elsewhere whatever it holds: what is stripped here is a second line of defence and bytes.
 *
 * The head's scan reads tags with their quoted attributes, so a `>` inside a value cannot end a
 * tag early; Typst's SVG has no comments, CDATA or processing instructions.
 */
const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g

interface Element {
  name: string
  attrs: string
  /** The element's whole text, from its start tag to its end tag. */
  source: string
}

/** The root's direct children, in order; text between them (none in Typst's output) is dropped. */
function children(svg: string): { root: Element; items: Element[] } {
  const items: Element[] = []
  let root: Element | undefined
  let depth = 0
  let start = 0
  let open: { name: string; attrs: string } | undefined
  for (const match of svg.matchAll(TAG)) {
    const [whole, close, name = '', attrs = '', selfClosing] = match
    const at = match.index
    if (close) {
      depth--
      if (depth === 1 && open) {
        items.push({ ...open, source: svg.slice(start, at + whole.length) })
        open = undefined
      }
      continue
    }
    if (depth === 0) root = { name, attrs, source: '' }
    else if (depth === 1) {
      if (selfClosing) items.push({ name, attrs, source: whole })
      else {
        start = at
        open = { name, attrs }
      }
    }
    if (!selfClosing) depth++
  }
  if (!root || root.name !== 'svg') throw new Error('Typst gave no SVG document.')
  return { root, items }
}

const attr = (attrs: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1]

/** Removes every `<name …>…</name>` (not nested in itself, as Typst writes links) and every `<name …/>`. */
const dropElements = (svg: string, name: string) =>
  svg.replace(new RegExp(`<${name}\\b(?:"[^"]*"|'[^']*'|[^'">])*?/>|<${name}\\b(?:"[^"]*"|'[^']*'|[^'">])*>[\\s\\S]*?</${name}>`, 'g'), '')

const dropHandlers = (svg: string) => svg.replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*')/gi, '')

/** Typst's ids for its own viewer's incremental updates: a tenth of a page's bytes, of no use in an image. */
const dropTids = (svg: string) => svg.replace(/\sdata-tid="[^"]*"/g, '')

/** The ids a page refers to: `href="#id"`, `xlink:href="#id"` and `url(#id)`. */
function references(source: string): Set<string> {
  const ids = new Set<string>()
  for (const match of source.matchAll(/(?:href="#([^"]+)"|url\(#([^)]+)\))/g)) ids.add(match[1] ?? match[2] ?? '')
  return ids
}

/** The definitions inside a `<defs>` by id: each is a direct child with an id. */
function definitions(defs: Element): Map<string, string> {
  const inner = defs.source.slice(defs.source.indexOf('>') + 1, defs.source.lastIndexOf('</'))
  const byId = new Map<string, string>()
  for (const item of children(`<svg>${inner}</svg>`).items) {
    const id = attr(item.attrs, 'id')
    if (id) byId.set(id, item.source)
  }
  return byId
}

export interface SvgPage {
  svg: string
  width: number
  height: number
}

const PAGE = '<g class="typst-page"'

export function splitSvgPages(stacked: string): SvgPage[] {
  const clean = dropTids(dropHandlers(dropElements(dropElements(withoutTextLayer(stacked), 'a'), 'script')))
  // The pages follow the styles and definitions, one after another, to the end of the document; no
  // user text is left to hold the marker, so each page runs from its marker to the next. Only the
  // head before them is read tag by tag.
  const starts: number[] = []
  for (let at = clean.indexOf(PAGE); at >= 0; at = clean.indexOf(PAGE, at + PAGE.length)) starts.push(at)
  if (starts.length === 0) throw new Error('Typst gave an SVG without pages.')
  const end = clean.lastIndexOf('</svg>')
  const { items } = children(`${clean.slice(0, starts[0])}</svg>`)
  const styles = items.filter((item) => item.name === 'style').map((item) => item.source)
  const defs = new Map<string, string>()
  for (const item of items) if (item.name === 'defs') for (const [id, source] of definitions(item)) defs.set(id, source)
  const pages = starts.map((start, i) => {
    const source = clean.slice(start, starts[i + 1] ?? end)
    return { attrs: /^<g\b[^>]*>/.exec(source)?.[0] ?? '', source }
  })
  return pages.map((page) => {
    const width = Number(attr(page.attrs, 'data-page-width'))
    const height = Number(attr(page.attrs, 'data-page-height'))
    // The page's group, moved back to the origin: its transform placed it under the pages before it.
    const body = page.source.replace(/^<g\b[^>]*>/, '<g class="typst-page">')
    // Definitions may refer to others (a clip path to a glyph): followed until none is new.
    const used = new Set<string>()
    let next = [...references(body)]
    while (next.length > 0) {
      const found: string[] = []
      for (const id of next) {
        const source = defs.get(id)
        if (used.has(id) || source === undefined) continue
        used.add(id)
        found.push(...references(source))
      }
      next = found
    }
    const kept = [...used].map((id) => defs.get(id)).join('')
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="typst-doc" ` +
      `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `${styles.join('')}<defs>${kept}</defs>${body}</svg>`
    return { svg, width, height }
  })
}
