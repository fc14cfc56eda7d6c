import { describe, expect, it } from 'vitest'
import { parseChapterMarkdown } from '../export-model.ts'
import { treeToBlocks } from './typst-blocks.ts'

const fnCount = (value: unknown): number =>
  Array.isArray(value)
    ? value.reduce((n: number, v) => n + fnCount(v), 0)
    : value && typeof value === 'object'
      ? ((value as { t?: string }).t === 'fn' ? 1 : 0) + Object.values(value).reduce((n: number, v) => n + fnCount(v), 0)
      : 0

describe('footnotes in the PDF data', () => {
  it('sets each note once however notes cite each other, so a short chapter cannot multiply', () => {
    // n0 cites n1 twice, n1 cites n2 twice, …: expanded at every citation this was 2^16 notes.
    const levels = 16
    const defs = Array.from({ length: levels }, (_, i) => `[^n${i}]: a[^n${i + 1}] b[^n${i + 1}]`)
    const markdown = `Text[^n0].\n\n${defs.join('\n')}\n[^n${levels}]: end\n`
    const blocks = treeToBlocks(parseChapterMarkdown(markdown, 'Notes'))
    expect(fnCount(blocks)).toBe(levels + 1)
    expect(JSON.stringify(blocks).length).toBeLessThan(10_000)
  })

  it('labels notes uniquely per chapter', () => {
    const tree = () => parseChapterMarkdown('A[^x] B[^x]\n\n[^x]: note\n', 'One')
    const json = JSON.stringify([treeToBlocks(tree(), 0), treeToBlocks(tree(), 1)])
    expect(json).toContain('"key":"folio-fn-0-0"')
    expect(json).toContain('"key":"folio-fn-1-0"')
    expect(json).toContain('{"t":"fnref","key":"folio-fn-1-0"}')
  })
})
