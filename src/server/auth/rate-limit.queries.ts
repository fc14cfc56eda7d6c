import type { Queryable } from '../db/database.ts'

/**
 * Counts one hit in the bucket's current fixed window and returns the window's total. The window
 * comes from the database clock, so every process agrees on where windows start.
 */
export async function countHit(db: Queryable, bucket: string, windowSeconds: number): Promise<{ hits: number; windowStart: Date }> {
  const row = (
    await db.query<{ hits: number; window_start: Date }>(
      `insert into public.rate_limits (bucket, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2::int) * $2::int), 1)
       on conflict (bucket, window_start) do update set hits = public.rate_limits.hits + 1
       returning hits, window_start`,
      [bucket, windowSeconds],
    )
  ).rows[0]
  if (!row) throw new Error('insert into public.rate_limits returned nothing')
  return { hits: Number(row.hits), windowStart: new Date(row.window_start) }
}

/** Takes back one hit from the window it was counted in. */
export async function uncountHit(db: Queryable, bucket: string, windowStart: Date): Promise<void> {
  await db.query('update public.rate_limits set hits = greatest(hits - 1, 0) where bucket = $1 and window_start = $2', [
    bucket,
    windowStart.toISOString(),
  ])
}

export async function deleteWindowsOlderThan(db: Queryable, seconds: number): Promise<void> {
  await db.query(`delete from public.rate_limits where window_start < now() - make_interval(secs => $1::int)`, [seconds])
}
