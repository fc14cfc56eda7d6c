import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { Theme } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { dataUrl, sampleJpeg, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { EXPORT_THEMES } from '../themes.ts'
import { epubCss } from './epub-css.ts'
import { embeddedFonts } from './epub-fonts.ts'
import { renderEpub } from './render-epub.ts'

/**
 * Issue 29's EPUB: no forced colours or margins, images in percentages, the theme's faces
 * embedded, full metadata, and the book matter — copyright page, closing pages, front and back
 * matter chapters — from front-matter.ts.
 */
const dir = mkdtempSync(join(tmpdir(), 'folio-epub-matter-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const photo = dataUrl(sampleJpeg(), 'image/jpeg')
/** 1152 pixels wide: the image the issue saw printed as `style="width: 1152px"`. */
const chart = dataUrl(samplePng(1152, 400))
const halfChart = dataUrl(samplePng(270, 100))

/** A book with every new field: ISBN, imprint, edition, disclaimer, About the Author with a photo, Also By, a call to action, an Introduction and a Conclusion. */
function fullBook(theme: Theme, overrides: Partial<ExportDocument> = {}): ExportDocument {
  const book = sampleBook(
    {
      theme,
      author: 'Jane Doe',
      subtitle: 'Mobility and "Power" for Weekend Golfers',
      isbn: '978-0-306-40615-7',
      imprint: 'Bright Fern Press',
      edition: 'First edition, March 2027',
      disclaimer: 'This book is not "medical" advice.',
      aiDisclosure: 'Drafted with AI.',
      aboutAuthor: 'Jane coaches "weekend" golfers.\n\nShe lives in Leeds.',
      authorPhoto: photo,
      alsoBy: ['Small-Space Herbs', 'The "Quiet" Swing'],
      callToAction: { text: 'If this book helped, a review helps other golfers find it.', url: 'https://janedoe.example/review' },
      ...overrides,
    },
    4,
  )
  book.chapters[0] = {
    title: 'Introduction',
    matter: 'front',
    content: `Why this book.\n\n![A wide chart](${chart} "The plan")\n\nA small one: ![a dot](${halfChart})`,
  }
  book.chapters[3] = { ...book.chapters[3]!, title: 'Conclusion', matter: 'back' }
  return book
}

const images = { files: { [photo]: sampleJpeg(), [chart]: samplePng(1152, 400), [halfChart]: samplePng(270, 100) }, maxBytes: 5_000_000 }

async function writeEpub(name: string, document: ExportDocument, cover?: Uint8Array): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderEpub(buildExportModel(document, images), { cover }))
  return file
}

/** An entry's text with the library's character references read back. */
const entry = (file: string, path: string) =>
  execFileSync('unzip', ['-p', file, path])
    .toString('utf8')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
const listing = (file: string) => execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')

const hasEpubcheck = existsSync('/usr/bin/epubcheck')
function epubcheck(file: string): string {
  const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], { encoding: 'utf8' })
  return `${run.stdout}\n${run.stderr}`
}

/** The stylesheet's rules as selector and declarations; @font-face blocks are kept under their at-rule. */
function cssRules(css: string): { selector: string; declarations: [string, string][] }[] {
  const rules: { selector: string; declarations: [string, string][] }[] = []
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = match[2]!
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part): [string, string] => {
        const colon = part.indexOf(':')
        return [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()]
      })
    rules.push({ selector: match[1]!.trim(), declarations })
  }
  return rules
}

/** A colour a reader's dark or sepia theme can still override: none named, only inherited ones. */
const NEUTRAL = /^(inherit|currentcolor|transparent|none)$/i

describe('the EPUB stylesheet leaves colours and margins to the reader (issue 29)', () => {
  const themes = Object.keys(EXPORT_THEMES) as Theme[]
  const sheets = themes.flatMap((theme) =>
    [false, true].map((rtl) => [`${theme}${rtl ? ' rtl' : ''}`, epubCss(EXPORT_THEMES[theme], [], rtl)]),
  )

  it('names no colour and no fill on any element, in any theme or direction', () => {
    for (const [name, css] of sheets) {
      const rules = cssRules(css!)
      expect(rules.length, name).toBeGreaterThan(40)
      for (const { selector, declarations } of rules)
        for (const [property, value] of declarations) {
          if (/^(color|background|background-color|background-image)$/.test(property))
            expect(value, `${name}: ${selector} { ${property} }`).toMatch(NEUTRAL)
          // A border's colour defaults to currentColor: a rule is drawn in the text's colour, on any page.
          if (/^border/.test(property)) expect(value, `${name}: ${selector} { ${property} }`).not.toMatch(/#|rgb|hsl/i)
        }
    }
  })

  it('sets no page margin on the body or the html element', () => {
    for (const [name, css] of sheets)
      for (const { selector, declarations } of cssRules(css!))
        if (/^(html|body)$/.test(selector))
          expect(
            declarations.filter(([property]) => /^(margin|padding)/.test(property)),
            `${name}: ${selector}`,
          ).toEqual([])
  })

  it('was not so before: the old stylesheet forced colours (a check that can fail)', async () => {
    const { contentCss } = await import('../html/print-css.ts')
    const forced = cssRules(contentCss).flatMap(({ declarations }) =>
      declarations.filter(([property, value]) => /^(color|background)/.test(property) && !NEUTRAL.test(value)),
    )
    expect(forced.length).toBeGreaterThan(0)
  })
})

describe('an EPUB with all of the book matter', () => {
  const files: Record<string, string> = {}
  beforeAll(async () => {
    files.classic = await writeEpub('classic.epub', fullBook('classic'), sampleJpeg())
    files.friendly = await writeEpub('friendly.epub', fullBook('friendly', { language: 'es' }))
    files.arabic = await writeEpub(
      'arabic.epub',
      sampleBook({
        language: 'ar',
        title: 'دليل الحديقة',
        author: 'سارة',
        imprint: 'دار النشر',
        isbn: '0-306-40615-2',
        aboutAuthor: 'كاتبة من عمّان.',
        alsoBy: ['كتاب آخر'],
        chapters: [
          { title: 'مقدمة', content: 'لماذا هذا الكتاب.', matter: 'front' },
          { title: 'البداية', content: 'نص عربي "مقتبس" هنا.\n\n> اقتباس' },
          { title: 'الخاتمة', content: 'نهاية.', matter: 'back' },
        ],
      }),
    )
  })

  it.skipIf(!hasEpubcheck)('passes epubcheck with 0 errors and 0 warnings in two themes and right to left', { timeout: 180_000 }, () => {
    for (const name of ['classic', 'friendly', 'arabic'])
      expect(epubcheck(files[name]!), name).toContain('0 fatals / 0 errors / 0 warnings')
  })

  it('has the full metadata: both titles, creator, publisher, ISBN beside the stable identifier, subjects, description, language', () => {
    const opf = entry(files.classic!, 'OEBPS/content.opf')
    expect(opf).toContain('unique-identifier="BookId"')
    expect(opf).toMatch(/<dc:identifier id="BookId">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/)
    expect(opf).toContain('<dc:identifier id="isbn">urn:isbn:9780306406157</dc:identifier>')
    expect(opf).toContain('<meta refines="#isbn" property="identifier-type" scheme="onix:codelist5">15</meta>')
    expect(opf).toContain('<dc:title id="subtitle">Mobility and “Power” for Weekend Golfers</dc:title>')
    expect(opf).toContain('<meta refines="#subtitle" property="title-type">subtitle</meta>')
    expect(opf).toContain('<dc:creator id="creator">Jane Doe</dc:creator>')
    expect(opf).toContain('<dc:publisher>Bright Fern Press</dc:publisher>')
    expect([...opf.matchAll(/<dc:subject>([^<]+)<\/dc:subject>/g)].map((m) => m[1])).toEqual([
      'Ebook',
      'Mobility and “Power” for Weekend Golfers',
    ])
    expect(opf).toMatch(/<dc:description>A practical strength/)
    expect(opf).toContain('<dc:language>en</dc:language>')
    // An ISBN-10 is typed 02; the Spanish book's subject is in Spanish.
    expect(entry(files.arabic!, 'OEBPS/content.opf')).toContain('scheme="onix:codelist5">02</meta>')
    expect(entry(files.friendly!, 'OEBPS/content.opf')).toContain('<dc:subject>Libro electrónico</dc:subject>')
  })

  it('gives the cover the title and subtitle as its text alternative', () => {
    expect(entry(files.classic!, 'OEBPS/cover.xhtml')).toContain(
      '<img src="cover.jpeg" alt="Swing Stronger After 40: Mobility and “Power” for Weekend Golfers" />',
    )
  })

  it('prints the subtitle alone under the title, and the copyright page in the contract’s order', () => {
    const title = entry(files.classic!, 'OEBPS/title-page.xhtml')
    expect(title).toContain('<h1>Swing Stronger After 40</h1><p class="subtitle">Mobility and “Power” for Weekend Golfers</p>')
    expect(title).not.toContain('practical strength')
    const copyright = entry(files.classic!, 'OEBPS/copyright.xhtml')
    const lines = [...copyright.matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((m) => m[1])
    expect(lines).toEqual([
      expect.stringMatching(/^© \d{4} Jane Doe$/),
      'All rights reserved.',
      expect.stringMatching(/^No part of this publication may be reproduced/),
      'Published by Bright Fern Press',
      'First edition, March 2027',
      'ISBN 978-0-306-40615-7',
      'This book is not “medical” advice.',
      'Drafted with AI.',
    ])
    expect(copyright).toContain('<body epub:type="frontmatter">')
  })

  it('numbers only the body chapters and marks each document front, body or back matter', () => {
    const chapter = (n: number) => entry(files.classic!, `OEBPS/chapter-${n}.xhtml`)
    expect(chapter(1)).toContain('<body epub:type="frontmatter">')
    expect(chapter(1)).not.toContain('chapter-label')
    expect(chapter(2)).toContain('<body epub:type="bodymatter">')
    expect(chapter(2)).toContain('<p class="chapter-label">Chapter 1</p>')
    expect(chapter(3)).toContain('<p class="chapter-label">Chapter 2</p>')
    expect(chapter(4)).toContain('<body epub:type="backmatter">')
    expect(chapter(4)).not.toContain('chapter-label')
  })

  it('closes with the call to action, About the Author with the photo, and Also By, in the contents and the landmarks', () => {
    const book = files.classic!
    const opf = entry(book, 'OEBPS/content.opf')
    const hrefs = new Map([...opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => hrefs.get(m[1]!))
    expect(spine.slice(-4)).toEqual(['chapter-4.xhtml', 'call-to-action.xhtml', 'about-author.xhtml', 'also-by.xhtml'])
    const cta = entry(book, 'OEBPS/call-to-action.xhtml')
    expect(cta).toContain('<body epub:type="backmatter">')
    expect(cta).toContain('<h1>Thank you for reading</h1><p>If this book helped, a review helps other golfers find it.</p>')
    expect(cta).toContain('<a href="https://janedoe.example/review">https://janedoe.example/review</a>')
    const about = entry(book, 'OEBPS/about-author.xhtml')
    expect(about).toMatch(
      /<h1>About the Author<\/h1><figure class="image"><img src="images\/image-3\.jpe?g" alt="Photo of Jane Doe" ?\/><\/figure>/,
    )
    expect(about).toContain('<p>Jane coaches “weekend” golfers.</p><p>She lives in Leeds.</p>')
    expect(listing(book).filter((name) => name.includes('images/image-3'))).toHaveLength(1)
    const alsoBy = entry(book, 'OEBPS/also-by.xhtml')
    expect(alsoBy).toContain('<h1>Also by Jane Doe</h1><ul class="also-by"><li>Small-Space Herbs</li><li>The “Quiet” Swing</li></ul>')
    const nav = entry(book, 'OEBPS/toc.xhtml')
    for (const page of ['call-to-action', 'about-author', 'also-by']) expect(nav).toContain(`<li><a href="${page}.xhtml">`)
    expect(nav).toContain('<a epub:type="bodymatter" href="chapter-2.xhtml">')
    expect(nav).toContain('<a epub:type="backmatter" href="chapter-4.xhtml">')
  })

  it('sizes images as a share of the text column, never in pixels', () => {
    const chapter = entry(files.classic!, 'OEBPS/chapter-1.xhtml')
    expect(chapter).not.toMatch(/width: \d+px/)
    expect(chapter).toMatch(/alt="A wide chart" style="width: 100%"/)
    expect(chapter).toMatch(/alt="a dot" style="width: 40%"/)
  })

  it('embeds the theme’s regular, italic and bold as small subsets, with a generic fallback behind them', () => {
    const book = files.friendly!
    const fonts = listing(book).filter((name) => /fonts\/./.test(name))
    expect(fonts).toEqual([
      'OEBPS/fonts/lora-400-normal.ttf',
      'OEBPS/fonts/lora-400-italic.ttf',
      'OEBPS/fonts/lora-700-normal.ttf',
      'OEBPS/fonts/nunito-700-normal.ttf',
    ])
    const opf = entry(book, 'OEBPS/content.opf')
    for (const font of fonts) expect(opf).toContain(`href="${font.replace('OEBPS/', '')}" media-type="font/ttf"`)
    const css = entry(book, 'OEBPS/style.css')
    expect(css).toContain('@font-face { font-family: "Lora"; font-weight: 400; font-style: italic; src: url(fonts/lora-400-italic.ttf); }')
    expect(css).toContain('body { font-family: "Lora", Cambria, Caladea, Georgia, serif; }')
    expect(css).toContain('h1, h2, h3, h4, h5, h6 { font-family: "Nunito", "Trebuchet MS", "Segoe UI", Verdana, sans-serif; }')
    // A subset: a tenth of the full face or less.
    const full = readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf')).length
    expect(execFileSync('unzip', ['-p', book, 'OEBPS/fonts/lora-400-normal.ttf']).length).toBeLessThan(full / 4)
    // Classic's headings are Libertinus Serif as in the PDF, not Helvetica.
    expect(entry(files.classic!, 'OEBPS/style.css')).toContain('h1, h2, h3, h4, h5, h6 { font-family: "Libertinus Serif", Georgia')
  })

  it('embeds no Latin face in a book of another script, and sets a right-to-left book right to left', async () => {
    const book = files.arabic!
    expect(listing(book).filter((name) => name.includes('fonts/'))).toEqual([])
    expect(await embeddedFonts('classic', 'نص عربي طويل بما يكفي ليكون كتابا')).toEqual([])
    // Libertinus has Hebrew: a Hebrew book in Classic keeps its face.
    expect((await embeddedFonts('classic', 'ספר בעברית על גינון')).map((font) => font.href)).toEqual([
      'fonts/libertinus-serif-400-normal.ttf',
      'fonts/libertinus-serif-400-italic.ttf',
      'fonts/libertinus-serif-700-normal.ttf',
    ])
    expect(entry(book, 'OEBPS/content.opf')).toContain('<spine toc="ncx" page-progression-direction="rtl">')
    for (const name of listing(book).filter((n) => n.endsWith('.xhtml')))
      expect(entry(book, name), name).toMatch(/<html [^>]*xml:lang="ar" lang="ar" dir="rtl">/)
    expect(entry(book, 'OEBPS/style.css')).toContain('blockquote, pre { border-left: none; border-right: 0.2em solid; }')
  })
})
