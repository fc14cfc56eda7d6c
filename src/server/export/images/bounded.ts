/**
 * At most `limit` of `fn` running at once over `items`, results in the items' order: an export's
 * remote images are fetched four at a time, never all at once (decision 74).
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** A counting semaphore: `run` waits for one of `size` slots, in arrival order. */
export class Slots {
  private free: number
  private readonly waiting: (() => void)[] = []

  constructor(size: number) {
    this.free = size
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1
    else await new Promise<void>((resume) => this.waiting.push(resume))
    try {
      return await fn()
    } finally {
      const resume = this.waiting.shift()
      if (resume) resume()
      else this.free += 1
    }
  }
}
