import { buildExportModel } from './src/server/export/export-model.ts'
import { longExportDocument } from './src/server/export/export-fixtures.ts'
import { renderDocx } from './src/server/export/docx/render-docx.ts'
import { renderEpub } from './src/server/export/epub/render-epub.ts'
const doc = longExportDocument()
for (let i = 0; i < 6; i++) {
  let c = process.cpuUsage(); let t = performance.now()
  const m = buildExportModel(doc)
  const modelMs = performance.now() - t
  t = performance.now(); await renderDocx(m); const d = performance.now() - t; const dc = process.cpuUsage(c)
  c = process.cpuUsage(); t = performance.now(); await renderEpub(m); const e = performance.now() - t; const ec = process.cpuUsage(c)
  console.log(`model ${modelMs.toFixed(0)} docx ${d.toFixed(0)} (cpu ${((dc.user + dc.system) / 1000).toFixed(0)}) epub ${e.toFixed(0)} (cpu ${((ec.user + ec.system) / 1000).toFixed(0)})`)
}
