import { CREDIT_COSTS } from '@core/generation.ts'
import type { LaunchEmailKind, LaunchFlagKind, LaunchPiece } from '@core/launch-kit.ts'

/** The Launch screen's words (docs/product.md#launch-screen), in one place for the screen and its tests. */
export const LAUNCH_TEXT = {
  heading: 'Launch kit',
  allProjects: 'All projects',
  backToEditor: 'Back to editor',
  sell: 'Sell this product',
  writeButton: `Write launch kit — ${CREDIT_COSTS.launchKit} credits`,
  intro: 'Everything you need to sell this book, written from the book itself. You can edit every word.',
  writing: 'Writing your launch kit…',
  writingHint: 'This takes a minute or two. Keep this page open.',
  buyCredits: 'Buy credits',
  sample:
    "Sample text from Folio's built-in writer: no AI provider is set up on this server, so these pieces are placeholders. " +
    'With an AI provider, Folio writes real copy from your book.',
  incomplete:
    'Some pieces could not be written, so the credits were refunded. Writing the kit again writes only the missing pieces; the others stay as they are.',
  writeMissing: `Write the missing pieces — ${CREDIT_COSTS.launchKit} credits`,
  writePiece: 'Write this piece',
  regenerate: 'Regenerate',
  regenerateNote: 'Replaces this piece, your edits to it included. Free.',
  custom: 'Custom…',
  customTitle: 'Regenerate with your own instruction',
  customLabel: 'What should change?',
  customSubmit: 'Regenerate',
  regenerating: 'Regenerating…',
  copyAll: 'Copy all',
  copied: 'Copied to the clipboard',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  download: 'Download',
  downloadFailed: 'Download failed',
  checkAgain: 'Check again',
} as const

export const PRESET_LABELS = { shorter: 'Shorter', 'more playful': 'More playful', 'more formal': 'More formal' } as const

/** What each piece holds, for the screen before any kit. */
export const PIECE_CONTENTS: Record<LaunchPiece, string> = {
  kdp: 'title and subtitle, description, 7 keywords, 3 categories, the AI disclosure',
  etsy: 'title, 13 tags, description',
  storeCopy: 'summary, description, what’s inside, a suggested price',
  salesPage: 'headlines, benefits, who it’s for, an excerpt, FAQ, guarantee',
  emails: 'a 7-email launch sequence',
  social: 'posts for X, LinkedIn and Instagram, and a bio',
  leadMagnet: 'an opt-in title, bullets and button',
}

export const FLAG_TEXT: Record<LaunchFlagKind, string> = {
  unsourced: 'Check this claim: no source',
  scarcity: 'Fake scarcity',
  testimonial: 'Testimonial nobody gave',
}

const EMAIL_KIND_LABELS: Record<LaunchEmailKind, string> = {
  'warm-up': 'Warm-up',
  story: 'Story',
  announcement: 'Announcement',
  details: 'Details',
  proof: 'Proof',
  objections: 'Objections',
  'last-call': 'Last call',
}

/** 'Day −4 · Warm-up' (a real minus sign), 'Day 0 · Announcement'. */
export function emailDayLabel(day: number, kind: LaunchEmailKind): string {
  const number = day < 0 ? `−${Math.abs(day)}` : day > 0 ? `+${day}` : '0'
  return `Day ${number} · ${EMAIL_KIND_LABELS[kind]}`
}
