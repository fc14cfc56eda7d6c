import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { renderDocx } from './docx/render-docx.ts'
import { renderEpub } from './epub/render-epub.ts'
import { buildExportModel } from './export-model.ts'
import { renderHtmlDocument } from './html/render-html.ts'
import { modelToMarkdown } from './markdown/render-markdown.ts'
import { renderAndRead } from '../../../tests/support/export/pdf-read.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'
import { toTypstDocument } from './pdf/typst-document.ts'

// Issue 27 item 1: the subtitle under the title on every title page and in every file's metadata;
// the description stays the blurb.
const dir = mkdtempSync(join(tmpdir(), 'folio-subtitle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SUBTITLE = 'More Distance, Fewer Aches, in Ten Minutes a Day'
const withSubtitle = sampleBook({ author: 'Jane Doe', subtitle: `  ${SUBTITLE}\n` })
const without = sampleBook({ author: 'Jane Doe' })

function write(name: string, bytes: Uint8Array): string {
  const file = join(dir, name)
  writeFileSync(file, bytes)
  return file
}
const entry = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

const hasEpubcheck = existsSync('/usr/bin/epubcheck')

describe('the subtitle in the exports (issue 27)', () => {
  it('is in the model on one line, and absent when empty', () => {
    expect(buildExportModel(withSubtitle).subtitle).toBe(SUBTITLE)
    expect(buildExportModel(sampleBook({ subtitle: ' \n ' }))).not.toHaveProperty('subtitle')
    // The Typst document carries it as a string, or none (JSON null), for every cover and the title page.
    expect(toTypstDocument(buildExportModel(withSubtitle)).subtitle).toBe(SUBTITLE)
    expect(toTypstDocument(buildExportModel(without)).subtitle).toBeNull()
  })

  it('PDF: under the title on the title page, and the Subject is the subtitle', { timeout: 60_000 }, async () => {
    const pdf = await renderAndRead(withSubtitle)
    expect(pdf.info).toMatch(new RegExp(`Subject:\\s+${SUBTITLE}\\n`))
    expect(pdf.info).toMatch(/Title:\s+Swing Stronger After 40\n/)
    // The title page (after the cover) prints the subtitle, not the blurb.
    const titlePage = pdf.page(2)
    expect(titlePage).toContain(SUBTITLE)
    expect(titlePage.indexOf(SUBTITLE)).toBeGreaterThan(titlePage.indexOf('After 40'))
    expect(titlePage).not.toContain('weekend golfers')
    // A book without a subtitle: the description stays the Subject, but the book never prints it (issue 29).
    const plain = await renderAndRead(without)
    expect(plain.info).toMatch(/Subject:\s+A practical strength and mobility guide/)
    expect(plain.page(2)).not.toContain('weekend golfers')
  })

  it('EPUB: a second dc:title refined as the subtitle, on the title page, and EPUBCheck passes', { timeout: 180_000 }, async () => {
    const file = write('subtitle.epub', await renderEpub(buildExportModel(withSubtitle)))
    const opf = entry(file, 'OEBPS/content.opf')
    expect(opf).toContain('<dc:title id="title">Swing Stronger After 40</dc:title>')
    expect(opf).toContain('<meta refines="#title" property="title-type">main</meta>')
    expect(opf).toContain(`<dc:title id="subtitle">${SUBTITLE}</dc:title>`)
    expect(opf).toContain('<meta refines="#subtitle" property="title-type">subtitle</meta>')
    expect(opf).toContain('<dc:description>A practical strength')
    expect(entry(file, 'OEBPS/title-page.xhtml')).toContain(`<p class="subtitle">${SUBTITLE}</p>`)
    const plain = entry(write('plain.epub', await renderEpub(buildExportModel(without))), 'OEBPS/content.opf')
    expect(plain.match(/<dc:title/g)).toHaveLength(1)
    if (!hasEpubcheck) return console.warn('epubcheck is not installed: the EPUB with a subtitle is not validated')
    const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], {
      encoding: 'utf8',
    })
    expect(`${result.stdout}\n${result.stderr}`).toContain('0 fatals / 0 errors / 0 warnings')
    expect(result.status).toBe(0)
  })

  it('DOCX: the core properties’ subject, and the Subtitle paragraph under the title', { timeout: 30_000 }, async () => {
    const file = write('subtitle.docx', await renderDocx(buildExportModel(withSubtitle)))
    const core = entry(file, 'docProps/core.xml')
    expect(core).toContain(`<dc:subject>${SUBTITLE}</dc:subject>`)
    expect(core).toContain('<dc:description>A practical strength')
    const body = entry(file, 'word/document.xml')
    expect(body).toMatch(new RegExp(`<w:pStyle w:val="Subtitle"/>.*?${SUBTITLE}`))
    expect(entry(write('plain.docx', await renderDocx(buildExportModel(without))), 'docProps/core.xml')).not.toContain('<dc:subject>')
  })

  it('Markdown and the printable HTML: under the title (the Markdown, as the book, without the description: issue 29)', () => {
    const markdown = modelToMarkdown(buildExportModel(withSubtitle))
    expect(markdown.startsWith(`# Swing Stronger After 40\n\n_${SUBTITLE}_\n\n© `)).toBe(true)
    expect(modelToMarkdown(buildExportModel(without))).toMatch(/^# Swing Stronger After 40\n\n© /)
    expect(markdown).not.toContain('A practical strength')
    const html = renderHtmlDocument(buildExportModel(withSubtitle))
    expect(html).toContain(`<h1 class="title">Swing Stronger After 40</h1><p class="subtitle">${SUBTITLE}</p><p class="description">`)
  })

  it('prints user text as text in every format', { timeout: 60_000 }, async () => {
    const hostile: ExportDocument = { ...withSubtitle, subtitle: '#panic(x) <b>&amp;</b> *not bold*' }
    const model = buildExportModel(hostile)
    const pdf = await renderAndRead(hostile)
    expect(pdf.page(2)).toContain('#panic(x) <b>&amp;</b> *not bold*')
    const opf = entry(write('hostile.epub', await renderEpub(model)), 'OEBPS/content.opf')
    expect(opf).toContain('&lt;b&gt;&amp;amp;&lt;/b&gt;')
    expect(modelToMarkdown(model)).toContain('\\*not bold\\*')
  })
})
