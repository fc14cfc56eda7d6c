import { describe, expect, it } from 'vitest'
import type { SearchEntry } from './search-entries.ts'
import { searchEntries } from './search-rank.ts'

const entry = (title: string, keywords = ''): SearchEntry => ({
  kind: 'page',
  kindLabel: 'Pages',
  id: title,
  title,
  detail: '',
  href: `/${title}`,
  keywords,
})
const titles = (query: string, entries: SearchEntry[]) => searchEntries(query, entries).map((e) => e.title)

describe('searchEntries with typos (issue 17 item 6)', () => {
  it('finds a word with a letter left out, added, changed or swapped', () => {
    const all = [entry('Pricing'), entry('Podcast Launch Plan'), entry('Starter Kits'), entry('Account')]
    expect(titles('pricng', all)).toEqual(['Pricing'])
    expect(titles('pricnig', all)).toEqual(['Pricing'])
    expect(titles('podcst', all)).toEqual(['Podcast Launch Plan'])
    expect(titles('starter kts', all)).toEqual(['Starter Kits'])
    expect(titles('acount', all)).toEqual(['Account'])
    // Still being typed: the start of a word with a typo.
    expect(titles('pricn', all)).toEqual(['Pricing'])
  })

  it('ranks every exact or prefix match above any match with typos, whatever the order given', () => {
    expect(titles('lean', [entry('Learn'), entry('Lean Startup')])).toEqual(['Lean Startup', 'Learn'])
    expect(titles('learn', [entry('Lean Startup'), entry('Learning Hub'), entry('Learn')])).toEqual([
      'Learn',
      'Learning Hub',
      'Lean Startup',
    ])
    // Hidden keywords found exactly still beat a title with a typo.
    expect(titles('plan', [entry('Plans'), entry('Meal Prep', 'plan'), entry('Play')])).toEqual(['Plans', 'Meal Prep', 'Play'])
  })

  it('among matches with typos, the title that is the query comes first', () => {
    expect(titles('pricng', [entry('Pricing Your Products'), entry('Pricing')])).toEqual(['Pricing', 'Pricing Your Products'])
  })

  it('does not fuzz words of 1–2 letters, and finds them only at the start of a word', () => {
    const all = [entry('Improve your writing'), entry('Pricing'), entry('Privacy'), entry('AI Generator'), entry('Plan')]
    expect(titles('pr', all)).toEqual(['Pricing', 'Privacy'])
    expect(titles('ai', all)).toEqual(['AI Generator'])
    expect(titles('pa', all)).toEqual([])
    expect(titles('p', all)).toEqual(['Pricing', 'Privacy', 'Plan'])
  })
})
