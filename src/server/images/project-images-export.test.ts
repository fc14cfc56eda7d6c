import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageMarkdown } from '@core/project-images.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { uploadImage } from '../../../tests/support/image-upload.ts'
import { type ProjectsUser, projectsUser } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { samplePng } from '../../../tests/support/export/image-samples.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-project-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const entries = (file: string) => execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')
const pdfImages = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('×'))

describe.each(databaseKinds)('uploaded images in the exports (%s, decision 63)', (kind) => {
  let app: TestApp
  let alice: ProjectsUser
  let bob: ProjectsUser
  let projectId: string
  let chart: string
  let photo: string
  let bobs: string
  beforeAll(async () => {
    app = await startTestApp({ kind })
    alice = await projectsUser(app)
    bob = await projectsUser(app)
    projectId = (await alice.create()).id
    const id = async (res: Response) => ((await res.json()) as { id: string }).id
    chart = await id(await uploadImage(app, projectId, samplePng(600, 300), { token: alice.token }))
    // A WebP photo: no engine prints WebP, so the worker converts it (to JPEG: it has no transparency).
    const webp = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer()
    photo = await id(await uploadImage(app, projectId, new Uint8Array(webp), { token: alice.token }))
    bobs = await id(await uploadImage(app, (await bob.create()).id, samplePng(200, 200), { token: bob.token }))
  })
  afterAll(() => app.close())

  const exportFile = async (format: 'pdf' | 'docx' | 'epub', withProject = true) => {
    const res = await fetch(`${app.url}/api/export/${format}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(await exportBody(withProject)),
    })
    expect(res.status).toBe(200)
    const file = join(dir, `${kind}-${withProject ? 'own' : 'none'}.${format}`)
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()))
    return file
  }
  const exportBody = async (withProject: boolean) => {
    const content = [
      '## Pictures',
      imageMarkdown('A chart', chart),
      imageMarkdown('A photo', photo),
      imageMarkdown("Bob's picture", bobs),
    ].join('\n\n')
    return {
      title: 'Pictures',
      description: 'A chapter of pictures.',
      productType: 'guide',
      chapters: [{ title: 'Pictures', content }],
      ...(withProject ? { projectId } : {}),
    }
  }

  it("PDF: the project's own images are embedded (the WebP as a JPEG), Bob's id prints as its alt text", async () => {
    const file = await exportFile('pdf')
    expect(pdfImages(file)).toEqual(['600×300', '320×200'])
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain("Bob's picture")
    expect(text).not.toContain('A chart')
  })

  it('DOCX: the images are in word/media', async () => {
    const media = entries(await exportFile('docx')).filter((name) => name.startsWith('word/media/'))
    expect(media.map((name) => name.replace(/^.*\./, '')).sort()).toEqual(['jpg', 'png'])
  })

  it('EPUB: the images are in the book and epubcheck finds nothing wrong', async () => {
    const file = await exportFile('epub')
    expect(
      entries(file)
        .filter((name) => /\/images\/./.test(name))
        .sort(),
    ).toEqual(['OEBPS/images/image-1.png', 'OEBPS/images/image-2.jpg'])
    if (!existsSync('/usr/bin/epubcheck')) return
    const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', '/usr/bin/epubcheck', file], { encoding: 'utf8' })
    expect(`${run.stdout}\n${run.stderr}`).toContain('0 fatals / 0 errors / 0 warnings')
  }, 120_000)

  it("prints the author's photo from the caller's project on About the Author (issue 29), never one from another user's project", async () => {
    const photoExport = async (authorPhoto: string) => {
      const res = await fetch(`${app.url}/api/export/pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Pictures',
          description: 'A chapter without pictures.',
          productType: 'guide',
          chapters: [{ title: 'Words', content: 'Only words here.' }],
          projectId,
          aboutAuthor: 'Alice writes about charts.',
          authorPhoto,
        }),
      })
      expect(res.status).toBe(200)
      const file = join(dir, `${kind}-photo-${authorPhoto.slice(-4)}.pdf`)
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()))
      return file
    }
    const own = await photoExport(`asset:${chart}`)
    expect(pdfImages(own)).toEqual(['600×300'])
    expect(execFileSync('pdftotext', [own, '-'], { encoding: 'utf8' })).toContain('Alice writes about charts.')
    expect(pdfImages(await photoExport(`asset:${bobs}`))).toEqual([])
  })

  it('without the project, or with a project that is not the caller’s, no uploaded image is embedded', async () => {
    expect(pdfImages(await exportFile('pdf', false))).toEqual([])
    const res = await fetch(`${app.url}/api/export/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(await exportBody(true)),
    })
    const file = join(dir, `${kind}-bob.pdf`)
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()))
    expect(pdfImages(file)).toEqual([])
  })
})
