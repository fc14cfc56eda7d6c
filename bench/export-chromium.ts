import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.ts'

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

/** pdfinfo's page count, when poppler is installed; without it the bench still times everything. */
export function pdfPages(bytes: Uint8Array): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-export-'))
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes)
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'file.pdf')], { stdio: 'pipe' }).toString())?.[1]) || null
  } catch {
    return null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
