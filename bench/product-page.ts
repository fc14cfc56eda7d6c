// The product page's HTML under load (issue 33: p95 under 50 ms at 50 concurrent clients). The
// built app runs as in production (`node scripts/start.mjs`, one process) on embedded PGlite with a
// published product seeded before it starts. 50 clients ask for /p/<slug> as a browser does (so
// every request is a counted page view) in rounds alternating with the same load on /api/health,
// the baseline measured in the same run; p50/p95/max of each are printed with the ratio and the
// load average. Then, for decision 130, the cost of writing views: one upsert per view against
// one batched write, on an in-memory PGlite. Nothing here is asserted: a busy machine shows up in
// the load average and the baseline, not as a failure.
//
// BENCH_CLIENTS (50), BENCH_REQUESTS (2,000 per round and path), BENCH_ROUNDS (2).
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrate } from '../src/server/db/migrate.ts'
import { migrationSources } from '../src/server/db/migration-sources.ts'
import { fromPglite } from '../src/server/db/pglite-database.ts'
import { addPageViews } from '../src/server/selling/storefront/storefront.queries.ts'
import { insertProduct } from '../tests/support/selling-fixture.ts'
import { insertUser } from '../tests/support/users.ts'
import { startApp } from './app-server.ts'
import { mark, ms, table } from './format.ts'
import { SEEDED_SLUG, seedProductPage } from './product-page-seed.ts'

const root = resolve(import.meta.dirname, '..')
const num = (name: string, fallback: number) => (process.env[name] === undefined ? fallback : Number(process.env[name]))
const CLIENTS = num('BENCH_CLIENTS', 50)
const REQUESTS = num('BENCH_REQUESTS', 2_000)
const ROUNDS = num('BENCH_ROUNDS', 2)
const GOAL_P95_MS = 50
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** `requests` GETs of `url` by `clients` clients, each sending its next as soon as its last answered. */
async function hammer(url: string, clients: number, requests: number): Promise<{ latencies: number[]; errors: number; seconds: number }> {
  const latencies: number[] = []
  let errors = 0
  let left = requests
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left > 0) {
        left--
        const t0 = performance.now()
        try {
          const res = await fetch(url, { headers: { 'user-agent': BROWSER, accept: 'text/html' } })
          await res.arrayBuffer()
          if (res.status !== 200) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t0)
      }
    }),
  )
  return { latencies: latencies.sort((a, b) => a - b), errors, seconds: (performance.now() - started) / 1000 }
}

/** Decision 130: a write per view against one write per flush, on the embedded database the page uses. */
async function viewWrites(): Promise<string[][]> {
  const pg = await PGlite.create()
  const db = fromPglite(pg)
  try {
    await migrate(db, migrationSources(root, true))
    const userId = await insertUser(db)
    const { productId } = await insertProduct(db, { userId })
    const day = '2030-01-07'
    const views = 1_000
    const rows: string[][] = [['how views are written', `${views} views`, 'per view', 'p95 of one write']]
    // A write per view, 50 at a time, as 50 clients' page loads would make them.
    const each: number[] = []
    let next = 0
    let started = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < views) {
          next++
          const t0 = performance.now()
          await addPageViews(db, [{ productId, day, views: 1 }])
          each.push(performance.now() - t0)
        }
      }),
    )
    let took = performance.now() - started
    each.sort((a, b) => a - b)
    rows.push(['an upsert per view', ms(took), `${(took / views).toFixed(2)} ms`, ms(percentile(each, 95))])
    started = performance.now()
    await addPageViews(db, [{ productId, day, views }])
    took = performance.now() - started
    rows.push(['one batched upsert (what the page does every 5 s)', ms(took), `${(took / views).toFixed(4)} ms`, ms(took)])
    return rows
  } finally {
    await pg.close()
  }
}

async function main(): Promise<number> {
  console.log('Folio product page under load (issue 33)')
  console.log(
    `  ${cpus().length} CPU(s), load average ${load()}; ${CLIENTS} clients, ${REQUESTS} requests per round and path, ${ROUNDS} rounds\n`,
  )
  process.stdout.write('Starting the app (node scripts/start.mjs, NODE_ENV=production, embedded PGlite, a published product)… ')
  const app = await startApp({ root, beforeStart: (env) => seedProductPage(env, root) })
  console.log(`ready at ${app.baseUrl}\n`)
  const page = `${app.baseUrl}/p/${SEEDED_SLUG}`
  const health = `${app.baseUrl}/api/health`
  const all = { page: [] as number[], health: [] as number[] }
  let errors = 0
  const loads: string[] = []
  try {
    const first = await fetch(page, { headers: { 'user-agent': BROWSER } })
    const html = await first.text()
    if (first.status !== 200 || !html.includes('<h1>')) throw new Error(`${page} answered ${first.status}`)
    console.log(`  ${page}: ${html.length.toLocaleString('en-US')} bytes of HTML`)
    // Warm-up: JIT, the image size cache, the database's pages.
    await hammer(page, CLIENTS, 1_000)
    await hammer(health, CLIENTS, 1_000)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of [
        ['health', health],
        ['page', page],
      ] as const) {
        const r = await hammer(url, CLIENTS, REQUESTS)
        all[name].push(...r.latencies)
        errors += r.errors
        loads.push(load())
        console.log(
          `  round ${round} ${name.padEnd(6)}: p50 ${ms(percentile(r.latencies, 50))}, p95 ${ms(percentile(r.latencies, 95))}, ` +
            `${Math.round(REQUESTS / r.seconds)} req/s, ${r.errors} errors, load ${load()}`,
        )
      }
    }
  } finally {
    await app.stop()
  }
  const sorted = { page: all.page.sort((a, b) => a - b), health: all.health.sort((a, b) => a - b) }
  const p = (name: 'page' | 'health', q: number) => percentile(sorted[name], q)
  console.log(`\nAll rounds (${CLIENTS} concurrent clients):`)
  console.log(
    table([
      ['path', 'p50', 'p95', 'max', 'requests'],
      [`/p/${SEEDED_SLUG}`, ms(p('page', 50)), ms(p('page', 95)), ms(p('page', 100)), String(sorted.page.length)],
      ['/api/health (baseline)', ms(p('health', 50)), ms(p('health', 95)), ms(p('health', 100)), String(sorted.health.length)],
      ['page ÷ baseline', (p('page', 50) / p('health', 50)).toFixed(2), (p('page', 95) / p('health', 95)).toFixed(2), '', ''],
    ]),
  )
  console.log(`  goal: the page's p95 under ${GOAL_P95_MS} ms → ${ms(p('page', 95))} ${mark(p('page', 95) < GOAL_P95_MS)}`)
  console.log(`  load average after each round: ${loads.join(' | ')}; ${errors} failed requests`)

  console.log('\nWriting page views (decision 130), in-memory PGlite:')
  console.log(table(await viewWrites()))
  return errors > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
