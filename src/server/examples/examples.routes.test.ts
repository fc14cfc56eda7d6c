import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { examplesRoutes } from './examples.routes.ts'

const root = mkdtempSync(join(tmpdir(), 'folio-examples-routes-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'mini-guide'))
writeFileSync(join(root, 'index.json'), '{"examples":[]}')
writeFileSync(join(root, '.built'), 'stamp')
writeFileSync(join(root, 'mini-guide/manifest.json'), '{}')
writeFileSync(join(root, 'mini-guide/mini-guide.0123456789.pdf'), '%PDF-1.7')
writeFileSync(join(root, 'mini-guide/cover.0123456789.webp'), 'RIFF')
writeFileSync(join(root, 'mini-guide/notes.txt'), 'not served')

const app = new Hono().route('/examples', examplesRoutes(root))
const get = (path: string) => app.request(path)

describe('/examples', () => {
  it('serves the hashed files for good and the index and manifests fresh', async () => {
    const pdf = await get('/examples/mini-guide/mini-guide.0123456789.pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await pdf.text()).toBe('%PDF-1.7')
    const cover = await get('/examples/mini-guide/cover.0123456789.webp')
    expect(cover.headers.get('content-type')).toBe('image/webp')
    for (const path of ['/examples/index.json', '/examples/mini-guide/manifest.json']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it('answers a plain 404 for anything else in the folder, a missing file, or a way out of it', async () => {
    for (const path of [
      '/examples/.built',
      '/examples/mini-guide/notes.txt',
      '/examples/mini-guide/page-1.0123456789.webp',
      '/examples/mini-guide/..%2f..%2fpackage.json',
      '/examples/../package.json',
      '/examples/',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      // A path that leaves /examples once normalised is not this route's (the SPA answers it in the app).
      if (!path.includes('/../')) expect(await response.text(), path).toBe('Not found')
    }
  })
})
