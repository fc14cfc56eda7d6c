import { escapeHtml as esc } from '../html/escape.ts'
import type { EpubPage } from './epub-front-matter.ts'

/**
 * The EPUB's package files and content documents, written by Folio (decision 120): the package
 * document names the book's own identifier, author and imprint, its landmarks and accessibility,
 * and every text value is escaped here, once. render-epub.ts gathers the values; epub-package.ts zips.
 */
export interface EpubTemplateValues {
  identifier: string
  title: string
  /** The book's subtitle (issue 27): a second dc:title, refined as the subtitle (EPUB 3 `title-type`). */
  subtitle: string | null
  description: string
  creator: string | null
  /** The imprint (issue 29), as dc:publisher. */
  imprintName: string | null
  /**
   * The book's ISBN as a second dc:identifier beside the stable one ('urn:isbn:9781234567897'),
   * typed by ONIX code list 5 (15: ISBN-13, 02: ISBN-10).
   */
  isbn: { urn: string; onixType: '15' | '02' } | null
  /** dc:subject entries (render-epub.ts says which). */
  subjects: string[]
  /** Embedded font files under OEBPS/ (epub-fonts.ts). */
  fontFiles: { id: string; href: string }[]
  /** 'rtl' for a right-to-left book: the spine's page progression and every document's direction. */
  dir: 'ltr' | 'rtl'
  lang: string
  /** The copyright year, as the publication date. */
  published: string
  /** dcterms:modified, CCYY-MM-DDThh:mm:ssZ. */
  modified: string
  rights: string
  accessibility: { property: string; value: string }[]
  coverImage: { href: string; mediaType: string } | null
  /** The chapters' images the content documents show, under images/. */
  images: { id: string; href: string; mediaType: string }[]
  landmarks: { type: string; href: string; label: string }[]
  tocTitle: string
  /** A short book's contents stay out of the reading order (nav documents must exist, not be read). */
  contentsLinear: boolean
}

/** A content document in reading order: before the contents (front pages) or after, in the contents or not. */
export interface EpubDocument extends EpubPage {
  beforeToc: boolean
  inToc: boolean
}

const lines = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n')

function titleMetadata({ title, subtitle }: EpubTemplateValues): string {
  if (!subtitle) return `    <dc:title>${esc(title)}</dc:title>`
  return lines([
    `    <dc:title id="title">${esc(title)}</dc:title>`,
    '    <meta refines="#title" property="title-type">main</meta>',
    `    <dc:title id="subtitle">${esc(subtitle)}</dc:title>`,
    '    <meta refines="#subtitle" property="title-type">subtitle</meta>',
  ])
}

function metadata(values: EpubTemplateValues): string {
  const { isbn, creator, imprintName, description } = values
  return lines([
    `    <dc:identifier id="BookId">${esc(values.identifier)}</dc:identifier>`,
    titleMetadata(values),
    isbn && `    <dc:identifier id="isbn">${esc(isbn.urn)}</dc:identifier>`,
    isbn && `    <meta refines="#isbn" property="identifier-type" scheme="onix:codelist5">${isbn.onixType}</meta>`,
    creator && `    <dc:creator id="creator">${esc(creator)}</dc:creator>`,
    creator && '    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>',
    imprintName && `    <dc:publisher>${esc(imprintName)}</dc:publisher>`,
    description && `    <dc:description>${esc(description)}</dc:description>`,
    ...values.subjects.map((subject) => `    <dc:subject>${esc(subject)}</dc:subject>`),
    `    <dc:language>${esc(values.lang)}</dc:language>`,
    `    <dc:date>${esc(values.published)}</dc:date>`,
    `    <dc:rights>${esc(values.rights)}</dc:rights>`,
    `    <meta property="dcterms:modified">${esc(values.modified)}</meta>`,
    ...values.accessibility.map((meta) => `    <meta property="${esc(meta.property)}">${esc(meta.value)}</meta>`),
    values.coverImage && '    <meta name="cover" content="cover-image" />',
  ])
}

function manifest(values: EpubTemplateValues, documents: readonly EpubDocument[]): string {
  const item = (id: string, href: string, mediaType: string, properties?: string) =>
    `    <item id="${esc(id)}" href="${esc(href)}" media-type="${esc(mediaType)}"${properties ? ` properties="${properties}"` : ''} />`
  const { coverImage } = values
  return lines([
    item('ncx', 'toc.ncx', 'application/x-dtbncx+xml'),
    item('toc', 'toc.xhtml', 'application/xhtml+xml', 'nav'),
    item('css', 'style.css', 'text/css'),
    ...values.fontFiles.map((font) => item(font.id, font.href, 'font/ttf')),
    coverImage && item('cover-image', coverImage.href, coverImage.mediaType, 'cover-image'),
    ...values.images.map((image) => item(image.id, image.href, image.mediaType)),
    ...documents.map((document, index) => item(`content_${index}`, document.filename, 'application/xhtml+xml')),
  ])
}

/** Front pages, then the contents (in the reading order only when the book prints one), then the rest. */
function spine(values: EpubTemplateValues, documents: readonly EpubDocument[]): string {
  const itemref = (index: number) => `    <itemref idref="content_${index}" />`
  const indexed = documents.map((document, index) => ({ document, index }))
  return lines([
    ...indexed.filter(({ document }) => document.beforeToc).map(({ index }) => itemref(index)),
    `    <itemref idref="toc"${values.contentsLinear ? '' : ' linear="no"'} />`,
    ...indexed.filter(({ document }) => !document.beforeToc).map(({ index }) => itemref(index)),
  ])
}

export function contentOpf(values: EpubTemplateValues, documents: readonly EpubDocument[]): string {
  const progression = values.dir === 'rtl' ? ' page-progression-direction="rtl"' : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="${esc(values.lang)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata(values)}
  </metadata>
  <manifest>
${manifest(values, documents)}
  </manifest>
  <spine toc="ncx"${progression}>
${spine(values, documents)}
  </spine>
</package>
`
}

/** The EPUB 2 table of contents, kept for older readers; the navigation document is toc.xhtml. */
export function tocNcx(values: EpubTemplateValues, documents: readonly EpubDocument[]): string {
  const points = documents
    .filter((document) => document.inToc)
    .map(
      (document, i) => `    <navPoint id="nav_${i + 1}" playOrder="${i + 1}">
      <navLabel><text>${esc(document.title)}</text></navLabel>
      <content src="${esc(document.filename)}" />
    </navPoint>`,
    )
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${esc(values.lang)}">
  <head>
    <meta name="dtb:uid" content="${esc(values.identifier)}" />
    <meta name="dtb:depth" content="1" />
    <meta name="dtb:totalPageCount" content="0" />
    <meta name="dtb:maxPageNumber" content="0" />
  </head>
  <docTitle><text>${esc(values.title)}</text></docTitle>
  <navMap>
${points.join('\n')}
  </navMap>
</ncx>
`
}

/** An XHTML content document up to its body, in the book's language and direction. */
function xhtmlStart(values: EpubTemplateValues, title: string): string {
  const lang = esc(values.lang)
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}"${values.dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
  <meta charset="UTF-8" />
  <title>${esc(title)}</title>
  <link rel="stylesheet" type="text/css" href="style.css" />
</head>
`
}

/** The navigation document: the contents, in the book's language, and the landmarks reading systems jump to. */
export function navDocument(values: EpubTemplateValues, documents: readonly EpubDocument[]): string {
  const entries = documents
    .filter((document) => document.inToc)
    .map((document) => `      <li><a href="${esc(document.filename)}">${esc(document.title)}</a></li>`)
  const landmarks = values.landmarks.map(
    (landmark) => `      <li><a epub:type="${esc(landmark.type)}" href="${esc(landmark.href)}">${esc(landmark.label)}</a></li>`,
  )
  return `${xhtmlStart(values, values.tocTitle)}<body>
  <nav id="toc" class="contents" epub:type="toc">
    <h1>${esc(values.tocTitle)}</h1>
    <ol>
${entries.join('\n')}
    </ol>
  </nav>
  <nav epub:type="landmarks" hidden="hidden">
    <ol>
${landmarks.join('\n')}
    </ol>
  </nav>
</body>
</html>
`
}

/**
 * Every content document names the book's language and direction, and which part of the book it
 * is (front, body or back matter); the cover page holds only the cover image. `content` is the
 * XHTML the export's renderers wrote (html/render-html.ts, epub-front-matter.ts): put in as it is.
 */
export function contentDocument(values: EpubTemplateValues, page: EpubPage): string {
  const kind = page.kind ? ` class="${esc(page.kind)}"` : ''
  const cover = page.cover
    ? `<section class="cover" epub:type="cover"><img src="${esc(page.cover.href)}" alt="${esc(page.cover.alt)}" /></section>\n`
    : ''
  return `${xhtmlStart(values, page.title)}<body epub:type="${page.part}"${kind}>
${cover}${page.content}
</body>
</html>
`
}
