import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sampleExportDocument } from '../export-fixtures.ts'
import { buildExportModel } from '../export-model.ts'
import { renderEpub } from './render-epub.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-epub-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function writeEpub(name: string, document = sampleExportDocument()): Promise<string> {
  const file = join(dir, name)
  writeFileSync(file, await renderEpub(buildExportModel(document)))
  return file
}

const entry = (file: string, path: string) => execFileSync('unzip', ['-p', file, path]).toString('utf8')

/** Debian's epubcheck is a jar; its /usr/bin script can't be run directly (TOOLCHAIN.md). */
function epubcheck(file: string) {
  const result = spawnSync('java', ['-jar', '/usr/bin/epubcheck', file], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('EPUB export', () => {
  it('passes epubcheck as EPUB 3 with no errors or warnings', { timeout: 120_000 }, async () => {
    const file = await writeEpub('sample.epub')
    const { status, output } = epubcheck(file)
    expect(output).toContain('0 fatals / 0 errors / 0 warnings')
    expect(status).toBe(0)
  })

  it('stores the mimetype first and uncompressed, as the OCF container requires', async () => {
    const file = await writeEpub('order.epub')
    const listing = execFileSync('unzip', ['-v', file]).toString('utf8').split('\n')
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
    document.chapters.forEach((chapter, i) => {
      const escaped = chapter.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
      const xhtml = entry(file, `OEBPS/chapter-${i + 1}.xhtml`)
      expect(xhtml.replace(/&#34;|&quot;/g, '&quot;')).toContain(`<h1 class="chapter-title">${escaped}</h1>`)
      expect(nav.replace(/&#34;/g, '&quot;')).toContain(escaped)
    })
    // The library's serializer writes non-ASCII characters as references.
    expect(entry(file, 'OEBPS/chapter-3.xhtml')).toMatch(/☒|&#x2612;/)
  })

  it('escapes hostile titles, fetches nothing and still passes epubcheck', { timeout: 120_000 }, async () => {
    const file = await writeEpub('hostile.epub', {
      title: '<script>alert(1)</script> \u0007',
      description: '',
      productType: 'checklist',
      chapters: [{ title: 'A & B <i>', content: '![remote](https://example.com/x.png) and [link](javascript:alert(1))\n\n<img src="https://example.com/y.png">' }],
    })
    const chapter = entry(file, 'OEBPS/chapter-1.xhtml')
    expect(chapter).not.toMatch(/<img|<script|javascript:/)
    expect(execFileSync('unzip', ['-l', file]).toString()).not.toMatch(/images\//)
    const { status, output } = epubcheck(file)
    expect(output).toContain('0 fatals / 0 errors')
    expect(status).toBe(0)
  })
})
