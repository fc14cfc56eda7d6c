import { describe, expect, it } from 'vitest'
import { sampleExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { cssString, safeHref } from './escape.ts'
import { exportLayout, READING_LAYOUT } from './export-layout.ts'
import { renderChapterHtml, renderHtmlDocument } from './render-html.ts'

const chapterHtml = (content: string, productType: 'ebook' | 'checklist' | 'planner' = 'ebook') => {
  const model = buildExportModel({ title: 'T', description: '', productType, chapters: [{ title: 'One', content }] })
  const [chapter] = model.chapters
  if (!chapter) throw new Error('no chapter')
  return renderChapterHtml(chapter, 0, exportLayout(productType))
}

describe('HTML export', () => {
  it('prints a <script> title, description and chapter title as text', () => {
    const model = buildExportModel({
      title: '<script>alert(1)</script>',
      description: 'Fish & "chips" <b>',
      productType: 'ebook',
      chapters: [{ title: '<img src=x onerror=alert(1)>', content: 'Body <script>x()</script> text' }],
    })
    const html = renderHtmlDocument(model)
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).toContain('Fish &amp; “chips” &lt;b&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Body &lt;script&gt;x()&lt;/script&gt; text')
  })

  it('keeps only web and mail links and never loads an image', () => {
    const html = chapterHtml(
      '[web](https://example.com/a?b=1&c=2) [mail](mailto:a@example.com) [js](javascript:alert(1)) [rel](/admin) ![a cat](https://example.com/cat.png)',
    )
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">web</a>')
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>')
    expect(html).not.toMatch(/javascript:|href="\/admin"|<img/)
    expect(html).toContain(' js ')
    expect(html).toContain('<span class="image-alt">a cat</span>')
    expect(safeHref('HTTPS://Example.com')).toBe('https://example.com/')
    expect(safeHref('https://')).toBeNull()
  })

  it('renders task lists as tick boxes, nested lists and numbered lists with their start', () => {
    const html = chapterHtml('- [ ] Open\n- [x] Done\n  - [ ] Nested\n\n3. three\n4. four')
    expect(html).toContain('<ul class="task-list">')
    expect(html).toContain('<li class="task"><span class="box" role="img" aria-label="not done">\u00a0</span> Open</li>')
    expect(html).toContain(
      '<li class="task done"><span class="box ticked" role="img" aria-label="done">✓</span> Done<ul class="task-list">',
    )
    expect(html).toContain('<ol start="3"><li>three</li><li>four</li></ol>')
  })

  it('renders tables with a header row and alignment; planners and checklist forms get blank rows', () => {
    const table = '| A | B |\n| :-- | --: |\n| 1 | |\n'
    const ebook = chapterHtml(table)
    expect(ebook).toContain('<thead><tr><th style="text-align:left">A</th><th style="text-align:right">B</th></tr></thead>')
    expect(ebook).toContain('<tbody><tr><td style="text-align:left">1</td><td style="text-align:right"></td></tr></tbody>')
    expect(ebook).not.toContain('blank-row')
    expect(chapterHtml(table, 'checklist').match(/blank-row/g)).toHaveLength(exportLayout('checklist').blankTableRows)
    expect(chapterHtml('| A |\n| - |\n| full |', 'checklist')).not.toContain('blank-row')
    expect(chapterHtml('| A |\n| - |\n| full |', 'planner').match(/blank-row/g)).toHaveLength(exportLayout('planner').blankTableRows)
  })

  it('adds notes lines to worksheets only', () => {
    expect(chapterHtml('Text', 'ebook')).not.toContain('notes-line')
    expect(chapterHtml('Text', 'checklist').match(/notes-line/g)).toHaveLength(exportLayout('checklist').notesLines)
  })

  it('numbers footnotes in citation order, drops uncited ones and prints raw HTML as text', () => {
    const html = chapterHtml('B[^b] then A[^a].\n\n[^a]: Note A\n[^b]: Note B\n[^c]: Unused\n\n<div>raw</div>\n\n<!-- hidden -->')
    expect(html).toContain('B<sup class="footnote-ref"><a href="#c1-fn-1" id="c1-fnref-1">1</a></sup>')
    expect(html).toMatch(/<li id="c1-fn-1"><p>Note B<\/p>.*<li id="c1-fn-2"><p>Note A<\/p>/)
    expect(html).not.toContain('Unused')
    expect(html).toContain('<p>&lt;div&gt;raw&lt;/div&gt;</p>')
    expect(html).not.toContain('hidden')
  })

  it('is well-formed XML (EPUB uses it as XHTML) and drops characters XML forbids', () => {
    const model = buildExportModel(sampleExportDocument())
    const chapters = model.chapters.map((chapter, i) => renderChapterHtml(chapter, i, READING_LAYOUT)).join('')
    expect(chapters).not.toMatch(/<(br|hr|img|input)(?![^>]*\/>)[^>]*>/)
    expect(chapterHtml('bell\u0007 here')).toContain('bell here')
  })

  it('whole document: cover, contents linking each chapter, every chapter on its page, the title in the running header', () => {
    const model = buildExportModel(sampleExportDocument())
    const html = renderHtmlDocument(model)
    expect(html).toContain('<h1 class="title">Fit &amp; Focused: A “Practical” Guide</h1>')
    model.chapters.forEach((chapter, i) => {
      expect(html).toContain(`<a href="#chapter-${i + 1}">`)
      expect(html).toContain(`<section class="chapter" id="chapter-${i + 1}">`)
    })
    expect(html).toContain(`@top-center { content: ${cssString('Fit & Focused: A “Practical” Guide')}`)
  })

  it('a title cannot break out of the stylesheet', () => {
    const css = cssString('</style><script>x</script>"; } body { color: red')
    expect(css).not.toMatch(/[<>;{}]/)
    expect(css.slice(1, -1)).not.toContain('"')
  })
})
