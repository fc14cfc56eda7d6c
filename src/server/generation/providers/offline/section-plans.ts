import type { OutlineChapter } from '@core/generation-schemas.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import type { PageTemplate } from '@core/planner.ts'
import { plannerFocus } from './topic-text.ts'

/**
 * The built-in writer's planner and checklist outlines (issue 28): sections chosen from the topic
 * and the audience, each with the page template Folio draws it with, as an AI outline gives them.
 * A meal planner gets meal plans and shopping lists, a fitness planner a workout log, a money
 * planner a budget; a moving, wedding, launch or trip checklist gets that job's own phases.
 */

/** What the topic is about, read from its words (and the audience's). */
export type PlannerTheme = 'meal' | 'fitness' | 'money' | 'wellbeing' | 'reading' | 'study'
export type ChecklistTheme = 'moving' | 'wedding' | 'launch' | 'travel'

const PLANNER_THEMES: [PlannerTheme, RegExp][] = [
  [
    'meal',
    /\b(meals?|food|diet|nutrition|cook(?:ing)?|recipes?|eat(?:ing)?|keto|vegan|vegetarian|grocer(?:y|ies)|lunch(?:es)?|dinners?|kitchen|prep)\b/i,
  ],
  [
    'fitness',
    /\b(fitness|fit|workouts?|gym|exercise|training|running|runners?|marathon|strength|yoga|pilates|weight|muscle|cardio|athletes?)\b/i,
  ],
  ['money', /\b(money|budget(?:ing)?|financ(?:e|es|ial)|sav(?:e|ing|ings)|debt|spending|expenses?|frugal|income|bills?)\b/i],
  [
    'wellbeing',
    /\b(wellness|wellbeing|well-being|mental|self-care|selfcare|mood|anxiety|mindful(?:ness)?|gratitude|journal(?:ing)?|stress|sleep|calm)\b/i,
  ],
  ['reading', /\b(read(?:ing|ers?)?|books?|literature|novels?)\b/i],
  ['study', /\b(stud(?:y|ying|ents?)|exams?|school|college|university|homework|revision|classes)\b/i],
]

const CHECKLIST_THEMES: [ChecklistTheme, RegExp][] = [
  ['moving', /\b(mov(?:e|ing)|relocat(?:e|ing|ion)|new home|house move|removals?)\b/i],
  ['wedding', /\b(wedding|bride|groom|marriage|elopement)\b/i],
  ['launch', /\b(launch(?:es|ing)?|go-live|product release|release day)\b/i],
  ['travel', /\b(travel(?:ling|ing)?|trip|holiday|vacation|packing|backpack(?:ing)?|flight)\b/i],
]

export function plannerThemes(text: string): PlannerTheme[] {
  return PLANNER_THEMES.filter(([, re]) => re.test(text)).map(([theme]) => theme)
}

export function checklistTheme(text: string): ChecklistTheme | undefined {
  return CHECKLIST_THEMES.find(([, re]) => re.test(text))?.[0]
}

/** Whether a planner plans days rather than weeks: a daily planner. A study planner plans weeks (its timetable). */
export const isDaily = (text: string) => /\b(daily|day planner|every day|day by day)\b/i.test(text)

interface Section {
  title: string
  plan: string
  pageTemplate?: PageTemplate
  pageOptions?: PageOptions
}

const section = (title: string, plan: string, pageTemplate?: PageTemplate, pageOptions?: PageOptions): Section => ({
  title,
  plan,
  ...(pageTemplate ? { pageTemplate } : {}),
  ...(pageOptions ? { pageOptions } : {}),
})

/** Trackers per theme, in the order a buyer reaches for them. */
const TRACKERS: Record<PlannerTheme, (focus: string | undefined) => Section[]> = {
  meal: () => [
    section(
      'Meal Plans',
      `A week of breakfasts, lunches and dinners on each page, with example meals to start from. Key points: plan dinners first; cook once, eat twice; leave one night for leftovers.`,
      'meal-plan',
      { pages: 4 },
    ),
    section(
      'Shopping Lists',
      `A list by aisle for each week's shop, filled in from the meal plan. Key points: shop by aisle; check the cupboards first; note what ran out.`,
      'shopping-list',
      { pages: 4 },
    ),
  ],
  fitness: (t) => [
    section(
      'Workout Log',
      `A log of each session's exercises, sets, reps and weights, with example exercises${t ? ` for ${t}` : ''}. Key points: log every set; add weight slowly; note how it felt.`,
      'workout',
      { pages: 6 },
    ),
    section(
      'Water Tracker',
      'A glass to tick for each drink, every day of the month. Key points: eight glasses a day; more on training days; tick as you go.',
      'water',
    ),
  ],
  money: () => [
    section(
      'Budget and Expenses',
      // One page is one month's budget; the words say to copy it for each month. A fixed page count
      // would not follow the planner's span (plannerMonths), which the outline does not know.
      'A month’s budget on one page, to copy for each month: income, spending by category against what was really spent, and an expense log. Key points: pay yourself first; track every expense; review at the month’s end.',
      'budget',
    ),
  ],
  wellbeing: () => [
    section(
      'Mood Tracker',
      'A colour for each day’s mood, with a key to choose from. Key points: one mood a day; notice patterns; no judgement.',
      'mood',
    ),
  ],
  reading: () => [
    section(
      'Reading Log',
      'A log of the books read, with dates, ratings and one line on each, and prompts for what to read next. Key points: one line per book; rate honestly; keep a to-read list.',
      'reading',
      { pages: 2 },
    ),
  ],
  // No template draws a timetable or an exam grid: deadlines go on lined pages whose words say how to
  // use them, course reading in the reading log; the weekly spread holds the timetable.
  study: () => [
    section(
      'Assignments, Deadlines and Exams',
      'Lined pages to list every assignment and exam as it is set: the subject, what is due and the date. Key points: write it down the day it is set; work back from the date; cross it out when it is handed in.',
      'notes-lined',
      { pages: 4 },
    ),
    section(
      'Reading Log',
      'A log of the set texts and course reading, with dates, a rating and one line on each. Key points: one line per text; note the useful chapters; keep a to-read list.',
      'reading',
      { pages: 2 },
    ),
  ],
}

/**
 * A planner's sections: a short how-to page, the year, the goals, the calendar backbone (months,
 * then weeks or days), a habit tracker, the trackers the topic calls for (up to four, one section
 * per template), the monthly review and notes. Between 8 and 12 sections: within CHAPTER_RANGE.planner.
 * A study planner plans its weeks (the timetable) and its goals by quarter, and names them for students.
 */
export function plannerSections(topic: string, about: string): OutlineChapter[] {
  const focus = plannerFocus(topic)
  const themes = plannerThemes(about)
  const daily = isDaily(about)
  const study = themes.includes('study')
  const trackers = themes
    .flatMap((theme) => TRACKERS[theme](focus))
    .filter((s, i, all) => all.findIndex((o) => o.pageTemplate === s.pageTemplate) === i)
    .slice(0, 4)
  const sections: Section[] = [
    section(
      'How to Use This Planner',
      `A one-page start: what each section is for and a ${daily ? 'daily' : 'weekly'} routine for using the planner${focus ? ` for ${focus}` : ''}. ` +
        `Key points: start with your goals; ${daily ? 'plan each day in the morning' : 'plan each week before it starts'}; review each month.`,
    ),
    section(
      'Year at a Glance',
      study
        ? 'The whole year on one page, for term dates, exams, deadlines and holidays. Key points: term dates first; then exams and deadlines; keep it short.'
        : 'The whole year on one page, for dates, deadlines and events. Key points: mark fixed dates first; add deadlines; keep it short.',
      'year',
    ),
    study
      ? section(
          'Quarterly Study Goals',
          'Prompts for each quarter of the year: the grades and skills to aim for and the first steps. Key points: what to achieve by the end of the quarter; why it matters; the first step.',
          'goals',
          { period: 'quarter' },
        )
      : section(
          'Goals for the Year',
          `Prompts that turn what you want ${focus ? `from ${focus}` : 'this year'} into three clear goals and first steps. Key points: why it matters; what success looks like; the first step.`,
          'goals',
          { period: 'year' },
        ),
    section(
      'Monthly Calendar',
      'A calendar page for each month, with a focus for the month at the top. Key points: one focus a month; plan around fixed dates; leave white space.',
      'month',
    ),
    daily
      ? section(
          'Daily Pages',
          `A page for each day: priorities, schedule and notes, with a prompt to start the day. Key points: three priorities; time-block the day; close with one line.`,
          'day',
        )
      : study
        ? section(
            'Weekly Classes and Study Plan',
            'A spread for each week: classes and lectures first, then study sessions and what is due, with one study tip for the week. Key points: timetable first; study sessions in the gaps; check what is due.',
            'week',
          )
        : section(
            'Weekly Plan',
            `A spread for each week, with one focus line to plan the week around. Key points: plan before the week starts; one focus a week; move what did not get done.`,
            'week',
          ),
    section(
      'Habit Tracker',
      `The daily habits that move ${focus ?? 'your goals'} forward, ticked off every day of the month. Key points: few habits; small enough to do daily; never miss twice.`,
      'habits',
    ),
    ...trackers,
    section(
      'Monthly Review',
      'Questions to look back on each month and decide what to change. Key points: wins; what got in the way; one change for next month.',
      'review',
      { period: 'month' },
    ),
    section(
      'Notes',
      'Lined pages for ideas, lists and anything that needs more room. Key points: date each note; keep lists here; review monthly.',
      'notes-lined',
      {
        pages: 6,
      },
    ),
  ]
  return sections
}

/** A checklist's phases per theme: [title, plan] in order, then the cheat sheet's title. */
const PHASES: Record<ChecklistTheme, { phases: [string, string][]; sheet: string }> = {
  moving: {
    phases: [
      [
        'Eight Weeks Before the Move',
        'Decide the date, book the help and start clearing out. Key points: quotes and booking; decluttering; the paperwork to start.',
      ],
      [
        'Four Weeks Before',
        'Change addresses, book the services and pack what you will not need. Key points: address changes; utilities; packing room by room.',
      ],
      [
        'The Week Before',
        'Confirm the bookings, pack the essentials box and use up the fridge. Key points: confirmations; the essentials box; last deliveries.',
      ],
      [
        'Moving Day',
        'Meter readings, the last checks and handing over the keys. Key points: readings and photos; room-by-room check; keys and receipts.',
      ],
      [
        'The First Week in Your New Home',
        'Unpack the essentials, register with local services and settle in. Key points: utilities on; registrations; the first unpacking.',
      ],
    ],
    sheet: 'Moving Day Cheat Sheet',
  },
  wedding: {
    phases: [
      ['Twelve Months Before', 'Budget, guest list, date and the venue. Key points: the budget; a first guest list; booking the venue.'],
      [
        'Six Months Before',
        'The suppliers, the outfits and the invitations. Key points: photographer and caterer; outfits; save-the-dates.',
      ],
      [
        'Three Months Before',
        'Invitations out, menus chosen and the order of the day drafted. Key points: invitations; tastings; the running order.',
      ],
      [
        'The Final Month',
        'Final numbers, payments, seating and the last fittings. Key points: final numbers; balances paid; seating plan.',
      ],
      [
        'The Wedding Week',
        'Confirmations, the emergency kit and handing jobs to others. Key points: supplier confirmations; the kit; who does what.',
      ],
    ],
    sheet: 'Wedding Day Cheat Sheet',
  },
  launch: {
    phases: [
      ['Research and Positioning', 'Who it is for, what it promises and how it is priced. Key points: the buyer; the promise; the price.'],
      [
        'Build and Prepare',
        'The product, the page that sells it and the launch assets. Key points: the product ready; the sales page; the assets.',
      ],
      ['Pre-Launch', 'Warm up the audience and line up the announcement. Key points: the waitlist; the teasers; the launch plan.'],
      ['Launch Day', 'Go live, announce everywhere and answer every question. Key points: go live; announce; watch and reply.'],
      ['After the Launch', 'Follow up, gather reviews and learn from the numbers. Key points: follow-ups; reviews; the debrief.'],
    ],
    sheet: 'Launch Day Cheat Sheet',
  },
  travel: {
    phases: [
      [
        'Before You Book',
        'Dates, budget, documents and the bookings that sell out first. Key points: passports and visas; the budget; flights and stays.',
      ],
      ['A Month Before', 'Insurance, health, money and the plans for each day. Key points: insurance; vaccinations; cards and cash.'],
      ['The Week Before', 'Check-ins, home arrangements and the packing list. Key points: check-ins; house and pets; packing.'],
      ['Travel Day', 'Documents, timings and the last checks before leaving home. Key points: documents; timings; lock up.'],
    ],
    sheet: 'Travel Day Cheat Sheet',
  },
}

/** A themed checklist's phases and its one-page cheat sheet; undefined for a topic with no theme. */
export function checklistSections(about: string): OutlineChapter[] | undefined {
  const theme = checklistTheme(about)
  if (!theme) return undefined
  const { phases, sheet } = PHASES[theme]
  return [
    ...phases.map(([title, plan]) => section(title, plan, 'checklist')),
    section(
      sheet,
      'The essentials of the whole checklist on one page, to print and keep at hand. Key points: the must-dos; the numbers to call; the last checks.',
      'cheat-sheet',
    ),
  ]
}

/** The cheat sheet that ends an untitled-theme checklist's phases. */
export const GENERIC_SHEET = section(
  'Quick-Reference Cheat Sheet',
  'The essentials of every phase on one page, to print and keep at hand. Key points: the must-dos; the order; the last checks.',
  'cheat-sheet',
)
