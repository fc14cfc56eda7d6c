import { afterAll, describe, expect, it } from 'vitest'
import type { PageTemplate } from '@core/planner.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import { checklistBuilders } from './checklist-pages.ts'
import { goalBuilders } from './goal-pages.ts'
import { notesBuilders } from './notes-pages.ts'
import { FRAME_TABS, frameBody } from './page-parts.ts'
import {
  HARNESS_TRIMS,
  harnessBody,
  harnessContext,
  harnessSection,
  type HarnessTrim,
  removeHarnessFiles,
  renderHarness,
  type Word,
} from '../../../../tests/support/export/page-harness.ts'
import type { PageBuilder, PlannerPage } from './planner-types.ts'
import { trackerBuilders, workoutExample } from './tracker-pages.ts'

// Issue 28 (decision 91): the tracker, goal, notes and checklist pages, rendered in the test frame
// (page-harness.ts) at every trim and read back with poppler and the compiler's field marks.
afterAll(removeHarnessFiles)

const builders: Partial<Record<PageTemplate, PageBuilder>> = { ...trackerBuilders, ...goalBuilders, ...notesBuilders, ...checklistBuilders }

// A fitness-and-meal planner, as the model writes its sections: items with notes after ' — '.
const PLANNER: [PageTemplate, string, string, PageOptions?][] = [
  [
    'habits',
    'Habit tracker',
    'Tick each day you keep a habit. Aim for streaks, not perfection.\n\n- Drink 2 litres of water — about 8 glasses\n- 10,000 steps\n- Strength workout — 30 minutes or more\n- Stretch before bed\n- Eat 5 portions of fruit and vegetables\n- No sugary drinks\n- In bed by 10:30 pm — screens off at 10\n- Meal prep for tomorrow',
  ],
  [
    'mood',
    'Mood tracker',
    'Colour each day with the mood that fits it best.\n\n- Energised — ready for anything\n- Happy\n- Calm\n- Tired\n- Stressed\n- Low',
  ],
  ['water', 'Water tracker', 'One box per glass; eight a day keeps you on track.'],
  [
    'meal-plan',
    'Weekly meal plan',
    'Plan the week on Sunday and shop once.\n\n- Overnight oats — with berries and Greek yoghurt\n- Chicken and quinoa bowl — batch-cook on Sunday\n- Salmon traybake — 25 minutes, one tray\n- Hummus and veg sticks — an easy snack',
    { pages: 2 },
  ],
  [
    'shopping-list',
    'Shopping list',
    '- Produce — fruit, salad, vegetables\n- Protein — chicken, fish, eggs, tofu\n- Dairy\n- Grains and pantry\n- Frozen\n- Snacks\n- Household',
  ],
  [
    'budget',
    'Monthly budget',
    'Give every pound a job before the month starts.\n\n- Rent or mortgage\n- Utilities — gas, electricity, water\n- Groceries\n- Gym and classes\n- Transport\n- Eating out\n- Savings — pay yourself first\n- Subscriptions',
  ],
  [
    'workout',
    'Workout log',
    'Log every session; progress shows in the numbers.\n\n- Goblet squat — slow on the way down\n- Push-ups — full range, chest to floor\n- Romanian deadlift — hinge from the hips',
  ],
  ['reading', 'Reading log', '- Atomic Habits — James Clear\n- The Body Keeps the Score\n- A novel for fun — something light'],
  [
    'goals',
    'Monthly goals',
    'Set a few goals you can finish this month.\n\n- This month’s focus — one word or a short phrase\n- Three goals — small enough to finish\n- Habits to build\n- What I will say no to',
  ],
  ['goals', 'Quarterly goals', '- Three goals for the quarter\n- First steps\n- What could get in the way', { period: 'quarter' }],
  [
    'goals',
    'Yearly goals',
    '- My word for the year\n- Health and fitness — how I want to feel\n- Money — what I want to save\n- Relationships\n- Career and learning',
    { period: 'year' },
  ],
  ['review', 'Monthly review', '- What went well — wins, big and small\n- What was hard\n- What I learned\n- Next month I will'],
  ['notes-lined', 'Notes', ''],
  ['notes-dots', 'Dot grid', '', { pages: 2 }],
  ['notes-blank', 'Sketches', ''],
]

const PHASES: [string, string[]][] = [
  [
    'Eight weeks before',
    [
      'Book the removal van — get three quotes and compare what insurance covers',
      'Give notice to your landlord — check the notice period in your contract',
      'Start a moving folder — quotes, receipts and the inventory in one place',
      'Declutter room by room — sell, donate or recycle what you will not take',
      'Measure the new place — doorways and stairs for the big furniture',
      'Book time off work for the move',
      'Research schools and GP surgeries near the new home',
      'Order packing boxes and tape',
      'Plan how pets will travel — and who looks after them on the day',
      'Get a quote for end-of-tenancy cleaning',
      'Check parking for the van at both addresses',
      'Make an inventory of valuables — photos help with insurance',
    ],
  ],
  [
    'Four weeks before',
    [
      'Redirect your post — the redirection takes a week to start',
      'Tell your bank and card providers',
      'Update your address with your employer',
      'Tell the tax office and the vehicle licensing agency',
      'Arrange utilities for the new home — gas, electricity, water',
      'Set up broadband — installs can take two weeks',
      'Cancel or move subscriptions and memberships',
      'Start packing rooms you rarely use',
      'Label every box with its room and contents',
      'Use up frozen food',
      'Book a babysitter for moving day',
      'Return library books and borrowed items',
    ],
  ],
  [
    'One week before',
    [
      'Confirm the van and the time with the removal firm',
      'Defrost the freezer — 24 hours before moving',
      'Pack a first-night box — kettle, mugs, toilet roll, chargers, bedding',
      'Take meter photos at the old place',
      'Pay final bills',
      'Clean as you go — start with empty rooms',
      'Disassemble furniture — keep screws in labelled bags',
      'Pack valuables and documents to carry yourself',
      'Arrange key handover with the agent',
      'Check the weather and plan for rain',
      'Charge phones and power banks',
      'Withdraw some cash for tips and takeaway',
    ],
  ],
  [
    'Moving day',
    [
      'Strip the beds and pack the bedding last',
      'Do a final walk-through — cupboards, lofts and the garden shed',
      'Read the meters and photograph them',
      'Lock windows and doors and hand over the keys',
      'Check the van is empty before it leaves',
      'Direct the movers room by room at the new place',
      'Unpack the first-night box',
      'Make the beds first',
      'Check the smoke alarms',
      'Order a takeaway — you have earned it',
      'Find the stopcock and the fuse box',
      'Put the kettle on',
    ],
  ],
  [
    'First week in',
    [
      'Register with a doctor and a dentist',
      'Update the electoral register',
      'Change your address on your driving licence',
      'Set up council tax',
      'Meet the neighbours',
      'Unpack the kitchen fully',
      'Hang curtains or blinds',
      'Test the heating and hot water',
      'Change the locks — you do not know who has keys',
      'Update delivery addresses online',
      'Recycle the boxes',
      'Celebrate — invite friends round',
    ],
  ],
]

const markdown = (phases: [string, string[]][]) =>
  phases.map(([title, items]) => `### ${title}\n\n${items.map((item) => `- [ ] ${item}`).join('\n')}`).join('\n\n')
const MOVING = `Work through one phase at a time and write a date in the Due by column.\n\n${markdown(PHASES)}`
const CHEAT = markdown(PHASES.map(([title, items]): [string, string[]] => [title, items.slice(0, 6)]))

const CHECKLIST: [PageTemplate, string, string, PageOptions?][] = [
  ['checklist', 'Moving house checklist', MOVING],
  ['cheat-sheet', 'Moving day cheat sheet', CHEAT],
]

function build(
  sections: [PageTemplate, string, string, PageOptions?][],
  trim: HarnessTrim,
  context = harnessContext({ trim, year: 2027, startMonth: 3 }),
) {
  return sections.flatMap(([template, title, content, options], i) =>
    builders[template]!(harnessSection(i + 1, title, template, content, options), context),
  )
}

/** Words outside the page's body and header strip, as pdftotext places them. */
function outside(words: Word[], frame: { header: number; body: { x: number; y: number; width: number; height: number } }): string[] {
  const { x, y, width, height } = frame.body
  return words
    .filter((w) => w.x < x - 1 || w.xMax > x + width + 1 || w.y < y - frame.header - 1 || w.yMax > y + height + 1)
    .map((w) => `page ${w.page}: ${w.text} (${Math.round(w.x)}–${Math.round(w.xMax)}, ${Math.round(w.y)}–${Math.round(w.yMax)})`)
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('planner pages at every trim', () => {
  it.each(HARNESS_TRIMS)('draws every template at %s on its own pages, inside the frame', async (trim) => {
    const pages = build([...PLANNER, ...CHECKLIST], trim)
    // The harness fails the compile when a tick box or write-in line lies outside its body.
    const out = await renderHarness(pages, trim)
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    // One page for each template at least, each page drawing fields with unique names.
    expect(new Set(pages.map((p) => p.template))).toEqual(new Set(Object.keys(builders)))
    const names = out.fields.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    // Write-in lines are at least 7 mm tall.
    const text = out.fields.filter((f) => f.kind === 'text')
    expect(Math.min(...text.map((f) => f.h))).toBeGreaterThanOrEqual((7 * 72) / 25.4 - 0.01)
    // Every page's fields are on that page.
    for (const field of out.fields) expect(field.name.startsWith(`${pages[field.page - 1]!.id}-`)).toBe(true)
  })
})

describe('habit tracker', () => {
  const habits = [
    'Drink 2 litres of water — about 8 glasses',
    'Walk 10,000 steps',
    'Strength workout — 30 minutes or more',
    'Stretch before bed',
    'Eat five portions of fruit and vegetables',
    'No sugary drinks',
    'In bed by 10:30 pm — screens off at 10',
    'Meal prep for tomorrow',
    'Read twenty pages',
    'Meditate — ten minutes, morning',
    'Take vitamins',
    'Journal three lines',
  ]
  const section = `- ${habits.join('\n- ')}`

  // A narrow body splits a 31-day month over two pages (1–16, 17–31) so a pen can tick its boxes.
  it.each([
    ['5.5x8.5', 2, 4.5],
    ['a5', 2, 4.5],
    ['6x9', 2, 4.5],
    ['letter', 1, 3.5],
    ['a4', 1, 3.5],
    ['digital', 1, 4.5],
  ] as const)(
    'keeps all 12 labels whole beside a 31-day month at %s, on %i page(s) with boxes of %f mm or more',
    async (trim, count, least) => {
      const context = harnessContext({ trim, year: 2027, startMonth: 3 })
      expect(context.months[0]!.days).toHaveLength(31)
      const pages = build([['habits', 'Habit tracker', section]], trim, context)
      expect(pages).toHaveLength(count)
      if (count === 2)
        expect(pages.map((p) => p.title)).toEqual(['Habit tracker — March 2027 · 1–16', 'Habit tracker — March 2027 · 17–31'])
      const out = await renderHarness(pages, trim)
      expect(out.pages).toBe(count)
      expect(outside(out.words, out.frame)).toEqual([])
      const boxes = out.fields.filter((f) => f.kind === 'checkbox')
      // Boxes a pen can tick, none touching its neighbour nor the grid's right edge.
      const mm = (pt: number) => (pt * 25.4) / 72
      expect(mm(Math.min(...boxes.map((f) => f.w)))).toBeGreaterThanOrEqual(least)
      const { x, width } = out.frame.body
      expect(x + width - Math.max(...boxes.map((f) => f.x + f.w))).toBeGreaterThan(2)
      const row = boxes.filter((f) => f.page === 1 && f.name.includes('-habit-1-')).sort((a, b) => a.x - b.x)
      for (let i = 1; i < row.length; i++) expect(row[i]!.x - (row[i - 1]!.x + row[i - 1]!.w)).toBeGreaterThan(2)
      // Every word of every label prints whole (no hyphen, nothing clipped) left of the first day's column.
      const firstBox = Math.min(...boxes.map((f) => f.x))
      const printed = out.words.map((w) => w.text)
      for (const habit of habits) {
        for (const word of words(habit)) expect(printed).toContain(word)
      }
      const labelWords = out.words.filter((w) => habits.some((h) => words(h).includes(w.text)) && w.y > out.frame.body.y + 20)
      expect(Math.max(...labelWords.map((w) => w.xMax))).toBeLessThan(firstBox)
      for (const text of out.text) expect(text).not.toMatch(/\w-\s*\n/)
      // 12 habits × 31 days of tick boxes, and day 31 is there.
      expect(boxes).toHaveLength(12 * 31)
      expect(printed).toContain('31')
    },
  )

  it('widens the label column for long habits, keeping every label inside its row', async () => {
    const long = Array.from(
      { length: 12 },
      (_, i) => `- Practise the piano scales and arpeggios slowly, set ${i + 1} — twenty minutes before breakfast every single day`,
    )
    const pages = build([['habits', 'Habit tracker', long.join('\n')]], '5.5x8.5')
    const out = await renderHarness(pages, '5.5x8.5')
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    // The label column's lines of text, top to bottom, keep at least their leading apart: a label
    // running into the next row would set its lines among that row's.
    const firstBox = Math.min(...out.fields.filter((f) => f.kind === 'checkbox' && f.page === 1).map((f) => f.x))
    const lines = [
      ...new Map(
        out.words
          .filter((w) => w.page === 1 && w.xMax < firstBox && w.y > out.frame.body.y + 20)
          .map((w) => [Math.round(w.y * 10), w] as const),
      ).values(),
    ].sort((a, b) => a.y - b.y)
    expect(lines.length).toBeGreaterThan(24)
    for (let i = 1; i < lines.length; i++) {
      const [above, line] = [lines[i - 1]!, lines[i]!]
      expect(line.y - above.y, line.text).toBeGreaterThan(0.75 * (above.yMax - above.y))
    }
  })

  it('prints one page a month, dated or by month name', async () => {
    const dated = build([['habits', 'Habit tracker', section]], 'a4', harnessContext({ trim: 'a4', year: 2027, startMonth: 11, months: 3 }))
    expect(dated.map((p) => p.title)).toEqual([
      'Habit tracker — November 2027',
      'Habit tracker — December 2027',
      'Habit tracker — January 2028',
    ])
    const undated = build([['habits', 'Habit tracker', section]], 'a4', harnessContext({ trim: 'a4', startMonth: 9, months: 2 }))
    expect(undated.map((p) => p.title)).toEqual(['Habit tracker — September', 'Habit tracker — October'])
    const out = await renderHarness(undated, 'a4')
    expect(out.pages).toBe(2)
  })
})

describe('budget', () => {
  it.each(['letter', 'a5'] as const)('closes the income table with a total and rows over 7 mm at %s', async (trim) => {
    const pages = build([['budget', 'Monthly budget', '- Rent\n- Food']], trim)
    const out = await renderHarness(pages, trim)
    const income = out.fields.filter((f) => f.name.includes('-income-'))
    // Three sources and a total (expected and actual), each row at least 7.5 mm.
    expect(income.filter((f) => f.name.includes('-total-')).map((f) => f.name.replace(/^s\d+-p\d+-/, ''))).toEqual([
      'income-total-c2',
      'income-total-c3',
    ])
    expect(Math.min(...income.map((f) => (f.h * 25.4) / 72))).toBeGreaterThanOrEqual(7.5)
  })
})

describe('workout log', () => {
  it('puts an example’s sets and reps in their columns, whatever way they are written', () => {
    const example = (text: string, note: string | null) => workoutExample({ text, note, checked: null })
    expect(example('Squats', '3 × 10')).toEqual({ text: 'Squats', sets: '3', reps: '10', weight: null, note: null })
    expect(example('Push-ups', '3 x 12 — slow')).toMatchObject({ sets: '3', reps: '12', note: 'slow' })
    expect(example('Deadlift', '3 sets of 5 @ 60 kg')).toMatchObject({ sets: '3', reps: '5', weight: '60 kg', note: null })
    expect(example('Lunges 2 × 8', null)).toMatchObject({ text: 'Lunges', sets: '2', reps: '8' })
    expect(example('Plank', 'hold 30 seconds')).toMatchObject({ sets: null, reps: null, note: 'hold 30 seconds' })
  })

  it.each(['letter', '5.5x8.5'] as const)('prints example rows of 7 mm or more at %s', async (trim) => {
    const pages = build([['workout', 'Workout log', '- Squats — 3 × 10\n- Push-ups — 3 x 12']], trim)
    const out = await renderHarness(pages, trim)
    // The examples sit between the head and the first write-in row: two rows of at least 7 mm.
    const first = out.fields.filter((f) => f.name.endsWith('-log-r1-c1'))[0]!
    const squats = out.words.find((w) => w.text === 'Squats')!
    const sets = out.words.filter((w) => w.text === '3')
    expect(sets.length).toBe(2)
    expect(sets[0]!.x).toBeGreaterThan(squats.xMax)
    expect(((first.y - squats.y) * 25.4) / 72).toBeGreaterThanOrEqual(7)
  })
})

describe('checklist', () => {
  const items = PHASES.flatMap(([, list]) => list)
  const normal = (text: string) => text.replace(/\s+/g, ' ')

  it.each(['letter', 'a5', '5.5x8.5', 'digital'] as const)('paginates 60 items in 5 phases at %s without splitting one', async (trim) => {
    expect(items).toHaveLength(60)
    const pages = build([['checklist', 'Moving house checklist', MOVING]], trim)
    expect(pages.length).toBeGreaterThan(1)
    const out = await renderHarness(pages, trim)
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    // Every tick box is a check-field: one per item.
    expect(out.fields.filter((f) => f.kind === 'checkbox')).toHaveLength(60)
    // Each item's text (before its note) is on exactly one page, where its box is.
    const pageText = out.text.map(normal)
    for (const [i, item] of items.entries()) {
      const text = item.split(' — ')[0]!
      const on = pageText.flatMap((t, n) => (t.includes(text) ? [n + 1] : []))
      expect(on, text).toHaveLength(1)
      const box = out.fields.find((f) => f.kind === 'checkbox' && f.name.endsWith(`-item-${i + 1}`))!
      expect(box.page).toBe(on[0])
    }
    // A phase that goes on to the next page repeats its heading '(continued)', and a page never ends on a heading.
    const groups = pages.flatMap((p) => (p.columns as { continued: boolean; items: unknown[] }[][]).flat())
    expect(groups.filter((g) => g.continued).length).toBeGreaterThan(0)
    expect(out.text.join('\n')).toContain('(continued)')
    for (const g of groups) expect(g.items.length).toBeGreaterThan(0)
  })

  it.each(['letter', 'a4', 'a5', '6x9', '5.5x8.5', 'digital'] as const)('fits a 30-item cheat sheet on one page at %s', async (trim) => {
    const pages = build([['cheat-sheet', 'Moving day cheat sheet', CHEAT]], trim)
    expect(pages).toHaveLength(1)
    const out = await renderHarness(pages, trim)
    expect(out.pages).toBe(1)
    expect(outside(out.words, out.frame)).toEqual([])
    expect(out.fields.filter((f) => f.kind === 'checkbox')).toHaveLength(30)
    expect(out.words.map((w) => w.text)).toContain('Confirm')
  })

  it.each([
    ['letter', 11],
    ['a5', 9.5],
    ['5.5x8.5', 9.5],
  ] as const)('sets checklist items at %s in %f pt type on rows of 8 mm or more', async (trim, size) => {
    const pages = build([['checklist', 'Moving house checklist', MOVING]], trim)
    for (const page of pages) expect(page.size).toBe(size)
    const out = await renderHarness(pages, trim)
    // Rows one under another on a page: their 'Due by' lines at least 8 mm apart.
    const due = out.fields.filter((f) => f.name.includes('-due-'))
    for (const [a, b] of due.slice(1).map((f, i) => [due[i]!, f] as const)) {
      if (a.page === b.page && b.y > a.y) expect(((b.y - a.y) * 25.4) / 72).toBeGreaterThanOrEqual(8)
    }
  })

  it.each(['letter', 'a5'] as const)('starts every cheat sheet column with a phase, in curly quotes, at %s', async (trim) => {
    const quoted = CHEAT.replace('- [ ] ', '- [ ] Mark the box "open first" and ')
    const pages = build([['cheat-sheet', 'Moving day cheat sheet', quoted]], trim)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.top).toBeLessThanOrEqual(11)
    const out = await renderHarness(pages, trim)
    expect(out.text[0]).toContain('“open first”')
    expect(out.text[0]).not.toContain('"')
    // Each column's first line is a phase's heading (or its '(continued)'), never a lone item.
    const boxes = out.fields.filter((f) => f.kind === 'checkbox')
    const columns = [...new Set(boxes.map((f) => Math.round(f.x / 10)))].map((x) => boxes.filter((f) => Math.round(f.x / 10) === x))
    expect(columns.length).toBeGreaterThan(1)
    const headings = new Set(PHASES.flatMap(([title]) => words(title)).concat('(continued)'))
    for (const column of columns) {
      const left = Math.min(...column.map((f) => f.x))
      const top = out.words.filter((w) => w.x >= left - 8 && w.x < left + 40 && w.y > out.frame.body.y - 2).sort((a, b) => a.y - b.y)[0]!
      expect(headings.has(top.text), top.text).toBe(true)
    }
  })

  it('goes on to a second page rather than overflowing when even the floor size cannot hold it', async () => {
    const long = markdown(PHASES.map(([title, list]): [string, string[]] => [title, [...list, ...list, ...list]]))
    const pages = build([['cheat-sheet', 'Everything', long]], 'a5')
    expect(pages.length).toBeGreaterThan(1)
    const out = await renderHarness(pages, 'a5')
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    expect(out.fields.filter((f) => f.kind === 'checkbox')).toHaveLength(180)
  })
})

describe('repeats', () => {
  const count = (template: PageTemplate, options: PageOptions, months = 1) =>
    builders[template]!(
      harnessSection(1, 'S', template, '- One\n- Two', options),
      harnessContext({ trim: 'letter', year: 2027, startMonth: 1, months }),
    ).length

  it('prints pageOptions.pages pages of a pages template, one a month of a calendar one', () => {
    expect(count('workout', {})).toBe(1)
    expect(count('workout', { pages: 4 })).toBe(4)
    expect(count('notes-dots', { pages: 3 })).toBe(3)
    expect(count('water', { pages: 3 }, 6)).toBe(6)
    expect(count('mood', {}, 12)).toBe(12)
  })

  it('gives goals and reviews one page a month, a quarter or a year', () => {
    expect(count('goals', {}, 12)).toBe(12)
    expect(count('review', { period: 'quarter' }, 12)).toBe(4)
    expect(count('goals', { period: 'year' }, 12)).toBe(1)
    const pages: PlannerPage[] = goalBuilders.goals!(
      harnessSection(1, 'Goals', 'goals', '- A', { period: 'quarter' }),
      harnessContext({ trim: 'a5', year: 2027, startMonth: 9, months: 6 }),
    )
    expect(pages.map((p) => p.title)).toEqual(['Goals — Quarter 1', 'Goals — Quarter 2'])
    expect((pages[0]!.extra as { names: string[] }).names).toEqual(['September', 'October', 'November'])
    // A year's goals name the planner's years: both when it starts mid-year.
    const yearTitle = (startMonth: number) =>
      goalBuilders.goals!(
        harnessSection(1, 'Goals', 'goals', '- A', { period: 'year' }),
        harnessContext({ trim: 'a5', year: 2027, startMonth, months: 12 }),
      )[0]!.title
    expect(yearTitle(1)).toBe('Goals — 2027')
    expect(yearTitle(9)).toBe('Goals — 2027–2028')
  })
})

describe('the frame’s body', () => {
  it('is the page less margins, header and, on the tablet, the tab column', () => {
    const letter = frameBody({ width: 612, height: 792, inside: 39.6, outside: 39.6, top: 36, bottom: 36, scale: 1 }, false)
    expect(letter.width).toBeCloseTo(532.8)
    expect(letter.height).toBeCloseTo(792 - 72 - 50)
    const tablet = frameBody({ width: 859.68, height: 600.48, inside: 32.4, outside: 32.4, top: 28.8, bottom: 28.8, scale: 1.1 }, true)
    expect(tablet.width).toBeCloseTo(859.68 - 64.8 - FRAME_TABS)
    expect(harnessBody('digital')).toEqual(tablet)
  })
})

describe('an undated planner', () => {
  it('draws its calendar trackers by month name, without weekdays, inside the frame', async () => {
    const context = harnessContext({ trim: 'a5', startMonth: 2, months: 2 })
    const pages = build(
      PLANNER.filter(([template]) => ['habits', 'mood', 'water', 'goals', 'review'].includes(template)),
      'a5',
      context,
    )
    expect(pages.filter((p) => p.template === 'mood').map((p) => p.title)).toEqual(['Mood tracker — February', 'Mood tracker — March'])
    const out = await renderHarness(pages, 'a5')
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    expect(out.words.map((w) => w.text)).not.toContain('2027')
  })
})

describe('the words around the creator’s text', () => {
  it('are in the book’s language', async () => {
    const context = { ...harnessContext({ trim: 'a5', year: 2027, startMonth: 3 }), language: 'es-ES' }
    const pages = build(
      PLANNER.filter(([template]) => ['meal-plan', 'budget', 'workout'].includes(template)),
      'a5',
      context,
    )
    const out = await renderHarness(pages, 'a5')
    // Letter-spaced labels come out of pdftotext in pieces ('DESAY U NO').
    const text = out.text.join('').replace(/\s+/g, '')
    for (const word of ['DESAYUNO', 'INGRESOS', 'EJERCICIO', 'SERIES', 'IMPORTE']) expect(text).toContain(word)
    expect(pages.map((p) => p.title)).toContain('Monthly budget — Registro de gastos')
  })
})

describe('a section without items', () => {
  it('prints rows to write in, and default categories, moods and prompts', async () => {
    const empty = (['checklist', 'cheat-sheet', 'habits', 'mood', 'shopping-list', 'budget', 'goals', 'review'] as const).map(
      (template): [PageTemplate, string, string] => [template, template, ''],
    )
    const pages = build(empty, '5.5x8.5')
    const out = await renderHarness(pages, '5.5x8.5')
    expect(out.pages).toBe(pages.length)
    expect(outside(out.words, out.frame)).toEqual([])
    expect(out.fields.filter((f) => f.name.startsWith(`${pages[0]!.id}-`) && f.kind === 'checkbox')).toHaveLength(16)
    expect(out.words.map((w) => w.text)).toContain('Groceries')
  })
})
