import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { sampleExportDocument } from '../export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { renderEpub } from './render-epub.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-epub-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function writeEpub(name: string, document: ExportDocument): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderEpub(buildExportModel(document)))
  return file
}

const entry = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

/**
 * Debian's epubcheck is a jar; its /usr/bin script can't be run directly (Debian's package). The JVM
 * flags halve its CPU time for a run this short, which matters on a two-core machine.
 */
function epubcheck(file: string) {
  const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The sample's chapters plus one of hostile text, under a hostile title: epubcheck runs once, on the hardest case. */
const hostile: ExportDocument = {
  ...sampleExportDocument('checklist'),
  title: '<script>alert(1)</script> & \u0007 "quoted"',
  chapters: [
    ...sampleExportDocument().chapters,
    { title: 'A & B <i>', content: '![remote](https://example.com/x.png) and [link](javascript:alert(1))\n\n<img src="https://example.com/y.png">\n\n3. three\n4. four' },
  ],
}

describe('EPUB export', () => {
  let hostileFile = ''
  beforeAll(async () => {
    hostileFile = await writeEpub('hostile.epub', hostile)
  })

  it('passes epubcheck as EPUB 3 with no errors or warnings', { timeout: 180_000 }, () => {
    const { status, output } = epubcheck(hostileFile)
    expect(output).toContain('Validating using EPUB version 3')
    expect(output).toContain('0 fatals / 0 errors / 0 warnings')
    expect(status).toBe(0)
  })

  it('escapes hostile text and fetches nothing', () => {
    const chapter = entry(hostileFile, `OEBPS/chapter-${hostile.chapters.length}.xhtml`)
    expect(chapter).not.toMatch(/<img|<script|<i>|javascript:/)
    expect(chapter).toContain('A &amp; B &lt;i&gt;')
    expect(entry(hostileFile, 'OEBPS/content.opf')).toContain('<dc:title>&lt;script&gt;alert(1)&lt;/script&gt; &amp;  &#34;quoted&#34;</dc:title>')
    expect(execFileSync('unzip', ['-l', hostileFile]).toString()).not.toMatch(/images\/|fonts\//)
  })

  it('stores the mimetype first and uncompressed, as the OCF container requires', () => {
    const listing = execFileSync('unzip', ['-v', hostileFile]).toString('utf8').split('\n')
    const firstEntry = listing.find((line) => /\d+\s+(Stored|Defl)/.test(line)) ?? ''
    expect(firstEntry).toMatch(/Stored.*mimetype$/)
  })

  it('has the metadata, a navigation document listing every chapter and each chapter in its own file', async () => {
    const document = sampleExportDocument()
    const file = await writeEpub('content.epub', document)
    const opf = entry(file, 'OEBPS/content.opf')
    expect(opf).toContain('version="3.0"')
    expect(opf).toContain('<dc:title>Fit &amp; Focused: A &#34;Practical&#34; Guide</dc:title>')
    expect(opf).toContain(`<dc:description>${document.description}</dc:description>`)
    expect(opf).toContain('<dc:language>en</dc:language>')
    expect(opf).not.toContain('anonymous')
    const nav = entry(file, 'OEBPS/toc.xhtml')
    expect(nav).toContain('epub:type="toc"')
    const quotes = (xml: string) => xml.replace(/&#34;/g, '&quot;')
    document.chapters.forEach((chapter, i) => {
      const escaped = chapter.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
      expect(quotes(entry(file, `OEBPS/chapter-${i + 1}.xhtml`))).toContain(`<h1 class="chapter-title">${escaped}</h1>`)
      expect(quotes(nav)).toContain(`<a href="chapter-${i + 1}.xhtml">${escaped}`)
    })
    // The library's serializer writes non-ASCII characters as references.
    expect(entry(file, 'OEBPS/chapter-3.xhtml')).toMatch(/(☒|&#x2612;)<\/span> Buy groceries/)
  })
})
