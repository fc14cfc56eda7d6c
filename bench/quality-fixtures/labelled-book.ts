/** A book whose findings are known, to measure the quality pass's precision (bench/quality.ts). */
export interface LabelledBook {
  name: string
  language?: string
  chapters: { title: string; plan: string; content: string }[]
  /** Every finding the pass should report, and nothing else: chapter (1-based), kind and a piece of the sentence. */
  expected: { chapter: number; kind: 'repetition' | 'phrase' | 'unsourced'; includes: string; otherChapter?: number }[]
}
