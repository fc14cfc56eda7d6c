import { describe, expect, it } from 'vitest'
import { EXCERPT_MAX_WORDS, EXCERPT_MIN_WORDS, openingExcerpt, versionPage } from './version-page.ts'

const paragraph = (n: number, tag = 'word') => `${Array.from({ length: n }, () => tag).join(' ')}.`
const count = (text: string) => text.split(/\s+/).filter(Boolean).length

describe("a version's page and free excerpt", () => {
  it('takes the first body chapter (front matter skipped), without its heading, in whole paragraphs up to about 300 words', () => {
    const excerpt = openingExcerpt([
      { title: 'Foreword', content: '## Foreword\n\nNot this.', matter: 'front' },
      {
        title: 'One',
        content: `## One\n\n${paragraph(120, 'a')}\n\n${paragraph(120, 'b')}\n\n${paragraph(120, 'c')}\n\n${paragraph(120, 'd')}`,
      },
      { title: 'Two', content: 'Never this.' },
    ])!
    expect(excerpt.title).toBe('One')
    expect(excerpt.markdown.split('\n\n').map((p) => p[0])).toEqual(['a', 'b', 'c'])
    expect(count(excerpt.markdown)).toBeGreaterThanOrEqual(EXCERPT_MIN_WORDS)
    expect(excerpt.markdown).not.toContain('##')
  })

  it('never goes past 600 words: a paragraph that would is left out, a single long one is cut at a sentence', () => {
    const kept = openingExcerpt([{ title: 'One', content: `${paragraph(100)}\n\n${paragraph(700)}` }])!
    expect(count(kept.markdown)).toBe(100)
    const sentences = Array.from({ length: 100 }, (_, i) => `Sentence ${i} has exactly seven words here.`).join(' ')
    const cut = openingExcerpt([{ title: 'One', content: sentences }])!
    expect(count(cut.markdown)).toBeLessThanOrEqual(EXCERPT_MAX_WORDS)
    expect(cut.markdown.endsWith('here.')).toBe(true)
  })

  it("drops the project's own images, closes a fence it cut, and is null when there is no body text", () => {
    const excerpt = openingExcerpt([
      { title: 'One', content: `![A swing](asset:1234)\n\nText.\n\n\`\`\`\ncode\n\n${paragraph(400)}\n\`\`\`` },
    ])!
    expect(excerpt.markdown).not.toContain('asset:')
    expect(excerpt.markdown.match(/```/g)).toHaveLength(2)
    expect(openingExcerpt([{ title: 'Back', content: 'x', matter: 'back' }])).toBeNull()
  })

  it('keeps the title block and the chapter list, with matter but no text', () => {
    const page = versionPage({
      title: 'T',
      subtitle: 'S',
      description: 'D',
      productType: 'ebook',
      language: 'fr',
      author: ' Ana ',
      chapters: [
        { title: 'A', content: 'secret one', matter: 'front' },
        { title: 'B', content: 'opening', matter: 'body' },
      ],
    })
    expect(page).toEqual({
      title: 'T',
      subtitle: 'S',
      description: 'D',
      productType: 'ebook',
      language: 'fr',
      author: 'Ana',
      chapters: [{ title: 'A', matter: 'front' }, { title: 'B' }],
      excerpt: { title: 'B', markdown: 'opening' },
    })
  })
})
