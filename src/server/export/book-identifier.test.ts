import { describe, expect, it } from 'vitest'
import { exportDocumentSchema } from '@core/export-schemas.ts'
import { buildExportModel } from './export-model.ts'
import { bookIdentifier, uuidV5 } from './book-identifier.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'

const PROJECT = '3f0c8a62-1d4b-4e7a-9b3c-5d2e8f1a6c47'
const OTHER = '9b1e7c24-6a3d-4f8b-8e2a-1c5d9f0b3e76'
const identifier = (document: Parameters<typeof buildExportModel>[0]) =>
  bookIdentifier(buildExportModel(exportDocumentSchema.parse(document)))

describe('bookIdentifier', () => {
  it('follows RFC 9562 version 5 (the DNS namespace example of Python’s uuid5)', () => {
    const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex')
    expect(uuidV5('python.org', dns)).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d')
  })

  it('keeps the same identifier for the same project after a chapter, the title and the author change', () => {
    const book = sampleBook({ projectId: PROJECT })
    const first = identifier(book)
    expect(first).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const renamed = { ...book, chapters: book.chapters.map((c, i) => (i === 0 ? { ...c, title: 'A New Name' } : c)) }
    expect(identifier(renamed)).toBe(first)
    expect(identifier({ ...renamed, title: 'Another Title', author: 'Jane Doe' })).toBe(first)
    expect(identifier({ ...book, projectId: PROJECT.toUpperCase() })).toBe(first)
  })

  it('gives another project another identifier, and does not carry the project id itself', () => {
    const first = identifier(sampleBook({ projectId: PROJECT }))
    expect(identifier(sampleBook({ projectId: OTHER }))).not.toBe(first)
    expect(first).not.toContain(PROJECT)
    // Nor the identifier the same book gets without a project.
    expect(identifier(sampleBook())).not.toBe(first)
  })

  it('without a project, derives it from the title, author and chapter titles', () => {
    const book = sampleBook()
    const renamed = { ...book, chapters: book.chapters.map((c, i) => (i === 0 ? { ...c, title: 'A New Name' } : c)) }
    expect(identifier({ ...book, chapters: book.chapters.map((c) => ({ ...c, content: `${c.content}\nMore.` })) })).toBe(identifier(book))
    expect(identifier(renamed)).not.toBe(identifier(book))
  })

  it('takes only a UUID as the project id', () => {
    expect(exportDocumentSchema.safeParse(sampleBook({ projectId: 'my-book' })).success).toBe(false)
  })
})
