import { describe, expect, it } from 'vitest'
import { bookTextSample, languageOfBook } from './book-language.ts'

const chapter = (title: string, content: string) => ({ title, content })

describe("a book's language from its text", () => {
  it('reads the title, the description and the start of the first three chapters only', () => {
    const chapters = [chapter('Uno', 'a'.repeat(2000)), chapter('Dos', 'b'), chapter('Tres', 'c'), chapter('Cuatro', 'never read')]
    const sample = bookTextSample({ title: 'T', description: 'D', chapters })
    expect(sample).toBe(['T', 'D', `Uno\n${'a'.repeat(1500)}`, 'Dos\nb', 'Tres\nc'].join('\n'))
  })

  it('names the language, or none when the text does not tell', () => {
    const spanish = {
      title: 'Guía de fotografía para principiantes',
      description: 'Cómo hacer mejores fotos con tu teléfono',
      chapters: [],
    }
    expect(languageOfBook(spanish)).toBe('es')
    expect(languageOfBook({ title: 'Как вырастить томаты', description: 'Полное руководство', chapters: [] })).toBe('ru')
    expect(languageOfBook({ title: '2025', description: '', chapters: [chapter('1', '42')] })).toBeNull()
  })
})
