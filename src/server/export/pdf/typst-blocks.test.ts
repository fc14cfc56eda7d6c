import { describe, expect, it } from 'vitest'
import { parseChapterMarkdown } from '../export-model.ts'
import { exportLayout } from '../html/export-layout.ts'
import { printedUrl, treeToBlocks } from './typst-blocks.ts'

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
    const json = JSON.stringify([treeToBlocks(tree(), { chapter: 0 }), treeToBlocks(tree(), { chapter: 1 })])
    expect(json).toContain('"key":"folio-fn-0-0"')
    expect(json).toContain('"key":"folio-fn-1-0"')
    expect(json).toContain('{"t":"fnref","key":"folio-fn-1-0"}')
  })
})

describe('worksheet tables and items in the PDF data (worksheet-rows.ts)', () => {
  const planner = exportLayout('planner')
  const blocksOf = (markdown: string, language = 'en') =>
    treeToBlocks(parseChapterMarkdown(markdown, 'Week'), { layout: planner, language })
  const week = (days: string[]) => `| Día | Tarea |\n| --- | --- |\n${days.map((day) => `| ${day} | |`).join('\n')}\n`

  it('labels the blank rows with the rest of the week in the book’s language, and a full week gets none', () => {
    const [table] = blocksOf(week(['Lunes', 'Martes']), 'es')
    expect(table).toMatchObject({ t: 'table', blank: ['Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'], tall: [false, true, true] })
    const full = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    expect(blocksOf(week(full))[0]).toMatchObject({ blank: [] })
    const [weights] = blocksOf(week(['Monday'])).map((b) => (b.t === 'table' ? b.widths : []))
    expect(weights![0]).toBeLessThan(weights![1]!)
  })

  it('marks empty items to write in on a worksheet only', () => {
    const markdown = '- [ ] \n- [x] \n-\n- Buy milk\n'
    const [list] = blocksOf(markdown)
    expect(list?.t === 'list' && list.items.map((i) => [i.checked, i.writeIn ?? false])).toEqual([
      [false, true],
      [true, true],
      [null, true],
      [null, false],
    ])
    const [book] = treeToBlocks(parseChapterMarkdown(markdown, 'Week'))
    expect(book?.t === 'list' && book.items.some((i) => i.writeIn)).toBe(false)
  })
})

describe('links as a print book prints them (issue 29)', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(printedUrl('https://example.com/study/')).toBe('example.com/study')
    expect(printedUrl('http://www.example.com')).toBe('www.example.com')
    expect(printedUrl('mailto:jane@example.com')).toBe('jane@example.com')
  })

  it('gives the address to print after the words, or marks words that are the address already', () => {
    const links = (markdown: string) => JSON.stringify(treeToBlocks(parseChapterMarkdown(markdown, 'Links')))
    expect(links('See [the research](https://example.com/study/).')).toContain('"shown":"example.com/study"')
    expect(links('See <https://example.com/study/> now.')).toContain('"bare":"https://example.com/study/"')
    expect(links('See [example.com/study](https://example.com/study).')).not.toContain('"shown"')
  })
})
