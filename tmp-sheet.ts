// usage: tsx sheet.ts out.png cols a.png b.png ...
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright'
const [out, colsArg, ...files] = process.argv.slice(2)
const cols = Number(colsArg)
const imgs = files.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString('base64')}" />`).join('')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 100, height: 100 } })
await page.setContent(`<body style="margin:0;background:#888"><div id="g" style="display:inline-grid;grid-template-columns:repeat(${cols},auto);gap:6px;padding:6px">${imgs}</div></body>`)
await page.locator('#g').screenshot({ path: out! })
await browser.close()
