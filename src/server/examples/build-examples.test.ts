import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from '@cantoo/pdf-lib'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { ExampleManifest } from '@core/example-gallery.ts'
import { EXAMPLE_PRODUCT_TYPES, exampleManifestSchema, examplesIndexSchema } from '@core/examples.ts'
import { buildExamples } from './build-examples.ts'
import { ExampleSourceError, loadExample } from './example-sources.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const fixtures = join(root, 'tests/fixtures/examples')
const temps: string[] = []
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-examples-'))
  temps.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true })
})

const fileOf = (outDir: string, url: string) => join(outDir, url.replace(/^\/examples\//, ''))

/** Every file a manifest names is there, is what it says, and is as big as it says. */
async function checkFiles(outDir: string, manifest: ExampleManifest): Promise<void> {
  const pdf = readFileSync(fileOf(outDir, manifest.pdf.url))
  expect(pdf.subarray(0, 5).toString('latin1'), manifest.slug).toBe('%PDF-')
  expect(pdf.length).toBe(manifest.pdf.bytes)
  expect((await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount()).toBe(manifest.pageCount)
  for (const image of [manifest.cover, ...manifest.pages]) {
    const bytes = readFileSync(fileOf(outDir, image.url))
    const meta = await sharp(bytes).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height, bytes: bytes.length }, image.url).toEqual({
      format: 'webp',
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    })
  }
}

// The gallery's real examples, through the pipeline the build runs (and its cache: an example whose
// sources and rendering code are unchanged since it last exported is read back, not exported again).
describe('the examples in content/examples', () => {
  it('each exports through the pipeline, validates, and there is one per product type', async () => {
    const outDir = join(root, 'dist/examples')
    const { index, failed } = await buildExamples({ root, outDir, strict: true })
    expect(failed).toEqual([])
    expect(index.examples.map((example) => example.productType)).toEqual([...EXAMPLE_PRODUCT_TYPES])
    examplesIndexSchema.parse(JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')))
    for (const manifest of index.examples) {
      exampleManifestSchema.parse(manifest)
      expect(manifest.pages.length, manifest.slug).toBeGreaterThanOrEqual(3)
      await checkFiles(outDir, manifest)
    }
  })
})

describe('buildExamples', () => {
  it('exports each example once, then only the one whose files changed', async () => {
    const sources = temp()
    const outDir = temp()
    cpSync(fixtures, sources, { recursive: true })
    const first = await buildExamples({ root, sourcesDir: sources, outDir, strict: true })
    expect(first.built).toEqual(['mini-guide', 'mini-planner'])
    const guide = first.index.examples[0]!
    expect(guide).toMatchObject({
      slug: 'mini-guide',
      productType: 'guide',
      title: 'Repot Without Fear',
      subtitle: 'A three-step guide for new plant owners',
      chapters: ['Know When to Repot', 'Choose the Pot and Soil', 'Move the Plant'],
    })
    // The contents, the first chapter's opening, a page from the middle: real pages of the PDF, by number.
    expect(guide.pages.map((page) => page.alt)).toEqual([
      `Page 4 of ${guide.pageCount}: the contents`,
      `Page 5 of ${guide.pageCount}: the opening of “Know When to Repot”`,
      `Page 6 of ${guide.pageCount}: a page of “Choose the Pot and Soil”`,
    ])
    // A planner shows its drawn sections before its prose.
    expect(first.index.examples[1]!.pages.map((page) => page.alt.replace(/^Page \d+ of \d+: /, ''))).toEqual([
      'the first page of “How to Use This Planner”',
      'the first page of “January”',
      'the first page of “Habit Tracker”',
    ])
    for (const manifest of first.index.examples) await checkFiles(outDir, manifest)

    const again = await buildExamples({ root, sourcesDir: sources, outDir, strict: true })
    expect(again).toMatchObject({ built: [], cached: ['mini-guide', 'mini-planner'] })
    expect(again.index).toEqual(first.index)

    const chapter = join(sources, 'mini-guide/03-move-the-plant.md')
    writeFileSync(chapter, `${readFileSync(chapter, 'utf8')}\nWater again when the top two centimetres are dry.\n`)
    const changed = await buildExamples({ root, sourcesDir: sources, outDir, strict: true })
    expect(changed).toMatchObject({ built: ['mini-guide'], cached: ['mini-planner'] })
    const rebuilt = changed.index.examples[0]!
    expect(rebuilt.hash).not.toBe(guide.hash)
    // New names for new files; the old ones are gone with the old folder.
    expect(rebuilt.pdf.url).not.toBe(guide.pdf.url)
    expect(existsSync(fileOf(outDir, guide.pdf.url))).toBe(false)
    await checkFiles(outDir, rebuilt)
  })

  it('refuses an example that does not validate, naming it; the app build leaves it out of the gallery', async () => {
    const sources = temp()
    const outDir = temp()
    cpSync(join(fixtures, 'mini-guide'), join(sources, 'mini-guide'), { recursive: true })
    const json = join(sources, 'mini-guide/example.json')
    const source = JSON.parse(readFileSync(json, 'utf8')) as { chapters: { file: string }[]; blurb: string }
    source.blurb = ''
    writeFileSync(json, JSON.stringify(source))
    await expect(buildExamples({ root, sourcesDir: sources, outDir, strict: true })).rejects.toThrow(
      /content\/examples\/mini-guide does not validate: blurb/,
    )
    const lenient = await buildExamples({ root, sourcesDir: sources, outDir })
    expect(lenient.failed.map((failure) => failure.slug)).toEqual(['mini-guide'])
    expect(JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'))).toEqual({ examples: [] })
  })
})

describe('loadExample', () => {
  const copy = () => {
    const sources = temp()
    cpSync(join(fixtures, 'mini-guide'), join(sources, 'mini-guide'), { recursive: true })
    return sources
  }

  it('builds the export document an editor would send', () => {
    const { document, files } = loadExample(fixtures, 'mini-guide')
    expect(document).toMatchObject({ title: 'Repot Without Fear', productType: 'guide', theme: 'modern' })
    expect(document.chapters[1]).toMatchObject({ title: 'Choose the Pot and Soil' })
    expect(document.chapters[1]!.content).toMatch(/^## Choose the Pot and Soil\n/)
    expect(files.map((file) => file.split('/').at(-1))).toEqual([
      'example.json',
      '01-know-when.md',
      '02-pot-and-soil.md',
      '03-move-the-plant.md',
    ])
  })

  it('refuses a missing chapter file, a heading that is not the chapter title, and a slug that is not the folder', () => {
    const missing = copy()
    rmSync(join(missing, 'mini-guide/02-pot-and-soil.md'))
    expect(() => loadExample(missing, 'mini-guide')).toThrow(
      new ExampleSourceError(
        'The example in content/examples/mini-guide has no 02-pot-and-soil.md for the chapter "Choose the Pot and Soil".',
      ),
    )

    const heading = copy()
    writeFileSync(join(heading, 'mini-guide/01-know-when.md'), '## Know When\n\nText.\n')
    expect(() => loadExample(heading, 'mini-guide')).toThrow(
      /"## Know When" at the top of 01-know-when.md, but its chapter is titled "Know When to Repot"/,
    )

    const renamed = copy()
    cpSync(join(renamed, 'mini-guide'), join(renamed, 'other'), { recursive: true })
    expect(() => loadExample(renamed, 'other')).toThrow(/is named "mini-guide" in its example.json/)
  })

  it('refuses a document the export itself would refuse', () => {
    const sources = copy()
    const json = join(sources, 'mini-guide/example.json')
    const source = JSON.parse(readFileSync(json, 'utf8')) as { document: Record<string, unknown> }
    source.document.theme = 'neon'
    writeFileSync(json, JSON.stringify(source))
    expect(() => loadExample(sources, 'mini-guide')).toThrow(/does not validate: document.theme/)
  })
})
