import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import JSZip from 'jszip'
import { toString } from 'mdast-util-to-string'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COVER_PIXELS, COVER_SIZES } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { GENERATION_LIMITS as L } from '@core/generation.ts'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { renderCover } from './cover/render-cover.ts'
import { renderDocx } from './docx/render-docx.ts'
import { renderEpub } from './epub/render-epub.ts'
import { buildExportModel } from './export-model.ts'
import { exportText } from './export-model-text.ts'
import { renderHtmlDocument } from './html/render-html.ts'
import { modelToMarkdown } from './markdown/render-markdown.ts'
import { compilePdf } from './pdf/render-pdf.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'

/**
 * Issue 25 (item 5): user text reaches XML (EPUB, DOCX), SVG (the cover), HTML, Markdown and the
 * PDF. Every string here once broke, or could break, one of them: each goes through every field a
 * writer controls (title, description, author, copyright holder, AI disclosure, chapter title and
 * text) and every format must still be produced, well-formed, with the text in it.
 */
const NASTY: [name: string, text: string][] = [
  ['a CDATA end', 'A ]]> B'],
  ['a CDATA start', 'A <![CDATA[ B'],
  ['closing tags', 'A </title></dc:title></text></w:t><script>alert(1)</script> B'],
  ['ampersands and entities', 'A & B &amp; &#0; &lt; &nbsp; C'],
  ['both quotes', `A "double" 'single' B`],
  ['C0 control characters', 'A\u0000\u0001\u0007\u0008\u000B\u000C\u001B\u001F B'],
  ['the non-characters U+FFFE and U+FFFF', 'A \uFFFE\uFFFF B'],
  ['lone surrogates', 'A \uD800 B \uDFFF C'],
  ['a right-to-left override', 'A \u202Egnp.exe B'],
  ['emoji ZWJ sequences', 'A 👩‍👩‍👧‍👦 🏳️‍🌈 B'],
  ['line breaks and a heading after them', 'A\nB\r\n# C\u2028D'],
  ['Markdown and Typst syntax', 'A # *b* [c](javascript:x) #panic("x") $x$ B'],
  ['10,000 characters', `A ${'word '.repeat(2_000)}B`],
]

/**
 * The text as a reader should see it: controls and overrides dropped, a lone surrogate as U+FFFD
 * (export-model-text.ts), white space collapsed and the book's curly quotes read as straight ones.
 */
const plain = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim()
const visible = (text: string) => plain(exportText(text))

/** One short line for the fields with a small limit: the 10,000 characters are cut to it. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 2)} B` : text)

function hostileBook(text: string): ExportDocument {
  return sampleBook({
    title: fit(text, L.title),
    description: fit(text, L.description),
    author: fit(text, 200),
    copyright: fit(text, 200),
    aiDisclosure: fit(text, 300),
    chapters: [
      { title: fit(text, L.chapterTitle), content: `## Heading\n\n${text}\n\n- ${text.slice(0, 200)}\n` },
      { title: 'Second', content: 'Plain text.' },
    ],
  })
}

const { window } = new JSDOM('')

/** Parses XML strictly (XML 1.0, as every reading system and Word do): throws on any error. */
function parseXml(xml: string, name: string): Document {
  const document = new window.DOMParser().parseFromString(xml, 'application/xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`${name} is not well-formed XML: ${error.textContent}`)
  return document
}

async function unzipText(bytes: Uint8Array, pattern: RegExp): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(bytes)
  const files = new Map<string, string>()
  for (const [name, file] of Object.entries(zip.files)) if (pattern.test(name)) files.set(name, await file.async('string'))
  return files
}

/** Every XML part parsed, and all their text, white space collapsed. */
async function xmlText(bytes: Uint8Array, pattern: RegExp): Promise<{ parts: string[]; text: string }> {
  const files = await unzipText(bytes, pattern)
  const texts = [...files].map(([name, xml]) => parseXml(xml, name).documentElement.textContent ?? '')
  return { parts: [...files.keys()], text: plain(texts.join(' ')) }
}

/** A phrase of the text to look for: the start of what a reader sees, short enough not to wrap in a PDF line. */
const phrase = (text: string) => visible(text).slice(0, 40).replace(/ B$/, '')

const dir = mkdtempSync(join(tmpdir(), 'folio-hostile-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each(NASTY)('text with %s', { timeout: 120_000 }, (_, text) => {
  const model = () => buildExportModel(hostileBook(text))

  it.each(COVER_SIZES)('draws the %s cover: the SVG rasterises', async (size) => {
    const jpeg = await renderCover(model(), size)
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', ...COVER_PIXELS[size] })
  })

  it('builds an EPUB whose every XML part is well-formed and holds the text', async () => {
    const epub = await renderEpub(model(), { cover: await renderCover(model(), 'front') })
    const { parts, text: all } = await xmlText(epub, /\.(xhtml|opf|ncx|xml)$/)
    expect(parts).toEqual(expect.arrayContaining(['OEBPS/content.opf', 'OEBPS/toc.ncx', 'OEBPS/title-page.xhtml']))
    expect(all).toContain(phrase(text))
    const opf = parseXml((await unzipText(epub, /content\.opf$/)).get('OEBPS/content.opf')!, 'content.opf')
    expect(plain(opf.getElementsByTagName('dc:title')[0]?.textContent ?? '')).toContain(phrase(text))
  })

  it('builds a DOCX whose every XML part is well-formed and holds the text', async () => {
    const docx = await renderDocx(model())
    const { parts, text: all } = await xmlText(docx, /\.(xml|rels)$/)
    expect(parts).toEqual(expect.arrayContaining(['word/document.xml', 'docProps/core.xml']))
    expect(all).toContain(phrase(text))
    const core = parseXml((await unzipText(docx, /core\.xml$/)).get('docProps/core.xml')!, 'core.xml')
    expect(plain(core.getElementsByTagName('dc:title')[0]?.textContent ?? '')).toContain(phrase(text))
  })

  it('compiles the PDF without a warning, with the text in it', async () => {
    const { pdf, warnings } = await compilePdf(model())
    expect(warnings).toEqual([])
    const file = join(dir, 'book.pdf')
    writeFileSync(file, pdf)
    const printed = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(plain(printed.replace(/-\n/g, ''))).toContain(phrase(text).slice(0, 12))
  })

  it('writes HTML in which the text is text, not markup', () => {
    const html = renderHtmlDocument(model())
    const document = new JSDOM(html).window.document
    expect(plain(document.querySelector('h1')?.textContent ?? '')).toContain(phrase(text))
    expect(document.querySelector('script')).toBeNull()
    // eslint-disable-next-line no-control-regex -- the characters XML and HTML forbid
    expect(html).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
  })

  it('writes Markdown whose title and chapter titles stay headings holding the text', () => {
    const book = model()
    const tree = parseMarkdownTree(modelToMarkdown(book))
    const headings = (depth: number) =>
      tree.children.filter((node) => node.type === 'heading' && node.depth === depth).map((node) => toString(node))
    expect(headings(1).map(plain)).toEqual([plain(book.title)])
    expect(headings(2).map(plain)).toEqual(book.chapters.map((chapter) => plain(chapter.title)))
  })
})

/** CI installs epubcheck (.ci/run); elsewhere the check is skipped, and says so. */
const hasEpubcheck = existsSync('/usr/bin/epubcheck')

describe('one EPUB holding every hostile string', () => {
  const short = NASTY.filter(([name]) => !name.startsWith('10,000')).map(([, text]) => text)
  const document = sampleBook({
    title: fit(short.slice(0, 4).join(' '), L.title),
    description: fit(short.join(' '), L.description),
    author: fit(short.slice(0, 6).join(' '), 200),
    copyright: fit(short.slice(3, 8).join(' '), 200),
    aiDisclosure: fit(short.join(' '), 300),
    chapters: NASTY.map(([, text]) => ({ title: fit(text, L.chapterTitle), content: text })),
  })
  let file = ''
  beforeAll(async () => {
    const model = buildExportModel(document)
    file = join(dir, 'hostile.epub')
    writeFileSync(file, await renderEpub(model, { cover: await renderCover(model, 'front') }))
  }, 60_000)

  it.skipIf(!hasEpubcheck)('passes epubcheck with no errors or warnings', { timeout: 180_000 }, () => {
    const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], {
      encoding: 'utf8',
    })
    expect(`${result.stdout}\n${result.stderr}`).toContain('0 fatals / 0 errors / 0 warnings')
  })
})
