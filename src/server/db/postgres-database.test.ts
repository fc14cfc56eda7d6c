import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/databases.ts'
import { backgroundOf, type Database } from './database.ts'
import { backgroundPoolSize } from './postgres-database.ts'

describe('PostgreSQL pools (decision 78)', () => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it('answers a request while background work holds every connection it may have', async () => {
    db = await createTestDatabase('postgres') // 4 connections for requests
    expect(backgroundPoolSize(4)).toBe(2)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    // Twice what the background pool holds: as 50 drafts writing chapters at once would ask for.
    const background = Array.from({ length: 8 }, () =>
      backgroundOf(db!).transaction(async (tx) => {
        started++
        await tx.query('select 1')
        await held
      }),
    )
    await expect.poll(() => started).toBe(2)
    const answer = await db.query<{ ok: number }>('select 1 as ok')
    expect(answer.rows[0]?.ok).toBe(1)
    expect(started).toBe(2)
    release()
    await Promise.all(background)
    expect(started).toBe(8)
    expect(db.lastSuccessAt?.()).toBeGreaterThan(0)
  })
})
