import { describe, expect, it } from 'vitest'
import { sellingErrorPage, sellingPage, sellingPageHtml } from './page-layout.ts'

describe('the selling page layout', () => {
  it('is one complete document: escaped title, language, landmarks, inline CSS and no script', async () => {
    const response = sellingPage({ title: 'A <b> & "c"', body: '<h1>Hi</h1>', lang: 'de', head: '<meta name="description" content="x">' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(html).toContain('<meta name="description" content="x">')
    expect(html).toMatch(/<main id="main"[^>]*>\s*<h1>Hi<\/h1>/)
    expect(html).toContain('<a class="skip" href="#main">')
    expect(html).toContain('<style>')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toContain('noindex')
  })

  it('answers the status and headers given', () => {
    const response = sellingPage({ title: 't', body: '', status: 201, headers: { 'cache-control': 'no-store' } })
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(sellingPageHtml({ title: 't', body: '', noindex: true })).toContain('<meta name="robots" content="noindex">')
  })

  it('makes error pages with their status, an escaped message and noindex', async () => {
    for (const status of [400, 404, 410, 429] as const) {
      const response = sellingErrorPage(status, 'Bad <script>alert(1)</script>')
      expect(response.status).toBe(status)
      const html = await response.text()
      expect(html).toContain('Bad &lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).toContain('noindex')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})
