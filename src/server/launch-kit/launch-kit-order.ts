import type { LaunchPiece } from '@core/launch-kit.ts'

/**
 * The piece written alone before the others (decision 126). Every piece's prompt opens with the
 * same system message and book data block, and a provider serves that opening from its cache only
 * to requests that arrive after one with it was processed: seven calls sent at once all miss. The
 * lead magnet is the shortest reply (about 100 output tokens against 600 to 2,500 for the others),
 * so waiting for it costs the kit a few seconds, not a whole listing's call.
 */
export const CACHE_WARMING_PIECE: LaunchPiece = 'leadMagnet'

/**
 * Writes `pieces` in the kit's order: the cache-warming piece alone (or the first piece when it is
 * not among them), then every other piece at once. Whatever the first one's outcome, the others are
 * still written (a retry then writes only what is missing). Results come back in `pieces`' order.
 */
export async function writeInCacheOrder<T>(
  pieces: readonly LaunchPiece[],
  write: (piece: LaunchPiece) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  if (pieces.length < 2) return Promise.allSettled(pieces.map(write))
  const first = pieces.includes(CACHE_WARMING_PIECE) ? CACHE_WARMING_PIECE : pieces[0]!
  const [warmed] = await Promise.allSettled([write(first)])
  const others = pieces.filter((p) => p !== first)
  const rest = await Promise.allSettled(others.map(write))
  return pieces.map((p) => (p === first ? warmed! : rest[others.indexOf(p)]!))
}
