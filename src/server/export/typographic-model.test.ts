import { describe, expect, it } from 'vitest'
import { buildExportModel, parseChapterMarkdown } from './export-model.ts'
import { quoteMarks } from './quote-marks.ts'
import { typographicModel, withCurlyQuotes } from './typographic-model.ts'
import { modelToMarkdown } from './markdown/render-markdown.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'

const markdown = [
  '"A *quoted* phrase," she said. It\'s `don\'t "touch"` code.',
  '',
  '"Open [a "link"](https://example.com/?q="x") here" and ![the "cat"](c.png)',
  '',
  '| "Cell | one" |',
  '| --- | --- |',
  '| "a" | \'b\' |',
  '',
  '```',
  'say "hi"',
  '```',
].join('\n')

describe('withCurlyQuotes', () => {
  const tree = withCurlyQuotes(parseChapterMarkdown(markdown, 'Chapter'), quoteMarks('en'))
  const json = JSON.stringify(tree)

  it('curls the text across emphasis and links, and leaves code, URLs and code blocks as typed', () => {
    expect(json).toContain('"value":"“A "')
    expect(json).toContain('"value":" phrase,” she said. It’s "')
    expect(json).toContain('"value":"don\'t \\"touch\\""')
    expect(json).toContain('"url":"https://example.com/?q=\\"x\\""')
    expect(json).toContain('"value":"a “link”"')
    expect(json).toContain('"value":" here” and "')
    expect(json).toContain('"alt":"the “cat”"')
    expect(json).toContain('"value":"say \\"hi\\""')
  })

  it('starts afresh in each table cell', () => {
    expect(json).toContain('"value":"“Cell"')
    expect(json).toContain('"value":"one”"')
    expect(json).toContain('"value":"‘b’"')
  })

  it('leaves the tree it was given as it was', () => {
    const original = parseChapterMarkdown(markdown, 'Chapter')
    const before = JSON.stringify(original)
    withCurlyQuotes(original, quoteMarks('fr'))
    expect(JSON.stringify(original)).toBe(before)
  })
})

describe('typographicModel', () => {
  it('curls the title, description and chapter titles in the book’s language; the Markdown export keeps straight quotes', async () => {
    const book = sampleBook({ title: 'The "Best" Swing', description: "A golfer's guide", language: 'de' })
    book.chapters[0]!.title = 'Why "rotation"?'
    const model = buildExportModel(book)
    const curled = typographicModel(model)
    expect([curled.title, curled.description, curled.chapters[0]!.title]).toEqual([
      'The „Best“ Swing',
      'A golfer’s guide',
      'Why „rotation“?',
    ])
    expect(model.title).toBe('The "Best" Swing')
    expect(modelToMarkdown(model)).toContain('# The "Best" Swing')
  })

  it('curls the book matter’s words (issue 29) and leaves the ISBN and the link as typed', () => {
    const model = buildExportModel(
      sampleBook({
        language: 'en',
        author: 'Jane Doe',
        edition: 'The "Golf" edition',
        imprint: "Fern's Press",
        disclaimer: 'Not "medical" advice.',
        aboutAuthor: 'Jane\'s "home" course.',
        alsoBy: ['The "Quiet" Swing'],
        isbn: '978-0-306-40615-7',
        callToAction: { heading: 'Say "hi"', text: 'Leave a "review".', url: 'https://example.com/?q="x"' },
      }),
    )
    const { publishing } = typographicModel(model)
    expect(publishing).toMatchObject({
      edition: 'The “Golf” edition',
      imprint: 'Fern’s Press',
      disclaimer: 'Not “medical” advice.',
      aboutAuthor: 'Jane’s “home” course.',
      alsoBy: ['The “Quiet” Swing'],
      isbn: '978-0-306-40615-7',
      callToAction: { heading: 'Say “hi”', text: 'Leave a “review”.', url: 'https://example.com/?q="x"' },
    })
    expect(model.publishing.disclaimer).toBe('Not "medical" advice.')
  })
})
