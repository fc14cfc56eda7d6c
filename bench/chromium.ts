import { accessSync, constants } from 'node:fs'

// Shared by the benchmarks and playwright.config.ts: one Chromium, one set of flags.

/** Debian's Chromium: Playwright's own browser downloads don't work on these machines (README § Two commands). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * On this closed network Chromium stalls or fails on its background fetches (updates, sync,
 * QUIC probes), which also skews timings; headless is added by each launcher itself.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** chrome-launcher turns a missing binary into an unhandled 'error' event that kills the process; check first. */
export function assertChromium(): void {
  try {
    accessSync(chromiumPath, constants.X_OK)
  } catch {
    throw new Error(`No Chromium at ${chromiumPath}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`)
  }
}
