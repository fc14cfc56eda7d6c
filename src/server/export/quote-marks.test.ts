import { describe, expect, it } from 'vitest'
import { curlyQuotes, Quoter, quoteMarks } from './quote-marks.ts'

const curly = (text: string, language = 'en') => curlyQuotes(text, quoteMarks(language))
const NNBSP = '\u202F'

describe('curlyQuotes', () => {
  it.each([
    ['"She said \'hi\' to me," he wrote.', '“She said ‘hi’ to me,” he wrote.'],
    ["Don't stop: it's the writers' choice.", 'Don’t stop: it’s the writers’ choice.'],
    ["'Don't,' she said.", '‘Don’t,’ she said.'],
    ['He is 5\'10" tall.', 'He is 5′10″ tall.'],
    ["Music of the '90s.", 'Music of the ’90s.'],
    ['("quoted") and -"dashed"', '(“quoted”) and -“dashed”'],
    ['"He said \'no\'"', '“He said ‘no’”'],
    ['A "broken quote', 'A “broken quote'],
    ['Already “curly” stays', 'Already “curly” stays'],
  ])('English: %s', (text, expected) => {
    expect(curly(text)).toBe(expected)
  })

  it.each([
    ['de', '"Sie sagte \'hallo\'", und ging.', '„Sie sagte ‚hallo‘“, und ging.'],
    ['de-CH', '"Grüezi \'wohl\'"', '«Grüezi ‹wohl›»'],
    ['fr', "Il a dit : \"bonjour 'toi'\" à l'homme.", `Il a dit : «${NNBSP}bonjour “toi”${NNBSP}» à l’homme.`],
    ['fr', 'Déjà espacé : " oui ".', `Déjà espacé : «${NNBSP}oui${NNBSP}».`],
    ['fr-CH', '"Salut"', '«Salut»'],
    ['es', 'Dijo: "es \'muy\' bueno".', 'Dijo: «es “muy” bueno».'],
    ['it', 'Disse: "l\'uomo".', 'Disse: «l’uomo».'],
    ['pt-BR', 'Ela disse: "olá".', 'Ela disse: “olá”.'],
    ['pt-PT', 'Ela disse: "olá".', 'Ela disse: «olá».'],
    ['ru', '"Привет"', '«Привет»'],
    ['ja', '"unknown language"', '“unknown language”'],
  ])('%s: %s', (language, text, expected) => {
    expect(curly(text, language)).toBe(expected)
  })
})

describe('Quoter', () => {
  it('follows a quotation across the pieces of one run of text (emphasis, code between them)', () => {
    const quoter = new Quoter(quoteMarks('en'))
    // '"' · *word* · '" and ' · `code` · '" done' — the second and third quotes close.
    expect([quoter.text('Say "'), quoter.text('word'), quoter.text('" and "x'), (quoter.object(), ''), quoter.text('" done')]).toEqual([
      'Say “',
      'word',
      '” and “x',
      '',
      '” done',
    ])
  })
})
