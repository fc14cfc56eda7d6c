/** Debian's Chromium: Playwright's own browser downloads don't work on these machines (TOOLCHAIN.md § Browser tests). */
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
