import { LAUNCH_EMAIL_PLAN } from '@core/launch-kit.ts'
import type { StoreCopy } from '@core/launch-kit-schemas.ts'
import type { LaunchBrief } from '../providers/provider.ts'
import { clampText, cleanText } from '../providers/offline/topic-text.ts'

/**
 * The parts of the kit Folio writes itself rather than the model, because they must be exact:
 * KDP's AI-content answer, KDP Select's exclusivity, the suggested price and the emails' days
 * (decision 124). They are English: they address the creator, not the book's buyers.
 */

/**
 * KDP's AI-content question (its content guidelines, checked 2026): content an AI tool created
 * is "AI-generated" and must be disclosed even after substantial edits; content the author wrote
 * and improved with AI is "AI-assisted" and need not be. Folio's draft is the former.
 */
export function kdpAiDisclosure(brief: LaunchBrief): string {
  const title = clampText(cleanText(brief.title), 90) || 'this book'
  return [
    `What to answer for “${title}”: when KDP asks whether the book contains AI-generated content, answer Yes, and mark the text as AI-generated.`,
    'KDP tells two cases apart. AI-generated means text, images or translations an AI tool created; they must be disclosed, even if you then edited them substantially. AI-assisted means you wrote the content yourself and used AI to edit, brainstorm or improve it; that need not be disclosed.',
    'Folio wrote this text with AI, so it counts as AI-generated even where you have edited or rewritten it.',
    'If your cover art came from an image model, mark the images as AI-generated too; a cover you drew, photographed or bought is not.',
    'Your answer goes to Amazon only: buyers do not see it on the book’s page.',
  ].join(' ')
}

export function kdpSelectNote(): string {
  return [
    'KDP Select is optional, and exclusive. While the ebook is enrolled (in 90-day terms that renew automatically unless you turn renewal off), you may not sell or give it away in digital form anywhere else: not on your own website or product page, and not on Gumroad, Payhip or Etsy.',
    'The paperback is not covered: you may sell print copies wherever you like.',
    'If you want to sell the ebook from your own page as well, leave Select off.',
  ].join(' ')
}

/** The price steps the suggestion moves along: whole dollars, most ending in 9 as digital products often do. */
const STEPS = [9, 12, 15, 17, 19, 24, 29, 34, 39] as const

/** Bands from Folio's own guide (content/learn/marketing-sales/pricing.md). */
const BANDS = {
  entry: 'the Entry band ($9–15: a short guide or a single planner)',
  specialist: 'the range of a first specialist guide or planner ($9–29)',
  core: 'the Core band ($19–39: a full ebook or a planner set)',
} as const

/** Buyers who spend a working budget: a book that saves them time is worth more to them. */
const BUSINESS_AUDIENCE =
  /\b(?:professionals?|business(?:es)?|entrepreneurs?|founders?|executives?|managers?|consultants?|coaches|freelancers?|agenc(?:y|ies)|teams?|leaders?|marketers?|startups?|companies|corporate|B2B|HR|recruiters?|lawyers?|accountants?)\b/i

export const isBusinessAudience = (audience: string | undefined): boolean => BUSINESS_AUDIENCE.test(audience ?? '')

/** Sections a buyer counts: front and back matter are not chapters. */
const bodyChapters = (brief: LaunchBrief) => brief.chapters.filter((c) => c.matter !== 'front' && c.matter !== 'back').length

const about = (words: number) =>
  words < 1000 ? `${Math.max(0, Math.round(words / 100) * 100)}` : `about ${(Math.round(words / 1000) * 1000).toLocaleString('en-US')}`
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * A starting price from the product type, the length and the audience, on the bands Folio's
 * pricing guide teaches; planners and checklists are counted by their sections (pages), ebooks
 * and guides by their words. Deterministic: the same book gets the same suggestion.
 */
export function suggestedPrice(brief: LaunchBrief): StoreCopy['suggestedPrice'] {
  const chapters = bodyChapters(brief)
  const words = Math.max(0, Math.round(brief.wordCount))
  const sections = plural(chapters, brief.productType === 'planner' || brief.productType === 'checklist' ? 'section' : 'chapter')
  const length = `${about(words)} words in ${sections}`
  let step: number
  let band: string
  let what: string
  switch (brief.productType) {
    case 'checklist':
      step = chapters <= 5 ? 0 : 1
      band = BANDS.entry
      what = `A checklist of ${sections}`
      break
    case 'planner':
      if (chapters <= 8) [step, band, what] = [2, BANDS.entry, `A single planner of ${sections}`]
      else if (chapters < 16) [step, band, what] = [4, BANDS.core, `A planner set of ${sections}`]
      else [step, band, what] = [5, BANDS.core, `A large planner set of ${sections}`]
      break
    case 'guide':
      if (words < 8000) [step, band, what] = [1, BANDS.entry, `A short guide (${length})`]
      else if (words < 20_000) [step, band, what] = [3, BANDS.specialist, `A guide of ${length}`]
      else [step, band, what] = [5, BANDS.core, `A long guide (${length})`]
      break
    default:
      if (words < 10_000) [step, band, what] = [2, BANDS.entry, `A short ebook (${length})`]
      else if (words < 25_000) [step, band, what] = [4, BANDS.core, `A full ebook of ${length}`]
      else if (words < 45_000) [step, band, what] = [5, BANDS.core, `A full ebook of ${length}`]
      else [step, band, what] = [6, BANDS.core, `A long ebook (${length})`]
  }
  const business = isBusinessAudience(brief.targetAudience)
  if (business) step += 1
  const amount = STEPS[Math.min(step, STEPS.length - 1)] as number
  const audience = business
    ? ` For ${clampText(cleanText(brief.targetAudience ?? ''), 80)}, who buy with a working budget to save time, it is one step higher.`
    : ''
  return {
    amount,
    currency: 'USD',
    reasoning: `A suggestion, not a rule: $${amount}. ${what} sits in ${band} of Folio's pricing guide.${audience} Treat it as a starting point to test with real buyers: raise it while sales hold up, and compare it with what similar products in your niche cost.`,
  }
}

/** The day each of the seven emails goes out, counted from launch day. */
export const emailDays = (): { kind: (typeof LAUNCH_EMAIL_PLAN)[number]['kind']; day: number }[] => LAUNCH_EMAIL_PLAN.map((e) => ({ ...e }))
