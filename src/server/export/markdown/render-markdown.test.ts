import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { assetReference } from '@core/image-reference.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { renderExport } from '../export-handler.ts'
import { buildExportModel } from '../export-model.ts'
import { checkExportImages } from '../images/check-export-images.ts'
import { DEFAULT_IMAGE_MAX_BYTES } from '../images/export-image.ts'
import { dataUrl, SAMPLE_ASSET_ID, sampleJpeg, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { modelToMarkdown, renderMarkdown } from './render-markdown.ts'

const render = async (...args: Parameters<typeof buildExportModel>) => modelToMarkdown(buildExportModel(...args))

const dir = mkdtempSync(join(tmpdir(), 'folio-markdown-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('renderMarkdown', () => {
  it('writes the title and each chapter under its own heading; the description is the blurb, not the book (issue 29)', async () => {
    const md = await render({
      title: 'Meal Prep Basics',
      description: 'Cook once, eat all week.',
      productType: 'guide',
      year: 2026,
      chapters: [
        { title: 'Planning', content: '## Planning\n\nStart with a list.\n\n## Shopping\n\nBuy in bulk.' },
        { title: 'Cooking', content: 'Batch **everything**.' },
      ],
    })
    expect(md).toBe(
      `# Meal Prep Basics\n\n© 2026\n\nAll rights reserved.\n\nNo part of this publication may be reproduced, stored or transmitted in any form or by any means without the prior written permission of the copyright holder, except for brief quotations in reviews.\n\n## Planning\n\nStart with a list.\n\n### Shopping\n\nBuy in bulk.\n\n## Cooking\n\nBatch **everything**.\n`,
    )
  })

  it('keeps task items, tables, quotes and code, in tidy GFM', async () => {
    const md = await render({
      title: 'Checklist',
      description: '',
      productType: 'checklist',
      chapters: [
        {
          title: 'Week one',
          content: '* [ ] Open\n* [x] Done\n\n> Quote\n\n| A | B |\n|:--|--:|\n| 1 | 2 |\n\n```js\nlet x = 1\n```\n\n#### Deep',
        },
      ],
    })
    expect(md).toContain('- [ ] Open\n- [x] Done')
    expect(md).toContain('> Quote')
    expect(md).toContain('| A  |  B |\n| :- | -: |\n| 1  |  2 |')
    expect(md).toContain('```js\nlet x = 1\n```')
    // The body's top heading was shifted to level 2 by the model; under a '##' chapter it is '###'.
    expect(md).toContain('\n### Deep\n')
    // The title, the copyright lines, then the first chapter.
    expect(md).toMatch(/^# Checklist\n\n© \d{4}\n\nAll rights reserved\.\n\nNo part [^\n]*\n\n## Week one\n\n/)
  })

  it('escapes Markdown in the title so it reads back as plain text; the description is not printed', async () => {
    const md = await render({
      title: '*Not* emphasis',
      description: '# not a heading',
      productType: 'ebook',
      chapters: [{ title: '1. Not a list', content: '' }],
    })
    expect(md).toContain('# \\*Not\\* emphasis\n')
    expect(md).not.toContain('not a heading')
    expect(md).toContain('## 1. Not a list')
  })
})

const cover = assetReference(SAMPLE_ASSET_ID)
const png = samplePng(40, 20)
const withImages: ExportDocument = {
  title: 'Meal Prep Basics',
  description: '',
  productType: 'guide',
  language: 'en',
  author: 'Jo Park',
  year: 2026,
  subtitle: 'Cook once, eat all week',
  isbn: '978-1-4028-9462-6',
  aboutAuthor: 'Jo cooks for six.',
  authorPhoto: dataUrl(png),
  alsoBy: ['Soup Season'],
  callToAction: { text: 'A review helps.', url: 'https://example.com/review' },
  chapters: [
    {
      title: 'Planning',
      content: `![A chart](${dataUrl(png)} "Weekly plan")\n\nThe cover: ![Cover](${cover}) and ![Gone](asset:7d1e0a52-3b4c-4d5e-8f60-718293a4b5c6) and ![Far](https://example.org/a.png).`,
    },
  ],
}

describe('Markdown with images (issue 29)', () => {
  it('is a ZIP of the Markdown and an images/ folder, its links rewritten; the route names it .zip', async () => {
    const input = await checkExportImages(withImages.chapters, {
      files: { [cover]: sampleJpeg(), [dataUrl(png)]: png },
      maxBytes: DEFAULT_IMAGE_MAX_BYTES,
    })
    const file = await renderExport('markdown', withImages, undefined, input)
    expect(file.fileName).toBe('meal-prep-basics.zip')
    expect(file.mediaType).toBe('application/zip')
    const zip = join(dir, 'meal.zip')
    writeFileSync(zip, file.bytes)
    const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n').sort()
    expect(listing).toEqual(['images/image-1.png', 'images/image-2.jpg', 'meal-prep-basics.md'])
    const entries = unzipSync(file.bytes)
    expect(entries['images/image-2.jpg']).toEqual(sampleJpeg())
    const md = strFromU8(entries['meal-prep-basics.md']!)
    expect(md).toContain('![A chart](images/image-1.png "Weekly plan")')
    expect(md).toContain('The cover: ![Cover](images/image-2.jpg) and Gone and ![Far](https://example.org/a.png).')
    expect(md).not.toContain('asset:')
    expect(md).not.toContain('data:')
    // The book's matter, in front-matter.ts's words: subtitle, copyright lines, then the closing pages.
    expect(md).toMatch(/^# Meal Prep Basics\n\n_Cook once, eat all week_\n\n© 2026 Jo Park\n\nAll rights reserved\./)
    expect(md).toContain('ISBN 978-1-4028-9462-6')
    expect(md).toContain('## Thank you for reading\n\nA review helps.\n\n<https://example.com/review>\n')
    expect(md).toContain('## About the Author\n\n![Photo of Jo Park](images/image-1.png)\n\nJo cooks for six.')
    expect(md).toMatch(/## Also by Jo Park\n\n- Soup Season\n$/)
  })

  it('is plain .md without images', async () => {
    const file = await renderExport('markdown', {
      ...withImages,
      authorPhoto: undefined,
      chapters: [{ title: 'Planning', content: 'Text.' }],
    })
    expect(file.fileName).toBe('meal-prep-basics.md')
    expect(file.mediaType).toBe('text/markdown; charset=utf-8')
    expect(new TextDecoder().decode(file.bytes)).toMatch(/^# Meal Prep Basics\n/)
    expect(await renderMarkdown(buildExportModel({ ...withImages, authorPhoto: undefined, chapters: [] }))).toBeInstanceOf(Uint8Array)
  })
})
