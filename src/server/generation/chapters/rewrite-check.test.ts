import { describe, expect, it } from 'vitest'
import { isEmptyText } from '../providers/continuation.ts'
import { bodyChars, grammarPassHolds } from './rewrite-check.ts'

const chapter = (body: string) => ({ content: `## Title\n\n${body}` })
const words = 'Prise on valeu, not on cost. '.repeat(20)

describe('grammarPassHolds', () => {
  it('counts body characters without the heading and whitespace', () => {
    expect(bodyChars('## A long heading\n\nab c\n\n d')).toBe(4)
  })

  it('keeps corrections and refuses a pass that grew or shrank by more than 15%', () => {
    expect(grammarPassHolds(chapter(words), `## Title\n\n${words.replaceAll('valeu', 'value')}`)).toBe(true)
    expect(grammarPassHolds(chapter(words), `## Title\n\n${words}${'Extra advice. '.repeat(8)}`)).toBe(false)
    expect(grammarPassHolds(chapter(words), `## Title\n\n${words.slice(0, Math.floor(words.length * 0.8))}`)).toBe(false)
  })

  it('gives short texts a little slack', () => {
    expect(grammarPassHolds(chapter('its fine'), "## Title\n\nit's fine.")).toBe(true)
  })
})

describe('isEmptyText', () => {
  it.each([
    ['', true],
    ['## Title', true],
    ['## Title\n\n  \n', true],
    ['## Title\n\nText.', false],
    ['Text without a heading', false],
  ])('%j is empty: %s', (text, empty) => {
    expect(isEmptyText(text)).toBe(empty)
  })
})
