import { join } from 'node:path'
import { openEmbeddedDatabase } from '../src/server/db/embedded-database.ts'
import { migrate } from '../src/server/db/migrate.ts'
import { migrationSources } from '../src/server/db/migration-sources.ts'
import { sampleCoverFiles } from '../tests/support/selling-cover.ts'
import { insertProduct } from '../tests/support/selling-fixture.ts'
import { insertUser } from '../tests/support/users.ts'

/**
 * A published product in a server's embedded database before the server starts (the server then
 * holds DATA_DIR's lock): for the benches and screenshots of the product page without a publish.
 * Pass it as startApp's `beforeStart`.
 */
export const SEEDED_SLUG = 'swing-stronger'
export const SEEDED_FREE_SLUG = 'swing-stronger-warm-up'

export const SAMPLE_SALES_COPY = `## Hit it longer after 40 — without hurting your back

You used to carry the bunker on the 7th. Now you lay up. It is not your swing that changed: it is your hips, your upper back and the ten minutes you never spend warming up.

**Swing Stronger** is a twelve-week plan that gives those yards back, in sessions short enough to do before breakfast.

### What you get

- **Three 10-minute sessions a week**, each one drawn and explained step by step
- **A warm-up for the first tee** that takes four minutes and needs no equipment
- **Progress checks every fourth week**, so you see the distance come back
- Printable tracking sheets for the range and the gym

### Who it is for

Golfers over 40 who play once or twice a week, want more distance and fewer sore mornings, and would rather train at home than in a gym.

> "I picked up eleven yards with the driver in two months, and my back stopped complaining after the back nine." — Mark T., 14 handicap
`

export async function seedProductPage(env: NodeJS.ProcessEnv, root: string): Promise<void> {
  const db = await openEmbeddedDatabase(env.DATA_DIR!, join(root, 'dist/pgdata-template'))
  try {
    await migrate(db, migrationSources(root, true))
    const userId = await insertUser(db, 'dana@example.com')
    await db.query(`insert into public.seller_profiles (user_id, store_handle, store_name) values ($1, 'dana-reyes', 'Dana Reyes')`, [
      userId,
    ])
    const files = await sampleCoverFiles()
    const page = {
      chapters: [
        { title: 'Before You Start', matter: 'front' as const },
        { title: 'Why Your Swing Slows Down' },
        { title: 'The Ten-Minute Warm-Up' },
        { title: 'Hips First: Turning Without Strain' },
        { title: 'Upper Back and Shoulders' },
        { title: 'Speed Sessions for the Range' },
        { title: 'Your Twelve-Week Plan' },
        { title: 'Keeping It Going', matter: 'back' as const },
      ],
    }
    await insertProduct(db, {
      userId,
      slug: SEEDED_SLUG,
      amount: 19,
      salesCopy: SAMPLE_SALES_COPY,
      files,
      page,
      formats: ['pdf', 'epub', 'docx'],
    })
    await insertProduct(db, {
      userId,
      slug: SEEDED_FREE_SLUG,
      priceKind: 'free',
      title: 'The Four-Minute First-Tee Warm-Up',
      salesCopy: 'Four moves, no equipment, done before your playing partners have found their tees.',
      files,
      page: { ...page, subtitle: 'A free printable for golfers over 40' },
    })
  } finally {
    await db.close()
  }
}
