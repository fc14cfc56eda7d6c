import { describe, expect, it } from 'vitest'
import { parseChapterMarkdown } from '../export-model.ts'
import { exportLayout } from '../html/export-layout.ts'
import { attachImages, imageKey } from '../images/image-attach.ts'
import { NO_IMAGE_INPUT } from '../images/export-image.ts'
import { samplePng } from '../../../../tests/support/export/image-samples.ts'
import { printedUrl, type TypstBlock, treeToBlocks } from './typst-blocks.ts'

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

describe('what a tagged PDF needs of the data (decision 97)', () => {
  const levels = (blocks: TypstBlock[]): number[] =>
    blocks.flatMap((b) =>
      b.t === 'h' ? [b.level] : b.t === 'quote' ? levels(b.c) : b.t === 'list' ? b.items.flatMap((item) => levels(item.c)) : [],
    )

  it('closes up skipped heading levels in reading order, inside quotes and lists too: the chapter title is 1, the body starts at 2', () => {
    const markdown = '## Two\n\n#### Four\n\n###### Six\n\n> ##### In a quote\n\n## Two again\n\n- item\n\n  #### In a list\n\n### Three\n'
    expect(levels(treeToBlocks(parseChapterMarkdown(markdown, 'Chapter')))).toEqual([2, 3, 4, 5, 2, 3, 3])
  })

  it('never leaves an image without alt text: the writer’s, else the caption, else a neutral word in the book’s language', () => {
    const bytes = samplePng(20, 10)
    const png = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`
    const markdown = `![](${png})\n\n![](${png} "The swing plane")\n\n![A gradient](${png})\n\nIn a line ![](${png}) of text.\n`
    const tree = parseChapterMarkdown(markdown, 'Pictures')
    attachImages([tree], { ...NO_IMAGE_INPUT, files: { [imageKey(png)]: bytes } })
    const alts = JSON.stringify(treeToBlocks(tree, { language: 'es-MX' }))
      .match(/"alt":"[^"]*"/g)
      ?.map((alt) => alt.slice(7, -1))
    expect(alts).toEqual(['Ilustración', 'The swing plane', 'A gradient', 'Ilustración'])
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
