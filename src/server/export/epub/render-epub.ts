// The named class, not the default export: the package is CommonJS, and its default function
// arrives as `default.default` under Node's ESM interop.
import type { Options } from 'epub-gen-memory'
import { bookIdentifier } from '../book-identifier.ts'
import type { ExportModel } from '../export-model.ts'
import { chapterLabels, hasContentsPage } from '../front-matter.ts'
import { READING_LAYOUT } from '../html/export-layout.ts'
import { xmlSafeText } from '../html/escape.ts'
import { contentCss, themeCss } from '../html/print-css.ts'
import { renderChapterHtml } from '../html/render-html.ts'
import { exportTheme, themeAccent } from '../themes.ts'
import { typographicModel } from '../typographic-model.ts'
import { accessibilityMetadata } from './epub-accessibility.ts'
import { EpubBook } from './epub-book.ts'
import { copyrightPage, copyrightRights, type EpubPage, titlePage } from './epub-front-matter.ts'
import { chapterTemplate, contentOpfTemplate, type EpubTemplateValues, navTemplate, tocNcxTemplate } from './epub-templates.ts'

const frontMatterCss = `
body { margin: 0 0.5em; }
section.cover { text-align: center; margin: 0; padding: 0; }
section.cover img { max-width: 100%; max-height: 100%; }
section.title-page { text-align: center; margin-top: 20%; }
section.title-page h1 { font-size: 2em; border: none; padding: 0; margin: 0 0 0.6em; }
section.title-page .subtitle { font-size: 1.15em; color: #4a5363; margin: 0 0 2.5em; }
section.title-page .author { font-size: 1.2em; font-variant: small-caps; letter-spacing: 0.05em; }
section.copyright-page { margin-top: 60%; font-size: 0.85em; color: #4a5363; }
section.copyright-page p { margin: 0 0 0.6em; }
nav.contents ol { list-style: none; padding-left: 0; }
nav.contents li { margin: 0.4em 0; }
nav.contents a { text-decoration: none; }
`

export interface EpubOptions {
  /** JPEG bytes of the store cover (POST /api/export/cover draws one); without it the book has no cover page. */
  cover?: Uint8Array
}

/**
 * EPUB 3 in reading order: the cover image when given, a title page, a copyright page, the
 * contents (the navigation document, which also carries the landmarks) and one file per
 * chapter, all in the book's language. Nothing is fetched: the chapters' images and the cover
 * arrive as bytes (epub-book.ts), and there are no remote fonts.
 */
export async function renderEpub(written: ExportModel, options: EpubOptions = {}): Promise<Uint8Array> {
  const model = typographicModel(written)
  const { labels, language, author, theme } = model.publishing
  // The library escapes metadata and titles but keeps control characters, which XML forbids.
  const title = xmlSafeText(model.title)
  // The library stores the cover as cover.<extension of its media type>.
  const coverImage = options.cover ? { href: 'cover.jpeg', mediaType: 'image/jpeg' } : null
  const coverPage: EpubPage | null = coverImage
    ? { title: labels.cover, content: '', filename: 'cover.xhtml', kind: 'cover', cover: { href: coverImage.href, alt: labels.cover } }
    : null
  const front: EpubPage[] = [...(coverPage ? [coverPage] : []), titlePage(model), copyrightPage(model)]
  const numbers = chapterLabels(model)
  const chapters = model.chapters.map((chapter, i) => ({
    title: xmlSafeText(chapter.title),
    content: renderChapterHtml(chapter, i, READING_LAYOUT, { labels, epub: true, label: numbers[i] }),
    filename: `chapter-${i + 1}.xhtml`,
  }))
  const values: EpubTemplateValues = {
    identifier: bookIdentifier(model),
    subtitle: model.subtitle ? xmlSafeText(model.subtitle) : null,
    creator: author ? xmlSafeText(author) : null,
    published: String(model.publishing.year),
    rights: xmlSafeText(copyrightRights(model)),
    accessibility: accessibilityMetadata(coverImage !== null, {
      count: model.images.length,
      described: !chapters.some((chapter) => chapter.content.includes(' alt="" ')),
    }),
    coverImage,
    landmarks: [
      ...(coverImage ? [{ type: 'cover', href: 'cover.xhtml', label: labels.cover }] : []),
      { type: 'titlepage', href: 'title-page.xhtml', label: labels.titlePage },
      { type: 'copyright-page', href: 'copyright.xhtml', label: labels.copyright },
      { type: 'toc', href: 'toc.xhtml#toc', label: labels.contents },
      { type: 'bodymatter', href: 'chapter-1.xhtml', label: xmlSafeText(model.chapters[0]?.title ?? labels.chapter(1)) },
    ],
    contentsLinear: hasContentsPage(model),
  }
  const bookOptions: Options & EpubTemplateValues = {
    ...values,
    title,
    description: xmlSafeText(model.description),
    lang: language,
    version: 3,
    tocTitle: labels.contents,
    numberChaptersInTOC: false,
    prependChapterTitles: false,
    css: `${contentCss}${themeCss(exportTheme(theme), themeAccent(theme, model.productType))}${frontMatterCss}`,
    fonts: [],
    contentOPF: contentOpfTemplate,
    tocNCX: tocNcxTemplate,
    tocXHTML: navTemplate,
    chapterXHTML: chapterTemplate,
    ignoreFailedDownloads: false,
    cover: options.cover ? new File([new Uint8Array(options.cover)], 'cover.jpg', { type: 'image/jpeg' }) : undefined,
  }
  const content = [...front.map((page) => ({ ...page, beforeToc: true, excludeFromToc: true })), ...chapters]
  const book = new EpubBook(bookOptions, content, model.images)
  return new Uint8Array(await book.genEpub())
}
