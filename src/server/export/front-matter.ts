import type { ExportModel } from './export-model.ts'

/**
 * What the front and back matter say, worked out once for every format (issues 16 and 29): the
 * title page's lines, the copyright page's lines in the book's language, whether the book gets a
 * contents page and a half-title, how each chapter is labelled, and the closing pages. The
 * renderers only lay these out.
 */

/** Titles that carry their own number ("Chapter 3: …", "Week 2", "4. …"): the book then goes without ours. */
const OWN_NUMBER = /^\s*((chapter|part|section|step|day|week|month|module|lesson|unit)\s+\d+\b|\d+\s*[.):]\s|\d+\s+[-–]\s)/i

/** Below this many chapters a contents page would be nearly empty: a five-item checklist needs none. */
export const MIN_CHAPTERS_FOR_CONTENTS = 3

export function hasContentsPage(model: ExportModel): boolean {
  return model.chapters.length >= MIN_CHAPTERS_FOR_CONTENTS
}

/** A printed book opens on a half-title (the title alone) before the title page; a screen book does not. */
export function hasHalfTitle(model: ExportModel): boolean {
  return model.publishing.print
}

/**
 * The line under the title on the title page: the subtitle (issue 27), else nothing. The
 * description is the blurb: it goes stale as chapters change ("In eight chapters…"), so the book
 * never prints it (issue 29).
 */
export function titlePageSubtitle(model: ExportModel): string | null {
  return model.subtitle ?? null
}

/** The copyright page (issue 29), each part null when the book has none; the renderers set them in this order. */
export interface CopyrightPage {
  /** '© 2026 Jane Doe'. */
  notice: string
  /** 'All rights reserved.' */
  reserved: string
  /** 'No part of this publication may be reproduced…' */
  rights: string
  /** 'Published by Bright Fern Press'. */
  imprint: string | null
  /** As the creator wrote it: 'First edition, March 2027'. */
  edition: string | null
  /** 'ISBN 978-…'. */
  isbn: string | null
  disclaimer: string | null
  aiDisclosure: string | null
}

export function copyrightPage(model: ExportModel): CopyrightPage {
  const { copyright, author, year, aiDisclosure, labels, imprint, edition, isbn, disclaimer } = model.publishing
  const holder = copyright ?? author
  return {
    notice: `© ${year}${holder ? ` ${holder}` : ''}`,
    reserved: labels.allRightsReserved,
    rights: labels.noReproduction,
    imprint: imprint ? labels.publishedBy(imprint) : null,
    edition,
    isbn: isbn ? `ISBN ${isbn}` : null,
    disclaimer,
    aiDisclosure,
  }
}

/** The copyright page's lines in order, without the empty ones: for checks that read every printed word. */
export function copyrightLines(model: ExportModel): string[] {
  const page = copyrightPage(model)
  const lines = [page.notice, page.reserved, page.rights, page.imprint, page.edition, page.isbn, page.disclaimer, page.aiDisclosure]
  return lines.filter((line): line is string => line !== null)
}

/**
 * 'Capítulo 3' over a book's chapter title; none for worksheets (a planner's sections are not
 * chapters), for front and back matter (issue 29: an Introduction is not Chapter 1), nor when most
 * numbered chapters' titles already carry their own number, so numbers never disagree. Body
 * chapters are numbered among themselves.
 */
export function chapterLabels(model: ExportModel): (string | null)[] {
  const book = model.productType === 'ebook' || model.productType === 'guide'
  const body = model.chapters.filter((chapter) => chapter.matter === 'body')
  const ownNumbers = body.filter((chapter) => OWN_NUMBER.test(chapter.title)).length
  const numbered = book && ownNumbers * 2 < body.length
  let n = 0
  return model.chapters.map((chapter) => (numbered && chapter.matter === 'body' ? model.publishing.labels.chapter(++n) : null))
}

/** One closing page (issue 29), in the order the book prints them: backMatter(model). */
export type BackPage =
  | { kind: 'call-to-action'; heading: string; paragraphs: string[]; url: string | null }
  | { kind: 'about-author'; heading: string; paragraphs: string[]; photo: string | null }
  | { kind: 'also-by'; heading: string; titles: string[] }

const paragraphs = (text: string | null): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)

/**
 * The pages after the last chapter: the call to action first (the reader has just finished and is
 * most willing to review or subscribe), then About the Author, then Also By. Each only when the
 * creator gave its words.
 */
export function backMatter(model: ExportModel): BackPage[] {
  const { callToAction, aboutAuthor, authorPhoto, alsoBy, author, labels } = model.publishing
  const pages: BackPage[] = []
  if (callToAction)
    pages.push({
      kind: 'call-to-action',
      heading: callToAction.heading ?? labels.thankYou,
      paragraphs: paragraphs(callToAction.text),
      url: callToAction.url,
    })
  if (aboutAuthor)
    pages.push({ kind: 'about-author', heading: labels.aboutTheAuthor, paragraphs: paragraphs(aboutAuthor), photo: authorPhoto })
  if (alsoBy.length > 0) pages.push({ kind: 'also-by', heading: labels.alsoBy(author), titles: alsoBy })
  return pages
}
