import { writeFileSync } from 'node:fs'
import { buildExportModel } from './src/server/export/export-model.ts'
import { sampleExportDocument, longExportDocument } from './src/server/export/export-fixtures.ts'
import { renderEpub } from './src/server/export/epub/render-epub.ts'
writeFileSync('/tmp/exp/sample.epub', await renderEpub(buildExportModel(sampleExportDocument())))
const long = buildExportModel(longExportDocument())
let t = performance.now()
writeFileSync('/tmp/exp/long.epub', await renderEpub(long))
console.log('long', performance.now() - t)
t = performance.now(); await renderEpub(long); console.log('long2', performance.now() - t)
