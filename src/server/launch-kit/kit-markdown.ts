import { titleSlug } from '@core/export.ts'
import { LAUNCH_LIMITS as L, LAUNCH_PIECE_LABELS, LAUNCH_PIECES, type LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchKit, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { renderSalesPageMarkdown, type SalesPageBook } from './sales-page-markdown.ts'

/**
 * The whole launch kit as one Markdown file: every written piece under its heading, with the counts
 * the stores hold it to ("Keywords (7/7)") and the quality checks' flags as "Check before
 * publishing" notes. The ZIP (kit-zip.ts) carries the same sections as separate files.
 */

const FLAG_LABELS: Record<LaunchFlag['kind'], string> = {
  unsourced: 'a figure or study with no source',
  scarcity: 'scarcity or urgency that may not be true',
  testimonial: 'a testimonial nobody gave',
}

/** `<slug>-launch-kit.<ext>`: the title's letters and digits only, so every system takes the name. */
export function kitFileName(title: string, extension: string): string {
  return `${titleSlug(title, 60) || 'book'}-launch-kit.${extension}`
}

const count = (label: string, have: number, of: number | string) => `${label} (${have}/${of})`
const chars = (label: string, text: string, max: number) => `${label} (${text.length}/${max} characters)`
const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n')

/** The flags of one piece as notes the creator reads before publishing; nothing when there are none. */
export function flagNotes(flags: readonly LaunchFlag[]): string {
  if (!flags.length) return ''
  const lines = flags.map((f) => `> - ${FLAG_LABELS[f.kind]} (${f.path}): “${f.text}”`)
  return `> **Check before publishing:**\n${lines.join('\n')}`
}

type Section<P extends LaunchPiece> = (value: LaunchPieceValue<P>, h: (depth: number) => string, book: SalesPageBook) => string[]

const SECTIONS: { [P in LaunchPiece]: Section<P> } = {
  kdp: (v, h) => [
    // KDP counts the title and the subtitle together.
    `${h(1)} ${chars('Title and subtitle', v.title + v.subtitle, L.kdpTitleAndSubtitle)}`,
    v.subtitle ? `**Title:** ${v.title}  \n**Subtitle:** ${v.subtitle}` : `**Title:** ${v.title}`,
    `${h(1)} ${chars('Description (HTML)', v.descriptionHtml, L.kdpDescription)}`,
    '```html\n' + v.descriptionHtml + '\n```',
    `${h(1)} ${count('Keywords', v.keywords.length, L.kdpKeywords)}`,
    numbered(v.keywords),
    `${h(1)} ${count('Categories', v.categories.length, L.kdpCategories)}`,
    v.categories.map((c) => `- **${c.name}**: ${c.reason}`).join('\n'),
    `${h(1)} AI-generated content`,
    v.aiDisclosure,
    `${h(1)} KDP Select`,
    v.selectNote,
  ],
  etsy: (v, h) => [
    `${h(1)} ${chars('Title', v.title, L.etsyTitle)}`,
    v.title,
    ...(v.titleAlternatives.length ? [`${h(1)} Other titles`, v.titleAlternatives.map((t) => `- ${t}`).join('\n')] : []),
    `${h(1)} ${count('Tags', v.tags.length, L.etsyTags)}`,
    v.tags.join(', '),
    `${h(1)} Description`,
    v.description,
  ],
  storeCopy: (v, h) => [
    `${h(1)} Summary`,
    v.summary,
    `${h(1)} Description`,
    v.description,
    `${h(1)} What's inside`,
    v.whatsInside,
    `${h(1)} Suggested price`,
    `${v.suggestedPrice.amount} ${v.suggestedPrice.currency}: ${v.suggestedPrice.reasoning}`,
  ],
  salesPage: (v, h, book) => [
    `${h(1)} ${count('Headlines', v.headlines.length, L.headlines)}`,
    v.headlines.map((headline, i) => `${i + 1}. ${headline}${i === (v.headlineIndex ?? 0) ? ' (on the page)' : ''}`).join('\n'),
    renderSalesPageMarkdown(v, book, h(1).length).trim(),
  ],
  emails: (v, h) => [`${count('Emails', v.length, L.emails)}`, ...v.map((email, i) => emailMarkdown(email, i, h(1)))],
  social: (v, h) => [
    `${h(1)} ${count('X posts', v.x.length, L.postsPerNetwork)}`,
    numbered(v.x),
    `${h(1)} ${count('LinkedIn posts', v.linkedin.length, L.postsPerNetwork)}`,
    v.linkedin.map((post, i) => `${i + 1}. ${post.replace(/\n/g, '\n   ')}`).join('\n\n'),
    `${h(1)} ${count('Instagram captions', v.instagram.length, L.postsPerNetwork)}`,
    v.instagram.map((post, i) => `${i + 1}. ${post.caption.replace(/\n/g, '\n   ')}\n\n   ${post.hashtags.join(' ')}`).join('\n\n'),
    `${h(1)} ${chars('Bio', v.bio, L.bio)}`,
    v.bio,
  ],
  leadMagnet: (v, h) => [
    `${h(1)} Title`,
    v.title,
    `${h(1)} ${count('Bullets', v.bullets.length, L.leadMagnetBullets)}`,
    v.bullets.map((b) => `- ${b}`).join('\n'),
    `${h(1)} Button`,
    v.button,
  ],
}

/** One launch email: its day, subjects, preview line and body; `heading` is its heading's `#`s. */
export function emailMarkdown(email: LaunchKit['emails'][number], index: number, heading: string): string {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`
  const day = email.day === 0 ? 'launch day' : email.day < 0 ? `${days(-email.day)} before launch` : `${days(email.day)} after launch`
  return [
    `${heading} Email ${index + 1}: ${email.kind} (${day})`,
    `**Subject:** ${email.subject}  \n**Or:** ${email.subjectAlt}  \n**Preview:** ${email.preview}`,
    email.body,
  ].join('\n\n')
}

/** One piece as Markdown, its heading at `level`, its flags last. */
export function pieceMarkdown<P extends LaunchPiece>(
  piece: P,
  value: LaunchPieceValue<P>,
  flags: readonly LaunchFlag[],
  book: SalesPageBook,
  level = 2,
): string {
  const h = (depth: number) => '#'.repeat(Math.min(6, level + depth))
  const section = SECTIONS[piece] as Section<P>
  const parts = [`${h(0)} ${LAUNCH_PIECE_LABELS[piece]}`, ...section(value, h, book), flagNotes(flags.filter((f) => f.piece === piece))]
  return parts.filter((p) => p.trim()).join('\n\n')
}

export function renderKitMarkdown(pieces: Partial<LaunchKit>, flags: readonly LaunchFlag[], book: SalesPageBook): string {
  const written = LAUNCH_PIECES.filter((piece) => pieces[piece] !== undefined)
  const sections = written.map((piece) => pieceMarkdown(piece, pieces[piece] as LaunchPieceValue, flags, book))
  const missing = LAUNCH_PIECES.filter((piece) => pieces[piece] === undefined)
  const note = missing.length ? `_Not written yet: ${missing.map((p) => LAUNCH_PIECE_LABELS[p]).join(', ')}._` : ''
  return `${[`# ${book.title}: launch kit`, note, ...sections].filter(Boolean).join('\n\n')}\n`
}
