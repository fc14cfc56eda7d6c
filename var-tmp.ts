import { buildExportModel } from './src/server/export/export-model.ts'
import { toTypstDocument } from './src/server/export/pdf/typst-document.ts'
import { TYPST_TEMPLATE } from './src/server/export/pdf/typst-pages.ts'
import { compileTypst } from './src/server/export/pdf/typst-worker.ts'
import { longExportDocument } from './src/server/export/export-fixtures.ts'
import { readFileSync } from 'node:fs'
const base = longExportDocument()
const T = TYPST_TEMPLATE
const variants: Record<string, string> = {
  full: T,
  noheader: T.replace('header: context if body-page()', 'header: none, foo: context if body-page()').replace('  foo: context', '  /*').replace('  footer: context if body-page()', '*/ footer: context if body-page()'),
  nojustify: T.replace('#set par(justify: not worksheet,', '#set par(justify: false,'),
  simplebreaks: T.replace('#set par(justify: not worksheet,', '#set par(linebreaks: "simple", justify: not worksheet,'),
  nohyphen: T.replace('lang: "en")', 'lang: "en", hyphenate: false)'),
  nooutline: T.replace('#outline(title: none, depth: 1, indent: 0pt)', ''),
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
let k = 0
console.log(readFileSync('/proc/loadavg', 'utf8').trim())
const make = () => JSON.stringify(toTypstDocument(buildExportModel({ ...base, chapters: base.chapters.map((c) => ({ ...c, content: c.content.replaceAll('habit', `habit${k++}`) })) })))
await compileTypst(T, make())
const results: Record<string, number[]> = {}
for (let r = 0; r < 3; r++) for (const [name, tpl] of Object.entries(variants)) {
  const doc = make()
  const t = performance.now()
  try { await compileTypst(tpl, doc) } catch (e) { console.log(name, String(e).slice(0, 200)); continue }
  ;(results[name] ??= []).push(performance.now() - t)
}
for (const [n, xs] of Object.entries(results)) console.log(n.padEnd(13), Math.round(median(xs)), xs.map(Math.round).join(','))
console.log(readFileSync('/proc/loadavg', 'utf8').trim())
