import { describe, expect, it } from 'vitest'
import {
  isNextChapterLine,
  isOwnHeadingLine,
  isPreambleLine,
  isSeparator,
  isSignOffLine,
  mightBeHead,
  mightBeSpecial,
  type Titles,
} from './line-kinds.ts'
import { mightBeSignOff } from './reply-chatter.ts'

const TITLES: Titles = { title: 'Pricing It Right', nextTitle: 'The First Sale', number: 3 }

const PREAMBLES = [
  'Sure!',
  'Sure thing! Here is chapter 3:',
  'Certainly! Below is Chapter 3, written in a friendly tone:',
  "Here's the revised chapter:",
  'Here it is:',
  "Absolutely! I'll write Chapter 3 now.",
  'Of course! Here is the expanded version.',
  'Okay, here is the chapter.',
  "I'd be happy to help! Here's chapter 3:",
  '**Sure!** Here is the draft:',
  'Continuing from where I left off:',
  '(continued)',
  '¡Claro! Aquí está el capítulo 3:',
  'A continuación, el capítulo:',
  'Bien sûr ! Voici le chapitre :',
  'Natürlich! Hier ist Kapitel 3:',
  'Claro! Aqui está o capítulo 3:',
  'Below is the shortened text.',
]
const PROSE = [
  'Of course, pricing is hard.',
  "Here's the thing: most people underprice.",
  'Here are three tiers to test.',
  'Sure enough, the cheap plan sold least.',
  'Okonkwo raised his prices twice.',
  'Suite à cela, fixez le prix.',
  'Claro que el precio importa.',
  'Certainly the hardest part is the first price.',
]
const SIGN_OFFS = [
  "Let me know if you'd like any changes!",
  'I hope this helps!',
  'Feel free to ask for revisions.',
  'Would you like me to continue with Chapter 4?',
  'If you want me to expand any section, just say so.',
  "I've kept the tone friendly and the examples practical.",
  '**Word count:** ~1,200',
  '¿Te gustaría que ajuste el tono?',
  "N'hésitez pas à me le dire.",
  'Lass mich wissen, ob das passt.',
  'Se quiser, posso ajustar o tom.',
  'Happy writing! 🎉',
  '(Continued in Chapter 4)',
  'Happy baking, and let me know if you want a printable price sheet!',
  'Si quieres, puedo adaptarla a tu ciudad.',
  'Si vous le souhaitez, je peux ajouter un tableau.',
  'Wenn du möchtest, kann ich eine Checkliste ergänzen.',
  'Se quiser, posso incluir uma tabela de preços.',
  'Se vuoi, posso aggiungere una tabella.',
  'If you have any questions about this chapter, let me know.',
  '*Word count: approximately 1,500 words*',
  '¡Espero que te sea útil!',
  'Feel free to adjust any section to fit your audience!',
  "If you'd like any changes, just ask.",
  'Would you like me to write the next chapter?',
]
const ENDINGS = [
  'If you want to raise prices, start with new customers.',
  'I hope your first price feels too high; it should.',
  'Good luck with your launch!',
  'In the next chapter, we will make the first sale.',
  '**Note:** this price applies to new customers only.',
  'Si quieres vender más, sube el precio.',
  'Wenn du möchtest, dass Kunden bleiben, frag sie.',
  // Issue 26: advice, disclaimers and an author's closing line speak to the reader.
  'This chapter is designed to be read in ten minutes.',
  '**Note:** This chapter uses UK spelling.',
  'I hope this chapter gives you a clear plan.',
  'I hope this chapter has given you the confidence to price fairly.',
  'If you have any questions about cottage food laws, contact your local health department.',
  'Feel free to reach out to your local extension office for a soil test.',
  '**Note:** This chapter is general information, not legal advice.',
  'Happy baking!',
  'Espero que esta lista te ayude a vivir la mudanza con calma.',
  'Si tienes dudas, consulta a tu ayuntamiento.',
  "N'hésitez pas à demander conseil à votre mairie.",
  'Wenn Sie Fragen haben, wenden Sie sich an Ihr Ordnungsamt.',
  'Se tiver dúvidas, fale com a vigilância sanitária.',
]

describe('line kinds', () => {
  it('knows preambles from prose that opens the same way', () => {
    for (const line of PREAMBLES) expect(isPreambleLine(line), line).toBe(true)
    for (const line of PROSE) expect(isPreambleLine(line), line).toBe(false)
  })

  it('knows sign-offs from chapter endings that sound like them', () => {
    for (const line of SIGN_OFFS) expect(isSignOffLine(line), line).toBe(true)
    for (const line of ENDINGS) expect(isSignOffLine(line), line).toBe(false)
  })

  it("knows this chapter's heading, the next chapter's, and separators", () => {
    expect(isOwnHeadingLine('### Pricing it right!', TITLES)).toBe(true)
    expect(isOwnHeadingLine('### Why price matters', TITLES)).toBe(false)
    expect(isOwnHeadingLine('Chapter III: Pricing', TITLES)).toBe(true)
    expect(isNextChapterLine('## 4. The First Sale', TITLES)).toBe(true)
    expect(isNextChapterLine('### Chapter 2 in brief', TITLES)).toBe(false)
    expect(isNextChapterLine('### Sale prices', TITLES)).toBe(false)
    // Issue 26: cross-references and sections that name a chapter are not its start.
    const notNext = [
      "Chapter 4 covers pricing in depth, but here's a quick way to see what your equipment costs you per loaf:",
      'Chapter 4 has the full label checklist:',
      'Chapter Four covers marketing, so for now just remember this:',
      '**Chapter 4 tip**',
      '**Chapter 4 tip:** price in whole dollars.',
      'Capítulo 4 explica los permisos; hoy basta con esto:',
      '## Chapter 5: Marketing',
      '**Chapter 4: The First Sale:**',
      'Chapter 4: see there.',
    ]
    for (const line of notNext) expect(isNextChapterLine(line, TITLES), line).toBe(false)
    const next = [
      '## Chapter 4: The First Sale',
      '# Chapter 4',
      'Chapter 4: The First Sale',
      'Chapter 4',
      '**Chapter 4: The First Sale**',
      'Capítulo 4 — The First Sale',
    ]
    for (const line of next) expect(isNextChapterLine(line, TITLES), line).toBe(true)
    expect(isNextChapterLine('## Chapter 4: The First Sale', { ...TITLES, nextTitle: undefined })).toBe(false)
    expect(isSeparator('* * *')).toBe(true)
    expect(isSeparator('- item')).toBe(false)
  })

  // The streaming cleaner relies on this: a line it let through early is never one it would drop.
  it('never rules a line out early that the whole-line test would catch', () => {
    const lines = [
      ...PREAMBLES,
      ...PROSE,
      ...SIGN_OFFS,
      ...ENDINGS,
      '## Chapter 4: The First Sale',
      '**The First Sale**',
      'The First Sale',
      '---',
      '```markdown',
      'Pricing It Right',
      '_Chapter 4_',
    ]
    for (const line of lines) {
      const caughtAtHead = isPreambleLine(line) || isOwnHeadingLine(line, TITLES)
      const caughtInBody = isNextChapterLine(line, TITLES) || isSeparator(line)
      const signOff = isSignOffLine(line)
      for (let i = 1; i < line.length; i++) {
        const start = line.slice(0, i)
        if (caughtAtHead) expect(mightBeHead(start, TITLES) || mightBeSpecial(start, TITLES), `${line} @${i}`).toBe(true)
        if (caughtInBody) expect(mightBeSpecial(start, TITLES), `${line} @${i}`).toBe(true)
        if (signOff) expect(mightBeSignOff(start), `${line} @${i}`).toBe(true)
      }
    }
  })
})
