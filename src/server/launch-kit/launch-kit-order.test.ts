import { describe, expect, it } from 'vitest'
import { LAUNCH_PIECES, type LaunchPiece } from '@core/launch-kit.ts'
import { CACHE_WARMING_PIECE, writeInCacheOrder } from './launch-kit-order.ts'

/** A writer whose calls wait until released one by one, so the test sees which have started. */
function heldWriter(failing: LaunchPiece[] = []) {
  const started: LaunchPiece[] = []
  const releases = new Map<LaunchPiece, () => void>()
  const write = (piece: LaunchPiece) =>
    new Promise<string>((resolve, reject) => {
      started.push(piece)
      releases.set(piece, () => (failing.includes(piece) ? reject(new Error(`${piece} failed`)) : resolve(`${piece} written`)))
    })
  const release = (piece: LaunchPiece) => releases.get(piece)?.()
  return { started, write, release }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('writeInCacheOrder (decision 126)', () => {
  it('writes the lead magnet alone, then the six other pieces at once, and answers in the order asked', async () => {
    const w = heldWriter()
    const done = writeInCacheOrder(LAUNCH_PIECES, w.write)
    await settle()
    expect(w.started).toEqual([CACHE_WARMING_PIECE])
    w.release(CACHE_WARMING_PIECE)
    await settle()
    expect(w.started.slice(1).sort()).toEqual(LAUNCH_PIECES.filter((p) => p !== 'leadMagnet').sort())
    for (const piece of LAUNCH_PIECES) w.release(piece)
    const results = await done
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(LAUNCH_PIECES.map((p) => `${p} written`))
  })

  it('still writes the others when the first fails, and reports each failure in its place', async () => {
    const w = heldWriter(['leadMagnet', 'emails'])
    const done = writeInCacheOrder(LAUNCH_PIECES, w.write)
    await settle()
    w.release('leadMagnet')
    await settle()
    expect(w.started).toHaveLength(LAUNCH_PIECES.length)
    for (const piece of LAUNCH_PIECES) w.release(piece)
    const results = await done
    expect(results.map((r) => r.status)).toEqual(
      LAUNCH_PIECES.map((p) => (p === 'leadMagnet' || p === 'emails' ? 'rejected' : 'fulfilled')),
    )
  })

  it('starts with the first missing piece when the lead magnet is already written', async () => {
    const w = heldWriter()
    const done = writeInCacheOrder(['etsy', 'emails', 'social'], w.write)
    await settle()
    expect(w.started).toEqual(['etsy'])
    for (const piece of ['etsy', 'emails', 'social'] as const) {
      w.release(piece)
      await settle()
    }
    expect((await done).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
  })

  it('writes a lone piece as it is', async () => {
    const w = heldWriter()
    const done = writeInCacheOrder(['kdp'], w.write)
    await settle()
    w.release('kdp')
    expect(await done).toEqual([{ status: 'fulfilled', value: 'kdp written' }])
  })
})
