import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { sampleExportDocument } from '../../../../tests/support/export/export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { renderEpub } from './render-epub.ts'

const withList = {
  ...sampleExportDocument('guide'),
  chapters: [{ title: 'Steps', content: 'Where the list picks up:\n\n3. three\n4. four' }],
}

describe('the EPUB container (decision 120)', () => {
  it('starts with the stored mimetype, then the package Folio wrote, with no file fetched or renamed', async () => {
    const bytes = await renderEpub(buildExportModel(withList))
    // OCF: the first entry is `mimetype`, uncompressed, so its bytes sit at a fixed offset.
    expect(Buffer.from(bytes.subarray(30, 38)).toString('latin1')).toBe('mimetype')
    expect(Buffer.from(bytes.subarray(38, 58)).toString('latin1')).toBe('application/epub+zip')
    const zip = await JSZip.loadAsync(bytes)
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir)
    expect(names.slice(0, 2)).toEqual(['mimetype', 'META-INF/container.xml'])
    expect(names).toContain('OEBPS/content.opf')
    expect(names).toContain('OEBPS/toc.xhtml')
    expect(names).toContain('OEBPS/chapter-1.xhtml')
    // The chapter's XHTML goes in as the renderer wrote it: a list that starts at 3 keeps its start.
    const chapter = await zip.file('OEBPS/chapter-1.xhtml')!.async('string')
    expect(chapter).toContain('<ol start="3">')
    const opf = await zip.file('OEBPS/content.opf')!.async('string')
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/)
  })

  it('escapes the metadata once: a title with markup and ampersands reads back as typed', async () => {
    const bytes = await renderEpub(buildExportModel({ ...withList, title: 'Salt & <Light>' }))
    const opf = await (await JSZip.loadAsync(bytes)).file('OEBPS/content.opf')!.async('string')
    expect(opf).toContain('<dc:title>Salt &amp; &lt;Light&gt;</dc:title>')
    expect(opf).not.toContain('&amp;amp;')
  })
})
