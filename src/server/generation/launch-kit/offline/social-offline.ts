import { LAUNCH_LIMITS as L } from '@core/launch-kit.ts'
import type { SocialPosts } from '@core/launch-kit-schemas.ts'
import { expandContractions } from '../../providers/offline/phrasing/voice.ts'
import { clampText } from '../../providers/offline/topic-text.ts'
import { choose, cutWords, type LaunchBook, type LaunchStyle, partWord, STOP_WORDS as STOP, upper } from './launch-book.ts'

const LINK = '[link]'

/** Hashtags from the title, the subjects and the audience, each a run of words with no spaces. */
function hashtags(book: LaunchBook, seed: number): string[] {
  const joined = (text: string, most = 3) =>
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => !STOP.has(w))
      .slice(0, most)
      .join('')
  const candidates = [
    joined(book.title),
    ...book.chapters.map((c) => joined(c.subject, 2)),
    book.hasAudience ? joined(book.audience, 2) : '',
    book.type === 'planner' ? 'planner' : book.type === 'checklist' ? 'checklist' : book.type === 'guide' ? 'howto' : 'ebook',
    'digitalproduct',
    'newrelease',
  ]
  const unique = [...new Set(candidates.filter((w) => w.length > 2).map((w) => `#${w.slice(0, L.hashtag - 1)}`))]
  return unique.slice(0, Math.min(6 + (seed % 4), L.hashtags))
}

export function socialPosts(book: LaunchBook, style: LaunchStyle): SocialPosts {
  const t = cutWords(book.title, 90)
  const subjects = book.chapters.map((c) => c.subject)
  const at = (i: number) => subjects[i % Math.max(1, subjects.length)] ?? 'the basics'
  const playful = style.voice === 'playful'
  const formal = style.voice === 'formal'
  // The formal voice does not contract ("that's" → "that is").
  const voiced = (text: string) => (formal ? expandContractions(text) : text)
  const x = [
    playful
      ? `It's out! ${t} is ${book.aNoun} for ${book.audience} who'd rather do than dither. ${LINK}`
      : formal
        ? `Now available: ${t}, ${book.aNoun} for ${book.audience}. ${LINK}`
        : `New: ${t}, ${book.aNoun} for ${book.audience}. ${LINK}`,
    `Where to start with ${at(0)}? That's the first ${partWord(book)} of ${t}.`,
    `${upper(at(1))} is easier with a plan. ${t} sets one out, step by step. ${LINK}`,
    `Inside ${t}: ${subjects.slice(0, 3).join(', ') || 'a clear path through the subject'}.`,
    `Written for ${book.audience}. If that's you, have a look: ${LINK}`,
  ]
  const inside = book.chapters
    .slice(0, style.short ? 3 : 6)
    .map((c) => `• ${c.title}`)
    .join('\n')
  const linkedin = [
    `I have just published ${t}.\n\n${book.description}\n\nIt is written for ${book.audience}. Details here: ${LINK}`,
    `What is inside ${t}:\n\n${inside}\n\nEach ${partWord(book)} builds on the one before. ${LINK}`,
    `A question for ${book.audience}: where do you start with ${at(0)}?\n\nIt is the question the first ${partWord(book)} of ${t} answers. I would like to hear how you approach it.`,
    `Why I wrote ${t}: the answers ${book.audience} need were scattered across too many places. This ${book.noun} puts them in one clear order, from “${book.chapters[0]?.title ?? ''}” to “${book.chapters.at(-1)?.title ?? ''}”.`,
    `If ${at(1)} is on your list this year, ${t} may help. It is a practical ${book.noun}, not a pep talk. ${LINK}`,
  ]
  const tags = hashtags(book, style.variant)
  const instagram = [
    `New ${book.noun}: ${t}. Made for ${book.audience}. Link in bio.`,
    `Swipe for what's inside:\n${inside}`,
    `Where to start with ${at(0)}? Right at the beginning, with the first ${partWord(book)} of ${t}.`,
    `${upper(at(1))}, one step at a time. Save this for later.`,
    `Is this ${book.noun} for you? If you are one of the ${book.audience} who want a clear plan, yes. Link in bio.`,
  ].map((caption, i) => ({ caption: clampText(voiced(caption), L.instagramCaption), hashtags: i % 2 === 0 ? tags : tags.slice(0, 5) }))
  const bio = choose(
    [`Author of ${t}, ${book.aNoun} for ${book.audience}.`, `Helping ${book.audience} with ${at(0)}. New: ${t}.`],
    style,
    'bio',
    book,
  )
  // A regeneration leads with another post, so the change shows at the top.
  const k = style.variant === 0 ? 0 : 1 + (style.variant % 4)
  const turn = <T>(list: T[]) => [...list.slice(k), ...list.slice(0, k)]
  const posts = (list: string[], max: number) =>
    turn(style.short ? list.map((p) => p.split('\n\n')[0] ?? p) : list).map((p) => clampText(voiced(p), max))
  return {
    x: posts(x, L.xPost),
    linkedin: posts(linkedin, L.linkedinPost),
    instagram: turn(instagram),
    bio: clampText(bio, L.bio),
  }
}
