import JSZip from 'jszip'
import type { ExportImageFile } from '../images/export-image.ts'
import type { EmbeddedFont } from './epub-fonts.ts'
import { contentDocument, contentOpf, type EpubDocument, type EpubTemplateValues, navDocument, tocNcx } from './epub-templates.ts'

const CONTAINER_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
  '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n'

export interface EpubFiles {
  values: Omit<EpubTemplateValues, 'images'>
  documents: readonly EpubDocument[]
  css: string
  fonts: readonly EmbeddedFont[]
  /** Every image the export holds; only those a content document shows are packed. */
  images: readonly ExportImageFile[]
  cover?: Uint8Array
}

/** The chapters' images that the content documents show (html/mdast-html.ts writes `src="images/<name>"`). */
function shownImages(documents: readonly EpubDocument[], images: readonly ExportImageFile[]): ExportImageFile[] {
  const markup = documents.map((document) => document.content).join('\n')
  return images.filter((file) => markup.includes(`src="images/${file.name}"`))
}

/**
 * The EPUB container (decision 120): `mimetype` first and stored, then META-INF and the package
 * under OEBPS/. Every byte comes from the export itself — the images and fonts arrive as bytes,
 * nothing is fetched — and the files go in the same order every time.
 */
export async function packEpub({ values, documents, css, fonts, images, cover }: EpubFiles): Promise<Uint8Array> {
  const packed = shownImages(documents, images)
  const all: EpubTemplateValues = {
    ...values,
    images: packed.map((file, i) => ({ id: `image-${i + 1}`, href: `images/${file.name}`, mediaType: file.mediaType })),
  }
  const zip = new JSZip()
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' })
  zip.file('META-INF/container.xml', CONTAINER_XML)
  const oebps = zip.folder('OEBPS')!
  oebps.file('content.opf', contentOpf(all, documents))
  oebps.file('toc.ncx', tocNcx(all, documents))
  oebps.file('toc.xhtml', navDocument(all, documents))
  oebps.file('style.css', css)
  for (const document of documents) oebps.file(document.filename, contentDocument(all, document))
  for (const font of fonts) oebps.file(font.href, font.bytes)
  if (cover && all.coverImage) oebps.file(all.coverImage.href, cover)
  for (const file of packed) oebps.file(`images/${file.name}`, file.bytes)
  return zip.generateAsync({
    type: 'uint8array',
    mimeType: 'application/epub+zip',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  })
}
