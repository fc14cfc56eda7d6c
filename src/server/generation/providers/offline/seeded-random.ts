/**
 * The offline writer must give the same text for the same input (a regenerated outline or a
 * resumed draft must not change under the user), so all variety comes from a PRNG seeded by a
 * hash of the inputs — never Math.random or the clock.
 */

/** FNV-1a over the parts, with a separator so ('ab', 'c') and ('a', 'bc') differ. */
export function hashString(...parts: string[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      h ^= part.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    h ^= 0x1f
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  int(n: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[]
  /** An independent stream, so adding a draw in one part of a chapter does not shift every other part. */
  fork(label: string): Rng
}

/** mulberry32: tiny, fast and plenty random for choosing phrasings. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(items.length)] as T
    },
    chance: (p) => next() < p,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1)
        ;[out[i], out[j]] = [out[j] as T, out[i] as T]
      }
      return out
    },
    fork: (label) => createRng(hashString(String(seed), label)),
  }
}
