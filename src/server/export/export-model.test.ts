import type { Heading, List, Table } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { buildExportModel, parseChapterMarkdown } from './export-model.ts'

const headings = (markdown: string, title = 'Title') =>
  parseChapterMarkdown(markdown, title)
    .children.filter((node): node is Heading => node.type === 'heading')
    .map((h) => [h.depth, mdastText(h)])

describe('parseChapterMarkdown', () => {
  it('drops a leading heading that repeats the chapter title, whatever its level or case', () => {
    expect(headings('## Getting Started\n\nText', 'Getting Started')).toEqual([])
    expect(headings('# getting started  \n\nText', ' Getting Started')).toEqual([])
    const tree = parseChapterMarkdown('## Getting Started\n\nText', 'Getting Started')
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph'])
  })

  it('keeps a first heading that differs from the title, and a repeat further down', () => {
    expect(headings('## Overview\n\n## Title', 'Title')).toEqual([
      [2, 'Overview'],
      [2, 'Title'],
    ])
    expect(headings('Intro first.\n\n## Title', 'Title')).toEqual([[2, 'Title']])
  })

  it('shifts body headings so the top one is level 2, keeping their relative depth', () => {
    expect(headings('#### Deep\n\n##### Deeper\n\n#### Deep again')).toEqual([
      [2, 'Deep'],
      [3, 'Deeper'],
      [2, 'Deep again'],
    ])
    expect(headings('# Top\n\n## Below')).toEqual([
      [2, 'Top'],
      [3, 'Below'],
    ])
    // Shifting never goes past level 6.
    expect(headings('# A\n\n###### F')).toEqual([
      [2, 'A'],
      [6, 'F'],
    ])
  })

  it('reads GitHub task items with their state, and tables with their alignment', () => {
    const tree = parseChapterMarkdown('- [ ] Open\n- [x] Done\n- Plain\n\n| A | B |\n| :-- | --: |\n| 1 | 2 |', 'T')
    const list = tree.children[0] as List
    expect(list.children.map((item) => item.checked)).toEqual([false, true, null])
    const table = tree.children[1] as Table
    expect(table.align).toEqual(['left', 'right'])
    expect(table.children.map((row) => row.children.map((cell) => mdastText(cell)))).toEqual([
      ['A', 'B'],
      ['1', '2'],
    ])
  })
})

describe('buildExportModel', () => {
  it('trims the texts and fills in missing titles', () => {
    const model = buildExportModel({
      title: '  ',
      description: ' About this. ',
      productType: 'planner',
      chapters: [
        { title: ' First ', content: '## First\n\nBody' },
        { title: '', content: 'Body two' },
      ],
    })
    expect(model.title).toBe('Untitled')
    expect(model.description).toBe('About this.')
    expect(model.productType).toBe('planner')
    expect(model.chapters.map((chapter) => chapter.title)).toEqual(['First', 'Chapter 2'])
    expect(model.chapters[0]!.tree.children.map((node) => node.type)).toEqual(['paragraph'])
  })
})

describe('exportText (every format reads the model, so every format gets it)', () => {
  it('turns lone surrogates into U+FFFD, keeps real pairs, and drops controls XML and Typst refuse', () => {
    const model = buildExportModel({
      title: 'Half \ud800 an emoji 😀',
      description: 'Bell\u0007 and \udc00',
      productType: 'ebook',
      chapters: [{ title: 'Cut \ud83d', content: 'Text\u0000 with \uffff a \ud800 lone half.' }],
    })
    expect(model.title).toBe('Half \ufffd an emoji 😀')
    expect(model.description).toBe('Bell and \ufffd')
    expect(model.chapters[0]!.title).toBe('Cut \ufffd')
    expect(mdastText(model.chapters[0]!.tree)).toBe('Text with  a \ufffd lone half.')
  })

  it('drops the bidi embeddings and overrides (an RLO made Typst abort the export worker) and keeps isolates and marks', () => {
    const model = buildExportModel({
      title: 'A \u202Egnp.exe B',
      description: '\u202A\u202B\u202C\u202D and \u2067isolated\u2069 \u200F',
      productType: 'ebook',
      chapters: [{ title: 'T', content: 'x \u202Eabc' }],
    })
    expect(model.title).toBe('A gnp.exe B')
    expect(model.description).toBe('and \u2067isolated\u2069 \u200F')
    expect(mdastText(model.chapters[0]!.tree)).toBe('x abc')
  })
})
