import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PreflightReport, preflightReportSchema } from '@core/export-preflight.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { dataUrl, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { sampleBook, sampleChecklist } from '../../../../tests/support/export/pdf-samples.ts'

describe('POST /api/export/preflight', () => {
  let app: TestApp
  let user: ApiUser
  const dir = mkdtempSync(join(tmpdir(), 'folio-preflight-'))
  const post = (format: string, body: ExportDocument) => callApi(app, `/export/${format}`, { token: user.token, body })
  const preflight = async (body: ExportDocument): Promise<PreflightReport> => {
    const res = await post('preflight', body)
    if (res.status !== 200) throw new Error(await res.text())
    expect(res.headers.get('content-type')).toBe('application/json')
    // The wire contract, exactly: nothing more, nothing less.
    return preflightReportSchema.strict().parse(await res.json())
  }
  /** The exported PDF as poppler reads it. */
  const poppler = async (body: ExportDocument) => {
    const res = await post('pdf', body)
    expect(res.status).toBe(200)
    const file = join(dir, `book-${Math.random().toString(36).slice(2)}.pdf`)
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()))
    const run = (tool: string, ...args: string[]) => execFileSync(tool, [...args, file], { encoding: 'utf8' })
    const fonts = run('pdffonts').split('\n').slice(2).filter(Boolean)
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(run('pdfinfo'))?.[1]),
      fontNames: fonts.map((row) =>
        row
          .split(/\s+/)[0]!
          .replace(/^[A-Z]{6}\+/, '')
          .replace(/-Identity-H$/, ''),
      ),
      embedded: fonts.map((row) => row.trim().split(/\s+/).at(-5)),
      imagePpi: run('pdfimages', '-list')
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((row) => Number(row.trim().split(/\s+/)[12])),
    }
  }

  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'preflight')
  })
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    await app.close()
  })

  it('counts the pages pdfinfo counts, names the fonts pdffonts lists as embedded, and passes a long 6×9 print book', async () => {
    const book = sampleBook({ trimSize: '6x9', print: true, author: 'Jane Doe' }, 12)
    const [report, pdf] = await Promise.all([preflight(book), poppler(book)])
    expect(report.pages).toBe(pdf.pages)
    expect(report.pages).toBeGreaterThanOrEqual(24)
    expect(report).toMatchObject({ trimSize: '6x9', print: true, fontsEmbedded: true, images: [], unprintable: [], issues: [] })
    expect(pdf.embedded.every((emb) => emb === 'yes')).toBe(true)
    expect([...report.fonts].sort()).toEqual([...new Set(pdf.fontNames)].sort())
  })

  it("reports the wrap cover's size for the counted pages on the chosen paper, as the wrap cover's PDF has it (issue 27)", async () => {
    const book = sampleBook({ trimSize: '6x9', print: true, author: 'Jane Doe', paper: 'cream' }, 12)
    const report = await preflight(book)
    const spine = report.pages * 0.0025
    expect(report.cover).toEqual({
      paper: 'cream',
      widthInches: Math.round((12 + spine + 0.25) * 10_000) / 10_000,
      heightInches: 9.25,
      spineInches: Math.round(spine * 10_000) / 10_000,
      spineText: report.pages > 79,
    })
    const wrap = await post('cover?size=wrap', book)
    expect(wrap.status).toBe(200)
    expect(wrap.headers.get('X-Folio-Page-Count')).toBe(String(report.pages))
    expect(Number(wrap.headers.get('X-Folio-Spine-Inches'))).toBeCloseTo(report.cover.spineInches, 4)
    const file = join(dir, 'wrap.pdf')
    writeFileSync(file, new Uint8Array(await wrap.arrayBuffer()))
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' })) ?? []
    expect(Number(width) / 72).toBeCloseTo(report.cover.widthInches, 2)
    expect(Number(height) / 72).toBeCloseTo(report.cover.heightInches, 2)
    // White paper when none is chosen, and no spine text for a short book.
    const short = await preflight(sampleChecklist())
    expect(short.cover).toMatchObject({
      paper: 'white',
      spineText: false,
      spineInches: Math.round(short.pages * 0.002252 * 10_000) / 10_000,
    })
  })

  it('flags a short checklist: fewer than 24 pages, and not a print interior', async () => {
    const checklist = sampleChecklist()
    const [report, pdf] = await Promise.all([preflight(checklist), poppler(checklist)])
    expect(report.pages).toBe(pdf.pages)
    expect(report.pages).toBeLessThan(24)
    expect(report.issues.map((issue) => issue.code)).toEqual(['too_few_pages', 'not_print_mode'])
    expect(report.issues[0]!.message).toContain('at least 24')
  })

  it('flags an image printed at 150 ppi (below 300 dpi) and passes one scaled down to the text width', async () => {
    // A flat grey PNG stays small however many pixels it has (a data: URL counts against the chapter's length).
    const large = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const content = `![A small chart](${dataUrl(samplePng(600, 300))})\n\nText.\n\n![A large photo](${dataUrl(large)})`
    const book = sampleBook({
      trimSize: '6x9',
      print: true,
      chapters: [
        { title: 'Intro', content: 'Text.' },
        { title: 'Pictures', content },
      ],
    })
    const [report, pdf] = await Promise.all([preflight(book), poppler(book)])
    // pdfimages' x-ppi: the resolution each image really has on the printed page.
    expect(report.images.map((image) => image.dpi)).toEqual(pdf.imagePpi)
    expect(report.images).toEqual([
      { alt: 'A small chart', widthPx: 600, heightPx: 300, dpi: 150, ok: false },
      // 6×9's text block is about 4.35 in wide: 2400 px over it is about 550 dpi.
      { alt: 'A large photo', widthPx: 2400, heightPx: 1200, dpi: expect.any(Number), ok: true },
    ])
    expect(report.images[1]!.dpi).toBeGreaterThan(500)
    expect(report.issues.map((issue) => issue.code)).toContain('low_resolution_images')
  })

  it('lists Korean as unprintable where the PDF export refuses it with 422', async () => {
    const korean = sampleBook({
      chapters: [
        { title: 'Intro', content: 'Plain text.' },
        { title: 'Words', content: '안녕하세요 friends' },
      ],
    })
    expect((await post('pdf', korean)).status).toBe(422)
    const report = await preflight(korean)
    expect(report.unprintable).toEqual([{ chapter: 'Chapter 2 (“Words”)', characters: ['안', '녕', '하', '세', '요'] }])
    expect(report.issues.map((issue) => issue.code)).toContain('unprintable_characters')
  })

  it('checks the glyphs of the fonts used: tick boxes pass, a character no font has is named with its chapter (decision 93)', async () => {
    const ticks = sampleChecklist({
      chapters: [{ title: 'Moving day', content: '| Task | Done |\n| --- | --- |\n| Pack | ☐ ☑ ☒ ✓ ✗ |\n' }],
    })
    const clean = await preflight(ticks)
    expect(clean.unprintable).toEqual([])
    expect(clean.issues.map((issue) => issue.code)).not.toContain('unprintable_characters')
    // U+2A6A5, a CJK Extension B character: no font the PDF has covers it.
    const rare = sampleChecklist({
      chapters: [
        { title: 'Intro', content: 'Hi.' },
        { title: 'Rare', content: 'A rare 𪚥 here.' },
      ],
    })
    const report = await preflight(rare)
    expect(report.unprintable).toEqual([{ chapter: 'Chapter 2 (“Rare”)', characters: ['𪚥'] }])
    const issue = report.issues.find((i) => i.code === 'unprintable_characters')
    expect(issue?.message).toContain('“𪚥” (U+2A6A5) in Chapter 2 (“Rare”)')
    expect(issue?.message).toContain('one box in this PDF')
    expect((await post('pdf', rare)).status).toBe(422)
  })

  it('needs a signed-in user', async () => {
    const res = await callApi(app, '/export/preflight', { body: sampleChecklist() })
    expect(res.status).toBe(401)
  })
})
