import { EPub, type Options } from 'epub-gen-memory'
import type { ExportImageFile } from '../images/export-image.ts'
import type { EmbeddedFont } from './epub-fonts.ts'

type Content = ConstructorParameters<typeof EPub>[1]

/**
 * epub-gen-memory's book, with the chapters' images and the fonts taken from the export's own
 * bytes: the library would download every <img src> and font itself (node-fetch, file:// included). The chapters'
 * <img> name `images/<file name>` (html/mdast-html.ts); the library gives each a random name,
 * which goes back to ours so the same book packs the same files every time.
 */
export class EpubBook extends EPub {
  private readonly files: Map<string, ExportImageFile>
  private readonly fontFiles: readonly EmbeddedFont[]

  constructor(options: Options, content: Content, images: readonly ExportImageFile[], fonts: readonly EmbeddedFont[] = []) {
    super(options, content)
    this.fontFiles = fonts
    this.files = new Map(images.map((file) => [`images/${file.name}`, file]))
    for (const image of this.images) {
      const stem = image.url.replace(/^images\//, '').replace(/\.[a-z]+$/, '')
      const from = `images/${image.id}.`
      for (const chapter of this.content) chapter.content = chapter.content.split(from).join(`images/${stem}.`)
      image.id = stem
    }
  }

  /** The subset fonts (epub-fonts.ts), under the names the manifest and the stylesheet give them. */
  protected override async downloadAllFonts(): Promise<void> {
    const folder = this.zip.folder('OEBPS')!
    for (const font of this.fontFiles) folder.file(font.href, font.bytes)
  }

  protected override async downloadAllImages(): Promise<void> {
    if (this.images.length === 0) return
    const folder = this.zip.folder('OEBPS')!.folder('images')!
    for (const image of this.images) {
      const file = this.files.get(image.url)
      // Only the export's own images reach the markup; anything else is a bug, never a download.
      if (!file || image.mediaType !== file.mediaType) throw new Error(`An EPUB image has no bytes of its own: ${image.url}`)
      folder.file(`${image.id}.${image.extension}`, file.bytes)
    }
  }
}
