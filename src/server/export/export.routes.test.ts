import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { type ApiUser, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { ProjectImages } from './images/gather-images.ts'
import { sampleBook } from '../../../tests/support/export/pdf-samples.ts'

describe('POST /api/export/:format', () => {
  let app: TestApp
  let user: ApiUser
  const document: ExportDocument = sampleBook({ title: 'Swing Stronger: After 40!' }, 2)
  const exportAs = (format: string, body: unknown = document, token: string | null = user.token) =>
    callApi(app, `/export/${format}`, { token: token ?? undefined, body })

  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'export')
  })
  afterAll(() => app.close())

  it('answers 401 without a signed-in user', async () => {
    const res = await exportAs('pdf', document, null)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'unauthorized' })
    expect((await exportAs('pdf', document, app.anonKey)).status).toBe(401)
  })

  it('answers 404 for a format it does not make', async () => {
    const res = await exportAs('rtf')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('pdf, docx, epub, markdown') })
  })

  it('answers 400 for a body that is not an export document', async () => {
    for (const body of [
      { ...document, chapters: [] },
      { ...document, productType: 'poster' },
      { title: 'x' },
      // Issue 25: a tag with words in it ('all' is no subtag after the variant 'ignore').
      { ...document, language: 'en-ignore-all-rules' },
    ]) {
      const res = await exportAs('pdf', body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    }
    const broken = await exportAs('markdown', '{"title":')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 'invalid_json' })
  })

  it('sends the PDF as an attachment named after the title', async () => {
    const res = await exportAs('pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="swing-stronger-after-40.pdf"; filename*=UTF-8''swing-stronger-after-40.pdf`,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength)
  })

  it('sends Markdown as UTF-8 text, and falls back to document.md for a title without letters', async () => {
    const res = await exportAs('markdown', { ...document, title: '¿¿??' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('filename="document.md"')
    const text = await res.text()
    // The book's matter, not the description (issue 29).
    expect(text.startsWith('# ¿¿??\n\n© ')).toBe(true)
    expect(text).toContain('## Building Rotation Part 2')
  })

  it("makes the EPUB, the covers and the PDF of a book whose text holds ']]>' or a right-to-left override (issue 25: a 500)", async () => {
    const hostile = {
      ...document,
      title: 'Done ]]> Dusted',
      description: 'A <![CDATA[ ]]> blurb',
      author: 'Jo ]]> Doe',
      chapters: [...document.chapters, { title: 'Reversed \u202Egnp.exe', content: 'Open \u202Egnp.exe now.' }],
    }
    for (const format of ['epub', 'cover', 'cover?size=square', 'pdf']) {
      const res = await exportAs(format, hostile)
      expect({ format, status: res.status }).toEqual({ format, status: 200 })
      await res.arrayBuffer()
    }
  })

  describe('the cover image', () => {
    const jpeg = async (res: Response) => {
      const bytes = new Uint8Array(await res.arrayBuffer())
      // JPEG's SOI marker and the first segment's marker.
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
      return sharp(bytes).metadata()
    }

    it('is a 1600×2560 JPEG named after the title', async () => {
      const res = await exportAs('cover', { ...document, author: 'Jane Doe' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="swing-stronger-after-40-cover.jpg"; filename*=UTF-8''swing-stronger-after-40-cover.jpg`,
      )
      expect(await jpeg(res)).toMatchObject({ format: 'jpeg', width: 1600, height: 2560, space: 'srgb' })
    })

    it('is a 2000×2000 JPEG with ?size=square, named apart from the tall one', async () => {
      const res = await exportAs('cover?size=square', { ...document, productType: 'checklist', theme: 'friendly' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toContain('filename="swing-stronger-after-40-square.jpg"')
      expect(await jpeg(res)).toMatchObject({ format: 'jpeg', width: 2000, height: 2000 })
    })

    it("takes ?size=front as the default, and 'ebook', its old name, as the front (decision 86)", async () => {
      for (const query of ['cover?size=front', 'cover?size=ebook']) {
        const res = await exportAs(query)
        expect(res.headers.get('content-disposition')).toContain('filename="swing-stronger-after-40-cover.jpg"')
        expect(await jpeg(res)).toMatchObject({ width: 1600, height: 2560 })
      }
    })

    it.each([
      ['gumroad', 1280, 720],
      ['og', 1200, 630],
      ['mockup-1', 2700, 2025],
      ['mockup-3', 2700, 2025],
    ])('makes the %s listing image, %i×%i, named after the title and the size', { timeout: 60_000 }, async (size, width, height) => {
      const res = await exportAs(`cover?size=${size}`, { ...document, trimSize: '6x9', print: true })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('content-disposition')).toContain(`filename="swing-stronger-after-40-${size}.jpg"`)
      expect(await jpeg(res)).toMatchObject({ format: 'jpeg', width, height })
    })

    it('answers 400 for a bad payload or an unknown size, and 401 signed out', async () => {
      for (const body of [{ ...document, chapters: [] }, { ...document, trimSize: 'b5' }, { title: 'x' }]) {
        const res = await exportAs('cover', body)
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ code: 'validation_failed' })
      }
      for (const query of ['cover?size=huge', 'cover?size=', 'cover?size=Front', 'cover?size=constructor']) {
        const size = await exportAs(query)
        expect(size.status).toBe(400)
        expect(await size.json()).toEqual({
          code: 'validation_failed',
          message: 'size: Unknown cover size. Use one of: front, square, gumroad, og, mockup-1, mockup-2, mockup-3, wrap.',
          issues: expect.anything(),
        })
      }
      expect((await exportAs('cover', document, null)).status).toBe(401)
      expect((await exportAs('cover?size=square', document, app.anonKey)).status).toBe(401)
    })
  })
})

describe('export images: the user slot before any image is read (issue 25, decision 74)', () => {
  let app: TestApp
  let user: ApiUser
  const ASSET = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f'
  const PROJECT = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
  /** The project store: counts what it is asked, and holds the first export there until `release` is called. */
  const asked: string[] = []
  let release = () => {}
  const gate = new Promise<void>((done) => (release = done))
  const projectImages: ProjectImages = {
    sizes: async (_owner, ids) => {
      asked.push('sizes')
      await gate
      return new Map(ids.map((id) => [id, 100]))
    },
    read: async (_owner, ids) => {
      asked.push('read')
      return new Map(ids.map((id) => [id, new Uint8Array(100)]))
    },
  }
  const body = sampleBook({ projectId: PROJECT, chapters: [{ title: 'One', content: `![A picture](asset:${ASSET})` }] }, 1)
  const exportAs = (format: string) => callApi(app, `/export/${format}`, { token: user.token, body })

  beforeAll(async () => {
    app = await startTestApp({ env: { EXPORTS_PER_USER: '1' }, projectImages })
    user = await signedInUser(app, 'export-slot')
  })
  afterAll(() => app.close())

  it("refuses a user's export over their cap with 429 before the project's images are asked about", async () => {
    const first = exportAs('docx')
    await expect.poll(() => asked).toEqual(['sizes'])
    const second = await exportAs('pdf')
    expect([second.status, ((await second.json()) as { code: string }).code]).toEqual([429, 'rate_limited'])
    expect(asked).toEqual(['sizes'])
    release()
    expect((await first).status).toBe(200)
    expect(asked).toEqual(['sizes', 'read'])
  })

  it('reads the images for a Markdown export (its ZIP carries them: decision 101), none for a cover, which prints none', async () => {
    asked.length = 0
    expect((await exportAs('markdown')).status).toBe(200)
    expect(asked).toEqual(['sizes', 'read'])
    asked.length = 0
    expect((await exportAs('cover')).status).toBe(200)
    expect((await exportAs('cover?size=mockup-1')).status).toBe(200)
    expect(asked).toEqual([])
  })

  it("reads the book's images for the mockups that show its printed pages (decision 86)", async () => {
    for (const size of ['mockup-2', 'mockup-3']) {
      asked.length = 0
      await (await exportAs(`cover?size=${size}`)).arrayBuffer()
      expect({ size, asked }).toEqual({ size, asked: ['sizes', 'read'] })
    }
  })
})
