import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { exportDocumentSchema } from '@core/export-schemas.ts'
import { sampleExportDocument } from '../../../tests/support/export/export-fixtures.ts'
import { buildExportModel } from './export-model.ts'
import { backMatter, chapterLabels, copyrightLines, copyrightPage, hasHalfTitle, titlePageSubtitle } from './front-matter.ts'

const chapters = (titles: string[], matters: (ExportDocument['chapters'][number]['matter'] | undefined)[] = []) =>
  titles.map((title, i) => ({ title, content: `## ${title}\n\nText.`, ...(matters[i] ? { matter: matters[i] } : {}) }))

const model = (extra: Partial<ExportDocument> = {}) =>
  buildExportModel(exportDocumentSchema.parse({ ...sampleExportDocument('ebook'), year: 2027, ...extra }))

describe('the book matter every format prints (issue 29)', () => {
  it('numbers body chapters among themselves and leaves front and back matter unnumbered', () => {
    const m = model({ chapters: chapters(['Introduction', 'Soil', 'Water', 'Conclusion'], ['front', undefined, 'body', 'back']) })
    expect(chapterLabels(m)).toEqual([null, 'Chapter 1', 'Chapter 2', null])
  })

  it('treats a chapter without matter as a numbered body chapter', () => {
    const m = model({ chapters: chapters(['Introduction', 'Soil', 'Water']) })
    expect(m.chapters.map((c) => c.matter)).toEqual(['body', 'body', 'body'])
    expect(chapterLabels(m)).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3'])
  })

  it('prints the subtitle under the title, never the description', () => {
    expect(titlePageSubtitle(model({ description: 'In eight chapters you will learn…' }))).toBeNull()
    expect(titlePageSubtitle(model({ subtitle: 'Grow More in Less Space' }))).toBe('Grow More in Less Space')
  })

  it('sets the copyright page: notice, rights sentence, imprint, edition, ISBN, disclaimer and AI disclosure', () => {
    const m = model({
      author: 'Jane Doe',
      imprint: 'Bright Fern Press',
      edition: 'First edition, March 2027',
      isbn: '978-0-306-40615-7',
      disclaimer: 'Not medical advice.',
      aiDisclosure: 'Drafted with AI.',
    })
    expect(copyrightPage(m)).toEqual({
      notice: '© 2027 Jane Doe',
      reserved: 'All rights reserved.',
      rights: expect.stringMatching(/^No part of this publication may be reproduced/),
      imprint: 'Published by Bright Fern Press',
      edition: 'First edition, March 2027',
      isbn: 'ISBN 978-0-306-40615-7',
      disclaimer: 'Not medical advice.',
      aiDisclosure: 'Drafted with AI.',
    })
    expect(copyrightLines(model({ language: 'es' }))).toEqual([
      '© 2027',
      'Todos los derechos reservados.',
      expect.stringMatching(/^Ninguna parte de esta publicación/),
    ])
  })

  it('closes with the call to action, About the Author and Also By, each only when given', () => {
    expect(backMatter(model())).toEqual([])
    const m = model({
      author: 'Jane Doe',
      callToAction: { url: 'https://janedoe.example/newsletter' },
      aboutAuthor: 'Jane grows vegetables.\n\nShe lives in Leeds.',
      authorPhoto: 'asset:7f1e8d4c-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
      alsoBy: ['Small-Space Herbs', '  '],
    })
    expect(backMatter(m)).toEqual([
      { kind: 'call-to-action', heading: 'Thank you for reading', paragraphs: [], url: 'https://janedoe.example/newsletter' },
      {
        kind: 'about-author',
        heading: 'About the Author',
        paragraphs: ['Jane grows vegetables.', 'She lives in Leeds.'],
        photo: 'asset:7f1e8d4c-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
      },
      { kind: 'also-by', heading: 'Also by Jane Doe', titles: ['Small-Space Herbs'] },
    ])
    expect(m.authorPhoto?.children[0]).toMatchObject({ type: 'paragraph', children: [{ type: 'image', alt: 'Photo of Jane Doe' }] })
  })

  it('gives a printed book a half-title and a screen book none', () => {
    expect(hasHalfTitle(model({ print: true }))).toBe(true)
    expect(hasHalfTitle(model())).toBe(false)
  })
})

describe('the book matter settings in the export payload', () => {
  const doc = sampleExportDocument('ebook')
  it('refuses an ISBN whose check digit is wrong and a link that is not a web address', () => {
    expect(exportDocumentSchema.safeParse({ ...doc, isbn: '978-0-306-40615-8' }).error?.issues[0]?.message).toBe(
      'Enter a valid ISBN-10 or ISBN-13 (digits and hyphens).',
    )
    expect(exportDocumentSchema.safeParse({ ...doc, callToAction: { url: 'javascript:alert(1)' } }).success).toBe(false)
    expect(exportDocumentSchema.safeParse({ ...doc, chapters: chapters(['A'], ['middle' as never]) }).success).toBe(false)
  })
})
