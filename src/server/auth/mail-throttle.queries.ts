import type { Queryable } from '../db/database.ts'

/**
 * Takes the address's mail slot if its last mail is at least `intervalSeconds` old (or it has
 * none). Atomic: the conflicting row is locked, so of two concurrent claims only one succeeds.
 * Returns the seconds left to wait when the slot is taken.
 */
export async function claimMailSlot(db: Queryable, addressHash: string, intervalSeconds: number): Promise<{ waitSeconds: number }> {
  const claimed = await db.query(
    `insert into auth.mail_throttle (address_hash, last_sent_at) values ($1, now())
     on conflict (address_hash) do update set last_sent_at = now()
       where auth.mail_throttle.last_sent_at <= now() - make_interval(secs => $2::int)
     returning address_hash`,
    [addressHash, intervalSeconds],
  )
  if (claimed.rows.length > 0) return { waitSeconds: 0 }
  const row = (
    await db.query<{ wait: number }>(
      `select greatest(1, ceil(extract(epoch from last_sent_at + make_interval(secs => $2::int) - now())))::int as wait
       from auth.mail_throttle where address_hash = $1`,
      [addressHash, intervalSeconds],
    )
  ).rows[0]
  return { waitSeconds: Number(row?.wait ?? intervalSeconds) }
}

/** Slots older than a day are free anyway; dropping them keeps the table small. */
export async function deleteOldMailSlots(db: Queryable): Promise<void> {
  await db.query(`delete from auth.mail_throttle where last_sent_at < now() - interval '1 day'`)
}
