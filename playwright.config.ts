import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './bench/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
// A fresh embedded database for every run, so tests never see a developer's data.
// Workers load this file too: the runner's choices reach them through the environment.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'folio-e2e-')))
const serverEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' }

// The operator's service-role key for this database, minted before the server holds its lock:
// tests give their users credits the way support staff would (POST /api/admin/credits).
process.env.E2E_SERVICE_ROLE_KEY ??= execFileSync(process.execPath, ['--import', 'tsx', 'src/server/auth/service-key-cli.ts'], {
  env: { ...process.env, ...serverEnv },
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .toString()
  .trim()

/** Debian's Chromium with the flags this closed network needs (README § Two commands); the benchmarks launch the same. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs }

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Never retried, in CI (.ci/run sets CI=true) or here: a test that passes only on a second try
  // is a failure to fix, not to hide (decision 0119).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // Fail loudly if something else holds the port instead of testing it.
    reuseExistingServer: false,
    // start.mjs builds what is stale first: a cold build (the SPA, the server, the database
    // template and the examples gallery's exports, decision 106) can pass two minutes here.
    timeout: 240_000,
    env: {
      ...serverEnv,
      // Every e2e test signs up its own account, all from 127.0.0.1.
      AUTH_SIGNUPS_PER_IP_PER_5_MIN: '1000',
    },
  },
})
