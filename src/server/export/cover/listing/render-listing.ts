import { COVER_PIXELS, type ListingSize } from '@core/export.ts'
import type { ExportModel } from '../../export-model.ts'
import { renderCover } from '../render-cover.ts'
import { banner, type Composition, spreadScene, stackScene, tabletScene } from './compositions.ts'
import { interiorPages } from './interior-pages.ts'
import { coverColours, encodeJpeg } from './scene.ts'

/**
 * The listing images (issue 27 item 4, decision 86): the designed front cover (renderCover, the
 * same design as the store cover and the PDF) composed on the server with sharp — on a backdrop of
 * its own colours for Gumroad and link previews, on a tablet, on a fan of the book's printed pages,
 * beside the book open at a spread — with nothing fetched. One export worker makes one image; the
 * interior pages are compiled only for the mockups that show them.
 */
export async function composeListing(model: ExportModel, size: ListingSize): Promise<Composition> {
  const canvas = COVER_PIXELS[size]
  const cover = await renderCover(model, 'front')
  const colours = await coverColours(cover)
  switch (size) {
    case 'gumroad':
    case 'og':
      return banner(cover, colours, canvas)
    case 'mockup-1':
      return tabletScene(cover, colours, canvas)
    case 'mockup-2':
      return stackScene(cover, colours, await interiorPages(model), canvas)
    case 'mockup-3':
      return spreadScene(colours, await interiorPages(model), canvas)
  }
}

export async function renderListing(model: ExportModel, size: ListingSize): Promise<Uint8Array> {
  const { image } = await composeListing(model, size)
  return encodeJpeg(image, size === 'gumroad' || size === 'og')
}
