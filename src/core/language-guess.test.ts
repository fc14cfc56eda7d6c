import { describe, expect, it } from 'vitest'
import { guessLanguage, nonEnglishLanguage } from './language-guess.ts'

describe('guessLanguage', () => {
  it.each([
    ['Cómo empezar un huerto en casa', 'es'],
    ['Guía para principiantes de finanzas personales', 'es'],
    ['Comment lancer une boutique en ligne', 'fr'],
    ['Wie man einen Gemüsegarten anlegt', 'de'],
    ['Como começar a investir na bolsa', 'pt'],
    ['Come avviare un orto sul balcone', 'it'],
    ['Hoe begin je een moestuin', 'nl'],
    ['Как начать свой бизнес', 'und'],
    ['日本語で書く本の作り方', 'ja'],
    ['Golf fitness for beginners', 'en'],
  ])('%s → %s', (topic, tag) => {
    expect(guessLanguage(topic)?.tag).toBe(tag)
  })

  it('says nothing when there is too little to go on', () => {
    for (const topic of ['Keto meal prep', 'Café marketing', 'Crème brûlée recipes for beginners', '', '2025'])
      expect(nonEnglishLanguage(topic), topic).toBeNull()
  })

  it('names the language for the note', () => {
    expect(nonEnglishLanguage('Cómo empezar un huerto en casa')).toEqual({ tag: 'es', name: 'Spanish' })
    expect(nonEnglishLanguage('Как начать свой бизнес')?.name).toBe('Cyrillic-script')
    expect(nonEnglishLanguage('How to start a vegetable garden')).toBeNull()
  })
})
