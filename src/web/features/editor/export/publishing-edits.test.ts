import { describe, expect, it } from 'vitest'
import { languageName } from '@core/language-tag.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { readLanguageTag } from './book-languages.ts'
import { readText, readYear, setLanguage, setPublishing } from './publishing-edits.ts'

const doc = {
  title: 'T',
  description: '',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [],
} as unknown as ProjectDocument

describe('publishing settings as the form reads and stores them', () => {
  it('reads an empty field as unset, trims text and takes only digits as a year', () => {
    expect(readText('author', '   ')).toEqual({ ok: true, value: undefined })
    expect(readText('author', ' Ana ')).toEqual({ ok: true, value: 'Ana' })
    expect(readYear(' 2026 ')).toEqual({ ok: true, value: 2026 })
    for (const wrong of ['2e3', '20.26', '-2026', '0x7EA', '1899'])
      expect(readYear(wrong)).toEqual({ ok: false, error: 'Enter a year from 1900 to 2100.' })
  })

  it('leaves unset settings out, and the whole object out when none is left', () => {
    const set = setPublishing(doc, 'author', 'Ana')
    expect(set.publishing).toEqual({ author: 'Ana' })
    expect(setPublishing(set, 'author', 'Ana')).toBe(set)
    expect(setPublishing(set, 'author', undefined)).not.toHaveProperty('publishing')
    expect(setLanguage(setLanguage(doc, 'es'), undefined)).not.toHaveProperty('language')
  })

  it('takes a language tag in canonical form and refuses what is none', () => {
    expect(readLanguageTag('PT-br')).toEqual({ ok: true, value: 'pt-BR' })
    expect(readLanguageTag('und').ok).toBe(false)
    expect(readLanguageTag('Spanish').ok).toBe(false)
    expect([languageName('es'), languageName('pt-BR')]).toEqual(['Spanish', 'Brazilian Portuguese'])
  })
})
