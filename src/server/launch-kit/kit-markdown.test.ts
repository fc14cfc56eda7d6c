import { describe, expect, it } from 'vitest'
import { LAUNCH_PIECES } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchKit } from '@core/launch-kit-schemas.ts'
import { writeLaunchPieceOffline } from '../generation/launch-kit/offline/launch-offline.ts'
import { kitFileName, renderKitMarkdown } from './kit-markdown.ts'

const brief = {
  title: 'Tomatoes on a Balcony',
  description: 'Grow tomatoes in pots.',
  productType: 'guide' as const,
  tone: 'friendly' as const,
  chapters: [{ title: 'Pots' }, { title: 'Water' }],
  firstChapter: { title: 'Pots', content: 'Pick a deep pot.' },
  wordCount: 500,
}
const kit = Object.fromEntries(LAUNCH_PIECES.map((piece) => [piece, writeLaunchPieceOffline({ piece, brief })])) as LaunchKit
const book = { title: brief.title, language: 'en' }

describe('the kit as Markdown', () => {
  it('puts every piece under its heading with the stores’ counts, and the flags as notes to check', () => {
    const flags: LaunchFlag[] = [{ piece: 'emails', path: '2.body', kind: 'unsourced', text: 'Studies show 73% of gardeners agree.' }]
    const md = renderKitMarkdown(kit, flags, book)
    expect(md.startsWith('# Tomatoes on a Balcony: launch kit\n\n## Amazon KDP listing\n')).toBe(true)
    for (const heading of [
      '### Keywords (7/7)',
      '### Categories (3/3)',
      '### Tags (13/13)',
      '### Headlines (3/3)',
      '### X posts (5/5)',
      '### Bullets (3/3)',
    ])
      expect(md).toContain(heading)
    expect(md).toContain('Emails (7/7)')
    expect(md).toContain(
      '> **Check before publishing:**\n> - a figure or study with no source (2.body): “Studies show 73% of gardeners agree.”',
    )
    expect(md.indexOf('Check before publishing')).toBeGreaterThan(md.indexOf('## Launch emails'))
    expect(md.indexOf('Check before publishing')).toBeLessThan(md.indexOf('## Social posts'))
  })

  it('names what is not written yet', () => {
    const md = renderKitMarkdown({ kdp: kit.kdp }, [], book)
    expect(md).toContain('_Not written yet: Etsy listing, Gumroad / Payhip product copy, Sales page')
    expect(md).not.toContain('## Etsy listing')
  })

  it('names the file from the title, safely', () => {
    expect(kitFileName('Tomatoes on a Balcony!', 'md')).toBe('tomatoes-on-a-balcony-launch-kit.md')
    expect(kitFileName('Crème brûlée / "50" recipes', 'zip')).toBe('creme-brulee-50-recipes-launch-kit.zip')
    expect(kitFileName('日本語', 'md')).toBe('book-launch-kit.md')
  })
})
