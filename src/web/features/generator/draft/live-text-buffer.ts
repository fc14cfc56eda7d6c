/**
 * Collects the text streaming into each chapter and hands it over at most every `ms`: ten
 * chapters written at once send hundreds of deltas a second, and re-rendering the draft for each
 * one would keep a phone busy. What is held is handed over first whenever anything else about a
 * chapter changes (`drain`), so the order of events is kept.
 */
export function liveTextBuffer(flush: (texts: ReadonlyMap<number, string>) => void, ms = 50) {
  let pending = new Map<number, string>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const handOver = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (pending.size === 0) return
    const texts = pending
    pending = new Map()
    flush(texts)
  }
  return {
    push(index: number, text: string): void {
      pending.set(index, (pending.get(index) ?? '') + text)
      timer ??= setTimeout(handOver, ms)
    },
    drain: handOver,
  }
}
