import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { bullets, chapterMarkdown, h3, numbered, sayer, sentence } from './markdown.ts'
import { ADVICE_SENTENCES, ASIDES, CLAIMS, REASONS } from './prose-sentences.ts'
import { AUDIENCE_NOTES, EXAMPLES } from './prose-passages.ts'
import { ROLE_OPENERS, ROLE_PARAGRAPHS } from './role-prose.ts'

export const INTROS = [
  '{In this step|This step} {is about|focuses on} $subject, {a key part of $topic|the next building block of $topic}.',
  'Now it is time for $subject, one of the {foundations|building blocks} of $topic.',
  'This part of the guide {walks you through|covers} $subject{, one action at a time|, from start to finish}, so that $topic becomes easier from here on.',
]
export const LINKS_BACK = [
  'With $prevSubject {done|behind you}, you are ready to move on.',
  'You will build directly on the work from *$prev*.',
  'Keep your notes from the previous step close; you will use them here.',
]
export const OUTCOMES = [
  '{By the end of it|When you finish}, you will have {a clear, practical result|something concrete to show for your effort}.',
  'Set aside {twenty|thirty} minutes, work through the actions below in order, and do not worry about getting everything perfect.',
  'The goal is {simple|modest}: finish each action once, then refine it over the following weeks.',
]
export const WHY_HEADINGS = ['Why This Step Matters', 'What You Are Aiming For', 'The Idea Behind This Step']
export const PREP_HEADINGS = ['Before You Begin', "What You'll Need", 'Get Ready']
export const PREP_LEADS = ['Have these ready before you start:', 'You will need:', 'Gather the following:']
export const PREREQS = [
  'About {twenty|thirty} minutes of {uninterrupted|quiet} time',
  'Your notebook or tracking sheet',
  'An honest picture of where you are right now',
  'A place where you can work without interruptions',
  'A willingness to start before you feel ready',
  'A way to time your sessions, such as your phone',
  'One clear question you want this step to answer',
]
export const STEP_HEADINGS = ['How to Do It', 'Step by Step', 'The Process', 'Work Through These Actions']
export const FOLLOW_UPS = [
  'Give this about {ten|fifteen} minutes.',
  'Tick it off in your tracker when it is done.',
  'If it takes longer than expected, that is fine: finish it before moving on.',
  'Keep it brief; a rough version is enough for now.',
  'Write the result down so you can refer back to it later.',
]
export const TIP_HEADINGS = ['Tips for Success', 'Common Snags and Fixes', 'Making It Stick', 'If You Get Stuck']
export const NEXT_LINES = [
  '**Next:** *$next*, where you move on to $nextSubject.',
  '**Up next:** *$next*. Take a short break, then carry on while the momentum is fresh.',
  '**Coming up:** *$next*, which builds directly on what you have just done.',
]
export const LAST_LINES = [
  '**You have reached the final step.** Keep this guide at hand and come back to any step whenever you need a refresher.',
  '**That completes the guide.** Pick the step that felt hardest and repeat it next week; that is where your biggest gains are.',
]
export const STANDALONE_LINES = [
  '**Done?** Tick off each action above, then come back to this step whenever you need a refresher.',
  '**Before you move on:** make sure every action above is either done or has a date in your calendar.',
]

/** A step of a how-to guide: purpose, what you need, numbered actions, tips and takeaways. */
export function writeGuideChapter(ctx: ChapterContext): string {
  const { say, para } = sayer(ctx)
  const r = ctx.rng
  const steps = ctx.deal(ADVICE[ctx.role], 5, `advice-${ctx.role}`, true)
  const followUps = r.shuffle(FOLLOW_UPS)
  const [claimA, claimB, claimC, claimD] = ctx.deal(CLAIMS, 4, 'claims')
  const [reasonA, reasonB, reasonC, reasonD] = ctx.deal(REASONS, 4, 'reasons')
  const [tipA, tipB] = ctx.deal(ADVICE_SENTENCES, 2, 'advice')
  const [aside] = ctx.deal(ASIDES[ctx.tone], 1, 'asides')
  const story = ctx.hasAudience ? ctx.deal(AUDIENCE_NOTES, 1, 'audience') : ctx.deal(EXAMPLES, 1, 'examples')

  return chapterMarkdown(ctx.title, [
    para([r.pick(INTROS), ...(ctx.hasPrev ? [r.pick(LINKS_BACK)] : []), r.pick(OUTCOMES)]),
    h3(r.pick(WHY_HEADINGS)),
    ctx.occurrence < ROLE_PARAGRAPHS[ctx.role].length
      ? para([...ctx.deal(ROLE_OPENERS[ctx.role], 1, 'opener', true), ...ctx.deal(ROLE_PARAGRAPHS[ctx.role], 1, 'role-para', true)])
      : para([claimD ?? '', reasonD ?? '', aside ?? '']),
    para([claimC ?? '', reasonC ?? '', tipB ?? '']),
    h3(r.pick(PREP_HEADINGS)),
    `${say(r.pick(PREP_LEADS))}\n\n${bullets(r.shuffle(PREREQS).slice(0, 3).map(say))}`,
    h3(r.pick(STEP_HEADINGS)),
    numbered(
      steps.map(([lead, detail], i) => {
        const extra = i % 2 === 1 ? ` ${say(followUps[i >> 1] ?? '')}` : ''
        return `**${sentence(say(lead))}** ${say(detail)}${extra}`
      }),
    ),
    h3(r.pick(TIP_HEADINGS)),
    para([claimA ?? '', reasonA ?? '', tipA ?? '', aside ?? '']),
    say(story[0] ?? ''),
    h3('Key Takeaways'),
    bullets([sentence(say(steps[0]?.[0] ?? '')), sentence(say(steps[2]?.[0] ?? '')), para([claimB ?? '', reasonB ?? ''])]),
    say(r.pick(ctx.hasNext ? NEXT_LINES : ctx.standalone ? STANDALONE_LINES : LAST_LINES)),
  ])
}
