import type { PageOptions } from '@core/planner-schemas.ts'
import { PAGE_TEMPLATE_INFO, type PageTemplate } from '@core/planner.ts'
import { itemCount } from '../page-sections.ts'
import type { ProductBrief } from '../provider.ts'
import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { writeChecklistChapter } from './checklist-writer.ts'
import { bullets, chapterMarkdown, h3, sayer, tasks } from './markdown.ts'
import * as B from './section-bank.ts'
import { checklistTheme, plannerThemes } from './section-plans.ts'
import { cleanText, escapeMarkdown } from './topic-text.ts'

/**
 * A planner's or checklist's section as the built-in writer writes it (issue 28): the words
 * inside the pages Folio draws, by the convention in src/core/planner.ts — a short introduction,
 * then the template's entries as a list (checklist items grouped under ### phases, notes after
 * ' — '). No tables: the engine draws the grid.
 */

const INTROS: Partial<Record<PageTemplate, readonly string[]>> = {
  year: ['The whole year on one page. Mark the fixed dates first, birthdays, holidays and deadlines, then the milestones for $topic.'],
  month: ['Each month opens with one focus. Fill in the fixed dates first, then plan around the focus; leave some days empty on purpose.'],
  week: [
    'Each week has one focus line to plan around. Read it on Sunday evening, then fill in the days: appointments first, then the tasks that move $topic forward.',
  ],
  day: [
    'One page for each day. Start with the prompt, choose three priorities, then block out the hours; close the day with one line of notes.',
  ],
  habits: [
    'Tick a box each day you keep the habit. Start with two or three; a missed day is a blank square, not a failure. Never miss twice in a row.',
  ],
  goals: [
    'Answer these prompts in a quiet half hour. Three clear goals beat ten vague ones; write the first step for each before you close the page.',
  ],
  review: ['Set aside twenty minutes at the end of each month. Look back honestly, note the wins and choose one thing to change.'],
  'meal-plan': [
    'Plan the week’s meals on one page, dinners first, then copy what you need onto the shopping list. Some ideas to start from:',
  ],
  'shopping-list': ['Write the list by aisle from the meal plan, after checking the fridge and cupboards. The aisles on each page:'],
  budget: [
    'Fill in the budget on payday: what comes in, then what goes out by category. At the month’s end, write what you really spent beside each line.',
  ],
  workout: ['Log each session the day you do it: the exercise, the sets, the reps and the weight. Some exercises to start from:'],
  mood: ['Colour one square a day with the mood that fits it best. After a month, look for patterns: days, sleep, people, weather.'],
  water: ['Tick a glass each time you drink one. Aim for eight a day, more on training or hot days.'],
  reading: ['Log each book as you finish it: the dates, a rating and one line to remember it by. Ideas for what to read next:'],
  'notes-lined': ['Lined pages for ideas, lists and anything that needs more room than the planner gives it. Date each note.'],
  'notes-dots': ['Dot-grid pages for lists, sketches and your own layouts. Date each page.'],
  'notes-blank': ['Blank pages for mind maps, sketches and anything that does not fit a line.'],
  'cheat-sheet': ['The essentials of the whole checklist on one page. Print it and keep it where you will see it.'],
}

/** Fills `n` entries from the pool, the themed lines first, without repeats. */
function entries(themed: readonly string[], general: readonly string[], n: number): string[] {
  return [...new Set([...themed, ...general])].slice(0, n)
}

/** Themed lines dealt into the general ones at an even spacing, keeping the length. */
function interleave(general: readonly string[], themed: readonly string[]): string[] {
  if (themed.length === 0) return [...general]
  const step = Math.max(2, Math.floor(general.length / themed.length))
  const out = [...general]
  themed.forEach((line, i) => {
    const at = 2 + i * step
    if (at < out.length) out[at] = line
  })
  return out
}

function plannerItems(ctx: ChapterContext, template: PageTemplate, options: PageOptions | undefined): string[] {
  const themes = plannerThemes(`${ctx.vars.topic} ${ctx.hasAudience ? ctx.vars.audience : ''}`)
  const count = itemCount(template, options)
  const max = count?.max ?? 0
  switch (template) {
    case 'month':
      return [...B.MONTH_FOCUS]
    case 'week':
      return interleave(
        B.WEEK_FOCUS,
        themes.flatMap((t) => B.THEMED_WEEK_FOCUS[t]),
      ).slice(0, max)
    case 'day':
      return [...B.DAY_PROMPTS]
    case 'habits':
      return entries(
        themes.flatMap((t) => B.HABITS[t]),
        B.HABITS.general,
        10,
      )
    case 'goals':
      return [...B.GOAL_PROMPTS]
    case 'review':
      return [...B.REVIEW_PROMPTS]
    case 'meal-plan':
      return ctx.rng.shuffle(B.MEALS).slice(0, count?.min ?? 21)
    case 'shopping-list':
      return [...B.AISLES]
    case 'budget':
      return [...B.BUDGET_CATEGORIES]
    case 'workout':
      return [...B.EXERCISES]
    case 'mood':
      return [...B.MOODS]
    case 'reading':
      return [...B.READING]
    default:
      return []
  }
}

/** A themed checklist's phase (its place among the checklist chapters picks the items), else the general phase writer's. */
function checklistPhase(ctx: ChapterContext, brief: ProductBrief): string {
  const theme = checklistTheme(`${brief.topic} ${brief.targetAudience ?? ''}`)
  const phase = brief.chapters.slice(0, ctx.index).filter((c) => c.pageTemplate === 'checklist').length
  const groups = theme ? B.CHECKLIST_ITEMS[theme][phase] : undefined
  if (!groups) return writeChecklistChapter(ctx)
  const { say } = sayer(ctx)
  return chapterMarkdown(ctx.title, [
    say('Work through the items in order and tick each one as you go; the notes say when or how.'),
    ...groups.flatMap(([heading, items]) => [h3(heading), tasks(items.map(say))]),
  ])
}

function cheatSheet(ctx: ChapterContext, brief: ProductBrief): string {
  const { say } = sayer(ctx)
  const theme = checklistTheme(`${brief.topic} ${brief.targetAudience ?? ''}`)
  const phases = brief.chapters.filter((c) => c.pageTemplate === 'checklist')
  const intro = say(INTROS['cheat-sheet']![0]!)
  if (theme) {
    // The first items of each phase, under the phase's title: the must-dos in order.
    const blocks = B.CHECKLIST_ITEMS[theme].flatMap((groups, i) => [
      h3(escapeMarkdown(cleanText(phases[i]?.title ?? groups[0]![0]))),
      tasks(groups.flatMap(([, items]) => items.slice(0, 1)).map(say)),
    ])
    return chapterMarkdown(ctx.title, [intro, ...blocks])
  }
  const part = (heading: string, role: keyof typeof ADVICE) =>
    [h3(heading), tasks(ctx.deal(ADVICE[role], 3, `sheet-${role}`).map(([lead]) => say(lead)))] as const
  return chapterMarkdown(ctx.title, [
    intro,
    ...part('Before You Start', 'intro'),
    ...part('Set Up', 'tools'),
    ...part('Do the Work', 'routine'),
    ...part('Check and Finish', 'progress'),
  ])
}

export function writeSectionChapter(ctx: ChapterContext, brief: ProductBrief, template: PageTemplate, options?: PageOptions): string {
  if (template === 'checklist') return checklistPhase(ctx, brief)
  if (template === 'cheat-sheet') return cheatSheet(ctx, brief)
  const { say } = sayer(ctx)
  const intro = say(ctx.rng.pick(INTROS[template] ?? ['Use these pages as you need them.']))
  const items = plannerItems(ctx, template, options).map(say)
  return chapterMarkdown(ctx.title, [intro, items.length > 0 ? bullets(items) : ''])
}

/** What each section is for, in a line, for the how-to page. */
const USE: Partial<Record<PageTemplate, string>> = {
  year: 'mark birthdays, holidays and deadlines for the whole year',
  goals: 'choose three goals and the first step for each',
  month: 'plan each month around its focus and fixed dates',
  week: 'plan each week on Sunday, around one focus line',
  day: 'set three priorities and block out the hours each morning',
  habits: 'tick off your daily habits; never miss twice',
  review: 'look back at the end of each month and choose one change',
  'meal-plan': 'plan the week’s meals, dinners first',
  'shopping-list': 'write the week’s shop by aisle, from the meal plan',
  budget: 'set the month’s budget on payday and track what you spend',
  workout: 'log every session: exercise, sets, reps and weight',
  mood: 'colour one square a day and look for patterns',
  water: 'count your glasses every day',
  reading: 'log each book you finish and what to read next',
  'notes-lined': 'everything else: ideas, plans, lists',
  'notes-dots': 'lists, sketches and your own layouts',
  'notes-blank': 'mind maps and sketches',
}

/**
 * A planner's page without a template (a "How to use this planner" page): a short introduction,
 * what each of the planner's own sections is for, and a weekly routine.
 */
export function writePlannerGuide(ctx: ChapterContext, brief: ProductBrief): string {
  const { say } = sayer(ctx)
  const sections = brief.chapters.filter((c) => c.pageTemplate)
  const routine = [
    'Sunday: read the week’s focus line, fill in the appointments, then choose three tasks that matter',
    'Every day: tick your habits and move what did not get done',
    'Month’s end: answer the review questions and set the next month’s focus',
  ]
  return chapterMarkdown(ctx.title, [
    say(
      'This planner turns $topic into a simple rhythm you can keep all year. Start with your goals, plan one week at a time, and let the trackers show you what is working.' +
        (ctx.hasAudience ? ' It is made for $audience: every page takes only a few minutes to fill in.' : ''),
    ),
    h3('What Each Section Is For'),
    bullets(
      sections.map((c) => {
        const template = c.pageTemplate!
        return `${escapeMarkdown(cleanText(c.title))} — ${USE[template] ?? PAGE_TEMPLATE_INFO[template].label.toLowerCase()}`
      }),
    ),
    h3('A Simple Routine'),
    bullets(routine.map(say)),
  ])
}
