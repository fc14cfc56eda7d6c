import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { buildExportModel } from './src/server/export/export-model.ts'
import { toTypstDocument } from './src/server/export/pdf/typst-document.ts'
import { TYPST_TEMPLATE } from './src/server/export/pdf/typst-pages.ts'
import { longExportDocument } from './src/server/export/export-fixtures.ts'
const c = NodeCompiler.create()
const base = longExportDocument()
const modes = ['same', 'title', 'one chapter', 'all chapters'] as const
for (let i = 0; i < 12; i++) {
  const mode = modes[i % 4]!
  const d = mode === 'same' ? base : mode === 'title' ? { ...base, title: 'X' + i } : mode === 'one chapter' ? { ...base, chapters: base.chapters.map((ch, j) => j === 3 ? { ...ch, content: ch.content + ' more' + i } : ch) } : { ...base, chapters: base.chapters.map((ch) => ({ ...ch, content: ch.content.replaceAll('habit', 'habit' + i) })) }
  const input = JSON.stringify(toTypstDocument(buildExportModel(d)))
  const c0 = process.cpuUsage(); const t = performance.now()
  const r = c.compile({ mainFileContent: TYPST_TEMPLATE, inputs: { doc: input } })
  const t1 = performance.now()
  c.pdf(r.result!)
  const cpu = process.cpuUsage(c0)
  c.evictCache(10)
  console.log(mode.padEnd(12), 'compile', Math.round(t1 - t), 'total', Math.round(performance.now() - t), 'cpu', Math.round((cpu.user + cpu.system) / 1000))
}
