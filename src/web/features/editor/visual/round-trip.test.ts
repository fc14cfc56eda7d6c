// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest'
// The export's own fixtures are the documents every format is tested with; the visual editor must keep each one.
import { longExportDocument, sampleExportDocument } from '../../../../../tests/support/export/export-fixtures.ts'
import { sampleChapter } from '../../../../../tests/support/sample-markdown.ts'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown, roundTripChange } from './visual-markdown.ts'

const editor = createVisualDocument()
afterAll(() => editor.destroy())

/** Markdown → editor → Markdown; null when the export's parse reads the same tree from both. */
function roundTrip(markdown: string): string | null {
  loadMarkdown(editor, markdown)
  return roundTripChange(markdown, editorMarkdown(editor))
}

describe('the visual editor keeps every chapter it opens (decision 66)', () => {
  const fixtures = [...sampleExportDocument().chapters, ...longExportDocument(2, 1500).chapters]
  it.each(fixtures.map((chapter) => [chapter.title, chapter.content]))(
    'export fixture "%s" comes back as the same mdast',
    (_title, markdown) => {
      expect(roundTrip(markdown)).toBeNull()
    },
  )

  it('200 generated chapters come back as the same mdast', () => {
    const failed: string[] = []
    for (let seed = 1; seed <= 200; seed++) {
      const change = roundTrip(sampleChapter(seed))
      if (change) failed.push(`seed ${seed}: ${change}`)
    }
    expect(failed).toEqual([])
  })
})
