import { LAUNCH_LIMITS, type LaunchPiece } from '@core/launch-kit.ts'
import { generatedPieceSchemas } from '@core/launch-kit-schemas.ts'
import { type JSONSchema7, jsonSchema } from 'ai'
import { z } from 'zod'

/**
 * What the model writes of each piece: the piece without the fields Folio writes itself
 * (folio-fields.ts: KDP's AI disclosure and Select note, the suggested price, the emails' days and
 * kinds, the sales page's headline choice and guarantee switch). Three forms of one shape:
 * - REPLY_JSON_SCHEMAS: sent for structured output ('schema' mode). Types only, every property
 *   required, no extra properties: OpenAI's strict mode wants that and Anthropic's refuses length
 *   and count bounds (as the outline's, outline-reply-schema.ts). The root is always an object, so
 *   the emails come as `{ "emails": [...] }`.
 * - replyShapes: the same types in zod, no limits: a reply that has the shape can be fitted.
 * - replyLimits: the shape with the stores' limits, from generatedPieceSchemas: what the repair
 *   turn is asked to meet.
 */

const gen = generatedPieceSchemas
const email = gen.emails.element.omit({ day: true, kind: true })

export const replyLimits = {
  kdp: gen.kdp.omit({ aiDisclosure: true, selectNote: true }),
  etsy: gen.etsy,
  storeCopy: gen.storeCopy.omit({ suggestedPrice: true }),
  salesPage: gen.salesPage.omit({ headlineIndex: true, showGuarantee: true }),
  emails: z.object({ emails: z.array(email).length(LAUNCH_LIMITS.emails) }),
  social: gen.social,
  leadMagnet: gen.leadMagnet,
} satisfies Record<LaunchPiece, z.ZodType>

const s = z.string().trim()
const list = z.array(s)

export const replyShapes = {
  kdp: z.object({
    title: s,
    subtitle: s.default(''),
    descriptionHtml: s,
    keywords: list,
    categories: z.array(z.object({ name: s, reason: s })),
  }),
  etsy: z.object({ title: s, titleAlternatives: list.default([]), tags: list, description: s }),
  storeCopy: z.object({ summary: s, description: s, whatsInside: s }),
  salesPage: z.object({
    headlines: list,
    subheadline: s,
    benefits: list,
    forWhom: s,
    notFor: s,
    whatsInside: s,
    excerpt: s,
    faq: z.array(z.object({ q: s, a: s })),
    guarantee: s,
    callToAction: s,
  }),
  emails: z.object({ emails: z.array(z.object({ subject: s, subjectAlt: s, preview: s, body: s })) }),
  social: z.object({ x: list, linkedin: list, instagram: z.array(z.object({ caption: s, hashtags: list.default([]) })), bio: s }),
  leadMagnet: z.object({ title: s, bullets: list, button: s }),
} satisfies Record<LaunchPiece, z.ZodType>

export type LaunchReply<P extends LaunchPiece = LaunchPiece> = z.infer<(typeof replyShapes)[P]>

const str = (description: string): JSONSchema7 => ({ type: 'string', description })
const strings = (description: string): JSONSchema7 => ({ type: 'array', items: { type: 'string' }, description })
function obj(properties: Record<string, JSONSchema7>, description?: string): JSONSchema7 {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    ...(description ? { description } : {}),
  }
}

export const REPLY_JSON_SCHEMAS: Record<LaunchPiece, JSONSchema7> = {
  kdp: obj({
    title: str("The book's title exactly as on the cover."),
    subtitle: str('The subtitle; title and subtitle together at most 200 characters.'),
    descriptionHtml: str("The description in KDP's HTML subset, at most 4,000 characters counting the tags."),
    keywords: strings('Exactly 7 keyword phrases, each at most 50 characters, no word of the title.'),
    categories: {
      type: 'array',
      items: obj({ name: str('A KDP category path.'), reason: str('Why it fits.') }),
      description: 'Exactly 3.',
    },
  }),
  etsy: obj({
    title: str('At most 140 characters.'),
    titleAlternatives: strings('Up to 2 other titles, each at most 140 characters.'),
    tags: strings('Exactly 13 tags, each at most 20 characters.'),
    description: str("What's included, sizes and file types, how to download and use it, and that nothing physical ships."),
  }),
  storeCopy: obj({
    summary: str('One line.'),
    description: str('The product description.'),
    whatsInside: str('A Markdown list made from the chapter plans.'),
  }),
  salesPage: obj({
    headlines: strings('Exactly 3 headlines, each at most 120 characters.'),
    subheadline: str('One line.'),
    benefits: strings('5 to 7 benefits, each one line, each from a chapter plan.'),
    forWhom: str('Who it is for.'),
    notFor: str('Who it is not for.'),
    whatsInside: str('A Markdown list made from the chapter plans.'),
    excerpt: str('A passage copied word for word from chapter 1.'),
    faq: { type: 'array', items: obj({ q: str('A question.'), a: str('Its answer.') }), description: 'Exactly 5.' },
    guarantee: str('One line.'),
    callToAction: str('Button text, at most 40 characters.'),
  }),
  emails: obj({
    emails: {
      type: 'array',
      description: 'Exactly 7 emails, in the order of the plan.',
      items: obj({
        subject: str('At most 100 characters.'),
        subjectAlt: str('Another subject line, at most 100 characters.'),
        preview: str('Preview text, at most 140 characters.'),
        body: str('The email, plain text.'),
      }),
    },
  }),
  social: obj({
    x: strings('Exactly 5 posts, each at most 280 characters.'),
    linkedin: strings('Exactly 5 posts.'),
    instagram: {
      type: 'array',
      description: 'Exactly 5 captions.',
      items: obj({ caption: str('The caption.'), hashtags: strings('At most 15 hashtags, each starting with #.') }),
    },
    bio: str('At most 160 characters.'),
  }),
  leadMagnet: obj({
    title: str('The free resource’s title.'),
    bullets: strings('Exactly 3 bullets.'),
    button: str('Button text, at most 40 characters.'),
  }),
}

/** No validator: a reply off the schema still reaches the repair turn, which says what is wrong. */
export const replyJsonSchema = (piece: LaunchPiece) => jsonSchema<unknown>(REPLY_JSON_SCHEMAS[piece])
