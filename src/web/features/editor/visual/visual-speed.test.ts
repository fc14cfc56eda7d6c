// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
// The export benchmark's chapter generator: the same long, realistic draft every format is timed with.
import { longExportDocument } from '../../../../../tests/support/export/export-fixtures.ts'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown } from './visual-markdown.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

function time(run: () => void, runs = 5): number {
  run() // warm up the JIT
  return median(
    Array.from({ length: runs }, () => {
      const start = performance.now()
      run()
      return performance.now() - start
    }),
  )
}

describe('a 10,000-word chapter (decision 66)', () => {
  const chapter = longExportDocument(1, 10_000).chapters[0]!.content

  it('opens (parse, check) and writes back (serialise) fast enough to serialise after a pause, not per keystroke', () => {
    const editor = createVisualDocument()
    expect(chapter.split(/\s+/).length).toBeGreaterThan(9_500)
    const open = time(() => expect(loadMarkdown(editor, chapter)).toBeNull())
    const serialise = time(() => editorMarkdown(editor))
    const parse = time(() => parseMarkdownTree(chapter))
    console.log(
      `10,000 words: open ${open.toFixed(0)} ms (of which each Markdown parse ${parse.toFixed(0)} ms, twice), serialise ${serialise.toFixed(0)} ms (median of 5, jsdom)`,
    )
    // Budgets with room for a loaded CI machine: a pause of 300 ms absorbs the serialise.
    expect(serialise).toBeLessThan(250)
    expect(open).toBeLessThan(2_000)
    editor.destroy()
  })
})
