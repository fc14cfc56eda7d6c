import type { PageOptions } from '@core/planner-schemas.ts'
import { type PageTemplate } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { itemCount } from '../../prompts/page-sections.ts'
import type { ProductBrief } from '../provider.ts'
import { ADVICE } from './advice-bank.ts'
import type { ChapterContext } from './chapter-context.ts'
import { writeChecklistChapter } from './checklist-writer.ts'
import { bullets, chapterMarkdown, h3, sayer, tasks } from './markdown.ts'
import * as B from './section-bank.ts'
import { checklistTheme, type PlannerTheme, plannerThemes } from './section-plans.ts'
import { render } from './phrasing/template.ts'
import { cleanText, escapeMarkdown, plannerFocus, topicForms } from './topic-text.ts'

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
    'Each week has one focus line to plan around. Read it the evening before the week starts, then fill in the days: appointments first, then the tasks that move $topic forward.',
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
    'One page holds one month’s budget: print or duplicate it for each month. Fill it in on payday, what comes in under income, then what you plan to spend in each category; at the month’s end, write what you really spent beside each line.',
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

/** A planner's $topic when its topic names nothing but the planner ("Daily planner"). */
const NO_FOCUS = 'your goals'

/** A lined section for a student's hand-in and exam dates, by its title. */
const DEADLINES = /\b(assignments?|deadlines?|exams?|homework|coursework)\b/i

/**
 * A study planner's introductions where the general one would not fit (issue 28): the weekly spread
 * holds the timetable, and deadlines go on lined pages, since no template draws either.
 */
const STUDY_INTROS: Partial<Record<PageTemplate, string>> = {
  year: 'The whole year on one page. Mark the term dates and holidays first, then every exam and hand-in date as soon as you know it.',
  month: 'Each month opens with one focus. Copy in the exams and deadlines from the year page first, then plan your revision around them.',
  week: 'Each week is your timetable: write in your classes and lectures first, then the study sessions in the gaps and what is due that week. The tip at the top is for the week.',
}

const DEADLINES_INTRO =
  'Write each assignment and exam on its own line the day it is set: the subject, what is due and the date. Work back from the date to plan the first session, and cross the line out when it is handed in.'

/** The section's introduction: its template's, a study planner's, or a deadlines page's. */
function introFor(ctx: ChapterContext, themes: PlannerTheme[], template: PageTemplate): string {
  if (template.startsWith('notes-') && DEADLINES.test(ctx.title)) return DEADLINES_INTRO
  const study = themes.includes('study')
  return (study ? STUDY_INTROS[template] : undefined) ?? ctx.rng.pick(INTROS[template] ?? ['Use these pages as you need them.'])
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

function plannerItems(ctx: ChapterContext, themes: PlannerTheme[], template: PageTemplate, options: PageOptions | undefined): string[] {
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
      // "A book about $topic" only when the topic names something a book can be about.
      return B.READING.filter((line) => ctx.vars.topic !== NO_FOCUS || !line.includes('$topic'))
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

export function writeSectionChapter(context: ChapterContext, brief: ProductBrief, template: PageTemplate, options?: PageOptions): string {
  if (template === 'checklist') return checklistPhase(context, brief)
  if (template === 'cheat-sheet') return cheatSheet(context, brief)
  const themes = plannerThemes(`${brief.topic} ${brief.targetAudience ?? ''}`)
  // A planner's words name its topic as a noun phrase ("Learn something new for your studies"),
  // never the raw topic ("…for study planner for students").
  const focus = plannerFocus(topicForms(brief.topic).short)
  const ctx = { ...context, vars: { ...context.vars, topic: focus ? escapeMarkdown(focus) : NO_FOCUS } }
  const { say } = sayer(ctx)
  const intro = say(introFor(ctx, themes, template))
  const items = plannerItems(ctx, themes, template, options).map(say)
  return chapterMarkdown(ctx.title, [intro, items.length > 0 ? bullets(items) : ''])
}

/** What each section is for, in a line, for the how-to page. */
const USE: Partial<Record<PageTemplate, string>> = {
  year: 'mark birthdays, holidays and deadlines for the whole year',
  goals: 'choose three goals and the first step for each',
  month: 'plan each month around its focus and fixed dates',
  week: 'plan each week before it starts, around one focus line',
  day: 'set three priorities and block out the hours each morning',
  habits: 'tick off your daily habits; never miss twice',
  review: 'look back at the end of each month and choose one change',
  'meal-plan': 'plan the week’s meals, dinners first',
  'shopping-list': 'write the week’s shop by aisle, from the meal plan',
  budget: 'one page per month: set the budget on payday and track what you spend',
  workout: 'log every session: exercise, sets, reps and weight',
  mood: 'colour one square a day and look for patterns',
  water: 'count your glasses every day',
  reading: 'log each book you finish and what to read next',
  'notes-lined': 'everything else: ideas, plans, lists',
  'notes-dots': 'lists, sketches and your own layouts',
  'notes-blank': 'mind maps and sketches',
}

/** Templates that track something day by day or session by session. */
const TRACKING: readonly PageTemplate[] = ['habits', 'mood', 'water', 'workout', 'budget', 'reading']

/**
 * The routine the how-to page gives, from the sections the planner really has: a planner without
 * weekly spreads is not told to read the week's focus line (issue 28).
 */
function routineFor(has: (t: PageTemplate) => boolean, reviewPeriod: string, study: boolean): string[] {
  const lines: string[] = []
  if (has('goals')) lines.push('First: fill in the year page and answer the goal prompts')
  if (has('month')) lines.push('Each month: copy in the fixed dates, read the month’s focus and plan around it')
  if (has('meal-plan')) lines.push(`Once a week: plan the meals${has('shopping-list') ? ', then write the shopping list from them' : ''}`)
  if (has('week'))
    lines.push(
      study
        ? 'Before each week: write in your classes, check what is due, then plan the study sessions in the gaps'
        : 'Before each week: read its focus line, fill in the appointments, then choose three tasks that matter',
    )
  if (has('day')) lines.push('Each morning: read the day’s prompt, choose three priorities and block out the hours')
  const daily = [
    has('habits') ? 'tick your habits' : '',
    has('mood') ? 'colour in your mood' : '',
    has('water') ? 'count your glasses' : '',
    has('day') || has('week') ? 'move what did not get done' : '',
  ].filter(Boolean)
  if (daily.length > 0) lines.push(`Every day: ${daily.join(daily.length > 2 ? ', ' : ' and ').replace(/, (?=[^,]*$)/, ' and ')}`)
  if (has('workout')) lines.push('After each workout: log the exercises, sets, reps and weight')
  if (has('budget')) lines.push('On payday: set the month’s budget on a fresh budget page')
  if (has('review'))
    lines.push(`At the end of each ${reviewPeriod}: answer the review questions${has('month') ? ' and set the next month’s focus' : ''}`)
  return lines
}

/**
 * A planner's page without a template (a "How to use this planner" page): a short introduction,
 * what each of the planner's own sections is for, and a routine built from those sections. The
 * topic is named only as a clean noun phrase (plannerFocus), never pasted into the sentence.
 */
export function writePlannerGuide(ctx: ChapterContext, brief: ProductBrief): string {
  const { say } = sayer(ctx)
  const sections = brief.chapters.filter((c) => c.pageTemplate)
  const has = (t: PageTemplate) => sections.some((c) => c.pageTemplate === t)
  const study = plannerThemes(`${brief.topic} ${brief.targetAudience ?? ''}`).includes('study')
  const review = sections.find((c) => c.pageTemplate === 'review')?.pageOptions?.period ?? 'month'
  const [rhythm, step] = has('day')
    ? ['daily', 'plan one day at a time']
    : has('week')
      ? ['weekly', 'plan one week at a time']
      : ['monthly', 'plan one month at a time']
  const focus = plannerFocus(topicForms(brief.topic).short)
  const opening = [
    focus ? `This planner keeps $focus on track with a simple ${rhythm} rhythm.` : `This planner gives you a simple ${rhythm} rhythm.`,
    `${has('goals') ? 'Start with your goals, ' : 'Start '}${has('goals') ? step : step.replace(/^plan/, 'by planning')}` +
      `${sections.some((c) => TRACKING.includes(c.pageTemplate!)) ? ', and let the trackers show you what is working.' : '.'}`,
    ctx.hasAudience ? 'It is made for $audience: every page takes only a few minutes to fill in.' : '',
  ]
  const use = (c: (typeof sections)[number]): string => {
    const template = c.pageTemplate!
    if (template.startsWith('notes-') && DEADLINES.test(c.title)) return 'every assignment and exam the day it is set, with its due date'
    if (study && template === 'week') return 'your timetable: classes first, then study sessions and what is due'
    if (study && template === 'year') return 'mark term dates, exams and hand-in dates for the whole year'
    return USE[template] ?? PAGE_TEMPLATE_INFO[template].label.toLowerCase()
  }
  return chapterMarkdown(ctx.title, [
    // User text goes in as a variable, after the template's choices are made: never read as one.
    render(opening.filter(Boolean).join(' '), { rng: ctx.rng, tone: ctx.tone, vars: { ...ctx.vars, focus: escapeMarkdown(focus ?? '') } }),
    h3('What Each Section Is For'),
    bullets(sections.map((c) => `${escapeMarkdown(cleanText(c.title))} — ${use(c)}`)),
    h3('A Simple Routine'),
    bullets(routineFor(has, review, study).map(say)),
  ])
}
