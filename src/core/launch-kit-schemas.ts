import { z } from 'zod'
import {
  LAUNCH_EMAIL_KINDS,
  LAUNCH_FLAG_KINDS,
  LAUNCH_KIT_STATUSES,
  LAUNCH_LIMITS as L,
  LAUNCH_PIECES,
  type LaunchPiece,
} from './launch-kit.ts'

/**
 * The launch kit's contract (issue 32, docs/product.md#launch-kit). Routes, all for the signed-in
 * owner only (another user's project is 404):
 * - GET  /api/projects/:id/launch-kit            → launchKitResponseSchema (every piece null before the first kit)
 * - POST /api/projects/:id/launch-kit            ← launchKitWriteRequestSchema → launchKitResponseSchema
 *     `{}` writes the whole kit (CREDIT_COSTS.launchKit, refunded on failure); `{ piece, instruction? }`
 *     regenerates one piece of a paid kit, free under the chapter rewrite rate limit.
 * - PUT  /api/projects/:id/launch-kit            ← launchKitEditRequestSchema → launchKitResponseSchema (the creator's edit of one piece)
 * - GET  /api/projects/:id/launch-kit/download?format=md|zip              → the whole kit as one file
 * - GET  /api/projects/:id/launch-kit/sales-page?format=html|md           → the sales page alone
 *
 * Each piece has two schemas from one definition: `generated` holds the stores' limits (what a
 * writer's reply must meet before it is stored), `edited` only generous ceilings, so a creator's
 * keyword of 60 characters is kept and shown in red rather than refused or cut.
 */

const EDIT_CEILING = 20_000

function pieceSchemas(strict: boolean) {
  const text = (max: number, min = 1) => (strict ? z.string().trim().min(min).max(max) : z.string().max(EDIT_CEILING))
  const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
    strict ? z.array(item).min(min).max(max) : z.array(item).max(Math.max(max, 30))

  const kdp = z.object({
    title: text(L.kdpTitleAndSubtitle),
    /** May be empty; title and subtitle together stay within 200 characters (checked by the writer). */
    subtitle: text(L.kdpTitleAndSubtitle, 0),
    /** Only KDP_HTML_TAGS; the tags count toward the 4,000 characters. */
    descriptionHtml: text(L.kdpDescription),
    keywords: list(text(L.kdpKeyword), L.kdpKeywords, L.kdpKeywords),
    categories: list(z.object({ name: text(L.line), reason: text(L.line) }), L.kdpCategories, L.kdpCategories),
    /** What to answer in KDP's AI-content question for this book, and why (Folio's text, not the model's). */
    aiDisclosure: text(L.paragraph),
    /** KDP Select's exclusivity, said plainly (Folio's text). */
    selectNote: text(L.paragraph),
  })

  const etsy = z.object({
    title: text(L.etsyTitle),
    /** Other titles to choose from. */
    titleAlternatives: list(text(L.etsyTitle), 0, L.etsyTitleAlternatives),
    tags: list(text(L.etsyTag), L.etsyTags, L.etsyTags),
    /** What's included (page list, sizes, file types), how to download, print or import, and that nothing physical ships. */
    description: text(L.prose),
  })

  const storeCopy = z.object({
    summary: text(L.line),
    description: text(L.prose),
    /** Markdown list made from the chapter plans. */
    whatsInside: text(L.prose),
    /** A suggestion, in the currency's major unit (19 = $19.00), with why. */
    suggestedPrice: z.object({
      amount: z.number().min(0).max(10_000),
      currency: z.string().regex(/^[A-Z]{3}$/),
      reasoning: text(L.paragraph),
    }),
  })

  const salesPage = z.object({
    headlines: list(text(L.headline), L.headlines, L.headlines),
    /** Which of the headlines the page uses (0–2). */
    headlineIndex: z
      .number()
      .int()
      .min(0)
      .max(L.headlines - 1)
      .default(0),
    subheadline: text(L.line),
    benefits: list(text(L.line), strict ? L.benefitsMin : 0, L.benefitsMax),
    forWhom: text(L.paragraph),
    notFor: text(L.paragraph),
    whatsInside: text(L.prose),
    /** Words of chapter 1 as they stand in the book. */
    excerpt: text(L.prose),
    faq: list(z.object({ q: text(L.line), a: text(L.paragraph) }), L.faq, L.faq),
    guarantee: text(L.line),
    /** The creator's switch: false leaves the guarantee off the page and the exports. */
    showGuarantee: z.boolean().default(true),
    callToAction: text(L.button),
  })

  const email = z.object({
    /** Days from launch day (doors open = 0), as LAUNCH_EMAIL_PLAN sets them. */
    day: z.number().int().min(-30).max(60),
    kind: z.enum(LAUNCH_EMAIL_KINDS),
    subject: text(L.emailSubject),
    subjectAlt: text(L.emailSubject),
    preview: text(L.emailPreview),
    body: text(L.emailBody),
  })
  const emails = list(email, L.emails, L.emails)

  const social = z.object({
    x: list(text(L.xPost), L.postsPerNetwork, L.postsPerNetwork),
    linkedin: list(text(L.linkedinPost), L.postsPerNetwork, L.postsPerNetwork),
    instagram: list(
      z.object({ caption: text(L.instagramCaption), hashtags: list(text(L.hashtag), 0, L.hashtags) }),
      L.postsPerNetwork,
      L.postsPerNetwork,
    ),
    /** A pinned post or profile bio. */
    bio: text(L.bio),
  })

  const leadMagnet = z.object({
    title: text(L.line),
    bullets: list(text(L.line), L.leadMagnetBullets, L.leadMagnetBullets),
    button: text(L.button),
  })

  return { kdp, etsy, storeCopy, salesPage, emails, social, leadMagnet }
}

/** What a writer must deliver, per piece: the stores' limits hold. */
export const generatedPieceSchemas = pieceSchemas(true)
/** What a creator may save, per piece: the same shape with generous ceilings. */
export const editedPieceSchemas = pieceSchemas(false)

export const launchPieceSchema = z.enum(LAUNCH_PIECES)

/** A whole kit as written (every piece within its limits). */
export const launchKitSchema = z.object(generatedPieceSchemas)
export type LaunchKit = z.infer<typeof launchKitSchema>
export type LaunchPieceValue<P extends LaunchPiece = LaunchPiece> = LaunchKit[P]
export type KdpListing = LaunchKit['kdp']
export type EtsyListing = LaunchKit['etsy']
export type StoreCopy = LaunchKit['storeCopy']
export type SalesPage = LaunchKit['salesPage']
export type LaunchEmail = LaunchKit['emails'][number]
export type SocialPosts = LaunchKit['social']
export type LeadMagnet = LaunchKit['leadMagnet']

/** A sentence of launch copy the quality checks flag: an unsourced figure, fake scarcity, an invented testimonial. */
export const launchFlagSchema = z.object({
  piece: launchPieceSchema,
  /** Where in the piece, e.g. `benefits.2` or `emails.4.body`-style: the piece's keys and indexes joined by dots. */
  path: z.string(),
  kind: z.enum(LAUNCH_FLAG_KINDS),
  /** The sentence as it stands in the copy. */
  text: z.string(),
})
export type LaunchFlag = z.infer<typeof launchFlagSchema>

/** Who wrote a piece and when; `sample` is true for the built-in writer's sample text (no AI provider configured). */
export const launchPieceMetaSchema = z.object({
  writer: z.string(),
  sample: z.boolean(),
  writtenAt: z.string(),
  editedAt: z.string().nullable(),
})
export type LaunchPieceMeta = z.infer<typeof launchPieceMetaSchema>

const editedKit = editedPieceSchemas
/** GET/POST/PUT answer: the pieces at the top level (null until written), then the kit's state. */
export const launchKitResponseSchema = z.object({
  kdp: editedKit.kdp.nullable(),
  etsy: editedKit.etsy.nullable(),
  storeCopy: editedKit.storeCopy.nullable(),
  salesPage: editedKit.salesPage.nullable(),
  emails: editedKit.emails.nullable(),
  social: editedKit.social.nullable(),
  leadMagnet: editedKit.leadMagnet.nullable(),
  status: z.enum(LAUNCH_KIT_STATUSES),
  /** True once the first whole kit was paid for: pieces then regenerate free. */
  paid: z.boolean(),
  meta: z.partialRecord(launchPieceSchema, launchPieceMetaSchema),
  flags: z.array(launchFlagSchema),
  updatedAt: z.string().nullable(),
  /** On POST: what this call cost (0 for a piece) and the balance after it. */
  creditsSpent: z.number().int().min(0).optional(),
  creditsLeft: z.number().int().min(0).optional(),
})
export type LaunchKitResponse = z.infer<typeof launchKitResponseSchema>

export const launchKitWriteRequestSchema = z
  .object({
    piece: launchPieceSchema.optional(),
    /** 'shorter', 'more playful', 'more formal' (LAUNCH_PRESETS) or the creator's own words. */
    instruction: z.string().trim().min(1).max(L.instruction).optional(),
  })
  .strict()
  .refine((body) => body.instruction === undefined || body.piece !== undefined, {
    message: 'An instruction applies to one piece: name the piece to regenerate.',
    path: ['instruction'],
  })
export type LaunchKitWriteRequest = z.infer<typeof launchKitWriteRequestSchema>

/** PUT: one piece as the creator edited it. */
export const launchKitEditRequestSchema = z.discriminatedUnion('piece', [
  z.object({ piece: z.literal('kdp'), value: editedKit.kdp }).strict(),
  z.object({ piece: z.literal('etsy'), value: editedKit.etsy }).strict(),
  z.object({ piece: z.literal('storeCopy'), value: editedKit.storeCopy }).strict(),
  z.object({ piece: z.literal('salesPage'), value: editedKit.salesPage }).strict(),
  z.object({ piece: z.literal('emails'), value: editedKit.emails }).strict(),
  z.object({ piece: z.literal('social'), value: editedKit.social }).strict(),
  z.object({ piece: z.literal('leadMagnet'), value: editedKit.leadMagnet }).strict(),
])
export type LaunchKitEditRequest = z.infer<typeof launchKitEditRequestSchema>

export const launchKitDownloadQuerySchema = z.object({ format: z.enum(['md', 'zip']).default('md') })
export const salesPageDownloadQuerySchema = z.object({ format: z.enum(['html', 'md']).default('html') })
