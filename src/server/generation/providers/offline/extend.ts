import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { bullets, h3, sayer, sentence, table, tasks } from './markdown.ts'
import { REFLECTIONS } from './planner-bank.ts'
import { ADVICE_SENTENCES, ASIDES, CLAIMS, REASONS } from './prose-sentences.ts'
import { EXAMPLES } from './prose-passages.ts'
import { ROLES } from './roles.ts'

export const PROSE_HEADINGS = [
  'Going Deeper',
  'A Closer Look at $SubjectTitle',
  'Taking It Further',
  'Putting It into Practice',
  'A Worked Example',
]
export const CHECK_HEADINGS = ['Extra Checks', 'Going the Extra Mile', 'Optional Extras']

/** Advice from the chapter's role first, then the rest, skipping any lead the chapter already has. */
function freshAdvice(ctx: ChapterContext, body: string, k: number) {
  const lower = body.toLowerCase()
  const { say } = sayer(ctx)
  const pool = [ctx.role, ...ROLES.filter((r) => r !== ctx.role)].flatMap((role) => ctx.deal(ADVICE[role], 8, `more-${role}`))
  return pool.filter(([lead]) => !lower.includes(say(lead).toLowerCase())).slice(0, k)
}

function extraSection(ctx: ChapterContext, body: string, type: string): string {
  const { say, para } = sayer(ctx)
  const r = ctx.rng
  const advice = freshAdvice(ctx, body, 5)
  if (type === 'checklist') return [h3(r.pick(CHECK_HEADINGS)), tasks(advice.map(([lead]) => say(lead)))].join('\n\n')
  // A planner section drawn with a page template (issue 28): more entries in a group of their own, never a table.
  if (type === 'planner-section') return [h3('More Ideas'), bullets(advice.map(([lead]) => say(lead)))].join('\n\n')
  if (type === 'planner') {
    return [
      h3('Adjustments and Notes'),
      table(
        ['Week', 'What I will adjust', 'Why', 'Done'],
        [1, 2, 3, 4].map((w) => [`Week ${w}`, '', '', '☐']),
      ),
      h3('More Reflection Prompts'),
      bullets(ctx.deal(REFLECTIONS, 4, 'more-reflections').map(say)),
    ].join('\n\n')
  }
  const [c1, c2] = ctx.deal(CLAIMS, 2, 'more-claims')
  const [r1, r2] = ctx.deal(REASONS, 2, 'more-reasons')
  const [t1, t2] = ctx.deal(ADVICE_SENTENCES, 2, 'more-advice')
  return [
    h3(say(r.pick(PROSE_HEADINGS))),
    para([c1 ?? '', r1 ?? '', t1 ?? '', r.pick(ASIDES[ctx.tone])]),
    say(r.pick(EXAMPLES)),
    bullets(advice.slice(0, 3).map(([lead, detail]) => `**${sentence(say(lead))}** ${say(detail)}`)),
    para([c2 ?? '', r2 ?? '', t2 ?? '']),
  ].join('\n\n')
}

/**
 * The 'longer' rewrite: everything already there, plus a substantial new section placed before
 * the chapter's closing section (a summary, takeaways or a sign-off reads best last).
 */
export function extendBody(body: string, type: string, ctx: ChapterContext): string {
  const extra = extraSection(ctx, body, type)
  const trimmed = body.trim()
  const sections = [...trimmed.matchAll(/^###?\s.*$/gm)]
  const last = sections[sections.length - 1]
  if (sections.length < 2 || last?.index === undefined) return [trimmed, extra].filter(Boolean).join('\n\n')
  return `${trimmed.slice(0, last.index).trimEnd()}\n\n${extra}\n\n${trimmed.slice(last.index)}`
}
