import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { DIGITAL_PLANNER_PAGE } from '@core/planner.ts'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { timeScale } from '../export-worker-process.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'

describe('POST /api/export/bundle and the formats each product type is made in (decision 93)', () => {
  let app: TestApp
  let user: ApiUser
  const dir = mkdtempSync(join(tmpdir(), 'folio-bundle-'))
  const post = (format: string, body: ExportDocument) => callApi(app, `/export/${format}`, { token: user.token, body })

  /** The ZIP's files by name, unpacked with unzip, and each PDF's page size from pdfinfo. */
  async function unpack(res: Response, name: string) {
    const zip = join(dir, `${name}.zip`)
    writeFileSync(zip, new Uint8Array(await res.arrayBuffer()))
    const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n')
    const out = join(dir, name)
    execFileSync('unzip', ['-q', '-o', zip, '-d', out])
    const pageSize = (file: string) => {
      const info = execFileSync('pdfinfo', [join(out, file)], { encoding: 'utf8' })
      const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? []
      return [Math.round(Number(width)), Math.round(Number(height))]
    }
    return { listing, pageSize, read: (file: string) => readFileSync(join(out, file), 'utf8') }
  }

  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'bundle')
  })
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    await app.close()
  })

  it("sends a planner's sizes in one ZIP named for a shop listing, each PDF at its page size", async () => {
    const res = await post('bundle', samplePlanner({ digitalPlanner: true }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="weekly-meal-prep-planner-printables.zip"; filename*=UTF-8''weekly-meal-prep-planner-printables.zip`,
    )
    const zip = await unpack(res, 'planner')
    expect(zip.listing).toEqual([
      'weekly-meal-prep-planner-us-letter.pdf',
      'weekly-meal-prep-planner-a4.pdf',
      'weekly-meal-prep-planner-a5.pdf',
      'weekly-meal-prep-planner-digital-planner.pdf',
      'README.txt',
    ])
    expect(zip.pageSize('weekly-meal-prep-planner-us-letter.pdf')).toEqual([612, 792])
    expect(zip.pageSize('weekly-meal-prep-planner-a4.pdf')).toEqual([595, 842])
    expect(zip.pageSize('weekly-meal-prep-planner-a5.pdf')).toEqual([420, 595])
    expect(zip.read('README.txt')).toContain('Print at 100% ("Actual size"), not "Fit to page"')
    expect(zip.read('README.txt')).toContain('weekly-meal-prep-planner-a4.pdf: A4 (210 × 297 mm)')
  })

  it('draws the digital planner on the tablet page (DIGITAL_PLANNER_PAGE), landscape', async () => {
    // The planner engine draws the tablet page for sections with a page template (decision 90).
    const chapters = [{ title: 'March', content: '- Plan the week', pageTemplate: 'month' as const }]
    const zip = await unpack(
      await post('bundle', samplePlanner({ digitalPlanner: true, plannerYear: 2027, plannerMonths: 1, chapters })),
      'digital',
    )
    expect(zip.pageSize('weekly-meal-prep-planner-digital-planner.pdf')).toEqual([
      Math.round(DIGITAL_PLANNER_PAGE.widthIn * 72),
      Math.round(DIGITAL_PLANNER_PAGE.heightIn * 72),
    ])
  })

  it("leaves the digital file out when the setting is off, and names a checklist's tablet file without 'planner'", async () => {
    const planner = await unpack(await post('bundle', samplePlanner({ title: 'Plan' })), 'print-only')
    expect(planner.listing).toEqual(['plan-us-letter.pdf', 'plan-a4.pdf', 'plan-a5.pdf', 'README.txt'])
    const checklist = await unpack(await post('bundle', sampleChecklist({ title: 'Moving Day', digitalPlanner: true })), 'checklist')
    expect(checklist.listing).toContain('moving-day-digital.pdf')
  })

  it('refuses the ZIP for an ebook or a guide with a stable code and says what to export instead', async () => {
    for (const productType of ['ebook', 'guide'] as const) {
      const res = await post('bundle', sampleBook({ productType }, 1))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        code: 'bundle_not_for_books',
        message: expect.stringContaining('for planners and checklists'),
      })
    }
  })

  it("refuses a planner's EPUB and says why; a checklist's EPUB is made", async () => {
    const res = await post('epub', samplePlanner())
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('epub_not_for_planners')
    expect(body.message).toContain('e-readers reflow text and cannot be written in')
    expect(body.message).toContain('digital planner')
    const checklist = await post('epub', sampleChecklist())
    expect(checklist.status).toBe(200)
    expect(checklist.headers.get('content-type')).toBe('application/epub+zip')
  })

  it('gives a ZIP the time of its four renders', () => {
    expect(timeScale('bundle')).toBe(4)
    expect(timeScale('pdf')).toBe(1)
  })
})
