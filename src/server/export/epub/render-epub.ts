// The named class, not the default export: the package is CommonJS, and its default function
// arrives as `default.default` under Node's ESM interop.
import { EPub } from 'epub-gen-memory'
import type { ExportModel } from '../export-model.ts'
import { escapeHtml, xmlSafeText } from '../html/escape.ts'
import { READING_LAYOUT } from '../html/export-layout.ts'
import { contentCss } from '../html/print-css.ts'
import { contentOpfTemplate, tocNcxTemplate } from './epub-templates.ts'
import { renderChapterHtml } from '../html/render-html.ts'

const epubCss = `${contentCss}
body { margin: 0 0.5em; }
section.title-page { text-align: center; margin-top: 20%; }
section.title-page h1 { font-size: 2em; border: none; }
section.title-page p { color: #4a5363; }
`

/**
 * EPUB 3 from the chapters' XHTML: a title page, the navigation document and one file per
 * chapter. Nothing is fetched: the chapter markup has no images or remote fonts, and there is no cover image.
 */
export async function renderEpub(model: ExportModel): Promise<Uint8Array> {
  // The library escapes metadata and titles but keeps control characters, which XML forbids.
  const title = xmlSafeText(model.title)
  const titlePage = {
    title,
    content: `<section class="title-page"><h1>${escapeHtml(model.title)}</h1>${model.description ? `<p>${escapeHtml(model.description)}</p>` : ''}</section>`,
    filename: 'title-page.xhtml',
    beforeToc: true,
    excludeFromToc: true,
  }
  const chapters = model.chapters.map((chapter, i) => ({
    title: xmlSafeText(chapter.title),
    content: renderChapterHtml(chapter, i, READING_LAYOUT),
    filename: `chapter-${i + 1}.xhtml`,
  }))
  const book = new EPub(
    {
      title,
      description: xmlSafeText(model.description),
      lang: 'en',
      version: 3,
      tocTitle: 'Contents',
      numberChaptersInTOC: false,
      prependChapterTitles: false,
      css: epubCss,
      fonts: [],
      contentOPF: contentOpfTemplate,
      tocNCX: tocNcxTemplate,
      ignoreFailedDownloads: false,
    },
    [titlePage, ...chapters],
  )
  return new Uint8Array(await book.genEpub())
}
