import { describe, expect, it } from 'vitest'
import { fixGrammar } from './grammar.ts'

describe('fixGrammar', () => {
  it('fixes spacing, doubled words, sentence capitals and a missing full stop', () => {
    expect(fixGrammar('this is  a test of the the fixer , it works.   the end')).toBe('This is a test of the fixer, it works. The end.')
    expect(fixGrammar('The The start. and And then')).toBe('The start. And then.')
    expect(fixGrammar('i think so ,really;yes')).toBe('I think so, really; yes.')
  })

  it('keeps Markdown structure intact', () => {
    const input = [
      '###Heading  here',
      '',
      '-  [ ] tick the box',
      '  - nested  item',
      '1.   first step',
      '',
      '> quoted  text',
      '',
      '| a  | b |',
      '| --- | --- |',
      '| x | y |',
    ].join('\n')
    expect(fixGrammar(input)).toBe(
      [
        '### Heading here',
        '',
        '- [ ] Tick the box',
        '  - Nested item',
        '1. First step',
        '',
        '> Quoted text',
        '',
        '| a | b |',
        '| --- | --- |',
        '| x | y |',
      ].join('\n'),
    )
  })

  it('treats a wrapped paragraph as one paragraph', () => {
    expect(fixGrammar('first line of a paragraph\nthat wraps here\n\nnext one.')).toBe(
      'First line of a paragraph\nthat wraps here.\n\nNext one.',
    )
  })

  it('leaves code, links, URLs, abbreviations and deliberate repeats alone', () => {
    const text = 'Use `the  the` and [a link](https://x.io/a.b) e.g. this one. We had had enough. See https://example.com/x.y for more.'
    expect(fixGrammar(text)).toBe(text)
    expect(fixGrammar('```\ncode  here the the\n```')).toBe('```\ncode  here the the\n```')
  })

  it('ends a prose list item with a full stop but leaves short items as they are', () => {
    expect(fixGrammar('- **Do it.** then again\n- short item')).toBe('- **Do it.** Then again.\n- Short item')
  })

  it('collapses runs of blank lines and trailing spaces', () => {
    expect(fixGrammar('One.  \n\n\n\nTwo.\t')).toBe('One.\n\nTwo.')
  })
})
