/**
 * How many typos a word may carry and still match: none below 3 letters (one change would let
 * 'ai' match half the index), one up to 7 letters, two from 8.
 */
export const allowedTypos = (word: string) => (word.length < 3 ? 0 : word.length < 8 ? 1 : 2)

/**
 * The typos between `word` and `text` — letters inserted, left out, changed or two neighbours
 * swapped (optimal string alignment) — or, with `prefix`, between `word` and the closest start of
 * `text`, so a word still being typed ('pricn') matches. Anything above `max` is `max + 1`: the
 * table stops as soon as a whole row is over it.
 */
export function typos(word: string, text: string, max: number, prefix = false): number {
  const m = word.length
  const over = max + 1
  if (prefix ? text.length < m - max : Math.abs(text.length - m) > max) return over
  // A start of `text` longer than m + max is more than `max` typos away.
  const cols = prefix ? Math.min(text.length, m + max) : text.length
  // Three rows of the table (two back, for a swap), reused: this runs for every word of the index.
  let before = new Int32Array(cols + 1)
  let previous = new Int32Array(cols + 1).map((_, j) => j)
  let row = new Int32Array(cols + 1)
  for (let i = 1; i <= m; i++) {
    row[0] = i
    let least = i
    for (let j = 1; j <= cols; j++) {
      const change = word[i - 1] === text[j - 1] ? 0 : 1
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change)
      if (i > 1 && j > 1 && word[i - 1] === text[j - 2] && word[i - 2] === text[j - 1]) d = Math.min(d, before[j - 2]! + 1)
      row[j] = d
      least = Math.min(least, d)
    }
    if (least > max) return over
    ;[before, previous, row] = [previous, row, before]
  }
  let best = previous[cols]!
  if (prefix) for (let j = Math.max(0, m - max); j <= cols; j++) best = Math.min(best, previous[j]!)
  return Math.min(best, over)
}
