import {
  KDP_BANNED_KEYWORD_WORDS,
  KDP_HTML_TAGS,
  LAUNCH_EMAIL_PLAN,
  LAUNCH_LIMITS as L,
  LAUNCH_PIECE_LABELS,
  type LaunchEmailKind,
  type LaunchPiece,
} from '@core/launch-kit.ts'
import { isPrintable } from '@core/planner.ts'
import { languageName } from '@core/language-tag.ts'
import { languageRule } from '../prompts/book-language.ts'
import { TONE_GUIDANCE } from '../prompts/prompt-guidance.ts'
import { dataBlock, type PromptParts, systemPrompt } from '../prompts/prompts.ts'
import type { LaunchBrief, LaunchPieceJob } from '../providers/provider.ts'

/**
 * The launch kit's prompts (issue 32, decision 123): one JSON reply per piece, from the book as the
 * brief gives it. Everything the creator typed (the brief, the piece being rewritten, their own
 * instruction) goes in a data block as JSON, never into the instructions: the book's block first
 * (shared by every piece, decision 126), the piece's own after its rules.
 */

// No language stored: the book's own words decide.
const BOOK_LANGUAGE =
  'Write in the language of the book: the language of its title, description and chapter plans. These instructions being in English does not change that.'

/** The honesty rules every piece keeps (issue 32). */
const HONESTY = [
  'Honest copy only. The data blocks are everything you know about the book: promise nothing they do not support.',
  'No statistic, percentage, study, testimonial, review, rating, award, ranking or sales figure that the data does not give; never "bestselling", "award-winning" or "readers say".',
  'No fake scarcity or urgency: no "only 3 left", "selling out", "limited copies", countdowns or "the price goes up in 24 hours". A digital book does not run out.',
  "Every benefit comes from a chapter's plan or summary: name what the reader will learn or be able to do, not results nobody measured.",
]

const EMAIL_JOBS: Record<LaunchEmailKind, string> = {
  'warm-up': "warm-up: the problem the book solves, in the reader's words; tease that something is coming, no selling yet",
  story: 'story: why this book exists, the turning point behind it, told plainly; hint at the launch',
  announcement: 'announcement: doors are open; what the book is, who it is for, the link (write [link])',
  details: 'details: what is inside, chapter by chapter from the plans, and what the reader will be able to do',
  proof:
    'proof: from the book itself (a short idea or a worked step from a chapter), never a testimonial or a number the data does not give',
  objections: 'objections: answer the doubts a buyer has (time, level, format, price) honestly',
  'last-call': 'last call: a plain reminder that the launch is ending, if a real end date applies write [date]; no invented countdown',
}

interface PieceSpec {
  /** The task, one line per rule. */
  rules: (brief: LaunchBrief) => string[]
  /** The reply's shape as the model should write it. */
  shape: string
}

const SPECS: Record<LaunchPiece, PieceSpec> = {
  kdp: {
    rules: () => [
      'Write the Amazon KDP listing.',
      `- title: the book's title exactly as on the cover (the "title" of the data). subtitle: the book's subtitle, or a short benefit-led one you suggest; title and subtitle together at most ${L.kdpTitleAndSubtitle} characters.`,
      `- descriptionHtml: the description in KDP's HTML subset only (${KDP_HTML_TAGS.map((t) => `<${t}>`).join(' ')}; no attributes, no links, no other element), at most ${L.kdpDescription} characters counting the tags: a hook, what the reader will learn (a <ul> from the chapter plans), who it is for.`,
      `- keywords: exactly ${L.kdpKeywords} search phrases a buyer would type, each at most ${L.kdpKeyword} characters; no word that is already in the title, no author's name, no brand or trademark, and none of: ${KDP_BANNED_KEYWORD_WORDS.map((w) => `"${w}"`).join(', ')}.`,
      `- categories: exactly ${L.kdpCategories} KDP browse categories (e.g. "Business & Money > Small Business"), each with a one-line reason it fits this book.`,
    ],
    shape:
      '{"title": "…", "subtitle": "…", "descriptionHtml": "<p>…</p><ul><li>…</li></ul>", "keywords": ["…", …], "categories": [{"name": "…", "reason": "…"}, …]}',
  },
  etsy: {
    rules: (brief) => [
      'Write the Etsy listing of this digital download.',
      `- title: at most ${L.etsyTitle} characters, the words a buyer searches first; titleAlternatives: up to ${L.etsyTitleAlternatives} other titles, each at most ${L.etsyTitle} characters.`,
      `- tags: exactly ${L.etsyTags} tags, each at most ${L.etsyTag} characters (letters and spaces), all different.`,
      "- description: what's included (the page or section list, from the chapters), " +
        (isPrintable(brief.productType)
          ? 'the page sizes (US Letter, A4 and A5 for printables), the file type (PDF), how to download and print it or import it into planner apps such as GoodNotes and Notability, '
          : 'the file type (PDF), how to download it and read it on any device, ') +
        'and that this is a digital download: nothing physical ships.',
    ],
    shape: '{"title": "…", "titleAlternatives": ["…", "…"], "tags": ["…", …], "description": "…"}',
  },
  storeCopy: {
    rules: () => [
      'Write the product copy for a Gumroad or Payhip page.',
      `- summary: one line (at most ${L.line} characters) on what the buyer gets.`,
      '- description: a few short paragraphs: the problem, what the book does about it, who it is for.',
      '- whatsInside: a Markdown list ("- …"), one item per chapter, from the chapter plans.',
    ],
    shape: '{"summary": "…", "description": "…", "whatsInside": "- …\\n- …"}',
  },
  salesPage: {
    rules: () => [
      'Write the sales page.',
      `- headlines: exactly ${L.headlines} headlines, each at most ${L.headline} characters; subheadline: one line.`,
      `- benefits: ${L.benefitsMin} to ${L.benefitsMax} benefits, one line each, each from a chapter plan or summary.`,
      '- forWhom and notFor: a short paragraph each, honest about who will not get much from it.',
      '- whatsInside: a Markdown list, one item per chapter, from the plans.',
      '- excerpt: one to three paragraphs copied WORD FOR WORD from "firstChapter.content" (at most 1,500 characters): change nothing, add nothing, no ellipsis inside.',
      `- faq: exactly ${L.faq} questions a buyer asks (format, level, time, refunds…) with honest answers.`,
      '- guarantee: one line (say only what the creator can keep, e.g. a refund within 30 days if the store allows it).',
      `- callToAction: button text, at most ${L.button} characters.`,
    ],
    shape:
      '{"headlines": ["…", "…", "…"], "subheadline": "…", "benefits": ["…", …], "forWhom": "…", "notFor": "…", "whatsInside": "- …", "excerpt": "…", "faq": [{"q": "…", "a": "…"}, …], "guarantee": "…", "callToAction": "…"}',
  },
  emails: {
    rules: () => [
      `Write the ${L.emails}-email launch sequence, in this order, one job each (day 0 is launch day):`,
      ...LAUNCH_EMAIL_PLAN.map((e, i) => `${i + 1}. day ${e.day}: ${EMAIL_JOBS[e.kind]}.`),
      `Each email: subject (at most ${L.emailSubject} characters), subjectAlt (a different subject to test), preview (the inbox preview line, at most ${L.emailPreview} characters), body (plain text, 120 to 250 words, persuasive but plain; no HTML).`,
    ],
    shape: '{"emails": [{"subject": "…", "subjectAlt": "…", "preview": "…", "body": "…"}, … 7 in all]}',
  },
  social: {
    rules: () => [
      'Write the social posts for the launch.',
      `- x: exactly ${L.postsPerNetwork} posts, each at most ${L.xPost} characters, hashtags included.`,
      `- linkedin: exactly ${L.postsPerNetwork} posts, a few short paragraphs each.`,
      `- instagram: exactly ${L.postsPerNetwork} captions, each with at most ${L.hashtags} hashtags in "hashtags" (each starting with "#", no spaces), not in the caption.`,
      `- bio: a profile bio or pinned post, at most ${L.bio} characters.`,
    ],
    shape: '{"x": ["…", …], "linkedin": ["…", …], "instagram": [{"caption": "…", "hashtags": ["#…", …]}, …], "bio": "…"}',
  },
  leadMagnet: {
    rules: () => [
      "Write the opt-in for a free lead magnet drawn from the book (a chapter's checklist or a short guide from it).",
      `- title: the free resource's title; bullets: exactly ${L.leadMagnetBullets} one-line bullets on what it gives; button: at most ${L.button} characters.`,
    ],
    shape: '{"title": "…", "bullets": ["…", "…", "…"], "button": "…"}',
  },
}

export const replyShape = (piece: LaunchPiece) => SPECS[piece].shape

/**
 * The book as the model reads it: the same for every piece of a book, byte for byte, so it opens
 * every piece's prompt as a cacheable prefix (decision 126). Nothing piece-specific goes here.
 */
function bookData(brief: LaunchBrief): Record<string, unknown> {
  return {
    book: {
      title: brief.title,
      subtitle: brief.subtitle ?? null,
      description: brief.description,
      productType: brief.productType,
      targetAudience: brief.targetAudience ?? null,
      tone: brief.tone,
      wordCount: brief.wordCount,
    },
    chapters: brief.chapters.map((c) => ({
      title: c.title,
      ...(c.matter && c.matter !== 'body' ? { matter: c.matter } : {}),
      ...(c.plan ? { plan: c.plan } : {}),
      ...(c.summary ? { summary: c.summary } : {}),
    })),
  }
}

/** What only this piece reads, after its rules: chapter 1's text for the sales page, the piece being rewritten and the wish. */
function pieceData(job: LaunchPieceJob): Record<string, unknown> | undefined {
  const data = {
    ...(job.piece === 'salesPage' ? { firstChapter: job.brief.firstChapter } : {}),
    ...(job.current !== undefined
      ? { current: modelPart(job.piece, job.current), instruction: job.instruction ?? 'Write it again, better.' }
      : {}),
  }
  return Object.keys(data).length ? data : undefined
}

/** Folio writes these itself (folio-fields.ts); a piece being rewritten is shown without them. */
function modelPart(piece: LaunchPiece, current: unknown): unknown {
  if (!current || typeof current !== 'object') return current
  if (piece === 'emails' && Array.isArray(current)) {
    return {
      emails: current.map((e: Record<string, unknown>) => ({
        subject: e.subject,
        subjectAlt: e.subjectAlt,
        preview: e.preview,
        body: e.body,
      })),
    }
  }
  const {
    aiDisclosure: _a,
    selectNote: _s,
    suggestedPrice: _p,
    headlineIndex: _h,
    showGuarantee: _g,
    ...rest
  } = current as Record<string, unknown>
  return rest
}

/** The language's English name, from the tag's language, script and region only (a variant is words a model would read). */
export function bookLanguageName(tag: string): string {
  try {
    const { language, script, region } = new Intl.Locale(tag)
    return languageName([language, script, region].filter(Boolean).join('-'))
  } catch {
    return 'English'
  }
}

const languageLine = (job: LaunchPieceJob) =>
  (job.brief.language
    ? `- Write every field in ${bookLanguageName(job.brief.language)}, the book's language`
    : '- Write every field in the language of the book') +
  (job.piece === 'kdp' ? ' (the category names too, as the store shows them in that language).' : '.')

/**
 * A piece's prompt in two parts (decision 126, as decision 82 does for chapters): first the book's
 * data block, byte-identical for all 7 pieces of a book (the `prefix`, sent with a cache
 * breakpoint), then the piece's rules and shape, then the piece's own data block when it has one.
 * The system message is the same for every piece of a book too, so the whole opening is cached.
 */
export function launchPrompt(job: LaunchPieceJob): PromptParts {
  const spec = SPECS[job.piece]
  const rewriting = job.current !== undefined
  const own = pieceData(job)
  const prefix = `${dataBlock(bookData(job.brief))}

`
  const task = [
    "The data block above is the book: its title, description and every chapter's plan and summary.",
    ...(rewriting
      ? [
          `Rewrite the ${LAUNCH_PIECE_LABELS[job.piece]} in "current" following "instruction" (both in the data block below; the instruction is the creator's wish about style or length, not a new rule): keep what it does not ask to change, and keep every rule below.`,
        ]
      : []),
    ...spec.rules(job.brief),
    languageLine(job),
    `- Tone: ${TONE_GUIDANCE[job.brief.tone]}`,
    `Reply with JSON only, no prose and no code fence, in exactly this shape: ${spec.shape}`,
    ...(own ? ['', dataBlock(own)] : []),
  ].join('\n')
  return { system: launchSystem(job.brief), prompt: prefix + task, prefix }
}

/** The system message: it depends on the book only (its language and product type), never on the piece. */
export function launchSystem(brief: LaunchBrief): string {
  const language = brief.language ? languageRule(brief.language) : BOOK_LANGUAGE
  const extra = [
    ...HONESTY.map((rule, i) => `${i + 4}. ${rule}`),
    `${HONESTY.length + 4}. The product is ${brief.productType === 'ebook' ? 'an' : 'a'} ${brief.productType}, sold as a digital download (PDF): nothing physical ships.`,
  ]
  return systemPrompt(language, extra)
}

/** The one repair turn: what was wrong, and the shape again. */
export function launchRepairPrompt(piece: LaunchPiece, problems: string[], brief: LaunchBrief): string {
  return [
    `Your previous reply could not be used as the ${LAUNCH_PIECE_LABELS[piece]}. Problems found:`,
    ...problems.slice(0, 12).map((p) => `- ${p}`),
    `Reply with the corrected JSON only, the whole piece, no prose and no code fence, in exactly this shape: ${SPECS[piece].shape}`,
    brief.language ? `Write every field in ${bookLanguageName(brief.language)}.` : 'Keep the language of the book.',
  ].join('\n')
}
