/**
 * The launch kit (issue 32): what a creator needs to sell the book, written from the book itself.
 * Constants both sides share, kept free of zod so a screen can show a counter without a validator.
 * The schemas are in launch-kit-schemas.ts; docs/product.md#launch-kit says what each piece is.
 */

/** The kit's pieces, in the order the Launch screen shows them; each is written and regenerated alone. */
export const LAUNCH_PIECES = ['kdp', 'etsy', 'storeCopy', 'salesPage', 'emails', 'social', 'leadMagnet'] as const
export type LaunchPiece = (typeof LAUNCH_PIECES)[number]

export const LAUNCH_PIECE_LABELS: Record<LaunchPiece, string> = {
  kdp: 'Amazon KDP listing',
  etsy: 'Etsy listing',
  storeCopy: 'Gumroad / Payhip product copy',
  salesPage: 'Sales page',
  emails: 'Launch emails',
  social: 'Social posts',
  leadMagnet: 'Lead magnet opt-in',
}

/**
 * The stores' own limits (counted in characters, as the stores count them), and Folio's bounds on
 * the prose fields so no reply can balloon. Generated text is never stored past these; a creator's
 * own edit may be (the counter turns red, nothing typed is lost).
 */
export const LAUNCH_LIMITS = {
  /** KDP: title and subtitle together. */
  kdpTitleAndSubtitle: 200,
  /** KDP: the description, HTML tags counted. */
  kdpDescription: 4000,
  kdpKeywords: 7,
  kdpKeyword: 50,
  kdpCategories: 3,
  etsyTitle: 140,
  etsyTags: 13,
  etsyTag: 20,
  etsyTitleAlternatives: 2,
  xPost: 280,
  linkedinPost: 3000,
  instagramCaption: 2200,
  hashtags: 15,
  hashtag: 30,
  postsPerNetwork: 5,
  bio: 160,
  headlines: 3,
  headline: 120,
  benefitsMin: 5,
  benefitsMax: 7,
  faq: 5,
  emails: 7,
  emailSubject: 100,
  emailPreview: 140,
  emailBody: 4000,
  leadMagnetBullets: 3,
  button: 40,
  /** A line: a subtitle, a subheadline, a bullet, a category's reason, a question. */
  line: 300,
  /** A paragraph or short list: who it is for, an answer, a summary's reasoning. */
  paragraph: 1200,
  /** A long text: a store description, what's inside, an excerpt. */
  prose: 5000,
  /** A creator's regeneration instruction. */
  instruction: 300,
} as const

/** The ready-made instructions of 'Regenerate'; anything else the creator types is sent as it is. */
export const LAUNCH_PRESETS = ['shorter', 'more playful', 'more formal'] as const

/** The HTML elements KDP's description accepts; anything else is removed before it is stored or shown. */
export const KDP_HTML_TAGS = ['b', 'i', 'u', 'br', 'p', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'] as const

/** Words KDP refuses in keywords (claims about sales, price or rank), compared in lower case. */
export const KDP_BANNED_KEYWORD_WORDS = [
  'bestseller',
  'bestselling',
  'best-seller',
  'best-selling',
  'free',
  '#1',
  'kindle unlimited',
] as const

/**
 * The 7-email launch sequence the learning hub's "Product Launch Strategies" guide teaches, each
 * with one job, on the day it goes out counted from launch day (doors open = day 0).
 */
export const LAUNCH_EMAIL_KINDS = ['warm-up', 'story', 'announcement', 'details', 'proof', 'objections', 'last-call'] as const
export type LaunchEmailKind = (typeof LAUNCH_EMAIL_KINDS)[number]

export const LAUNCH_EMAIL_PLAN: readonly { kind: LaunchEmailKind; day: number }[] = [
  { kind: 'warm-up', day: -4 },
  { kind: 'story', day: -2 },
  { kind: 'announcement', day: 0 },
  { kind: 'details', day: 1 },
  { kind: 'proof', day: 2 },
  { kind: 'objections', day: 3 },
  { kind: 'last-call', day: 5 },
]

/** What a flag on launch copy means (the quality pass's checks, run on every piece). */
export const LAUNCH_FLAG_KINDS = ['unsourced', 'scarcity', 'testimonial'] as const
export type LaunchFlagKind = (typeof LAUNCH_FLAG_KINDS)[number]

/** Where a kit stands: none written, being written, every piece written, or some pieces missing after a failure (refunded). */
export const LAUNCH_KIT_STATUSES = ['none', 'writing', 'ready', 'incomplete'] as const
export type LaunchKitStatus = (typeof LAUNCH_KIT_STATUSES)[number]
