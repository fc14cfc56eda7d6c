import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from '@cantoo/pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { COVER_LAYOUTS, type CoverDesign, type CoverLayout } from '@core/cover-design.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../export-model.ts'
import { imageKey } from '../images/image-attach.ts'
import { coverImageKey, type ExportImageInput, NO_IMAGE_INPUT } from '../images/export-image.ts'
import { dataUrl, samplePng } from '../../../../tests/support/export/image-samples.ts'
import { sampleBook, sampleChecklist, samplePlanner } from '../../../../tests/support/export/pdf-samples.ts'
import { compilePdf } from './render-pdf.ts'
import { compileTypst, type TypstOutput } from './typst-compiler.ts'

// Issue 29: the PDF is tagged (Typst 0.14) and declares PDF/UA-1 when Typst's checks pass
// (decision 97), read back with poppler and qpdf.
const dir = mkdtempSync(join(tmpdir(), 'folio-tagged-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let count = 0
function save(pdf: Uint8Array): string {
  const file = join(dir, `tagged-${++count}.pdf`)
  writeFileSync(file, pdf)
  return file
}

/** pdfinfo's 'Tagged' line, and the XMP metadata's PDF/UA part (pdfinfo -meta prints the XMP). */
function tagging(file: string): { tagged: boolean; uaPart: string | null } {
  const run = (...args: string[]) => execFileSync('pdfinfo', [...args, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  return {
    tagged: /Tagged:\s+yes/.test(run()),
    uaPart: /<pdfuaid:part>(\d+)<\/pdfuaid:part>/.exec(run('-meta'))?.[1] ?? null,
  }
}

async function exported(document: ExportDocument, images: ExportImageInput = NO_IMAGE_INPUT): Promise<TypstOutput & { file: string }> {
  const output = await compilePdf(buildExportModel(document, images))
  expect(output.warnings).toEqual([])
  return { ...output, file: save(output.pdf) }
}

const COVER_IMAGE = '7b0c1f8e-4a55-4d7e-9a3e-2a1c6f0b9d11'
const pictureCover = (layout: CoverLayout): CoverDesign => ({
  layout,
  font: 'theme',
  palette: 'image',
  image: { source: 'upload', imageId: COVER_IMAGE },
})
const coverJpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5a7d4f' } })
      .jpeg()
      .toBuffer(),
  )

const pngs = [samplePng(), samplePng(40, 20), samplePng(300, 300)]
const pngInput: ExportImageInput = { ...NO_IMAGE_INPUT, files: Object.fromEntries(pngs.map((png) => [imageKey(dataUrl(png)), png])) }

/** What PDF/UA-1 refuses unless Folio mends it: images with no alt text, heading levels that skip (## → ####). */
const unmended = (): ExportDocument =>
  sampleBook(
    {
      language: 'es',
      chapters: [
        {
          title: 'Imágenes sin texto alternativo',
          content: `## Primera parte\n\n![](${dataUrl(pngs[0]!)})\n\nUna línea con una imagen ![](${dataUrl(pngs[1]!)}) dentro.\n\n![](${dataUrl(pngs[2]!)} "El plano del swing")\n\n#### Un nivel saltado\n\nTexto.\n\n> ###### Dentro de una cita\n\n## Segunda parte\n\n##### Otro salto\n\nFin.`,
        },
      ],
    },
    1,
  )

describe('the tagged PDF (Typst 0.14, decision 97)', () => {
  it.each([
    ['a print book at 6×9', () => sampleBook({ print: true, trimSize: '6x9' }), NO_IMAGE_INPUT],
    [
      'a print book with its front and back matter and closing pages',
      () => ({
        ...sampleBook({ print: true, trimSize: '6x9' }),
        aboutAuthor: 'Jane Doe coaches golf.',
        alsoBy: ['Putting Under Pressure'],
        callToAction: { url: 'https://example.com/newsletter' },
      }),
      NO_IMAGE_INPUT,
    ],
    ['a worksheet', () => sampleChecklist(), NO_IMAGE_INPUT],
    ['a planner', () => samplePlanner(), NO_IMAGE_INPUT],
    ['a book whose images have no alt text and whose headings skip levels', unmended, pngInput],
  ] as const)('%s: Tagged, and declared PDF/UA-1', { timeout: 60_000 }, async (_name, document, images) => {
    const output = await exported(document(), images)
    expect(buildExportModel(document(), images).images.length).toBe(document === unmended ? 3 : 0)
    expect({ standard: output.standard, refusal: output.uaRefusal }).toEqual({ standard: 'ua-1', refusal: undefined })
    expect(tagging(output.file)).toEqual({ tagged: true, uaPart: '1' })
  })

  it(
    "the designed cover's picture and icon are artifacts (decoration): every layout still declares PDF/UA-1",
    { timeout: 120_000 },
    async () => {
      const images = { ...NO_IMAGE_INPUT, files: { [coverImageKey(COVER_IMAGE)]: await coverJpeg() } }
      for (const layout of COVER_LAYOUTS) {
        for (const withPicture of [true, false]) {
          const cover = withPicture
            ? pictureCover(layout)
            : { ...pictureCover(layout), palette: 'theme' as const, image: { source: 'art' as const, art: 'icon' as const } }
          const output = await exported(sampleBook({ cover }, 1), images)
          expect({ layout, withPicture, standard: output.standard, refusal: output.uaRefusal }).toEqual({
            layout,
            withPicture,
            standard: 'ua-1',
            refusal: undefined,
          })
        }
      }
    },
  )

  it('a fillable planner is tagged and keeps its form fields, without claiming PDF/UA (its fields are added untagged)', async () => {
    const output = await exported(samplePlanner({ fillable: true }))
    expect(output.standard).toBeNull()
    expect(tagging(output.file)).toEqual({ tagged: true, uaPart: null })
    expect((await PDFDocument.load(output.pdf)).getForm().getFields().length).toBeGreaterThan(5)
    const check = spawnSync('qpdf', ['--check', output.file], { encoding: 'utf8' })
    expect(check.status).toBe(0)
    expect(check.stdout).toContain('No syntax or stream encoding errors found')
    const info = spawnSync('pdfinfo', [output.file], { encoding: 'utf8' })
    expect(info.stdout).toMatch(/Form:\s+AcroForm/)
  })

  it('content PDF/UA-1 refuses is exported tagged without the claim, with the reason kept: the export never fails on tagging', async () => {
    // No document title and a skipped level: both refused by Typst's PDF/UA-1 checks.
    const output = await compileTypst({ source: '= One\n=== Three\nText.' }, '{}')
    expect(output.standard).toBeNull()
    expect(output.uaRefusal).toMatch(/missing document title|skipped from heading level 1 to 3/)
    expect(tagging(save(output.pdf))).toEqual({ tagged: true, uaPart: null })
  })
})
