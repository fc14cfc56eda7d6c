import JSZip from 'jszip'
import { LAUNCH_PIECE_LABELS } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchKit } from '@core/launch-kit-schemas.ts'
import { emailMarkdown, flagNotes, pieceMarkdown, renderKitMarkdown } from './kit-markdown.ts'
import { renderSalesPageHtml } from './sales-page-html.ts'
import { renderSalesPageMarkdown, type SalesPageBook } from './sales-page-markdown.ts'

/** A file's text ends with one newline, as editors write it. */
const text = (...parts: string[]) => `${parts.filter((p) => p.trim()).join('\n\n')}\n`
const numberedList = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n\n')

/**
 * The kit as a ZIP of ready-to-paste files: kit.md (everything), then each store's and channel's
 * own files (KDP's description as HTML and its keywords one a line, the sales page as HTML and
 * Markdown, one file per email and per network). Only the written pieces are in it.
 */
export async function renderKitZip(pieces: Partial<LaunchKit>, flags: readonly LaunchFlag[], book: SalesPageBook): Promise<Uint8Array> {
  const zip = new JSZip()
  const notes = (piece: keyof LaunchKit) => flagNotes(flags.filter((f) => f.piece === piece))
  zip.file('kit.md', renderKitMarkdown(pieces, flags, book))
  const { kdp, etsy, storeCopy, salesPage, emails, social, leadMagnet } = pieces
  if (kdp) {
    zip.file('kdp/listing.md', `${pieceMarkdown('kdp', kdp, flags, book, 1)}\n`)
    zip.file('kdp/description.html', `${kdp.descriptionHtml}\n`)
    zip.file('kdp/keywords.txt', `${kdp.keywords.join('\n')}\n`)
  }
  if (etsy) zip.file('etsy/listing.md', `${pieceMarkdown('etsy', etsy, flags, book, 1)}\n`)
  if (storeCopy) zip.file('store-copy.md', `${pieceMarkdown('storeCopy', storeCopy, flags, book, 1)}\n`)
  if (salesPage) {
    zip.file('sales-page/sales-page.html', renderSalesPageHtml(salesPage, book))
    zip.file('sales-page/sales-page.md', text(renderSalesPageMarkdown(salesPage, book), notes('salesPage')))
  }
  if (emails) {
    emails.forEach((email, i) => {
      const name = `emails/${String(i + 1).padStart(2, '0')}-${email.kind}.md`
      zip.file(name, text(emailMarkdown(email, i, '#'), notes('emails')))
    })
  }
  if (social) {
    zip.file('social/x.md', text(`# ${LAUNCH_PIECE_LABELS.social}: X`, numberedList(social.x), notes('social')))
    zip.file('social/linkedin.md', text(`# ${LAUNCH_PIECE_LABELS.social}: LinkedIn`, numberedList(social.linkedin)))
    zip.file(
      'social/instagram.md',
      text(
        `# ${LAUNCH_PIECE_LABELS.social}: Instagram`,
        numberedList(social.instagram.map((post) => `${post.caption}\n\n${post.hashtags.join(' ')}`)),
      ),
    )
    zip.file('social/bio.md', text('# Bio', social.bio))
  }
  if (leadMagnet) zip.file('lead-magnet.md', `${pieceMarkdown('leadMagnet', leadMagnet, flags, book, 1)}\n`)
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
