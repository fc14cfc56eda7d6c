import type { PlannerPeriod, WeekLayout } from '@core/planner.ts'

/** The words of the editor's section controls (docs/product.md#editor, decision 95). */
export const SECTION_TEXT = {
  list: 'Sections',
  heading: (n: number, total: number) => `Section ${n} of ${total}`,
  group: 'Section settings',
  template: 'Page template',
  textPage: 'Text page (no template)',
  textPageHint: 'Printed as text, like a book’s chapter: for a page such as “How to use this planner”.',
  drawn: 'Folio draws these pages; the section’s text fills them.',
  items: (items: string) => `In the text below, list ${items} as a list, one item per line.`,
  calendar: 'It repeats with the planner’s calendar: the year, start month and months are under Export › Planner settings.',
  pages: 'Pages',
  pagesHint: (max: number) => `How many pages this section prints, 1 to ${max}.`,
  layout: 'Week layout',
  layouts: { vertical: 'Vertical: days one under another', horizontal: 'Horizontal: days side by side' } satisfies Record<
    WeekLayout,
    string
  >,
  period: 'Period',
  periods: { year: 'The year', quarter: 'Each quarter', month: 'Each month' } satisfies Record<PlannerPeriod, string>,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moved: (n: number, total: number) => `Moved to place ${n} of ${total}.`,
  repeat: 'Repeat section',
  repeatHint: 'Adds a copy right after this one.',
  remove: 'Remove section',
  removed: 'Section removed',
  lastSection: 'A document needs at least one section.',
  addLabel: 'New section',
  add: 'Add section',
  title: 'Section title',
  max: (n: number) => `A document can have up to ${n} sections.`,
} as const
