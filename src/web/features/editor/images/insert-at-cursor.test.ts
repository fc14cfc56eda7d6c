import { describe, expect, it } from 'vitest'
import { imageMarkdown } from '@core/project-images.ts'
import { insertBlock } from './insert-at-cursor.ts'

const ID = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f'

describe('insertBlock', () => {
  it('puts the image at the cursor as a paragraph of its own', () => {
    const snippet = imageMarkdown('A chart', ID)
    const text = 'First line.\nSecond line.'
    const at = text.indexOf('\n')
    const result = insertBlock(text, at, at, snippet)
    expect(result.text).toBe(`First line.\n\n${snippet}\n\nSecond line.`)
    expect(result.text.slice(0, result.cursor).endsWith(snippet)).toBe(true)
    expect(insertBlock('', 0, 0, snippet)).toEqual({ text: snippet, cursor: snippet.length })
    expect(insertBlock('Para.\n\n', 7, 7, snippet).text).toBe(`Para.\n\n${snippet}`)
  })

  it('replaces a selection', () => {
    expect(insertBlock('Keep REPLACE keep', 5, 12, 'X').text).toBe('Keep \n\nX\n\n keep')
  })
})

describe('imageMarkdown', () => {
  it('writes asset: Markdown whose alt text cannot break out of the brackets', () => {
    expect(imageMarkdown('  A [tricky]\n alt \\ text ', ID.toUpperCase())).toBe(`![A \\[tricky\\] alt \\\\ text](asset:${ID})`)
  })

  it('writes the width on the destination and the caption as the title (decision 109)', () => {
    expect(imageMarkdown('A chart', ID, { width: 'half', caption: ' Sales by\n "month" ' })).toBe(
      `![A chart](asset:${ID}#width=50 "Sales by \\"month\\"")`,
    )
    expect(imageMarkdown('A chart', ID, { width: 'full', caption: '' })).toBe(`![A chart](asset:${ID})`)
  })
})
