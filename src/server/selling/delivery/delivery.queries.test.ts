import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { createTestDatabase, databaseKinds } from '../../../../tests/support/databases.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import { countDownload, deliverableOrdersOf, findDeliveryOrder, versionFormats } from './delivery.queries.ts'

// Migration 0030 and delivery's SQL on both databases (decision 134).
describe.each(databaseKinds)('delivery queries on %s', (kind) => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it('counts downloads per order and per format, finds the orders an address may ask for again', async () => {
    db = await createTestDatabase(kind, { migrated: true })
    const userId = await insertUser(db)
    const bytes = new Uint8Array([1, 2, 3])
    const product = await insertProduct(db, {
      userId,
      formats: ['pdf', 'epub'],
      files: [
        { format: 'pdf', bytes, fileName: 'a.pdf', mediaType: 'application/pdf' },
        { format: 'epub', bytes, fileName: 'a.epub', mediaType: 'application/epub+zip' },
        { format: 'cover', bytes, fileName: 'c.jpg', mediaType: 'image/jpeg' },
      ],
    })
    const order = async (status: string) =>
      (
        await db!.query<{ id: string }>(
          `insert into public.orders (user_id, product_id, version_id, kind, email, status, checkout_mode)
           values ($1, $2, $3, 'paid', 'buyer@example.com', $4, 'local') returning id`,
          [userId, product.productId, product.versionId, status],
        )
      ).rows[0]!.id
    const [paid] = [await order('paid'), await order('refunded'), await order('pending')]
    expect((await versionFormats(db, product.versionId)).sort()).toEqual(['cover', 'epub', 'pdf'])
    expect((await deliverableOrdersOf(db, 'Buyer@Example.com', 10)).map((row) => row.id)).toEqual([paid])
    expect(await findDeliveryOrder(db, 'not-a-uuid')).toBeUndefined()

    const at = new Date('2030-01-07T10:00:00Z')
    await countDownload(db, paid!, 'pdf', at)
    await countDownload(db, paid!, 'pdf', new Date(at.getTime() + 60_000))
    await countDownload(db, paid!, 'epub', at)
    expect((await findDeliveryOrder(db, paid!))!.download_count).toBe(3)
    const { rows } = await db.query<{ format: string; downloads: number; last_at: Date }>(
      'select format, downloads, last_at from public.order_downloads where order_id = $1 order by format',
      [paid],
    )
    expect(rows.map((row) => [row.format, row.downloads, new Date(row.last_at).toISOString()])).toEqual([
      ['epub', 1, '2030-01-07T10:00:00.000Z'],
      ['pdf', 2, '2030-01-07T10:01:00.000Z'],
    ])
    await expect(countDownload(db, paid!, 'cover' as never, at)).rejects.toThrow()
    expect((await findDeliveryOrder(db, paid!))!.download_count).toBe(3)
  }, 60_000)
})
