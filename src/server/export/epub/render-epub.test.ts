import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { PRODUCT_TYPES } from '@core/generation.ts'
import { sampleExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { curlyQuotes, quoteMarks } from '../quote-marks.ts'
import { renderEpub } from './render-epub.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-epub-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A small real JPEG (83×117), standing in for the 1600×2560 store cover. */
const sampleCover = () => new Uint8Array(readFileSync(new URL('./sample-cover.jpg', import.meta.url)))

async function writeEpub(name: string, document: ExportDocument, cover?: Uint8Array): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderEpub(buildExportModel(document), { cover }))
  return file
}

const entry = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

/** CI installs epubcheck (.ci/run); elsewhere the check is skipped, and says so. */
const hasEpubcheck = existsSync('/usr/bin/epubcheck')
if (!hasEpubcheck) console.warn('epubcheck is not installed (/usr/bin/epubcheck): the EPUB validation tests are skipped')

/**
 * Debian's epubcheck is a jar; its /usr/bin script can't be run directly (Debian's package). The JVM
 * flags halve its CPU time for a run this short, which matters on a two-core machine.
 */
function epubcheck(file: string) {
  const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], {
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The sample's chapters plus one of hostile text, under a hostile title: epubcheck runs once, on the hardest case. */
const hostile: ExportDocument = {
  ...sampleExportDocument('checklist'),
  title: '<script>alert(1)</script> & \u0007 "quoted"',
  chapters: [
    ...sampleExportDocument().chapters,
    {
      title: 'A & B <i>',
      content:
        '![remote](https://example.com/x.png) and [link](javascript:alert(1))\n\n<img src="https://example.com/y.png">\n\n3. three\n4. four',
    },
  ],
}

describe('EPUB export', () => {
  let hostileFile = ''
  beforeAll(async () => {
    hostileFile = await writeEpub('hostile.epub', hostile)
  })

  it.skipIf(!hasEpubcheck)('passes epubcheck as EPUB 3 with no errors or warnings', { timeout: 180_000 }, () => {
    const { status, output } = epubcheck(hostileFile)
    expect(output).toContain('Validating using EPUB version 3')
    expect(output).toContain('0 fatals / 0 errors / 0 warnings')
    expect(status).toBe(0)
  })

  /** Every fixture, each product type and theme, with and without a cover, author and disclosure: all clean. */
  it.skipIf(!hasEpubcheck)('every fixture passes epubcheck with 0 errors and 0 warnings', { timeout: 300_000 }, async () => {
    const fixtures: [string, ExportDocument, Uint8Array?][] = [
      ...PRODUCT_TYPES.map((type): [string, ExportDocument] => [`sample-${type}`, sampleExportDocument(type)]),
      [
        'book-es',
        sampleBook({ language: 'es', author: 'Ana Pérez', aiDisclosure: 'Escrito con ayuda de IA.', theme: 'friendly' }),
        sampleCover(),
      ],
      ['checklist', sampleChecklist({ theme: 'modern' })],
      ['checklist-tick-table', tickTableChecklist],
      ['planner', samplePlanner({ theme: 'elegant', author: 'Jo' }), sampleCover()],
    ]
    for (const [name, document, cover] of fixtures) {
      const { output } = epubcheck(await writeEpub(`${name}.epub`, document, cover))
      expect(output, name).toContain('0 fatals / 0 errors / 0 warnings')
    }
  })

  it('escapes hostile text and fetches nothing: no image, and only its own fonts', () => {
    const chapter = entry(hostileFile, `OEBPS/chapter-${hostile.chapters.length}.xhtml`)
    expect(chapter).not.toMatch(/<img|<script|<i>|javascript:/)
    expect(chapter).toContain('A &amp; B &lt;i&gt;')
    expect(entry(hostileFile, 'OEBPS/content.opf')).toContain('<dc:title>&lt;script&gt;alert(1)&lt;/script&gt; &amp;  “quoted”</dc:title>')
    const listing = execFileSync('unzip', ['-Z1', hostileFile]).toString().trim().split('\n')
    expect(listing.filter((name) => name.includes('images/'))).toEqual([])
    expect(listing.filter((name) => /fonts\/./.test(name))).toEqual([
      'OEBPS/fonts/libertinus-serif-400-normal.ttf',
      'OEBPS/fonts/libertinus-serif-400-italic.ttf',
      'OEBPS/fonts/libertinus-serif-700-normal.ttf',
    ])
  })

  it('stores the mimetype first and uncompressed, as the OCF container requires', () => {
    const listing = execFileSync('unzip', ['-v', hostileFile]).toString('utf8').split('\n')
    const firstEntry = listing.find((line) => /\d+\s+(Stored|Defl)/.test(line)) ?? ''
    expect(firstEntry).toMatch(/Stored.*mimetype$/)
  })

  it('has the metadata, a navigation document listing every chapter and each chapter in its own file', async () => {
    const document = sampleExportDocument()
    const file = await writeEpub('content.epub', document)
    const opf = entry(file, 'OEBPS/content.opf')
    expect(opf).toContain('version="3.0"')
    expect(opf).toContain('<dc:title>Fit &amp; Focused: A “Practical” Guide</dc:title>')
    expect(opf).toContain(`<dc:description>${document.description}</dc:description>`)
    expect(opf).toContain('<dc:language>en</dc:language>')
    expect(opf).not.toContain('anonymous')
    const nav = entry(file, 'OEBPS/toc.xhtml')
    expect(nav).toContain('epub:type="toc"')
    // Straight quotes print curly (decision 56); the library's serializer may write them as references.
    const quotes = (xml: string) => xml.replace(/&#x201C;/gi, '“').replace(/&#x201D;/gi, '”')
    document.chapters.forEach((chapter, i) => {
      const escaped = curlyQuotes(chapter.title, quoteMarks('en')).replace(/&/g, '&amp;')
      expect(quotes(entry(file, `OEBPS/chapter-${i + 1}.xhtml`))).toContain(`<h1 class="chapter-title">${escaped}</h1>`)
      expect(quotes(nav)).toContain(`<a href="chapter-${i + 1}.xhtml">${escaped}`)
    })
    // The library's serializer writes non-ASCII characters as references.
    expect(entry(file, 'OEBPS/chapter-3.xhtml')).toMatch(/(✓|&#x2713;)<\/span> Buy groceries/)
  })

  it("sets a checklist's table of ☐ as a real list: an item per row, its box drawn, its notes after a dash (issue 28)", async () => {
    const file = await writeEpub('tick-table.epub', tickTableChecklist)
    const chapter = entry(file, 'OEBPS/chapter-1.xhtml').replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    // The comparison's table only: the boxes' table is a list.
    expect(chapter.match(/<table>/g)).toHaveLength(1)
    expect(chapter).not.toMatch(/[☐☑☒]/)
    expect(chapter).toContain('<ul class="task-list">')
    expect(chapter).toContain(
      '<li class="task"><span class="box" role="img" aria-label="not done">\u00a0</span> Book the van — Two weeks ahead</li>',
    )
    expect(chapter).toContain('<li class="task done"><span class="box ticked" role="img" aria-label="done">✓</span> Pack the kitchen</li>')
    // A ✓/✗ comparison is a table still, its marks in the symbol fonts' span.
    expect(chapter).toMatch(/<table>.*Plan A/s)
    expect(chapter).toContain('<td><span class="tick">✓</span></td><td><span class="tick">✗</span></td>')
    expect(entry(file, 'OEBPS/style.css')).toMatch(/\.tick \{ font-family: "Segoe UI Symbol"/)
  })
})

/** A checklist written the old way: a table with a Done column of boxes, and a comparison of ✓ and ✗. */
const tickTableChecklist = sampleChecklist({
  chapters: [
    {
      title: 'Moving day',
      content:
        '| Task | Notes | Done |\n| --- | --- | :---: |\n| Book the van | Two weeks ahead | ☐ |\n| Pack the kitchen | | ☑ |\n\n' +
        '| Feature | Plan A | Plan B |\n| --- | --- | --- |\n| Boxes | ✓ | ✗ |\n',
    },
  ],
})

describe('EPUB front matter and metadata (issue 16)', () => {
  const spanish: ExportDocument = {
    ...sampleExportDocument(),
    language: 'es',
    author: 'Ana Pérez',
    year: 2025,
    copyright: 'Ediciones Norte',
    aiDisclosure: 'Partes de este libro se escribieron con ayuda de IA.',
  }
  let file = ''
  beforeAll(async () => {
    file = await writeEpub('spanish.epub', spanish, sampleCover())
  })
  const files = () => execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')
  const xhtmlFiles = () => files().filter((name) => name.endsWith('.xhtml'))

  it('names the author and the language, with the copyright year as the date and the modification time', () => {
    const opf = entry(file, 'OEBPS/content.opf')
    expect(opf).toContain('<dc:creator id="creator">Ana Pérez</dc:creator>')
    expect(opf).toContain('<meta refines="#creator" property="role" scheme="marc:relators">aut</meta>')
    expect(opf).toContain('<dc:language>es</dc:language>')
    expect(opf).toContain('xml:lang="es"')
    expect(opf).toContain('<dc:date>2025</dc:date>')
    expect(opf).toContain('<dc:rights>© 2025 Ediciones Norte. Todos los derechos reservados.</dc:rights>')
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/)
    expect(opf).not.toMatch(/Folio|anonymous/)
  })

  it('prints curly quotes in the book’s language, in the text and titles but not in code (decision 56)', async () => {
    const chapter = { title: 'El "método"', content: '"Hola", dijo. Usa `"x"` y l\'agua.\n\n```\nsay "hi"\n```' }
    const epub = await writeEpub('quotes.epub', { ...spanish, chapters: [chapter] })
    const xhtml = entry(epub, 'OEBPS/chapter-1.xhtml').replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    expect(xhtml).toContain('<h1 class="chapter-title">El «método»</h1>')
    expect(xhtml).toContain('«Hola», dijo. Usa <code>&quot;x&quot;</code> y l’agua.')
    expect(xhtml).toContain('say &quot;hi&quot;')
    const french = entry(await writeEpub('french.epub', { ...spanish, language: 'fr', chapters: [chapter] }), 'OEBPS/chapter-1.xhtml')
    expect(french.replace(/&#x202F;/gi, '\u202F')).toMatch(/«\u202FHola\u202F»|&#xAB;\u202FHola\u202F&#xBB;/i)
  })

  it('has no dc:creator when the book has no author', async () => {
    const opf = entry(await writeEpub('no-author.epub', sampleExportDocument()), 'OEBPS/content.opf')
    expect(opf).not.toContain('dc:creator')
  })

  it('puts xml:lang and lang of the book on every XHTML file and its labels on the pages', () => {
    expect(xhtmlFiles().length).toBe(3 + 1 + spanish.chapters.length)
    for (const name of xhtmlFiles()) expect(entry(file, name), name).toMatch(/<html [^>]*xml:lang="es" lang="es"/)
    const text = (name: string) =>
      entry(file, `OEBPS/${name}`).replace(/&#x([0-9A-F]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    expect(text('toc.xhtml')).toContain('<h1>Índice</h1>')
    expect(text('chapter-1.xhtml')).toContain('<p class="chapter-label">Capítulo 1</p><h1 class="chapter-title">Getting Started</h1>')
    expect(text('title-page.xhtml')).toContain('<p class="author">Ana Pérez</p>')
    expect(text('title-page.xhtml')).not.toContain(spanish.description)
    const copyright = text('copyright.xhtml')
    expect(copyright).toContain(
      '<p>© 2025 Ediciones Norte</p><p>Todos los derechos reservados.</p><p>Ninguna parte de esta publicación puede ser reproducida, almacenada ni transmitida de ninguna forma ni por ningún medio sin el permiso previo por escrito del titular de los derechos, salvo breves citas en reseñas.</p><p>Partes de este libro se escribieron con ayuda de IA.</p>',
    )
    expect(copyright).toContain('epub:type="copyright-page"')
  })

  it('reads cover, title page, copyright, contents, then the chapters, and the landmarks point at them', () => {
    const opf = entry(file, 'OEBPS/content.opf')
    const idOf = (href: string) => new RegExp(`<item id="([^"]+)" href="${href}"`).exec(opf)?.[1]
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => m[1])
    const expected = [
      'cover.xhtml',
      'title-page.xhtml',
      'copyright.xhtml',
      'toc.xhtml',
      ...spanish.chapters.map((_, i) => `chapter-${i + 1}.xhtml`),
    ]
    expect(spine).toEqual(expected.map(idOf))
    const nav = entry(file, 'OEBPS/toc.xhtml')
    expect(nav).toMatch(/<nav epub:type="landmarks" hidden="hidden">/)
    for (const [type, href] of [
      ['cover', 'cover.xhtml'],
      ['titlepage', 'title-page.xhtml'],
      ['copyright-page', 'copyright.xhtml'],
      ['toc', 'toc.xhtml#toc'],
      ['bodymatter', 'chapter-1.xhtml'],
    ]) {
      expect(nav).toContain(`<a epub:type="${type}" href="${href}">`)
    }
  })

  it('embeds the cover JPEG as the cover image with a cover page first in the spine', () => {
    const opf = entry(file, 'OEBPS/content.opf')
    expect(opf).toContain('<item id="cover-image" href="cover.jpeg" media-type="image/jpeg" properties="cover-image" />')
    expect(opf).toContain('<meta name="cover" content="cover-image" />')
    expect(execFileSync('unzip', ['-p', file, 'OEBPS/cover.jpeg'])).toEqual(Buffer.from(sampleCover()))
    // The cover's text alternative is what it shows, the title (issue 29), not the word 'Cover'.
    const alt = curlyQuotes(spanish.title, quoteMarks('es')).replace(/&/g, '&amp;')
    expect(entry(file, 'OEBPS/cover.xhtml')).toContain(
      `<section class="cover" epub:type="cover"><img src="cover.jpeg" alt="${alt}" /></section>`,
    )
  })

  it('declares its accessibility: textual, navigable, no hazards, with a summary', () => {
    const opf = entry(file, 'OEBPS/content.opf')
    const values = (property: string) =>
      [...opf.matchAll(new RegExp(`<meta property="schema:${property}">([^<]+)</meta>`, 'g'))].map((m) => m[1])
    expect(values('accessMode')).toEqual(['textual', 'visual'])
    expect(values('accessModeSufficient')).toEqual(['textual'])
    expect(values('accessibilityFeature')).toEqual(
      expect.arrayContaining(['structuralNavigation', 'tableOfContents', 'readingOrder', 'alternativeText']),
    )
    expect(values('accessibilityHazard')).toEqual(['none'])
    expect(values('accessibilitySummary')[0]).toMatch(/table of contents/)
    expect(entry(file, 'OEBPS/chapter-1.xhtml')).toContain('epub:type="chapter"')
  })

  it('keeps the same identifier across exports of the same book, and another for another title or author', async () => {
    const identifier = (path: string) =>
      /<dc:identifier id="BookId">(urn:uuid:[0-9a-f-]{36})<\/dc:identifier>/.exec(entry(path, 'OEBPS/content.opf'))?.[1]
    const first = identifier(file)
    expect(first).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const edited = { ...spanish, chapters: spanish.chapters.map((c) => ({ ...c, content: `${c.content}\n\nOne more line.` })) }
    expect(identifier(await writeEpub('again.epub', edited))).toBe(first)
    expect(identifier(await writeEpub('retitled.epub', { ...spanish, title: 'Another Book' }))).not.toBe(first)
    expect(identifier(await writeEpub('other-author.epub', { ...spanish, author: 'Luis Gómez' }))).not.toBe(first)
    expect(entry(file, 'OEBPS/toc.ncx')).toContain(`<meta name="dtb:uid" content="${first}" />`)
  })

  it("leaves a short checklist's contents out of the reading order", async () => {
    const opf = entry(await writeEpub('short.epub', sampleChecklist()), 'OEBPS/content.opf')
    expect(opf).toContain('<itemref idref="toc" linear="no" />')
    expect(entry(file, 'OEBPS/content.opf')).toContain('<itemref idref="toc" />')
  })

  it('styles the book with its theme: its embedded faces first in the stacks, its chapter opening, no accent colour', async () => {
    const css = (theme: ExportDocument['theme']) => entry(file.replace('spanish', theme ?? 'x'), 'OEBPS/style.css')
    await writeEpub('elegant.epub', { ...spanish, theme: 'elegant' })
    await writeEpub('modern.epub', { ...spanish, theme: 'modern' })
    expect(css('elegant')).toContain('body { font-family: "EB Garamond", Garamond')
    expect(css('elegant')).toMatch(/h1.chapter-title:before \{ content: "\\2767 "/)
    expect(css('modern')).toContain('body { font-family: "IBM Plex Sans", Calibri')
    expect(css('modern')).not.toContain('#0f766e')
    expect(css('modern')).toContain(
      '@font-face { font-family: "IBM Plex Sans"; font-weight: 400; font-style: normal; src: url(fonts/ibm-plex-sans-400-normal.ttf); }',
    )
  })
})

describe('the EPUB export with its cover image (decision 52)', () => {
  let file = ''
  beforeAll(async () => {
    const { renderExport } = await import('../export-handler.ts')
    const exported = await renderExport('epub', sampleBook({ author: 'Ana Pérez', language: 'es', theme: 'elegant' }))
    file = join(dir, exported.fileName)
    writeFileSync(file, exported.bytes)
  })

  it('draws the store cover in the same job and embeds it as the cover image', async () => {
    const { default: sharp } = await import('sharp')
    const cover = execFileSync('unzip', ['-p', file, 'OEBPS/cover.jpeg'])
    expect(await sharp(cover).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 2560 })
    expect(entry(file, 'OEBPS/content.opf')).toContain('properties="cover-image"')
  })

  it.skipIf(!hasEpubcheck)('passes epubcheck with no errors or warnings', { timeout: 180_000 }, () => {
    const { status, output } = epubcheck(file)
    expect(output).toContain('0 fatals / 0 errors / 0 warnings')
    expect(status).toBe(0)
  })
})
