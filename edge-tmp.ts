import { writeFileSync } from 'node:fs'
import { buildExportModel } from './src/server/export/export-model.ts'
import { compilePdf } from './src/server/export/pdf/render-pdf.ts'
const long = 'Supercalifragilistic '.repeat(9).trim() + ' end'
const d = {
  title: 'A'.repeat(3) + ' ' + 'Very Long Title With Many Words '.repeat(6).slice(0, 190),
  description: 'Description '.repeat(80).slice(0, 1000),
  productType: 'guide' as const,
  chapters: [
    { title: 'Edge cases: ' + 'long chapter title '.repeat(10).slice(0, 180), content: `Emoji 😀 and CJK 漢字 and Arabic مرحبا and Hebrew שלום.\n\nhttps://example.com/a/very/long/url/that/keeps/going/and/going/without/any/spaces/at/all/for/quite/some/time/yes\n\nAVeryLongWordWithoutAnySpacesThatMightOverflowTheLineBecauseItIsSoLongAndHasNoBreakOpportunities\n\n<div>Some <b>html</b> block</div>\n\nInline <br> html and a footnote[^1].\n\n[^1]: The footnote text.\n\n![alt text of an image](https://x/y.png)\n\n> - [ ] task in quote\n> - [x] done in quote\n>\n> > nested quote\n\n| a | \`code\` | [link](https://x.y) |\n|---|---|---|\n| 1 | 2 |\n\n1. one\n   - [ ] nested task in ordered\n2. two\n\n5. starts at five\n6. six\n` },
    { title: 'Empty chapter', content: '' },
    { title: 'Only heading', content: '## Only heading' },
  ],
}
const { pdf, warnings } = await compilePdf(buildExportModel(d))
console.log('warnings', JSON.stringify(warnings))
writeFileSync('/tmp/pdfx/edge.pdf', pdf)
