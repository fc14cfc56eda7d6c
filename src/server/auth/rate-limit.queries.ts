import type { Database, Queryable } from '../db/database.ts'

/** The database, with the clock its rate limits count in when one is set (decision 0119). */
export type ClockedQueryable = Queryable & Pick<Database, 'clock'>

/** The clock's time as a parameter; null lets the statement read the database's `now()`. */
const timeOf = (db: ClockedQueryable): string | null => db.clock?.now().toISOString() ?? null

/**
 * Counts one hit in the bucket's current fixed window and returns the window's total and the time
 * it was counted at. The window comes from the database clock (or the one set on `db`, decision
 * 0119), so every process agrees on where windows start; one statement, so concurrent hits count.
 */
export async function countHit(
  db: ClockedQueryable,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; windowStart: Date; now: Date }> {
  const row = (
    await db.query<{ hits: number; window_start: Date; now: Date }>(
      `insert into public.rate_limits (bucket, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from coalesce($3::timestamptz, now())) / $2::int) * $2::int), 1)
       on conflict (bucket, window_start) do update set hits = public.rate_limits.hits + 1
       returning hits, window_start, coalesce($3::timestamptz, now()) as now`,
      [bucket, windowSeconds, timeOf(db)],
    )
  ).rows[0]
  if (!row) throw new Error('insert into public.rate_limits returned nothing')
  return { hits: Number(row.hits), windowStart: new Date(row.window_start), now: new Date(row.now) }
}

/** Takes back one hit from the window it was counted in. */
export async function uncountHit(db: Queryable, bucket: string, windowStart: Date): Promise<void> {
  await db.query('update public.rate_limits set hits = greatest(hits - 1, 0) where bucket = $1 and window_start = $2', [
    bucket,
    windowStart.toISOString(),
  ])
}

export async function deleteWindowsOlderThan(db: ClockedQueryable, seconds: number): Promise<void> {
  await db.query(`delete from public.rate_limits where window_start < coalesce($2::timestamptz, now()) - make_interval(secs => $1::int)`, [
    seconds,
    timeOf(db),
  ])
}
