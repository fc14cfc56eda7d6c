import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { BOOK_MATTER_LIMITS } from '@core/book-matter.ts'
import { THEMES, TRIM_SIZES } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { checkPrintable } from '../fonts/unprintable.ts'
import { checkExportImages } from '../images/check-export-images.ts'
import { dataUrl, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { type Rendered, renderAndRead } from '../../../../tests/support/export/pdf-read.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'

// Issue 29: the book's front and back matter as a reader and a publisher's pipeline see it
// (pdftotext per page, pdftotext -bbox for where the title stands, pdfimages for the photo).

const photo = dataUrl(samplePng(240, 320))

/** A book with every part of its matter: an unnumbered Introduction and Conclusion around four chapters. */
function matterBook(overrides: Partial<ExportDocument> = {}): ExportDocument {
  const base = sampleBook({}, 4)
  return {
    ...base,
    subtitle: 'Add distance without the aches',
    author: 'Jane Doe',
    year: 2026,
    imprint: 'Bright Fern Press',
    edition: 'First edition, March 2027',
    isbn: '978-3-16-148410-0',
    disclaimer: 'This book is for information only and is not medical advice.',
    aiDisclosure: 'Parts of this book were drafted with AI assistance.',
    aboutAuthor: 'Jane Doe coaches golfers over forty in Ohio.\n\nShe plays off a handicap of nine.',
    authorPhoto: photo,
    alsoBy: ['Putt Like a Pro', 'The Strong Back Handbook'],
    callToAction: {
      heading: 'Enjoyed the book?',
      text: 'A short review helps other golfers find it.',
      url: 'https://example.com/newsletter',
    },
    chapters: [
      { title: 'Introduction', content: 'Why this book exists.', matter: 'front' },
      ...base.chapters,
      { title: 'Conclusion', content: 'Go and play.', matter: 'back' },
    ],
    ...overrides,
  }
}

/** Renders with the document's data: images decoded and checked, as the export worker does. */
async function render(document: ExportDocument): Promise<Rendered> {
  const images = await checkExportImages(
    { chapters: document.chapters, authorPhoto: document.authorPhoto },
    { files: {}, maxBytes: 5_000_000 },
  )
  return renderAndRead(document, images)
}

/** The first page whose text starts with `start`, from 1. */
const pageStarting = (pdf: Rendered, start: string) =>
  Array.from({ length: pdf.pages }, (_, i) => i + 1).find((n) => pdf.page(n).startsWith(start))

/** pdfimages -list: the page of each image and its size. */
const images = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      const cols = line.trim().split(/\s+/)
      return { page: Number(cols[0]), size: `${cols[3]}×${cols[4]}` }
    })

interface Word {
  x0: number
  x1: number
  y: number
  text: string
}

/** The words of one page with their boxes (pdftotext -bbox), in reading order. */
function words(file: string, page: number): Word[] {
  const xml = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' })
  return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    x0: Number(m[1]),
    y: Number(m[2]),
    x1: Number(m[3]),
    text: m[4]!,
  }))
}

/** The horizontal extent of the line holding `word` (words at the same height). */
function lineOf(all: Word[], word: string): { x0: number; x1: number; centre: number } {
  const hit = all.find((w) => w.text.toLowerCase() === word.toLowerCase())
  if (!hit) throw new Error(`No “${word}” in ${all.map((w) => w.text).join(' ')}`)
  const line = all.filter((w) => Math.abs(w.y - hit.y) < 2)
  const x0 = Math.min(...line.map((w) => w.x0))
  const x1 = Math.max(...line.map((w) => w.x1))
  return { x0, x1, centre: (x0 + x1) / 2 }
}

describe('front matter in print: half-title, title page, copyright page (issue 29)', () => {
  it('opens on the title alone, a blank verso, the title page on a recto and the copyright page on its verso', async () => {
    const pdf = await render(matterBook({ print: true, trimSize: '6x9' }))
    expect(pdf.page(1)).toBe('Swing Stronger After 40')
    expect(pdf.page(2)).toBe('')
    expect(pdf.page(3)).toBe('Swing Stronger After 40 Add distance without the aches Jane Doe BRIGHT FERN PRESS')
    expect(pdf.page(4)).toBe(
      'Swing Stronger After 40 © 2026 Jane Doe All rights reserved. No part of this publication may be reproduced, stored or transmitted in any form or by any means without the prior written permission of the copyright holder, except for brief quotations in reviews. Published by Bright Fern Press First edition, March 2027 ISBN 978-3-16-148410-0 This book is for information only and is not medical advice. Parts of this book were drafted with AI assistance.',
    )
    // The contents on the next recto; the Introduction opens the body on a recto, as page 1.
    expect(pdf.page(5).startsWith('Contents')).toBe(true)
    expect(pdf.page(6)).toBe('')
    expect(pdf.page(7).startsWith('Introduction Why this book exists.')).toBe(true)
    expect(pdf.page(7).endsWith(' 1')).toBe(true)
  })

  it('has no half-title on screen: the cover, then the title page and the copyright page', async () => {
    const pdf = await render(matterBook({ print: false }))
    expect(pdf.page(2)).toBe('Swing Stronger After 40 Add distance without the aches Jane Doe BRIGHT FERN PRESS')
    expect(pdf.page(3).startsWith('Swing Stronger After 40 © 2026 Jane Doe')).toBe(true)
    expect(pdf.page(4).startsWith('Contents')).toBe(true)
  })

  it('sets each theme its own title page: Classic and Elegant centred, Modern and its bar on the left, Elegant in capitals under its ornament', async () => {
    for (const theme of THEMES) {
      const pdf = await render(matterBook({ print: true, trimSize: '6x9', theme }))
      const page = words(pdf.file, 3)
      const title = lineOf(page, 'Stronger')
      const author = lineOf(page, 'Doe')
      if (theme === 'modern') {
        // Title and author start at one left edge, whatever their lengths.
        expect(Math.abs(title.x0 - author.x0)).toBeLessThan(1)
        expect(Math.abs(title.centre - author.centre)).toBeGreaterThan(20)
      } else {
        // Title, subtitle and author on one axis, whatever their lengths.
        expect(Math.abs(title.centre - author.centre)).toBeLessThan(1.5)
        expect(Math.abs(lineOf(page, 'aches').centre - author.centre)).toBeLessThan(1.5)
      }
      if (theme === 'elegant') {
        expect(pdf.page(3)).toBe('❧ SWING STRONGER AFTER 40 Add distance without the aches JANE DOE BRIGHT FERN PRESS')
      }
    }
  })

  it('keeps the title page and the copyright page one page each at every trim and in every theme, with a long title, subtitle, author and imprint', async () => {
    const disclaimer = 'This book is for information only. '.repeat(40).slice(0, BOOK_MATTER_LIMITS.disclaimer).trim()
    const long = matterBook({
      print: true,
      title: 'The Complete and Unabridged Field Guide to Strength, Mobility and Distance for Weekend Golfers Over Forty',
      subtitle:
        'A practical, week-by-week programme of hip rotation, grip strength and recovery that adds twenty yards to your drive without the aches',
      disclaimer,
      author: 'María José Fernández de la Vega Montalbán',
      imprint: 'Bright Fern Press and Sons International Publishing',
      chapters: sampleBook({}, 3).chapters,
    })
    // Every trim in one theme or another, and every theme at the smallest trim.
    const cases = [
      ...TRIM_SIZES.map((trimSize, i) => ({ trimSize, theme: THEMES[i % THEMES.length]! })),
      ...THEMES.map((theme) => ({ trimSize: '5.5x8.5' as const, theme })),
    ]
    for (const { trimSize, theme } of cases) {
      const pdf = await render({ ...long, trimSize, theme })
      expect(pdf.page(1).toLowerCase()).toBe(long.title.toLowerCase())
      expect(pdf.page(2)).toBe('')
      // Every word readable from the text layer, the letter-spaced capitals too (not 'B R I G H T').
      expect(pdf.page(3).toLowerCase(), `${theme} ${trimSize}`).toContain(
        `drive without the aches maría josé fernández de la vega montalbán bright fern press and sons international publishing`,
      )
      // The whole copyright page on its own page: the disclaimer's end and the AI disclosure, then the contents.
      expect(pdf.page(4).startsWith('The Complete'), `${theme} ${trimSize}`).toBe(true)
      expect(
        pdf.page(4).endsWith(`${disclaimer.slice(-40)} Parts of this book were drafted with AI assistance.`),
        `${theme} ${trimSize}`,
      ).toBe(true)
      expect(pdf.page(5).startsWith('Contents'), `${theme} ${trimSize}`).toBe(true)
    }
  }, 120_000)

  it('sets the maximum 1,200-character disclaimer on the one copyright page at 5.5×8.5', async () => {
    const disclaimer = `${'Consult a qualified professional before acting on anything in this book. '.repeat(20)}`.slice(
      0,
      BOOK_MATTER_LIMITS.disclaimer,
    )
    expect(disclaimer).toHaveLength(1200)
    const pdf = await render(matterBook({ print: true, trimSize: '5.5x8.5', disclaimer, theme: 'friendly' }))
    expect(pdf.page(4)).toContain(disclaimer.replace(/\s+/g, ' ').trim().slice(-60))
    expect(pdf.page(4).endsWith('Parts of this book were drafted with AI assistance.')).toBe(true)
    expect(pdf.page(5).startsWith('Contents')).toBe(true)
  })

  it('steps the type down rather than run the copyright page onto a second page', async () => {
    // Past the settings' limit (only a document built in code gets here): the page still holds it all.
    const disclaimer = 'Consult a qualified professional before acting on anything in this book. '.repeat(48).trim()
    const pdf = await render(matterBook({ print: true, trimSize: '5.5x8.5', disclaimer }))
    expect(pdf.page(4).endsWith(`${disclaimer.slice(-50)} Parts of this book were drafted with AI assistance.`)).toBe(true)
    expect(pdf.page(5).startsWith('Contents')).toBe(true)
  })

  it('keeps an Arabic book right to left, its matter in the same pages', async () => {
    const pdf = await render(matterBook({ print: true, trimSize: '6x9', theme: 'elegant', language: 'ar' }))
    expect(pdf.page(2)).toBe('')
    expect(pdf.page(4)).toContain('ISBN 978-3-16-148410-0')
    const page = words(pdf.file, 3)
    expect(Math.abs(lineOf(page, 'STRONGER').centre - lineOf(page, 'DOE').centre)).toBeLessThan(1.5)
  })
})

describe('front and back matter chapters (issue 29)', () => {
  it('opens an Introduction and a Conclusion without a number; the chapters between count from 1', async () => {
    const pdf = await render(matterBook({ print: true, trimSize: '6x9' }))
    const intro = pageStarting(pdf, 'Introduction Why')!
    expect(pdf.page(intro)).not.toMatch(/CHAPTER/)
    expect(pdf.page(pageStarting(pdf, 'CHAPTER 1 Building Rotation Part 1')!)).toBeTruthy()
    expect(pdf.text).toContain('CHAPTER 4 Building Rotation Part 4')
    expect(pdf.text).not.toContain('CHAPTER 5')
    expect(pdf.page(pageStarting(pdf, 'Conclusion Go and play.')!)).not.toMatch(/CHAPTER/)
    // The contents lists titles only, as Vellum does (Typst 0.14's PDF/UA check refuses a hand-built
    // entry, decision 97): the matter, the chapters and the closing pages alike, with their pages.
    const contents = pdf.layout(5)
    expect(contents).toMatch(/^\s*Introduction[ .\u2060]+1$/m)
    expect(contents).toMatch(/^\s*Building Rotation Part 1[ .\u2060]+3$/m)
    expect(contents).toMatch(/^\s*Building Rotation Part 4[ .\u2060]+9$/m)
    expect(contents).toMatch(/^\s*Conclusion[ .\u2060]+11$/m)
    expect(contents).toMatch(/^\s*About the Author[ .\u2060]+15$/m)
  })
})

describe('back matter (issue 29)', () => {
  it('prints the call to action, About the Author with the photo and Also By, each on a recto with its folio, listed in the contents', async () => {
    const pdf = await render(matterBook({ print: true, trimSize: '6x9' }))
    const cta = pageStarting(pdf, 'Enjoyed the book?')!
    const about = pageStarting(pdf, 'About the Author')!
    const also = pageStarting(pdf, 'Also by Jane Doe')!
    // After the last chapter, in this order, each on a right-hand page.
    expect(cta).toBeGreaterThan(pageStarting(pdf, 'Conclusion Go and play.')!)
    expect([cta, about, also].every((n) => n % 2 === 1)).toBe(true)
    expect(about).toBeGreaterThan(cta)
    expect(also).toBeGreaterThan(about)
    expect(pdf.pages).toBe(also)
    // The address printed to be read (no link on paper); the folio as the body's.
    expect(pdf.page(cta)).toBe('Enjoyed the book? A short review helps other golfers find it. example.com/newsletter 13')
    expect(pdf.raw).not.toContain('/URI (https://example.com/newsletter)')
    expect(pdf.page(about)).toBe('About the Author Jane Doe coaches golfers over forty in Ohio. She plays off a handicap of nine. 15')
    expect(pdf.page(also)).toBe('Also by Jane Doe • Putt Like a Pro • The Strong Back Handbook 17')
    expect(images(pdf.file)).toEqual([{ page: about, size: '240×320' }])
    expect(pdf.layout(5)).toMatch(/^\s*Enjoyed the book\?[ .\u2060]+13$/m)
    expect(pdf.layout(5)).toMatch(/^\s*Also by Jane Doe[ .\u2060]+17$/m)
  })

  it('links the address on screen, and leaves out the pages the creator gave no words for', async () => {
    const pdf = await render(matterBook({ print: false, alsoBy: [], aboutAuthor: undefined }))
    expect(pdf.raw).toContain('/URI (https://example.com/newsletter)')
    expect(pdf.text).not.toMatch(/About the Author|Also by/)
    expect(images(pdf.file)).toEqual([])
    expect(pdf.page(pdf.pages).startsWith('Enjoyed the book?')).toBe(true)
  })

  it('refuses characters no font prints in the closing pages, naming the page', () => {
    const model = buildExportModel(matterBook({ aboutAuthor: 'Jane writes in Ohio 𓀀.' }))
    expect(() => checkPrintable(model)).toThrowError(/The “About the Author” page has characters.*U\+13000/)
    const also = buildExportModel(matterBook({ alsoBy: ['Putt 𓀀'] }))
    expect(() => checkPrintable(also)).toThrowError(/The “Also by Jane Doe” page/)
    const copyright = buildExportModel(matterBook({ disclaimer: 'Not advice 𓀀.' }))
    expect(() => checkPrintable(copyright)).toThrowError(/The title page/)
  })
})
