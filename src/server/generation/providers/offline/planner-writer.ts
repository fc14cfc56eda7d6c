import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { bullets, chapterMarkdown, h3, sayer, table } from './markdown.ts'
import * as B from './planner-bank.ts'

type Kind = 'setup' | 'week' | 'day' | 'review' | 'tracker'
const LATER_ROLES = ['technique', 'progress', 'advanced'] as const

function kindOf(title: string, index: number, count: number): Kind {
  const t = title.toLowerCase()
  if (/review|reflect|retro|check-?in|month|quarter/.test(t)) return 'review'
  if (/week/.test(t)) return 'week'
  if (/tracker|habit|\blog\b|notes/.test(t)) return 'tracker'
  if (/\bdays?\b|daily/.test(t)) return 'day'
  if (/goal|start|set ?up|how to use|vision|intention|plan\b/.test(t) || index === 0) return 'setup'
  return index === count - 1 ? 'tracker' : 'week'
}

/** "Weeks 3–4: …" → [3, 4]; a title without week numbers counts as one week. */
function weeksOf(title: string): number[] {
  const m = /weeks?\s*(\d+)(?:\s*(?:[–—-]|to)\s*(\d+))?/i.exec(title)
  if (!m) return [0]
  const from = Number(m[1])
  const to = Math.min(Number(m[2] ?? from), from + 3)
  return Array.from({ length: Math.max(1, to - from + 1) }, (_, i) => from + i)
}

/** A planner section: periodic tables to fill in, trackers and prompts. */
export function writePlannerChapter(ctx: ChapterContext): string {
  const { say } = sayer(ctx)
  const r = ctx.rng
  const tasks = ctx.deal(ADVICE[ctx.role], 6, `advice-${ctx.role}`, true).map(([lead]) => say(lead))
  const habits = ctx.deal(B.HABITS, 3, 'habits').map(say)
  const minutes = () => `${r.pick([15, 20, 25, 30])} min`
  // Later weeks of a multi-week section move on to other kinds of work instead of repeating week one.
  const weekTasks = (week: number) =>
    week === 0
      ? tasks
      : ctx.deal(ADVICE[LATER_ROLES[(week - 1) % LATER_ROLES.length] ?? 'technique'], 6, `week-${week}`).map(([lead]) => say(lead))
  const dayRows = (week: number) => {
    const list = weekTasks(week)
    return B.DAYS.map((day, i) =>
      i === 6
        ? [day, 'Review', say('Weekly review: what worked, what to change'), '15 min', B.CHECK]
        : [day, B.FOCUS[i] ?? 'Practise', list[i % list.length] ?? '', minutes(), B.CHECK],
    )
  }
  const habitTable = table(
    ['Habit', ...B.SHORT_DAYS],
    habits.map((h) => [h, ...B.SHORT_DAYS.map(() => B.CHECK)]),
  )
  const kind = kindOf(ctx.title, ctx.index, ctx.count)
  const intro =
    say(r.pick(B.WEEK_INTROS)) +
    (ctx.hasAudience ? ` ${say('The timings are a starting point for $audience; adjust them to fit your week.')}` : '')

  const sections: Record<Kind, () => string[]> = {
    setup: () => [
      say(
        'This planner turns $topic into a simple, repeatable rhythm. Start here: set your goals, note where you stand today, and then move on to the weekly pages.',
      ),
      h3('How to Use This Planner'),
      bullets(r.shuffle(B.SETUP_TIPS).slice(0, 4)),
      h3('Your Goals'),
      table(
        ['Goal', 'Why it matters', 'Target date', 'First step'],
        [
          ['Main goal', '', '', ''],
          ['Supporting goal', '', '', ''],
          ['Stretch goal', '', '', ''],
        ],
      ),
      h3('Starting Point'),
      table(
        ['Area', 'Now (1–5)', 'Target (1–5)', 'Notes'],
        r
          .shuffle(B.AREAS)
          .slice(0, 4)
          .map((a) => [a, '', '', '']),
      ),
      h3('Questions to Answer Before You Start'),
      bullets(B.START_PROMPTS.map(say)),
    ],
    week: () => {
      const weeks = weeksOf(ctx.title)
      const plans =
        weeks.length === 1
          ? [h3('Daily Plan'), table(['Day', 'Focus', 'Task', 'Time', 'Done'], dayRows(0))]
          : weeks.flatMap((w, i) => [h3(`Week ${w} Plan`), table(['Day', 'Focus', 'Task', 'Time', 'Done'], dayRows(i))])
      return [
        intro,
        h3("This Week's Focus"),
        bullets([`**Main focus:** ${ctx.vars.Subject}`, '**Why it matters to me:**', '**Success this week looks like:**']),
        ...plans,
        h3('Habit Tracker'),
        habitTable,
        h3('End-of-Week Reflection'),
        bullets(ctx.deal(B.REFLECTIONS, 4, 'reflections').map(say)),
      ]
    },
    day: () => [
      say(
        'These daily pages break $topic into one day at a time: three priorities, a simple schedule and a two-minute check-in each evening. Copy the page for every day you want to plan.',
      ),
      h3('Top Three Priorities'),
      table(
        ['Priority', 'Done'],
        tasks.slice(0, 3).map((t) => [t, B.CHECK]),
      ),
      h3('Daily Schedule'),
      table(
        ['Time', 'Plan', 'Done'],
        [
          ...['Morning', 'Midday', 'Afternoon'].map((t, i) => [t, tasks[i + 3] ?? '', B.CHECK]),
          ['Evening', say('Review the day and plan tomorrow'), B.CHECK],
        ],
      ),
      h3('Evening Check-in'),
      bullets(B.DAY_PROMPTS.map(say)),
    ],
    review: () => [
      say(
        'Set aside {twenty|thirty} minutes for this review. Look back honestly, celebrate what went well and choose what to change; it is how the plan gets better every month.',
      ),
      h3('Monthly Scorecard'),
      table(
        ['Area', 'Rating (1–5)', 'What worked', 'What to change'],
        r
          .shuffle(B.AREAS)
          .slice(0, 5)
          .map((a) => [a, '', '', '']),
      ),
      h3('Wins and Lessons'),
      bullets(B.REVIEW_PROMPTS.map(say)),
      h3("Next Month's Priorities"),
      table(
        ['Priority', 'First action', 'Deadline', 'Done'],
        tasks.slice(0, 3).map((t) => [t, '', '', B.CHECK]),
      ),
    ],
    tracker: () => [
      say('Use these trackers every day; a few seconds of ticking boxes gives you an honest picture of your progress with $topic.'),
      h3('Four-Week Habit Tracker'),
      table(
        ['Habit', 'Week 1', 'Week 2', 'Week 3', 'Week 4'],
        [...habits, ...tasks.slice(0, 2)].map((h) => [h, '', '', '', '']),
      ),
      h3('Progress Log'),
      table(
        ['Date', 'What I did', 'Result', 'Notes'],
        Array.from({ length: 6 }, () => ['', '', '', '']),
      ),
      h3('Notes and Ideas'),
      bullets(B.NOTE_PROMPTS.map(say)),
    ],
  }
  return chapterMarkdown(ctx.title, sections[kind]())
}
