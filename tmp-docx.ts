import { writeFileSync } from 'node:fs'
import { buildExportModel } from './src/server/export/export-model.ts'
import { sampleExportDocument, longExportDocument } from './src/server/export/export-fixtures.ts'
import { renderDocx } from './src/server/export/docx/render-docx.ts'
for (const type of ['ebook', 'checklist', 'planner'] as const) writeFileSync(`/tmp/exp/${type}.docx`, await renderDocx(buildExportModel(sampleExportDocument(type))))
const long = buildExportModel(longExportDocument())
for (let i = 0; i < 3; i++) { const t = performance.now(); writeFileSync('/tmp/exp/long.docx', await renderDocx(long)); console.log('long', performance.now() - t) }
