import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKit, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import type { LaunchBrief, LaunchPieceJob } from '../../providers/provider.ts'
import { emailDays, kdpAiDisclosure, kdpSelectNote, suggestedPrice } from '../folio-fields.ts'

/**
 * The built-in writer's launch kit: honest sample text from the book, within every limit, for an
 * operator with no AI provider (the response marks it `sample`).
 *
 * CONTRACT STUB (i32-offline replaces it with real sample copy): valid against
 * generatedPieceSchemas so the API and the screen can be built on it today.
 */
function stubKit(brief: LaunchBrief): LaunchKit {
  const title = brief.title.slice(0, 120)
  const chapters = brief.chapters.map((c) => c.title)
  const inside = chapters.map((c) => `- ${c}`).join('\n')
  return {
    kdp: {
      title,
      subtitle: '',
      descriptionHtml: `<p>${title}</p>`,
      keywords: [
        'sample keyword one',
        'sample keyword two',
        'sample keyword three',
        'sample keyword four',
        'sample keyword five',
        'sample keyword six',
        'sample keyword seven',
      ],
      categories: [1, 2, 3].map((n) => ({ name: `Sample category ${n}`, reason: 'Sample text.' })),
      aiDisclosure: kdpAiDisclosure(brief),
      selectNote: kdpSelectNote(),
    },
    etsy: { title, titleAlternatives: [], tags: Array.from({ length: 13 }, (_, i) => `sample tag ${i + 1}`), description: 'Sample text.' },
    storeCopy: {
      summary: 'Sample text.',
      description: 'Sample text.',
      whatsInside: inside || '- Sample',
      suggestedPrice: suggestedPrice(brief),
    },
    salesPage: {
      headlines: ['Sample headline one', 'Sample headline two', 'Sample headline three'],
      headlineIndex: 0,
      subheadline: 'Sample text.',
      benefits: [1, 2, 3, 4, 5].map((n) => `Sample benefit ${n}`),
      forWhom: 'Sample text.',
      notFor: 'Sample text.',
      whatsInside: inside || '- Sample',
      excerpt: brief.firstChapter.content.slice(0, 400) || 'Sample text.',
      faq: [1, 2, 3, 4, 5].map((n) => ({ q: `Sample question ${n}?`, a: 'Sample answer.' })),
      guarantee: 'Sample guarantee.',
      showGuarantee: true,
      callToAction: 'Get the book',
    },
    emails: emailDays().map((e) => ({
      ...e,
      subject: `Sample subject (${e.kind})`,
      subjectAlt: 'Sample subject',
      preview: 'Sample preview.',
      body: 'Sample text.',
    })),
    social: {
      x: [1, 2, 3, 4, 5].map((n) => `Sample post ${n}`),
      linkedin: [1, 2, 3, 4, 5].map((n) => `Sample post ${n}`),
      instagram: [1, 2, 3, 4, 5].map((n) => ({ caption: `Sample caption ${n}`, hashtags: ['#sample'] })),
      bio: 'Sample bio.',
    },
    leadMagnet: { title: 'Sample lead magnet', bullets: ['Sample one', 'Sample two', 'Sample three'], button: 'Send it to me' },
  }
}

export function writeLaunchPieceOffline<P extends LaunchPiece>(job: LaunchPieceJob<P>): LaunchPieceValue<P> {
  return stubKit(job.brief)[job.piece]
}
