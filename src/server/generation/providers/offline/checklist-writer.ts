import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { chapterMarkdown, h3, sayer, tasks } from './markdown.ts'
import type { Role } from './roles.ts'

/** Sub-phase headings by role: each phase of a checklist splits into two themed groups. */
export const GROUPS: Record<Role, readonly (readonly [string, string])[]> = {
  intro: [
    ['Take Stock', 'Get Ready'],
    ['Know Your Starting Point', 'Set Yourself Up'],
  ],
  foundations: [
    ['Learn the Basics', 'Check Your Understanding'],
    ['Build the Groundwork', 'Test Your Assumptions'],
  ],
  goals: [
    ['Clarify the Outcome', 'Make It Concrete'],
    ['Set Priorities', 'Commit to the Plan'],
  ],
  tools: [
    ['Gather the Essentials', 'Prepare Your Space'],
    ['Choose Your Resources', 'Test Your Setup'],
  ],
  technique: [
    ['Learn the Method', 'Practise Deliberately'],
    ['Focus on Technique', 'Get Feedback'],
  ],
  routine: [
    ['Plan the Week', 'Do the Work'],
    ['Build the Habit', 'Keep It Going'],
  ],
  progress: [
    ['Measure', 'Review and Adjust'],
    ['Track Results', 'Learn From the Data'],
  ],
  pitfalls: [
    ['Spot the Risks', 'Recover Quickly'],
    ['Prevent Problems', 'Stay on Track'],
  ],
  advanced: [
    ['Level Up', 'Make It Sustainable'],
    ['Refine Your Approach', 'Build Systems'],
  ],
  conclusion: [
    ['Look Back', 'Decide What Comes Next'],
    ['Wrap Up', 'Plan Ahead'],
  ],
}

export const INTROS = [
  'Work through these items in order and tick each one off as you go; with $topic, steady beats perfect.',
  'Tick off each item as you complete it: the aim is progress with $topic, not perfection.',
  'Use this list to make sure nothing about $subject slips through the cracks as you work on $topic.',
  'Each item is small on purpose, so you can move $topic forward in a single sitting.',
]
export const AUDIENCE_INTROS = [
  'Written for $audience: tick off each item as you move forward with $topic.',
  'Each item is sized for $audience, so most take only a few minutes of your $topic time.',
]

/** The closing group: confirming the phase is complete. `$subject` keeps each phase's items distinct. */
export const SIGN_OFF = [
  'Confirm every item above is done or has a date',
  'Note one thing about $subject that went better than expected',
  'Write down anything unfinished and when you will finish it',
  'Check that your notes on $subject are saved in one place',
  'Rate how confident you feel about $subject, from 1 to 5',
  'Decide what, if anything, about $subject you would do differently',
  'Share a quick update on $subject with your accountability partner',
  'Record the date you completed $subject',
  'Tidy away anything you no longer need before the next phase',
  'Take a short break before moving on',
]

/** A checklist phase: a one-line intro, then only `- [ ]` items grouped under `###` headings. */
export function writeChecklistChapter(ctx: ChapterContext): string {
  const { say } = sayer(ctx)
  const r = ctx.rng
  const items = ctx.deal(ADVICE[ctx.role], 8, `advice-${ctx.role}`, true).map(([lead]) => say(lead))
  const [first, second] = r.pick(GROUPS[ctx.role])
  const signOff = ctx.deal(SIGN_OFF, 3, 'sign-off').map(say)
  const closing = ctx.hasNext
    ? `Read through *${ctx.vars.next}* so you know what comes next`
    : ctx.standalone
      ? 'Celebrate finishing this phase'
      : 'Celebrate finishing the whole checklist'
  const split = 4 + r.int(2)

  return chapterMarkdown(ctx.title, [
    say(r.pick(ctx.hasAudience && r.chance(0.5) ? AUDIENCE_INTROS : INTROS)),
    h3(first),
    tasks(items.slice(0, split)),
    h3(second),
    tasks(items.slice(split)),
    h3(ctx.hasNext ? 'Before You Move On' : 'Final Sign-off'),
    tasks([...signOff, closing]),
  ])
}
