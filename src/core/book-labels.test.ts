import { describe, expect, it } from 'vitest'
import { bookLabels, LABELLED_LANGUAGES, primaryLanguage } from './book-labels.ts'

describe('book labels', () => {
  it('prints the book’s own language, by primary subtag', () => {
    expect(bookLabels('es').contents).toBe('Índice')
    expect(bookLabels('pt-BR').chapter(3)).toBe('Capítulo 3')
    expect(bookLabels('DE').productType.checklist).toBe('Checkliste')
  })

  it('falls back to English for a language without labels', () => {
    expect(bookLabels('ru').contents).toBe('Contents')
    expect(bookLabels('ja').chapter(1)).toBe('Chapter 1')
  })

  it('has every label in each of the six languages', () => {
    expect(LABELLED_LANGUAGES.sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt'])
    const english = bookLabels('en')
    for (const language of LABELLED_LANGUAGES) {
      const labels = bookLabels(language)
      expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort())
      expect(labels.chapter(7)).toMatch(/7/)
    }
  })

  it('reads the primary subtag', () => {
    expect(primaryLanguage('zh-Hant-TW')).toBe('zh')
  })
})
