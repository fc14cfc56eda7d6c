import { KDP_BANNED_KEYWORD_WORDS, LAUNCH_LIMITS as L } from '@core/launch-kit.ts'
import type { EtsyListing, KdpListing } from '@core/launch-kit-schemas.ts'
import type { ProductType } from '@core/generation.ts'
import type { LaunchBrief } from '../../providers/provider.ts'
import { titleCase } from '../../providers/offline/text-case.ts'
import { clampText } from '../../providers/offline/topic-text.ts'
import { kdpAiDisclosure, kdpSelectNote } from '../folio-fields.ts'
import { kdpCategories } from './launch-categories.ts'
import {
  article,
  choose,
  cutWords,
  type LaunchBook,
  type LaunchStyle,
  partWord,
  partsWord,
  sentence,
  STOP_WORDS as STOP,
  upper,
  voiceWord,
} from './launch-book.ts'

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []

/** Search phrases a buyer might type, by product type; the book's own subjects come first. */
const TYPE_PHRASES: Record<ProductType, readonly string[]> = {
  ebook: ['practical handbook', 'beginner workbook', 'self study book', 'how to start', 'plain english introduction', 'reference book'],
  guide: ['step by step guide', 'beginner handbook', 'how to start', 'practical walkthrough', 'quick start manual', 'self study'],
  checklist: ['printable checklist', 'step by step list', 'task list', 'quick reference', 'to do list', 'planning worksheet'],
  planner: ['printable planner', 'undated planner pages', 'weekly organizer', 'goal tracker', 'habit tracker', 'planning worksheets'],
}
/** Last resorts, so seven phrases survive even a long title that uses most words. */
const SPARE = [
  'practical tips',
  'beginners',
  'workbook',
  'handbook',
  'manual',
  'self improvement',
  'personal development',
  'worksheets',
  'organisation',
  'everyday routines',
  'learning at home',
  'skills',
  'ideas',
  'techniques',
  'methods',
  'exercises',
  'templates',
  'examples',
  'tutorial',
  'basics',
  'fundamentals',
  'essentials',
  'toolkit',
  'roadmap',
  'blueprint',
  'lessons',
]

/**
 * KDP's seven keyword phrases: no word of the title (KDP already indexes it), no word it bans,
 * at most 50 characters, all different. Made from the chapters' subjects and the audience.
 */
export function kdpKeywords(book: LaunchBook, style: LaunchStyle): string[] {
  const inTitle = new Set(wordsOf(book.title))
  const banned = KDP_BANNED_KEYWORD_WORDS.map((w) => w.toLowerCase())
  const phrase = (text: string) =>
    cutWords(
      [...new Set(wordsOf(text))]
        .filter((w) => w.length > 1 && !STOP.has(w) && !inTitle.has(w) && !banned.includes(w))
        .slice(0, 5)
        .join(' '),
      L.kdpKeyword,
    )
  const fromBook = [...book.chapters.map((c) => c.subject), book.hasAudience ? `${book.noun} for ${book.audience}` : ''].map(phrase)
  const ordered = style.variant > 0 ? style.rng.shuffle(fromBook) : fromBook
  const out: string[] = []
  for (const candidate of [...ordered, ...TYPE_PHRASES[book.type].map(phrase), ...SPARE.map(phrase)]) {
    const p = candidate.trim()
    const lower = p.toLowerCase()
    if (p.length < 3 || out.includes(p) || banned.some((b) => lower.includes(b))) continue
    // A phrase that only repeats another's words adds nothing to search.
    if (out.some((o) => o.includes(p))) continue
    out.push(p)
    if (out.length === L.kdpKeywords) break
  }
  return out
}

/** KDP counts title and subtitle together; a subtitle the book lacks is written from what it is. */
function kdpTitles(book: LaunchBook, style: LaunchStyle): { title: string; subtitle: string } {
  const title = cutWords(book.title, L.kdpTitleAndSubtitle)
  const room = L.kdpTitleAndSubtitle - title.length
  const written = book.subtitle
    ? book.subtitle
    : choose(
        [
          `${upper(article(voiceWord(style)))} ${voiceWord(style)} ${book.noun} for ${book.audience}`,
          `${upper(book.aNoun)} for ${book.audience}, in ${book.chapters.length} ${partsWord(book)}`,
        ],
        style,
        'kdp-subtitle',
        book,
      )
  const subtitle = room >= 12 ? cutWords(written, room) : ''
  return { title, subtitle }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** KDP's description: KDP_HTML_TAGS only, no attributes, within 4,000 characters tags included. */
function kdpDescription(book: LaunchBook, style: LaunchStyle): string {
  const intro = choose(
    style.voice === 'playful'
      ? [`Ready to get going? This ${book.noun} walks you through it, one ${partWord(book)} at a time.`]
      : style.voice === 'formal'
        ? [`This ${book.noun} sets out the subject in a clear order, for ${book.audience}.`]
        : [
            `Written for ${book.audience}, this ${book.noun} takes you through the subject in a clear order.`,
            `A ${voiceWord(style)} ${book.noun} for ${book.audience}, in ${book.chapters.length} ${partsWord(book)}.`,
          ],
    style,
    'kdp-intro',
    book,
  )
  const items = book.chapters.map((c) =>
    c.scope && !style.short ? `<b>${escapeHtml(c.title)}</b>: ${escapeHtml(c.scope)}` : escapeHtml(c.title),
  )
  const head = `<p>${escapeHtml(book.description)}</p><p>${escapeHtml(intro)}</p><h4>What's inside</h4>`
  const tail = `<h4>Who it is for</h4><p>${escapeHtml(upper(book.audience))} who want a clear path through the subject.</p><p><b>Scroll up to get your copy.</b></p>`
  const listed: string[] = []
  for (const item of items) {
    const next = [...listed, `<li>${item}</li>`]
    if (head.length + tail.length + `<ul>${next.join('')}</ul>`.length > L.kdpDescription) break
    listed.push(`<li>${item}</li>`)
  }
  return `${head}<ul>${listed.join('')}</ul>${tail}`
}

export function kdpListing(book: LaunchBook, style: LaunchStyle, brief: LaunchBrief): KdpListing {
  return {
    ...kdpTitles(book, style),
    descriptionHtml: kdpDescription(book, style),
    keywords: kdpKeywords(book, style),
    categories: kdpCategories(book),
    aiDisclosure: kdpAiDisclosure(brief),
    selectNote: kdpSelectNote(),
  }
}

const TYPE_LABEL: Record<ProductType, string> = {
  ebook: 'PDF Ebook',
  guide: 'Printable PDF Guide',
  checklist: 'Printable Checklist',
  planner: 'Printable Planner',
}
const TYPE_TAGS: Record<ProductType, readonly string[]> = {
  ebook: ['pdf ebook', 'digital download', 'instant download', 'ebook', 'digital book', 'reading gift'],
  guide: ['pdf guide', 'digital download', 'printable guide', 'instant download', 'how to guide', 'study guide'],
  checklist: ['printable checklist', 'digital download', 'checklist pdf', 'to do list', 'instant download', 'printable'],
  planner: ['printable planner', 'digital planner', 'planner pages', 'planner insert', 'instant download', 'goodnotes planner'],
}
/** Etsy tags take letters, numbers and spaces; a tag cut short never ends on "the" or "of". */
function tagOf(text: string): string {
  const words = cutWords(wordsOf(text.replace(/[^\p{L}\p{N}\s]+/gu, ' ')).join(' '), L.etsyTag).split(' ')
  while (words.length > 1 && STOP.has(words.at(-1) ?? '')) words.pop()
  return words.join(' ')
}

function etsyTags(book: LaunchBook, style: LaunchStyle): string[] {
  const fromBook = [
    wordsOf(book.title)
      .filter((w) => !STOP.has(w))
      .slice(0, 3)
      .join(' '),
    book.hasAudience ? book.audience : '',
    ...book.chapters.map((c) => c.subject),
  ]
  const ordered = style.variant > 0 ? style.rng.shuffle(fromBook) : fromBook
  const out: string[] = []
  for (const candidate of [...TYPE_TAGS[book.type].slice(0, 3), ...ordered, ...TYPE_TAGS[book.type].slice(3), ...SPARE]) {
    const tag = tagOf(candidate)
    if (tag.length < 3 || out.includes(tag)) continue
    out.push(tag)
    if (out.length === L.etsyTags) break
  }
  return out
}

/** Etsy's titles take no markup: "<i>x</i>" in a chapter title is shown as "x". */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function etsyTitles(book: LaunchBook): [string, string, string] {
  const label = TYPE_LABEL[book.type]
  const subjects = book.chapters.slice(0, 3).map((c) => titleCase(plain(c.subject)))
  const join = (parts: string[]) => {
    let out = ''
    for (const part of parts) {
      const next = out ? `${out} | ${part}` : part
      if (next.length > L.etsyTitle) break
      out = next
    }
    return out || cutWords(parts[0] ?? '', L.etsyTitle)
  }
  const title = cutWords(plain(book.title), L.etsyTitle)
  const forWhom = book.hasAudience ? [titleCase(`${book.noun} for ${book.audience}`)] : []
  return [
    join([title, label, ...forWhom, 'Instant Download']),
    join([title, label, ...subjects]),
    join([`${label}: ${title}`, ...(book.hasAudience ? [titleCase(book.audience)] : []), 'Digital Download']),
  ]
}

function etsyDescription(book: LaunchBook, style: LaunchStyle): string {
  const printable = book.type === 'planner' || book.type === 'checklist'
  const shown = style.short ? 6 : 20
  const parts = book.chapters.slice(0, shown).map((c) => `- ${c.title}`)
  if (book.chapters.length > shown) parts.push(`- …and ${book.chapters.length - shown} more ${partsWord(book)}`)
  const files = printable ? 'PDF files in US Letter, A4 and A5 sizes' : 'a PDF file (an EPUB too, if you add one to the listing)'
  const opening = style.short
    ? book.description
    : `${book.description}\n\n${sentence(`A ${voiceWord(style)} ${book.noun} for ${book.audience}`)}`
  const how = printable
    ? [
        '1. After you buy, download the files from your Etsy account (Purchases and reviews).',
        '2. Print the pages at home or at a print shop, as many times as you need for your own use.',
        '3. Or import the PDF into a note-taking app such as GoodNotes or Notability and write on it with a stylus.',
      ]
    : [
        '1. After you buy, download the file from your Etsy account (Purchases and reviews).',
        '2. Open it on your phone, tablet, e-reader or computer, or print the pages you want on paper.',
      ]
  return clampText(
    [
      opening,
      `WHAT'S INCLUDED\n${parts.join('\n')}\n- Format: ${files}`,
      `HOW IT WORKS\n${how.join('\n')}`,
      'PLEASE NOTE\nThis is a digital download: nothing physical will be shipped. Colours can look slightly different on screen and on paper.',
    ].join('\n\n'),
    L.prose,
  )
}

export function etsyListing(book: LaunchBook, style: LaunchStyle): EtsyListing {
  const [first, ...others] = etsyTitles(book)
  const titles = style.variant > 0 ? [others[0] as string, first, others[1] as string] : [first, ...others]
  const [title = first, ...alternatives] = titles
  return {
    title,
    titleAlternatives: [...new Set(alternatives)].filter((t) => t !== title).slice(0, L.etsyTitleAlternatives),
    tags: etsyTags(book, style),
    description: etsyDescription(book, style),
  }
}
