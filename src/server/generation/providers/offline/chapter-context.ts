import type { ProductType, Tone } from '@core/generation.ts'
import type { ProductBrief } from '../provider.ts'
import { DEFAULT_AUDIENCE } from './phrasing/tone.ts'
import { NAMES } from './prose-passages.ts'
import { detectRole, type Role } from './roles.ts'
import { createRng, hashString, type Rng } from './seeded-random.ts'
import { capitalise, isPluralPhrase, titleCase } from './text-case.ts'
import { audienceInline, chapterSubject, cleanText, escapeMarkdown as esc, topicForms } from './topic-text.ts'

/** Everything a chapter writer needs, with user text already escaped for Markdown. */
export interface ChapterContext {
  type: ProductType
  tone: Tone
  role: Role
  index: number
  count: number
  /** The exact chapter title, for the `## ` line. */
  title: string
  rng: Rng
  /** How many earlier chapters of the draft share this chapter's role. */
  occurrence: number
  vars: Record<string, string>
  hasAudience: boolean
  hasPrev: boolean
  hasNext: boolean
  /** A chapter rewritten on its own: no neighbours to point to, no book to close. */
  standalone: boolean
  /**
   * `k` items of `pool`, dealt so that chapters of one draft get different items: the pool is
   * shuffled once per draft and each chapter reads its own window of it.
   */
  deal<T>(pool: readonly T[], k: number, salt: string, perRole?: boolean): T[]
}

const WORK: Record<ProductType, string> = { ebook: 'book', guide: 'guide', checklist: 'checklist', planner: 'planner' }

/**
 * What running text calls the chapter's subject. An opening or closing chapter is about the
 * topic as a whole, and repeating a long topic in every sentence reads badly, so those get a
 * phrase of their own.
 */
function subjectOf(title: string, topicInline: string, role?: Role): string {
  if (role === 'intro') return 'getting started'
  if (role === 'conclusion') return 'long-term practice'
  const s = chapterSubject(title)
  return !s || /^(why|how|what|when|where|who|which)\b/i.test(s) ? topicInline : s
}

/** `variant` reseeds the chapter (a regenerated chapter must differ from the one it replaces). */
export function chapterContext(brief: ProductBrief, index: number, variant = ''): ChapterContext {
  const topic = topicForms(brief.topic)
  const audience = audienceInline(brief.targetAudience)
  const titles = brief.chapters.map((c) => cleanText(c.title, 200))
  const count = titles.length
  const title = brief.chapters[index]?.title ?? ''
  const draftSeed = hashString('draft', topic.literal, brief.productType, brief.tone, audience ?? '', brief.title)
  const rng = createRng(hashString(String(draftSeed), String(index), title, variant))
  const roles = titles.map((t, i) => detectRole(t, i, count))
  const role = roles[index] ?? 'technique'
  const occurrence = roles.slice(0, index).filter((r) => r === role).length
  const plainSubject = subjectOf(title, topic.inline, role)
  const subject = esc(plainSubject)
  const plural = isPluralPhrase(plainSubject)
  const at = (i: number) => titles[i] ?? ''
  const audienceText = esc(audience ?? DEFAULT_AUDIENCE[brief.tone])
  const name = createRng(hashString(String(draftSeed), 'name', String(index))).pick(NAMES)
  const vars: Record<string, string> = {
    topic: esc(topic.inline),
    topicShort: esc(topic.short),
    Topic: esc(capitalise(topic.inline)),
    TopicTitle: esc(topic.title),
    subject,
    Subject: esc(capitalise(plainSubject)),
    SubjectTitle: esc(titleCase(plainSubject)),
    // Verb agreement with the subject: "$Subject $is", "shape$s", "$it turn$s".
    is: plural ? 'are' : 'is',
    s: plural ? '' : 's',
    it: plural ? 'they' : 'it',
    them: plural ? 'them' : 'it',
    audience: audienceText,
    Audience: esc(capitalise(audience ?? DEFAULT_AUDIENCE[brief.tone])),
    name,
    Name: name,
    title: esc(cleanText(brief.title)),
    work: WORK[brief.productType],
    prev: esc(at(index - 1)),
    prevSubject: index > 0 ? esc(subjectOf(at(index - 1), topic.inline, roles[index - 1])) : '',
    next: esc(at(index + 1)),
    nextSubject: index + 1 < count ? esc(subjectOf(at(index + 1), topic.inline, roles[index + 1])) : '',
    first: esc(at(0)),
  }
  return {
    type: brief.productType,
    tone: brief.tone,
    role,
    index,
    count,
    title,
    rng,
    occurrence,
    vars,
    hasAudience: audience !== undefined,
    hasPrev: index > 0,
    hasNext: index + 1 < count,
    standalone: count === 1,
    deal<T>(pool: readonly T[], k: number, salt: string, perRole = false): T[] {
      const shuffled = createRng(hashString(String(draftSeed), salt, variant)).shuffle(pool)
      const start = (perRole ? occurrence : index) * k
      const n = Math.min(k, shuffled.length)
      return Array.from({ length: n }, (_, i) => shuffled[(start + i) % shuffled.length] as T)
    },
  }
}
