import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { learnContent } from './scripts/vite-learn-content.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  plugins: [learnContent(here('./content/learn'))],
  resolve: {
    alias: { '@core': here('./src/core'), '@web': here('./src/web') },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/setup/postgres-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: keep PGlite instances and the Postgres server from starving each other.
    maxWorkers: 2,
  },
})
