import { describe, expect, it } from 'vitest'
import { BRIEF, BRIEF_ES, REPLIES, REPLIES_ES } from '../../../../tests/support/launch-kit-replies.ts'
import { checkLaunchReply, wrongLanguage } from './launch-reply.ts'

describe('checkLaunchReply', () => {
  it('reads JSON inside chatter and a fence, with no problem to repair', () => {
    const text = `Here's your lead magnet:\n\`\`\`json\n${JSON.stringify(REPLIES.leadMagnet)}\n\`\`\`\nHope it helps!`
    expect(checkLaunchReply('leadMagnet', text, BRIEF)).toEqual({ value: REPLIES.leadMagnet, problems: [] })
  })

  it('takes the emails as a bare list', () => {
    const text = `Sure:\n${JSON.stringify(REPLIES.emails.emails)}\nDone.`
    expect(checkLaunchReply('emails', text, BRIEF).value).toEqual(REPLIES.emails)
  })

  it('lists a missing field, and gives no value for a reply without the shape', () => {
    const { title: _title, ...rest } = REPLIES.leadMagnet
    const check = checkLaunchReply('leadMagnet', JSON.stringify(rest), BRIEF)
    expect(check.value).toBeUndefined()
    expect(check.problems).toEqual(['title: Invalid input: expected string, received undefined'])
    expect(checkLaunchReply('leadMagnet', 'Sorry, I cannot.', BRIEF).problems).toEqual(['The reply was not valid JSON.'])
  })

  it('names a reply in the wrong language', () => {
    const check = checkLaunchReply('leadMagnet', JSON.stringify(REPLIES.leadMagnet), BRIEF_ES)
    expect(check.wrongLanguage).toMatch(/in English, but the book is in Spanish/)
    expect(check.problems).toContain(check.wrongLanguage)
    expect(checkLaunchReply('leadMagnet', JSON.stringify(REPLIES_ES.leadMagnet), BRIEF_ES).problems).toEqual([])
  })
})

describe('wrongLanguage', () => {
  const english = 'Plan three dinners in one hour, with a shopping list you can use every week and what to cook first.'
  it('says nothing without a language or when the guess is unsure', () => {
    expect(wrongLanguage(english, undefined)).toBeUndefined()
    expect(wrongLanguage(english, 'en-GB')).toBeUndefined()
    expect(wrongLanguage('OK', 'es')).toBeUndefined()
  })

  it('knows English is wrong for a language it cannot guess, and trusts other guesses only for languages it knows', () => {
    expect(wrongLanguage(english, 'pl')).toMatch(/in English, but the book is in Polish/)
    expect(wrongLanguage('Planifica tres cenas en una hora con una lista de la compra para la semana.', 'pl')).toBeUndefined()
  })
})
