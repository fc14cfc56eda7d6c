import { describe, expect, it } from 'vitest'
import type { SalesPage } from '@core/launch-kit-schemas.ts'
import { renderSalesPageHtml } from './sales-page-html.ts'
import { renderSalesPageMarkdown } from './sales-page-markdown.ts'

const page: SalesPage = {
  headlines: ['Bake real bread', 'Bread <b>"fast"</b> & easy', 'A loaf a week'],
  headlineIndex: 1,
  subheadline: 'A starter, a shape, a crust.',
  benefits: ['Keep a starter alive', 'Shape a tight loaf', 'Bake a crackling crust', 'Plan a bake day', 'Fix a flat loaf'],
  forWhom: 'Busy parents.\n\nWeekend bakers.',
  notFor: 'Professional bakers.',
  whatsInside: 'Ten chapters:\n- **Starters**\n- Shaping <img src=x onerror=alert(1)>\n1. Baking',
  excerpt: 'Flour and water.\n\nThen time.',
  faq: [1, 2, 3, 4, 5].map((n) => ({ q: `Question ${n}?`, a: `Answer ${n}.` })),
  guarantee: 'Thirty days, money back.',
  showGuarantee: true,
  callToAction: 'Get the book',
}

describe('the sales page as HTML', () => {
  it('is one standalone page: the chosen headline, every text escaped, lists, the excerpt quoted, the FAQ folded', () => {
    const html = renderSalesPageHtml(page, { title: 'Sourdough & Co', language: 'pt-BR' }, { buyUrl: 'https://shop.example/"x"' })
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<title>Sourdough &amp; Co</title>')
    expect(html).toContain('<h1>Bread &lt;b&gt;&quot;fast&quot;&lt;/b&gt; &amp; easy</h1>')
    expect(html).toContain('<li>Shaping &lt;img src=x onerror=alert(1)&gt;</li>')
    expect(html).toContain('<li>Starters</li>')
    expect(html).toContain('<li>Baking</li>')
    expect(html).toContain('<p>Ten chapters:</p>')
    expect(html).toContain('<blockquote>\n<p>Flour and water.</p>\n<p>Then time.</p>\n</blockquote>')
    expect(html.match(/<details>/g)).toHaveLength(5)
    expect(html).toContain('<p class="guarantee">Thirty days, money back.</p>')
    expect(html).toContain('href="https://shop.example/&quot;x&quot;"')
    expect(html).not.toMatch(/<script|<img|https?:\/\/(?!shop\.example)/)
  })

  it('leaves the guarantee off when the creator switched it off, in HTML and Markdown', () => {
    const off = { ...page, showGuarantee: false }
    expect(renderSalesPageHtml(off, { title: 'T', language: 'en' })).not.toContain('Thirty days')
    expect(renderSalesPageMarkdown(off, { title: 'T' })).not.toContain('Thirty days')
    expect(renderSalesPageMarkdown(page, { title: 'T' })).toContain('## Guarantee\n\nThirty days, money back.')
  })

  it('as Markdown: the chosen headline, benefits as a list, the excerpt as a quote', () => {
    const md = renderSalesPageMarkdown(page, { title: 'T' })
    expect(md.startsWith('# Bread <b>"fast"</b> & easy\n\nA starter, a shape, a crust.\n')).toBe(true)
    expect(md).toContain('- Keep a starter alive\n- Shape a tight loaf')
    expect(md).toContain('> Flour and water.\n>\n> Then time.')
    expect(md).toContain('### Question 1?\n\nAnswer 1.')
    expect(md.trim().endsWith('**Get the book**')).toBe(true)
  })
})
