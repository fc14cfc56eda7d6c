import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath, assertChromium } from './chromium.ts'

/**
 * Debian's Chromium, launched once, printing HTML to PDF as a browser-based exporter would:
 * setContent then page.pdf with the page's own @page size. Launch time is not part of a print.
 */
export async function startChromiumPrinter() {
  assertChromium()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const page = await browser.newPage()
  return {
    async print(html: string): Promise<Uint8Array> {
      await page.setContent(html, { waitUntil: 'load' })
      return new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
    },
    close: () => browser.close(),
  }
}
