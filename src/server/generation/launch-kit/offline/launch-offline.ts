import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKit, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import type { LaunchPieceJob } from '../../providers/provider.ts'
import { leadMagnet, salesPage, storeCopy } from './copy-offline.ts'
import { launchEmails } from './emails-offline.ts'
import { type LaunchBook, type LaunchStyle, launchStyle, readBook } from './launch-book.ts'
import { etsyListing, kdpListing } from './listing-offline.ts'
import { socialPosts } from './social-offline.ts'

/**
 * The built-in writer's launch kit (no AI provider configured): honest sample text made only from
 * the book (title, description, chapter titles, plans and summaries, audience, product type),
 * within every limit of generatedPieceSchemas, in English like the rest of the offline writer.
 * It states no figure, quote, award or deadline the book does not hold; the response marks it
 * `sample`. The same book gives the same text; an instruction gives a visibly different one
 * ('shorter' shorter, 'more playful' / 'more formal' another voice, other words other choices).
 */
const WRITERS: { [P in LaunchPiece]: (book: LaunchBook, style: LaunchStyle, job: LaunchPieceJob<P>) => LaunchKit[P] } = {
  kdp: (book, style, job) => kdpListing(book, style, job.brief),
  etsy: (book, style) => etsyListing(book, style),
  storeCopy: (book, style, job) => storeCopy(book, style, job.brief),
  salesPage: (book, style, job) => salesPage(book, style, job.brief),
  emails: (book, style) => launchEmails(book, style),
  social: (book, style) => socialPosts(book, style),
  leadMagnet: (book, style) => leadMagnet(book, style),
}

export function writeLaunchPieceOffline<P extends LaunchPiece>(job: LaunchPieceJob<P>): LaunchPieceValue<P> {
  const write = WRITERS[job.piece] as (book: LaunchBook, style: LaunchStyle, job: LaunchPieceJob<P>) => LaunchPieceValue<P>
  return write(readBook(job.brief), launchStyle(job.piece, job.brief, job.instruction), job)
}
