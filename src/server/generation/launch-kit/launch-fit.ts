import { KDP_BANNED_KEYWORD_WORDS, KDP_HTML_TAGS, LAUNCH_LIMITS as L, type LaunchPiece } from '@core/launch-kit.ts'
import { generatedPieceSchemas, type LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { providerFailureMessage } from '../providers/classify-error.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { LaunchBrief } from '../providers/provider.ts'
import { stopWordsFor } from '../quality/stop-words.ts'
import { emailDays, kdpAiDisclosure, kdpSelectNote, suggestedPrice } from './folio-fields.ts'
import { sanitizeKdpHtml } from './kdp-html.ts'
import type { LaunchReply } from './launch-reply-schemas.ts'
import { log } from '../../observability/logger.ts'

/**
 * The last step of a piece (decision 123): what the repair turn left over a limit is cut to fit,
 * never stored past it. Text is cut at a word boundary (prose at a sentence's end when one is
 * near), lists keep their first items, keywords and tags follow the stores' rules. What cannot be
 * made to fit by cutting (too few keywords, tags, posts…) is refused: `invalid_output`, and the
 * caller refunds. Pure: no call, no clock.
 */

const PUNCTUATION_TAIL = /[\s,;:–—-]+$/u

/** `text` within `max` characters, cut at the last space that fits; '' when its first word alone is longer. */
export function trimAtWord(text: string, max: number): string {
  const t = text.trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max + 1)
  const space = cut.search(/\s\S*$/u)
  return space > 0 ? cut.slice(0, space).replace(PUNCTUATION_TAIL, '') : ''
}

/** Prose within `max`: at the end of a sentence when that keeps at least half, else at a word boundary. */
export function trimProse(text: string, max: number): string {
  const t = text.trim()
  if (t.length <= max) return t
  // A sentence's end is read in the whole text: "3." at the cut may be "3.5".
  let end = -1
  for (const m of t.matchAll(/[.!?…][)"”’»]*(?=\s|$)/gu)) {
    if (m.index + m[0].length > max) break
    end = m.index + m[0].length
  }
  return end >= max / 2 ? t.slice(0, end).trim() : trimAtWord(t, max)
}

const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/** Whether `excerpt` stands word for word in `chapter` (Markdown marks, quote styles and line breaks aside). */
export function excerptInChapter(excerpt: string, chapter: string): boolean {
  const e = normalise(excerpt.replace(/^(?:\.\.\.|…)\s*|\s*(?:\.\.\.|…)$/g, ''))
  return e.length >= 20 && normalise(chapter).includes(e)
}

/** How long an excerpt a sales page shows. */
const EXCERPT_MAX = 1500

/** Chapter 1's opening paragraphs, whole sentences, within `max` characters: the excerpt when the model's is not the book's. */
export function openingExcerpt(chapter: string, max = EXCERPT_MAX): string {
  const paragraphs = chapter
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^#{1,6}\s/.test(p) && !/^(?:```|~~~|\||[-*_]{3,}$)/.test(p))
  const kept: string[] = []
  let length = 0
  for (const p of paragraphs) {
    const room = max - length - (kept.length ? 2 : 0)
    if (p.length <= room) {
      kept.push(p)
      length += p.length + (kept.length > 1 ? 2 : 0)
      continue
    }
    if (kept.length === 0) kept.push(trimProse(p, max))
    break
  }
  return kept.join('\n\n').trim()
}

const titleKey = (title: string) => title.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()

/** Whether a listing's title is the book's, spacing and case aside. */
export const sameTitle = (title: string, book: string) => titleKey(title) === titleKey(book)

/** The title's content words, lower case: what a keyword must not repeat (KDP indexes the title already). */
export function titleWords(title: string, language?: string): Set<string> {
  const stop = stopWordsFor(language)
  return new Set((title.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).filter((w) => w.length > 1 && !stop.has(w)))
}

const wordsOf = (text: string) => text.match(/\S+/g) ?? []
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}#]+|[^\p{L}\p{N}]+$/gu, '')

/** Banned words and phrases a keyword contains ("free", "kindle unlimited"). */
export function bannedIn(keyword: string): string[] {
  const lower = ` ${keyword.toLowerCase().replace(/\s+/g, ' ')} `
  return KDP_BANNED_KEYWORD_WORDS.filter((b) => lower.includes(` ${b} `) || wordsOf(lower).some((w) => bare(w) === b))
}

/** A keyword without the title's words and KDP's banned words, within 50 characters. */
export function cleanKeyword(keyword: string, title: Set<string>): string {
  let k = ` ${keyword.replace(/\s+/g, ' ').trim()} `
  for (const phrase of KDP_BANNED_KEYWORD_WORDS.filter((b) => b.includes(' '))) k = k.replace(new RegExp(` ${phrase} `, 'gi'), ' ')
  const banned = new Set<string>(KDP_BANNED_KEYWORD_WORDS)
  const kept = wordsOf(k).filter((w) => !title.has(bare(w)) && !banned.has(bare(w)) && !banned.has(w.toLowerCase()))
  return trimAtWord(kept.join(' ').replace(/^[^\p{L}\p{N}]+|[,;:–—-]+$/gu, ''), L.kdpKeyword)
}

/** Distinct non-empty items, compared without case, in order. */
function distinct(items: string[]): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = item.toLowerCase()
    if (!item || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A hashtag as Instagram reads it: '#' and one run of letters, digits and underscores; '' when nothing is left. */
export function cleanHashtag(tag: string): string {
  const body = tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]+/gu, '')
  return body ? `#${body}`.slice(0, L.hashtag) : ''
}

const BLOCK = /<(\/?)([a-z0-9]+)\s*\/?>/gi

/** Top-level pieces of sanitised HTML: each whole element, or a run of text between them. */
function topLevel(html: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (const m of html.matchAll(BLOCK)) {
    const [tag, close, name] = m
    if (name?.toLowerCase() === 'br') continue
    if (!close) {
      if (depth === 0 && m.index > start) out.push(html.slice(start, m.index))
      if (depth === 0) start = m.index
      depth++
    } else {
      depth = Math.max(0, depth - 1)
      if (depth === 0) {
        out.push(html.slice(start, m.index + tag.length))
        start = m.index + tag.length
      }
    }
  }
  if (start < html.length) out.push(html.slice(start))
  return out.filter((p) => p.trim())
}

/** One top-level element cut to `room`: a list keeps its first items, anything else its first sentences as plain text. */
function fitElement(element: string, room: number): string {
  const m = /^<([a-z0-9]+)>([\s\S]*)<\/\1>$/i.exec(element.trim())
  if (!m) return trimProse(element.replace(/<[^>]*>/g, ' '), room)
  const [, name = 'p', inner = ''] = m
  const wrap = (body: string) => `<${name}>${body}</${name}>`
  const free = room - wrap('').length
  if (free <= 0) return ''
  if (name === 'ul' || name === 'ol') {
    const items = topLevel(inner)
    const kept: string[] = []
    for (const item of items) {
      if ([...kept, item].join('').length > free) break
      kept.push(item)
    }
    return kept.length ? wrap(kept.join('')) : ''
  }
  const text = trimProse(inner.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''), free)
  return text ? wrap(text) : ''
}

/**
 * KDP's description: only KDP_HTML_TAGS (sanitizeKdpHtml always runs), then within 4,000
 * characters counting the tags, by whole elements; the element that does not fit is cut by
 * sentences, so the HTML stays well formed.
 */
export function fitKdpHtml(html: string, max: number = L.kdpDescription): string {
  const clean = sanitizeKdpHtml(html)
  if (clean.length <= max) return clean
  const kept: string[] = []
  let length = 0
  for (const part of topLevel(clean)) {
    if (length + part.length <= max) {
      kept.push(part)
      length += part.length
      continue
    }
    const cut = fitElement(part, max - length)
    if (cut) kept.push(cut)
    break
  }
  const fitted = sanitizeKdpHtml(kept.join(''))
  return fitted.length <= max ? fitted : trimAtWord(fitted.replace(/<[^>]*>/g, ' '), max)
}

/** Whether the HTML uses an element KDP refuses, or any attribute. */
export function disallowedHtml(html: string): string[] {
  const allowed = new Set<string>(KDP_HTML_TAGS)
  const found = new Set<string>()
  for (const m of html.matchAll(/<\/?([a-z][\w-]*)([^>]*)>/gi)) {
    const name = (m[1] ?? '').toLowerCase()
    const attributes = (m[2] ?? '').replace(/\/\s*$/, '').trim()
    if (!allowed.has(name)) found.add(`<${name}>`)
    else if (attributes) found.add(`attributes on <${name}>`)
  }
  return [...found]
}

function atLeast<T>(items: T[], min: number, what: string): T[] {
  if (items.length < min) {
    log.warn({ what, count: items.length, min }, '[ai] a launch piece had too few items after its repair turn')
    throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
  }
  return items
}

const lines = (items: string[], max: number, per: number) => distinct(items.map((i) => trimAtWord(i, per))).slice(0, max)

type Fitters = { [P in LaunchPiece]: (reply: LaunchReply<P>, brief: LaunchBrief) => LaunchPieceValue<P> }

const FIT: Fitters = {
  kdp: (r, brief) => {
    // KDP's title is the cover's: the model's only when it is the same words.
    const title = trimAtWord(sameTitle(r.title, brief.title) ? r.title : brief.title, L.kdpTitleAndSubtitle)
    const subtitle = trimAtWord(r.subtitle, Math.max(0, L.kdpTitleAndSubtitle - title.length))
    const words = titleWords(title, brief.language)
    const keywords = distinct(r.keywords.map((k) => cleanKeyword(k, words))).slice(0, L.kdpKeywords)
    const categories = r.categories
      .map((c) => ({ name: trimAtWord(c.name, L.line), reason: trimProse(c.reason, L.line) }))
      .filter((c) => c.name && c.reason)
      .slice(0, L.kdpCategories)
    return {
      title,
      subtitle,
      descriptionHtml: fitKdpHtml(r.descriptionHtml),
      keywords: atLeast(keywords, L.kdpKeywords, 'kdp.keywords'),
      categories: atLeast(categories, L.kdpCategories, 'kdp.categories'),
      aiDisclosure: kdpAiDisclosure(brief),
      selectNote: kdpSelectNote(),
    }
  },
  etsy: (r) => {
    const title = trimAtWord(r.title, L.etsyTitle)
    const alternatives = lines(r.titleAlternatives, L.etsyTitleAlternatives + 1, L.etsyTitle)
      .filter((t) => t.toLowerCase() !== title.toLowerCase())
      .slice(0, L.etsyTitleAlternatives)
    // Etsy takes letters, digits, spaces and a few marks in a tag.
    const tags = lines(
      r.tags.map((tag) => tag.replace(/[^\p{L}\p{N}\s'’&-]+/gu, ' ').replace(/\s+/g, ' ')),
      L.etsyTags,
      L.etsyTag,
    )
    return {
      title,
      titleAlternatives: alternatives,
      tags: atLeast(tags, L.etsyTags, 'etsy.tags'),
      description: trimProse(r.description, L.prose),
    }
  },
  storeCopy: (r, brief) => ({
    summary: trimProse(r.summary, L.line),
    description: trimProse(r.description, L.prose),
    whatsInside: trimProse(r.whatsInside, L.prose),
    suggestedPrice: suggestedPrice(brief),
  }),
  salesPage: (r, brief) => {
    const chapter = brief.firstChapter.content
    // The book's own words, as long as a sales page shows: a longer passage keeps its first whole sentences.
    const excerpt = excerptInChapter(r.excerpt, chapter) ? trimProse(r.excerpt, EXCERPT_MAX) : openingExcerpt(chapter)
    const faq = r.faq.map((f) => ({ q: trimAtWord(f.q, L.line), a: trimProse(f.a, L.paragraph) })).filter((f) => f.q && f.a)
    return {
      headlines: atLeast(lines(r.headlines, L.headlines, L.headline), L.headlines, 'salesPage.headlines'),
      headlineIndex: 0,
      subheadline: trimProse(r.subheadline, L.line),
      benefits: atLeast(lines(r.benefits, L.benefitsMax, L.line), L.benefitsMin, 'salesPage.benefits'),
      forWhom: trimProse(r.forWhom, L.paragraph),
      notFor: trimProse(r.notFor, L.paragraph),
      whatsInside: trimProse(r.whatsInside, L.prose),
      excerpt,
      faq: atLeast(faq.slice(0, L.faq), L.faq, 'salesPage.faq'),
      guarantee: trimProse(r.guarantee, L.line),
      showGuarantee: true,
      callToAction: trimAtWord(r.callToAction, L.button),
    }
  },
  emails: (r) => {
    const plan = emailDays()
    const emails = atLeast(r.emails, plan.length, 'emails').slice(0, plan.length)
    return emails.map((e, i) => ({
      day: plan[i]?.day ?? 0,
      kind: plan[i]?.kind ?? 'warm-up',
      subject: trimAtWord(e.subject, L.emailSubject),
      subjectAlt: trimAtWord(e.subjectAlt, L.emailSubject),
      preview: trimAtWord(e.preview, L.emailPreview),
      body: trimProse(e.body, L.emailBody),
    }))
  },
  social: (r) => {
    const posts = (items: string[], per: number, what: string) =>
      atLeast(items.map((p) => trimProse(p, per)).filter(Boolean), L.postsPerNetwork, what).slice(0, L.postsPerNetwork)
    const instagram = r.instagram
      .map((p) => ({
        caption: trimProse(p.caption, L.instagramCaption),
        hashtags: distinct(p.hashtags.flatMap((h) => h.split(/\s+(?=#)/)).map(cleanHashtag)).slice(0, L.hashtags),
      }))
      .filter((p) => p.caption)
    return {
      x: posts(r.x, L.xPost, 'social.x'),
      linkedin: posts(r.linkedin, L.linkedinPost, 'social.linkedin'),
      instagram: atLeast(instagram, L.postsPerNetwork, 'social.instagram').slice(0, L.postsPerNetwork),
      bio: trimAtWord(r.bio, L.bio),
    }
  },
  leadMagnet: (r) => ({
    title: trimAtWord(r.title, L.line),
    bullets: atLeast(lines(r.bullets, L.leadMagnetBullets, L.line), L.leadMagnetBullets, 'leadMagnet.bullets'),
    button: trimAtWord(r.button, L.button),
  }),
}

/**
 * A reply made into the stored piece: fitted to every limit, Folio's own fields filled in, and
 * checked against generatedPieceSchemas, so nothing over a limit is ever returned.
 */
export function fitLaunchPiece<P extends LaunchPiece>(piece: P, reply: LaunchReply<P>, brief: LaunchBrief): LaunchPieceValue<P> {
  const fitted = (FIT[piece] as (r: LaunchReply<P>, b: LaunchBrief) => LaunchPieceValue<P>)(reply, brief)
  const checked = generatedPieceSchemas[piece].safeParse(fitted)
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    log.warn({ piece, problems }, '[ai] a launch piece did not fit its limits after fitting')
    throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
  }
  return checked.data as LaunchPieceValue<P>
}
