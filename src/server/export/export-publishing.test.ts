import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { languageOfText, resolvePublishing } from './export-publishing.ts'

const book = (over: Partial<ExportDocument> = {}): ExportDocument => ({
  title: 'Guía de fotografía para principiantes',
  description: 'Cómo hacer mejores fotos con tu teléfono',
  productType: 'guide',
  chapters: [{ title: 'La luz', content: 'La luz es lo más importante de una foto. Con la luz de la mañana, los colores son más suaves.' }],
  ...over,
})

describe('publishing settings of an export', () => {
  it('fills the defaults: Letter, no author, classic, this year, language read from the text', () => {
    const p = resolvePublishing(book(), new Date('2027-03-01T00:00:00Z'))
    expect(p).toMatchObject({
      author: null,
      trimSize: 'letter',
      print: false,
      theme: 'classic',
      year: 2027,
      language: 'es',
      languageGuessed: true,
    })
    expect(p.labels.contents).toBe('Índice')
  })

  it('keeps what the document gives', () => {
    const p = resolvePublishing(
      book({ author: ' Ana Ruiz ', language: 'pt-BR', trimSize: '6x9', print: true, theme: 'elegant', year: 2025 }),
    )
    expect(p).toMatchObject({
      author: 'Ana Ruiz',
      language: 'pt-BR',
      languageGuessed: false,
      trimSize: '6x9',
      print: true,
      theme: 'elegant',
      year: 2025,
    })
    expect(p.labels.chapter(2)).toBe('Capítulo 2')
  })

  it('reads English when the text gives nothing to go on', () => {
    expect(resolvePublishing(book({ title: '2025', description: '', chapters: [{ title: '1', content: '42' }] })).language).toBe('en')
  })

  it('names a language for a script the word guess only knows as a script', () => {
    expect(languageOfText('Как вырастить томаты на балконе: полное руководство')).toBe('ru')
    expect(languageOfText('Guide to growing tomatoes on a balcony for beginners')).toBe('en')
  })

  it('drops an author made only of unprintable characters', () => {
    expect(resolvePublishing(book({ author: '\u0007' })).author).toBeNull()
  })

  it('keeps a tag Intl can use: canonical, or its language alone when the rest is malformed', () => {
    expect(resolvePublishing(book({ language: 'pt-br' })).language).toBe('pt-BR')
    for (const tag of ['en-12', 'en-ab1', 'en-US-US']) {
      const p = resolvePublishing(book({ language: tag }))
      expect(p.language).toBe('en')
      expect(() => new Intl.DateTimeFormat(p.language)).not.toThrow()
    }
  })
})
