import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { learnContent } from './scripts/vite-learn-content.ts'
import { testTiers } from './tests/setup/tiers.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Two tiers (decision 44): `fast` (pure and jsdom, no database server, no browser) and
// `database` (reaches tests/support/databases.ts; only this project boots PostgreSQL).
const tiers = testTiers(here('.'))

export default defineConfig({
  plugins: [learnContent(here('./content/learn'))],
  resolve: {
    alias: { '@core': here('./src/core'), '@web': here('./src/web') },
  },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: keep PGlite instances and the Postgres server from starving each other.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'fast', include: tiers.fast } },
      {
        extends: true,
        test: { name: 'database', include: tiers.database, globalSetup: ['./tests/setup/postgres-server.ts'] },
      },
    ],
  },
})
