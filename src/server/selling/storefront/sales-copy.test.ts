import { describe, expect, it } from 'vitest'
import { salesCopyHtml } from './sales-copy.ts'

describe('sales copy → safe HTML (decision 129)', () => {
  it('renders the Markdown a sales page uses', () => {
    const html = salesCopyHtml(
      '# Big promise\n\nA **bold** and *quiet* line with a [link](https://example.com/a).\n\n- one\n- two\n\n1. first\n\n> a quote\n\n### Smaller',
    )
    expect(html).toContain('<h2>Big promise</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em>quiet</em>')
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener noreferrer ugc">link</a>')
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/)
    expect(html).toMatch(/<blockquote>\s*<p>a quote<\/p>\s*<\/blockquote>/)
    expect(html).toContain('<h3>Smaller</h3>')
  })

  it('keeps the safe HTML subset typed into the Markdown', () => {
    expect(salesCopyHtml('Some <strong>strong</strong> and <em>em</em> words.')).toBe(
      '<p>Some <strong>strong</strong> and <em>em</em> words.</p>',
    )
  })

  it('takes out scripts, event handlers, javascript: links, frames, styles, forms and outside images', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="https://tracker.example/p.gif" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a>',
      '[md link](javascript:alert(4))',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed" onclick="alert(5)">styled</p>',
      '<form action="https://evil.example"><input name="card"></form>',
      '![pixel](https://tracker.example/p.png)',
      '<svg><script>alert(6)</script></svg>',
      '<a href="//evil.example">proto</a>',
      '<a href="JaVaScRiPt:alert(7)">mixed</a>',
    ].join('\n\n')
    const html = salesCopyHtml(hostile)
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'JaVaScRiPt',
      '<iframe',
      'style=',
      '<form',
      '<input',
      '<img',
      '<svg',
      'alert(',
      'evil.example',
      'tracker.example',
    ])
      expect(html).not.toContain(bad)
    expect(html).toContain('styled')
    expect(html).toContain('pixel')
    expect(html).toContain('click')
  })

  it('shows an empty copy as nothing', () => {
    expect(salesCopyHtml('  \n ')).toBe('')
  })
})
