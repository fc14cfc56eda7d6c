import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { bullets, chapterMarkdown, h3, sayer, sentence } from './markdown.ts'
import { ADVICE_SENTENCES, ASIDES, CLAIMS, REASONS } from './prose-sentences.ts'
import { AUDIENCE_NOTES, CLOSING_HEADINGS, EXAMPLES, FINAL_HEADINGS, FINALS, GENERIC_HEADINGS, TRANSITIONS } from './prose-passages.ts'
import { ROLE_HEADINGS, ROLE_OPENERS, ROLE_PARAGRAPHS } from './role-prose.ts'

export const PREVIEWS = [
  'This chapter {looks at|explores|focuses on} $subject: {what $it involve$s, why $it matter$s and how to put $them to work|the ideas behind $them and the practical steps that follow from them}.',
  'Here we take a close look at $subject{, with practical steps you can use straight away|, from first principles to everyday practice}.',
  '{By the end of this chapter|When you finish this chapter}, you will {have a clear picture of|understand} $subject and know how to apply $them.',
]

export const INTRO_PREVIEWS = [
  'This chapter sets the scene: why $topic is worth your time, what this $work covers and how to get the most from it.',
  'In the pages ahead you will find a clear path through $topic, one manageable step at a time.',
]
export const CLOSING_PREVIEWS = [
  'This final chapter brings the threads together and turns them into a plan you can follow from here.',
  'Here we look back at the ground covered and, more importantly, ahead to what comes next.',
]

export const LINKS_BACK = [
  'In the previous chapter we looked at $prevSubject; now it is time to build on that.',
  'Having covered $prevSubject, we can go a step further.',
  '*$prev* {prepared the ground|set the scene}; this chapter moves things forward.',
]

export const SUMMARIES = [
  'To sum up, $subject come$s down to {clarity, consistency and honest feedback|a few simple habits, repeated well}.',
  'The essence of $subject is {simple|straightforward}: {start small, pay attention and adjust as you go|know your aim, keep the steps small and review often}.',
  'If this chapter has one lesson, it is that $subject {$is built, not discovered|grow$s out of steady practice rather than big leaps}.',
]

export const STANDALONE_ENDS = [
  'Choose one idea from this chapter and try it this week; experience will teach you more than any further reading.',
  'Come back to this chapter whenever you need a reminder, and keep your notes close as you put it into practice.',
]

/** Narrative chapter of roughly 500–700 words: opening, three themed sections and a bridge onward. */
export function writeEbookChapter(ctx: ChapterContext): string {
  const { say, para } = sayer(ctx)
  const r = ctx.rng
  const claims = ctx.deal(CLAIMS, 5, 'claims')
  const reasons = ctx.deal(REASONS, 5, 'reasons')
  const tips = ctx.deal(ADVICE_SENTENCES, 5, 'advice')
  const asides = ctx.deal(ASIDES[ctx.tone], 2, 'asides')
  const [headA, headB] = ctx.deal(GENERIC_HEADINGS, 2, 'headings')
  const explain = (i: number, aside?: string) => para([claims[i] ?? '', reasons[i] ?? '', tips[i] ?? '', ...(aside ? [aside] : [])])
  const advice = ctx.deal(ADVICE[ctx.role], 4, `advice-${ctx.role}`, true)
  // Chapters sharing a role take turns with the role's passages, then fall back to fresh prose.
  const [opener] = ctx.deal(ROLE_OPENERS[ctx.role], 1, 'opener', true)
  const [heading] = ctx.deal(ROLE_HEADINGS[ctx.role], 1, 'role-heading', true)
  const rolePara =
    ctx.occurrence < ROLE_PARAGRAPHS[ctx.role].length ? ctx.deal(ROLE_PARAGRAPHS[ctx.role], 1, 'role-para', true)[0] : undefined
  const last = !ctx.hasNext && !ctx.standalone
  const previews = ctx.role === 'intro' ? INTRO_PREVIEWS : ctx.role === 'conclusion' ? CLOSING_PREVIEWS : PREVIEWS

  return chapterMarkdown(ctx.title, [
    para([opener ?? '', ...(ctx.hasPrev ? [r.pick(LINKS_BACK)] : []), r.pick(previews)]),
    h3(say(heading ?? 'The Essentials')),
    rolePara ? say(rolePara) : explain(4),
    explain(0),
    bullets(advice.map(([lead, detail]) => `**${sentence(say(lead))}** ${say(detail)}`)),
    h3(headA ?? 'Putting It to Work'),
    explain(1, asides[0]),
    say(ctx.deal(EXAMPLES, 1, 'examples')[0] ?? ''),
    explain(3),
    h3(headB ?? 'A Closer Look'),
    explain(2),
    say(ctx.deal(AUDIENCE_NOTES, 1, 'audience')[0] ?? ''),
    h3(r.pick(last ? FINAL_HEADINGS : CLOSING_HEADINGS)),
    para([
      r.pick(SUMMARIES),
      ...(last ? [r.pick(FINALS), asides[1] ?? ''] : ctx.hasNext ? [r.pick(TRANSITIONS)] : [r.pick(STANDALONE_ENDS)]),
    ]),
  ])
}
