import { describe, expect, it } from 'vitest'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { sectionContent } from './section-content.ts'

const read = (markdown: string) => sectionContent(parseMarkdownTree(markdown), 2, 'Moving day', 'checklist', {})

describe('section content', () => {
  it('reads the introduction, then items with their notes and ticks, grouped under headings', () => {
    const section = read(
      'Start **early**: the van books up.\n\nA second line.\n\n- Loose item\n\n### Two weeks before\n\n- [ ] Book the van — two weeks ahead\n- [x] Pack books\n\n### Moving day\n\n- [ ] \n- Keys – spare set\n  - Nested one\n',
    )
    expect(section.intro).toEqual(['Start early: the van books up.', 'A second line.'])
    expect(section.groups.map((g) => g.title)).toEqual([null, 'Two weeks before', 'Moving day'])
    expect(section.groups[1]!.items).toEqual([
      { text: 'Book the van', note: 'two weeks ahead', checked: false },
      { text: 'Pack books', note: null, checked: true },
    ])
    expect(section.groups[2]!.items).toEqual([
      { text: '', note: null, checked: false },
      { text: 'Keys', note: 'spare set', checked: null },
      { text: 'Nested one', note: null, checked: null },
    ])
    expect(section.items).toHaveLength(6)
    expect(section).toMatchObject({ index: 2, title: 'Moving day', template: 'checklist' })
  })

  it('keeps paragraphs after the first list out of the introduction, and works with no list at all', () => {
    expect(read('- One\n\nLater words.\n').intro).toEqual([])
    expect(read('Only words.').groups).toEqual([])
  })
})
