import { describe, expect, it } from 'vitest'
import type { LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { flagLaunchPiece } from './launch-flags.ts'

const lead = (bullets: string[]): LaunchPieceValue<'leadMagnet'> => ({ title: 'The pantry checklist', bullets, button: 'Send it to me' })
const kindsOf = (sentence: string) => flagLaunchPiece('leadMagnet', lead([sentence])).map((f) => f.kind)

describe('flagLaunchPiece', () => {
  it.each([
    ['Studies show 73 % of readers finish it in a week.', 'unsourced'],
    ['Research shows that planners save time.', 'unsourced'],
    ['Join thousands of happy readers.', 'unsourced'],
    ['The bestselling guide to meal prep.', 'unsourced'],
    ['Only 3 copies left at this price.', 'scarcity'],
    ['Hurry, it is selling out fast!', 'scarcity'],
    ['Limited copies available.', 'scarcity'],
    ['The price goes up in 24 hours.', 'scarcity'],
    ['“This book changed how I cook.” — Jane D.', 'testimonial'],
    ['It has 5-star reviews everywhere.', 'testimonial'],
    ['Readers say it is the clearest guide they own.', 'testimonial'],
    ['Solo quedan 5 plazas.', 'scarcity'],
    ['Los estudios demuestran que el 73 % de los lectores ahorra tiempo.', 'unsourced'],
  ])('flags %j as %s', (sentence, kind) => {
    expect(kindsOf(sentence)).toContain(kind)
  })

  it.each([
    'Set a budget and cut costs by 10%.',
    'Cut your grocery bill by 10% with one weekly plan.',
    'You will learn how to cut costs by 10% with a simple budget.',
    'The launch price ends on Friday.',
    'A simple system for planning a week of meals in 30 minutes.',
    'Chapter 3 shows the 5 steps of a weekly review.',
    'Each of the 12 monthly pages has room for 3 goals.',
    'Planifica tus cenas del domingo y ahorra tiempo cada semana.',
  ])('leaves %j alone', (sentence) => {
    expect(kindsOf(sentence)).toEqual([])
  })

  it('names where each flagged sentence stands, splitting strings into sentences', () => {
    const page = {
      benefits: ['Plan a week in an hour.', 'Save money. Studies show 73 % of readers save $200 a month.'],
      faq: [{ q: 'Is it for me?', a: 'Yes. Only 2 spots left!' }],
    }
    const flags = flagLaunchPiece('salesPage', page as unknown as LaunchPieceValue<'salesPage'>)
    expect(flags).toEqual([
      { piece: 'salesPage', path: 'benefits.1', kind: 'unsourced', text: 'Studies show 73 % of readers save $200 a month.' },
      { piece: 'salesPage', path: 'faq.0.a', kind: 'scarcity', text: 'Only 2 spots left!' },
    ])
  })

  it("paths the emails by index, reads KDP's HTML as text and skips Folio's own fields", () => {
    const emails = [
      { day: 0, kind: 'announcement', subject: 'Out now', subjectAlt: 'Here', preview: 'Open', body: 'Hello.\n\nExperts agree it works.' },
    ]
    expect(flagLaunchPiece('emails', emails as LaunchPieceValue<'emails'>)).toEqual([
      { piece: 'emails', path: '0.body', kind: 'unsourced', text: 'Experts agree it works.' },
    ])
    const kdp = {
      title: 'Meal Prep',
      descriptionHtml: '<p>Plan <b>faster</b>.</p><ul><li>Studies show 73 % of readers cook more.</li></ul>',
      aiDisclosure: 'Studies show 73 % of readers answer yes.',
      selectNote: 'Only 3 left.',
    }
    expect(flagLaunchPiece('kdp', kdp as unknown as LaunchPieceValue<'kdp'>)).toEqual([
      { piece: 'kdp', path: 'descriptionHtml', kind: 'unsourced', text: 'Studies show 73 % of readers cook more.' },
    ])
  })
})
