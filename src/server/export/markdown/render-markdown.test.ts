import { describe, expect, it } from 'vitest'
import { buildExportModel } from '../export-model.ts'
import { renderMarkdown } from './render-markdown.ts'

const render = async (...args: Parameters<typeof buildExportModel>) =>
  new TextDecoder().decode(await renderMarkdown(buildExportModel(...args)))

describe('renderMarkdown', () => {
  it('writes the title, the description and each chapter under its own heading', async () => {
    const md = await render({
      title: 'Meal Prep Basics',
      description: 'Cook once, eat all week.',
      productType: 'guide',
      chapters: [
        { title: 'Planning', content: '## Planning\n\nStart with a list.\n\n## Shopping\n\nBuy in bulk.' },
        { title: 'Cooking', content: 'Batch **everything**.' },
      ],
    })
    expect(md).toBe(
      '# Meal Prep Basics\n\nCook once, eat all week.\n\n## Planning\n\nStart with a list.\n\n### Shopping\n\nBuy in bulk.\n\n## Cooking\n\nBatch **everything**.\n',
    )
  })

  it('keeps task items, tables, quotes and code, in tidy GFM', async () => {
    const md = await render({
      title: 'Checklist',
      description: '',
      productType: 'checklist',
      chapters: [
        {
          title: 'Week one',
          content: '* [ ] Open\n* [x] Done\n\n> Quote\n\n| A | B |\n|:--|--:|\n| 1 | 2 |\n\n```js\nlet x = 1\n```\n\n#### Deep',
        },
      ],
    })
    expect(md).toContain('- [ ] Open\n- [x] Done')
    expect(md).toContain('> Quote')
    expect(md).toContain('| A  |  B |\n| :- | -: |\n| 1  |  2 |')
    expect(md).toContain('```js\nlet x = 1\n```')
    // The body's top heading was shifted to level 2 by the model; under a '##' chapter it is '###'.
    expect(md).toContain('\n### Deep\n')
    // No description: the title is followed straight by the first chapter.
    expect(md.startsWith('# Checklist\n\n## Week one\n\n')).toBe(true)
  })

  it('escapes Markdown in the title and description so they read back as plain text', async () => {
    const md = await render({
      title: '*Not* emphasis',
      description: '# not a heading',
      productType: 'ebook',
      chapters: [{ title: '1. Not a list', content: '' }],
    })
    expect(md).toContain('# \\*Not\\* emphasis\n')
    expect(md).toContain('\n\\# not a heading\n')
    expect(md).toContain('## 1. Not a list')
  })
})
