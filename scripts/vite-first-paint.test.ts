import { describe, expect, it } from 'vitest'
import { firstPaintOrder } from './vite-first-paint.ts'

const viteHead = `<head>
    <title>Folio</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`

describe('firstPaintOrder', () => {
  it('puts the stylesheet before the scripts and asks low priority for every script', () => {
    const html = firstPaintOrder(viteHead)
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">')
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">')
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
  })

  it('leaves a page without scripts as it is, and a priority already given', () => {
    const noScripts = '<head><link rel="stylesheet" href="/a.css"></head>'
    expect(firstPaintOrder(noScripts)).toBe(noScripts)
    const given = '<link rel="stylesheet" href="/a.css">\n<script type="module" fetchpriority="high" src="/a.js"></script>'
    expect(firstPaintOrder(given)).toBe(given)
  })
})
