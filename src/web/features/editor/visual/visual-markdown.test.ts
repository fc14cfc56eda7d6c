// @vitest-environment jsdom
import type { Nodes } from 'mdast'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { sampleChapter } from '../../../../../tests/support/sample-markdown.ts'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown } from './visual-markdown.ts'

const editor = createVisualDocument()
afterAll(() => editor.destroy())

describe('what the visual editor writes', () => {
  it('writes & and < as typed (TipTap writes &amp; and &lt;), escaping only what would read as an entity or a tag', () => {
    expect(loadMarkdown(editor, 'Q&A at 3 < 5; the text &amp;copy; and \\<b> stay text.\n')).toBeNull()
    expect(editorMarkdown(editor)).toBe('Q&A at 3 < 5; the text &amp;copy; and &lt;b&gt; stay text.\n')
  })

  it('keeps loose lists loose, mixed lists mixed and wrapped item lines inside their item', () => {
    for (const markdown of ['- one\n\n- two\n', '- [ ] task\n- plain\n', '1. first line\n   2. still the first item\n']) {
      expect(loadMarkdown(editor, markdown)).toBeNull()
    }
  })

  it.each([
    ['<div align="center">Centred</div>\n', 'some HTML'],
    ['See [the guide][g].\n\n[g]: https://example.com\n', 'a link reference'],
    ['1. [ ] a numbered task\n', 'a numbered list with tick boxes'],
    ['```js meta\ncode\n```\n', 'a code block'],
  ])('declines %j: it would change %s', (markdown, what) => {
    expect(loadMarkdown(editor, markdown)).toBe(what)
  })
})

describe('the generated chapters', () => {
  it('hold every construct the round-trip test is meant to cover', () => {
    const seen = new Set<string>()
    const visit = (node: Nodes) => {
      seen.add(node.type)
      if (node.type === 'table' && node.align?.some(Boolean)) seen.add('aligned table')
      if (node.type === 'listItem' && node.checked !== null) seen.add(node.checked ? 'ticked' : 'unticked')
      if (node.type === 'list' && node.ordered) seen.add('ordered list')
      if (node.type === 'image') seen.add(node.url.startsWith('asset:') ? 'asset image' : 'web image')
      if (node.type === 'listItem' && node.children.some((child) => child.type === 'list')) seen.add('nested list')
      if ('children' in node) for (const child of node.children) visit(child)
    }
    for (let seed = 1; seed <= 200; seed++) visit(parseMarkdownTree(sampleChapter(seed)))
    for (const kind of ['heading', 'strong', 'emphasis', 'delete', 'inlineCode', 'link', 'break', 'ordered list', 'nested list'])
      expect(seen).toContain(kind)
    for (const kind of [
      'ticked',
      'unticked',
      'aligned table',
      'blockquote',
      'asset image',
      'web image',
      'footnoteReference',
      'footnoteDefinition',
    ])
      expect(seen).toContain(kind)
    for (const kind of ['thematicBreak', 'code']) expect(seen).toContain(kind)
  })
})
