import { LAUNCH_LIMITS as L } from '@core/launch-kit.ts'
import type { LeadMagnet, SalesPage, StoreCopy } from '@core/launch-kit-schemas.ts'
import type { LaunchBrief } from '../../providers/provider.ts'
import { clampText } from '../../providers/offline/topic-text.ts'
import { suggestedPrice } from '../folio-fields.ts'
import { chooseExcerpt } from './excerpt.ts'
import {
  article,
  choose,
  cutWords,
  type LaunchBook,
  type LaunchStyle,
  partWord,
  partsWord,
  sentence,
  upper,
  voiceWord,
} from './launch-book.ts'

/** A subject or scope mid-sentence: "Finding the niche" → "finding the niche", "SEO basics" stays. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)
/**
 * The title to name the book by in a sentence: whole when it fits in 60 characters, else the
 * part before its subtitle ("Meal Prep: A Practical Handbook…" → "Meal Prep"), and only then cut.
 */
function shortTitle(book: LaunchBook): string {
  if (book.title.length <= 60) return book.title
  const main = book.title.split(/\s*(?::|\s[-–—]\s)\s*/u)[0]?.trim() ?? ''
  return main.length >= 3 && main.length <= 60 ? main : cutWords(book.title, 60)
}

/** A button's words: only the choices that fit whole ("Get Meal Prep for Busy Parents: A" reads as broken). */
function buttonText(options: string[], style: LaunchStyle, book: LaunchBook): string {
  const fitting = options.filter((o) => o.length <= L.button)
  return fitting.length > 0 ? choose(fitting, style, 'cta', book) : 'Get your copy'
}

/** "What's inside" from the chapter plans, as a Markdown list that stops whole within `max`. */
export function whatsInside(book: LaunchBook, style: LaunchStyle, max = L.prose): string {
  const items = book.chapters.map((c) => (c.scope && !style.short ? `- **${c.title}**: ${c.scope}` : `- ${c.title}`))
  const kept: string[] = []
  for (const item of items) {
    if ([...kept, item].join('\n').length > max - 40) {
      kept.push(`- …and ${items.length - kept.length} more ${partsWord(book)}`)
      break
    }
    kept.push(item)
  }
  return kept.join('\n') || `- ${book.title}`
}

/** Between five and seven benefits, from the plans: what each chapter covers, nothing it does not. */
function benefits(book: LaunchBook, style: LaunchStyle): string[] {
  const want = style.short ? L.benefitsMin : L.benefitsMax
  const n = book.chapters.length
  // Spread over the whole book rather than its first chapters.
  const picks = n <= want ? book.chapters : Array.from({ length: want }, (_, i) => book.chapters[Math.floor((i * n) / want)])
  const lines = picks
    .filter((c) => c !== undefined)
    .map((c) => {
      const what = upper(c.subject)
      if (!c.scope || style.short) return clampText(sentence(`${what}, explained in its own ${partWord(book)}`), L.line)
      return clampText(sentence(`${what}: ${lowerFirst(c.scope)}`), L.line)
    })
  const spare = [
    `Everything in a clear order, so you always know what comes next.`,
    `Written for ${book.audience}, in plain language.`,
    `Practical steps you can act on as you read.`,
    `${upper(book.aNoun)} you can come back to whenever you need a reminder.`,
    `Short ${partsWord(book)} you can work through at your own pace.`,
  ]
  for (const line of spare) if (lines.length < L.benefitsMin) lines.push(clampText(line, L.line))
  return [...new Set(lines)].slice(0, L.benefitsMax)
}

function headlines(book: LaunchBook, style: LaunchStyle): string[] {
  const t = shortTitle(book)
  const first = book.chapters[0]?.subject ?? 'the basics'
  // Titles read as names in "From A to B", where a subject such as "after the launch" would not.
  const from =
    book.chapters.length > 1
      ? `From ${cutWords(book.chapters[0]?.title ?? '', 40)} to ${cutWords(book.chapters.at(-1)?.title ?? '', 40)}`
      : ''
  const bank =
    style.voice === 'playful'
      ? [
          `Stop guessing and start with ${t}`,
          `Your friendly shortcut through ${first}`,
          from ? `${from}, without the overwhelm` : `${upper(first)}, without the overwhelm`,
          `The ${book.noun} for ${book.audience} who'd rather get on with it`,
        ]
      : style.voice === 'formal'
        ? [
            `${t}: a structured ${book.noun} for ${book.audience}`,
            from ? `A clear, well-ordered approach: ${lowerFirst(from)}` : `A clear, well-ordered approach to ${first}`,
            `The essentials of ${first}, set out step by step`,
            `A reference ${book.noun} for ${book.audience}`,
          ]
        : [
            `${t}: a clear path for ${book.audience}`,
            from ? `${from}, one step at a time` : `${upper(first)}, one step at a time`,
            `Everything you need to get started with ${first}`,
            `${upper(article(voiceWord(style)))} ${voiceWord(style)} ${book.noun} for ${book.audience}`,
          ]
  const start = choose([0, 1, 2, 3], style, 'headline', book)
  return [0, 1, 2].map((i) => clampText(upper(bank[(start + i) % bank.length] as string), L.headline))
}

function excerpt(brief: LaunchBrief, style: LaunchStyle): string {
  const max = style.short ? 600 : 1500
  return (
    chooseExcerpt(brief.firstChapter.content, max, style.variant) ??
    'Chapter 1 has no text yet. Write it, then regenerate this piece to choose an excerpt from it.'
  )
}

function faq(book: LaunchBook, style: LaunchStyle): SalesPage['faq'] {
  const n = book.chapters.length
  const short = style.short
  return [
    {
      q: `Who is this ${book.noun} for?`,
      a: short
        ? sentence(upper(book.audience))
        : `It is written for ${book.audience}. If you want a clear, ordered way through the subject rather than scattered tips, it is for you.`,
    },
    {
      q: 'What exactly do I get?',
      a: `A digital ${book.noun} in ${n} ${n === 1 ? partWord(book) : partsWord(book)}${short ? '.' : ', delivered as a download you can read on screen or print. The list above shows every part of it.'}`,
    },
    {
      q: 'Do I need any experience?',
      a: short
        ? 'No: it starts from the beginning.'
        : `No. It starts with ${book.chapters[0]?.subject ?? 'the basics'} and builds from there, so you can follow it from the first page.`,
    },
    {
      q: 'How long does it take to work through?',
      a: short
        ? 'At your own pace.'
        : `As long as you like: each ${partWord(book)} stands on its own, so you can read a little at a time or go straight to the part you need.`,
    },
    {
      q: 'What if it is not right for me?',
      a: short
        ? 'Write to me and I will put it right.'
        : 'Write to me: tell me what you were looking for, and I will point you to the right part of the book or sort out a refund.',
    },
  ]
}

export function salesPage(book: LaunchBook, style: LaunchStyle, brief: LaunchBrief): SalesPage {
  const sub = choose(
    [`${book.description}`, `A ${voiceWord(style)} ${book.noun} in ${book.chapters.length} ${partsWord(book)}, for ${book.audience}.`],
    style,
    'subheadline',
    book,
  )
  return {
    headlines: headlines(book, style),
    headlineIndex: 0,
    subheadline: clampText(sub, L.line),
    benefits: benefits(book, style),
    forWhom: style.short
      ? sentence(`For ${book.audience} who want a clear path through the subject`)
      : `This ${book.noun} is for ${book.audience} who want a clear, ordered path through the subject: what to do first, what comes next, and how the parts fit together. It suits you if you like to work through things step by step.`,
    notFor: style.short
      ? 'Not for anyone looking for a quick fix or a one-page summary.'
      : `It is not for anyone looking for a quick fix or a one-page summary. It asks you to read and act on each ${partWord(book)}, and if you already know the subject well, much of it will be familiar.`,
    whatsInside: whatsInside(book, style),
    excerpt: excerpt(brief, style),
    faq: faq(book, style),
    guarantee: 'If it is not what you needed, write to me within 30 days and I will refund you in full.',
    showGuarantee: true,
    callToAction: buttonText([`Get the ${book.noun}`, `Get ${shortTitle(book)}`, 'Get your copy'], style, book),
  }
}

export function storeCopy(book: LaunchBook, style: LaunchStyle, brief: LaunchBrief): StoreCopy {
  const summary = choose(
    style.voice === 'playful'
      ? [`Everything you need, none of the fluff: ${book.aNoun} for ${book.audience}.`]
      : style.voice === 'formal'
        ? [`A structured ${book.noun} for ${book.audience}, in ${book.chapters.length} ${partsWord(book)}.`]
        : [
            `A ${voiceWord(style)} ${book.noun} for ${book.audience}, in ${book.chapters.length} ${partsWord(book)}.`,
            `${shortTitle(book)}: a clear, ${voiceWord(style)} ${book.noun} for ${book.audience}.`,
          ],
    style,
    'summary',
    book,
  )
  const first = book.chapters[0]?.title
  const last = book.chapters.at(-1)?.title
  const route =
    first && last && first !== last
      ? `It starts with “${first}” and ends with “${last}”, so you always know where you are and what comes next.`
      : `It takes you through the subject in a clear order, so you always know what comes next.`
  const paragraphs = style.short
    ? [book.description, route]
    : [
        book.description,
        route,
        `It is written for ${book.audience}, in plain language, with practical steps you can act on as you read.`,
        `You get it as a digital download: read it on screen, or print the pages you want to keep at hand.`,
      ]
  return {
    summary: clampText(summary, L.line),
    description: clampText(paragraphs.join('\n\n'), L.prose),
    whatsInside: whatsInside(book, style),
    suggestedPrice: suggestedPrice(brief),
  }
}

export function leadMagnet(book: LaunchBook, style: LaunchStyle): LeadMagnet {
  const printable = book.type === 'planner' || book.type === 'checklist'
  const sample = printable ? `a free sample page from ${shortTitle(book)}` : `the first ${partWord(book)} of ${shortTitle(book)}, free`
  const title = choose(
    style.voice === 'playful'
      ? [`Try before you buy: ${sample}`]
      : style.voice === 'formal'
        ? [`Download ${sample}`]
        : style.short
          ? [`Get ${sample}`]
          : [`Get ${sample}`, `Start today with ${sample}`],
    style,
    'lead-title',
    book,
  )
  const subjects = book.chapters.slice(0, 3).map((c) => c.subject)
  const bullets = [
    subjects[0] ? `A first look at ${subjects[0]}` : `A first look at the ${book.noun}`,
    style.short ? `How it is laid out` : `How the ${book.noun} is laid out, so you can see if it suits you`,
    style.short ? `For ${book.audience}` : `Written for ${book.audience}`,
  ]
  return {
    title: clampText(upper(title), L.line),
    bullets: bullets.map((b) => clampText(sentence(b), L.line)),
    button: choose(['Send me the sample', 'Send it to me', 'Get the free sample'], style, 'lead-button', book),
  }
}
