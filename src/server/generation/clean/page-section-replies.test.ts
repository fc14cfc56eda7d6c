import { describe, expect, it } from 'vitest'
import { detectChapter, needsRevision } from '../quality/detect.ts'
import { ChapterCleaner, cleanChapterWithRemovals } from './chapter-cleaner.ts'
import type { Titles } from './line-kinds.ts'

/**
 * Issue 28: a planner's or checklist's section is a short introduction and a list of entries (the
 * Markdown convention in src/core/planner.ts). Such replies are mostly short imperative lines, so
 * the cleaner must take out the model's chatter around them and keep every entry, including those
 * that start like chatter ("Let me…", "Hope…", "Feel free…", "Happy…").
 */
const WEEK_BODY = [
  'Each week opens with one focus line. Read it on Sunday evening, then plan your days around it.',
  '',
  '- Review your week every Sunday.',
  '- Prep two lunches on Sunday evening.',
  '- Let me know what you learned this week: write it in the notes column.',
  '- Hope for the best, plan for the worst: write down one backup dinner.',
  '- Feel free to swap any day’s meal for a leftover night.',
  '- Happy mornings start the night before: lay out your clothes.',
  '- Good luck charms don’t count: book the dentist instead.',
].join('\n')

const HABITS_BODY = [
  'Tick a box each day you keep the habit; a missed day is only a blank square, not a failure.',
  '',
  '- Drink 8 glasses of water',
  '- Walk 10,000 steps',
  '- In bed by 10:30 pm',
  '- Read 10 pages',
  '- No phone after 9 pm',
  '- Stretch for 5 minutes',
].join('\n')

const MOVING_BODY = [
  'Work down the list in order on the day itself.',
  '',
  '### Morning',
  '',
  '- [ ] Strip the beds and pack the bedding last — it goes in the "open first" box',
  '- [ ] Let the neighbours know the van will block the drive',
  '- [ ] Take meter readings — photograph them',
  '',
  '### Before you leave',
  '',
  '- [ ] Check every cupboard and drawer',
  '- [ ] Leave the keys with the agent — get a receipt',
].join('\n')

const MEALS_BODY = [
  'Plan the week’s dinners on one page, then copy what you need onto the shopping list.',
  '',
  '- Overnight oats with berries — breakfast, 5 minutes',
  '- Sheet-pan chicken with peppers — dinner, 30 minutes',
  '- Lentil soup — makes four lunches',
  '- Let the slow cooker do Monday: chilli — 8 hours on low',
].join('\n')

/** [the case, titles, the model's reply, the section we keep, what was taken out]. */
const REPLIES: [string, Titles, string, string, string[]][] = [
  [
    'a weekly spread: "Sure! Here\'s…" before, an offer after; entries that open like chatter stay',
    { title: 'Weekly Spread', nextTitle: 'Habit Tracker', number: 3 },
    `Sure! Here's the weekly spread section for your planner:\n\n## Weekly Spread\n\n${WEEK_BODY}\n\nI hope this helps! Let me know if you'd like more focus lines.`,
    `## Weekly Spread\n\n${WEEK_BODY}`,
    ["Sure! Here's the weekly spread section for your planner:", "I hope this helps! Let me know if you'd like more focus lines."],
  ],
  [
    'a habit tracker: a list of habits with numbers, then a question back to the requester',
    { title: 'Habit Tracker', number: 4 },
    `## Habit Tracker\n\n${HABITS_BODY}\n\nWould you like me to add more habits?`,
    `## Habit Tracker\n\n${HABITS_BODY}`,
    ['Would you like me to add more habits?'],
  ],
  [
    'a checklist phase: an announcement, phases under ###, notes after " — "',
    { title: 'Moving Day', nextTitle: 'The First Week', number: 4 },
    `Here is the checklist for this phase:\n\n## Moving Day\n\n${MOVING_BODY}`,
    `## Moving Day\n\n${MOVING_BODY}`,
    ['Here is the checklist for this phase:'],
  ],
  [
    'a meal plan fenced in ```markdown, the next section run on after it',
    { title: 'Meal Plan', nextTitle: 'Shopping List', number: 5 },
    `\`\`\`markdown\n## Meal Plan\n\n${MEALS_BODY}\n\`\`\`\n\n## Shopping List\n\n- Produce — spinach, onions`,
    `## Meal Plan\n\n${MEALS_BODY}`,
    ['## Shopping List\n\n- Produce — spinach, onions'],
  ],
]

function streamed(titles: Titles, reply: string, size: number): string {
  const cleaner = new ChapterCleaner(titles)
  let out = ''
  for (let i = 0; i < reply.length; i += size) out += cleaner.push(reply.slice(i, i + size))
  return out + cleaner.end()
}

describe('the cleaner on page sections (issue 28)', () => {
  it.each(REPLIES)('%s', (_case, titles, reply, kept, removed) => {
    const { content, removals } = cleanChapterWithRemovals(titles, reply)
    expect(content).toBe(kept)
    expect(removals.map((r) => r.text.trim())).toEqual(removed)
    // Streamed as a model sends it, in small pieces, the result is the same.
    for (const size of [3, 17]) expect(streamed(titles, reply, size)).toBe(kept)
  })
})

describe('the quality pass on page sections (issue 28)', () => {
  it.each([
    ['a weekly spread', `## Weekly Spread\n\n${WEEK_BODY}`],
    ['a habit tracker', `## Habit Tracker\n\n${HABITS_BODY}`],
    ['a checklist phase', `## Moving Day\n\n${MOVING_BODY}`],
    ['a meal plan', `## Meal Plan\n\n${MEALS_BODY}`],
  ])('flags nothing in %s: short entries with numbers are neither AI phrases nor claims to source', (_case, content) => {
    const findings = detectChapter(content, 'en')
    expect(findings).toMatchObject({ phrases: [], repeats: [], unsourced: [] })
    expect(needsRevision(findings)).toBe(false)
  })
})
