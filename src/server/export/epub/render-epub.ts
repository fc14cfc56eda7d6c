import { isbnDigits } from '@core/isbn.ts'
import { bookIdentifier } from '../book-identifier.ts'
import type { ExportModel } from '../export-model.ts'
import { chapterLabels, hasContentsPage } from '../front-matter.ts'
import { READING_LAYOUT } from '../html/export-layout.ts'
import { xmlSafeText } from '../html/escape.ts'
import { renderChapterHtml } from '../html/render-html.ts'
import { exportTheme } from '../themes.ts'
import { typographicModel } from '../typographic-model.ts'
import { accessibilityMetadata } from './epub-accessibility.ts'
import { epubCss } from './epub-css.ts'
import { embeddedFonts } from './epub-fonts.ts'
import { backPages, type BookPart, copyrightPageFile, copyrightRights, coverAlt, type EpubPage, titlePage } from './epub-front-matter.ts'
import { packEpub } from './epub-package.ts'
import type { EpubDocument, EpubTemplateValues } from './epub-templates.ts'

export interface EpubOptions {
  /** JPEG bytes of the store cover (POST /api/export/cover draws one); without it the book has no cover page. */
  cover?: Uint8Array
}

/** Languages written right to left: the same the PDF sets its direction by (pdf/typst-document.ts). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi'])

const isRightToLeft = (language: string) => RTL_LANGUAGES.has(language.split('-')[0]!.toLowerCase())

const PARTS = { front: 'frontmatter', body: 'bodymatter', back: 'backmatter' } as const satisfies Record<string, BookPart>

/** The text of the book's documents, entities read back: the characters the embedded fonts need. */
function printedText(documents: { title: string; content: string }[]): string {
  return documents
    .map(({ title, content }) => `${title} ${content.replace(/<[^>]*>/g, ' ')}`)
    .join(' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)
}

/** 'urn:isbn:…' and its ONIX type, from the ISBN as typed (the schema checked it). */
function isbnIdentifier(isbn: string | null): EpubTemplateValues['isbn'] {
  if (!isbn) return null
  const digits = isbnDigits(isbn)
  return { urn: `urn:isbn:${digits}`, onixType: digits.length === 13 ? '15' : '02' }
}

/**
 * EPUB 3 in reading order: the cover image when given, a title page, a copyright page, the
 * contents (the navigation document, which also carries the landmarks), one file per chapter and
 * the closing pages (front-matter.ts's backMatter), all in the book's language and direction,
 * each marked front, body or back matter. Nothing is fetched: the chapters' images and the cover
 * arrive as bytes (epub-package.ts), and the theme's fonts come from npm packages (epub-fonts.ts).
 */
export async function renderEpub(written: ExportModel, options: EpubOptions = {}): Promise<Uint8Array> {
  const model = typographicModel(written)
  const { labels, language, author, theme, imprint } = model.publishing
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr'
  // The templates escape metadata and titles; control characters, which XML forbids, go first.
  const title = xmlSafeText(model.title)
  const coverImage = options.cover ? { href: 'cover.jpeg', mediaType: 'image/jpeg' } : null
  const coverPage: EpubPage | null = coverImage
    ? {
        title: labels.cover,
        content: '',
        filename: 'cover.xhtml',
        part: 'frontmatter',
        kind: 'cover',
        cover: { href: coverImage.href, alt: coverAlt(model) },
      }
    : null
  const front: EpubPage[] = [...(coverPage ? [coverPage] : []), titlePage(model), copyrightPageFile(model)]
  const numbers = chapterLabels(model)
  const chapters: EpubPage[] = model.chapters.map((chapter, i) => ({
    title: xmlSafeText(chapter.title),
    content: renderChapterHtml(chapter, i, READING_LAYOUT, { labels, epub: true, label: numbers[i] }),
    filename: `chapter-${i + 1}.xhtml`,
    part: PARTS[chapter.matter],
  }))
  const back = backPages(model)
  const firstBody = chapters.find((chapter) => chapter.part === 'bodymatter') ?? chapters[0]
  const firstBack = [...chapters, ...back].find((page) => page.part === 'backmatter')
  const look = exportTheme(theme)
  const fonts = await embeddedFonts(theme, `${printedText([...front, ...chapters, ...back])} ${labels.contents} ${look.ornament}`)
  const values: Omit<EpubTemplateValues, 'images'> = {
    identifier: bookIdentifier(model),
    title,
    description: xmlSafeText(model.description),
    lang: language,
    modified: `${new Date().toISOString().split('.')[0]}Z`,
    tocTitle: labels.contents,
    subtitle: model.subtitle ? xmlSafeText(model.subtitle) : null,
    creator: author ? xmlSafeText(author) : null,
    imprintName: imprint ? xmlSafeText(imprint) : null,
    isbn: isbnIdentifier(model.publishing.isbn),
    // What a store's search and a library's shelf read: the kind of book, and the subtitle, which
    // says what the book is about in the author's words. The payload has no keywords or series.
    subjects: [labels.productType[model.productType], ...(model.subtitle ? [model.subtitle] : [])].map(xmlSafeText),
    fontFiles: fonts.map((font, i) => ({ id: `font-${i + 1}`, href: font.href })),
    dir,
    published: String(model.publishing.year),
    rights: xmlSafeText(copyrightRights(model)),
    accessibility: accessibilityMetadata(coverImage !== null, {
      count: model.images.length,
      described: ![...chapters, ...back].some((page) => page.content.includes(' alt="" ')),
    }),
    coverImage,
    landmarks: [
      ...(coverImage ? [{ type: 'cover', href: 'cover.xhtml', label: labels.cover }] : []),
      { type: 'titlepage', href: 'title-page.xhtml', label: labels.titlePage },
      { type: 'copyright-page', href: 'copyright.xhtml', label: labels.copyright },
      { type: 'toc', href: 'toc.xhtml#toc', label: labels.contents },
      ...(firstBody ? [{ type: 'bodymatter', href: firstBody.filename, label: firstBody.title }] : []),
      ...(firstBack ? [{ type: 'backmatter', href: firstBack.filename, label: firstBack.title }] : []),
    ],
    contentsLinear: hasContentsPage(model),
  }
  const documents: EpubDocument[] = [
    ...front.map((page) => ({ ...page, beforeToc: true, inToc: false })),
    ...[...chapters, ...back].map((page) => ({ ...page, beforeToc: false, inToc: true })),
  ]
  const css = epubCss(look, fonts, dir === 'rtl')
  return packEpub({ values, documents, css, fonts, images: model.images, cover: options.cover })
}
