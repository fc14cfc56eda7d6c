import type { ProductType } from '@core/generation.ts'
import type { ExportDocument } from '@core/export-schemas.ts'

/**
 * Shared sample documents for the export renderers' tests and the export benchmark: one small
 * document that uses every Markdown construct the renderers handle, and a generator for a long
 * book. Titles hold '&' and quotes so escaping is exercised in every format.
 */

const richChapters: ExportDocument['chapters'] = [
  {
    title: 'Getting Started',
    content: `## Getting Started

Welcome to **your first week**. This chapter is *friendly*, a little ~~boring~~ and uses \`inline code\`.
Read the [official guide](https://example.com/guide) or write to [us](mailto:hello@example.com).

### Why it matters

> Small steps, taken daily, beat big plans taken never.
>
> — An old coach

- Morning walk
- Evening stretch
  - Hamstrings
  - Shoulders
- Plenty of water

1. Set a goal
2. Write it down
3. Review it weekly
`,
  },
  {
    title: 'Tools & "Techniques"',
    content: `## Tools & "Techniques"

Pick tools you will actually use; a cheap notebook beats an expensive app.

| Tool | Cost | Best for |
| :--- | ---: | :---: |
| Notebook | $3 | Daily notes |
| Calendar | Free | Planning |
| Timer | $10 | Focus |

#### A deeper heading

Some text under a deeper heading, with a line break  
right here.

---

\`\`\`
a code block
  keeps its spacing
\`\`\`
`,
  },
  {
    title: 'Your Weekly Checklist',
    content: `## Your Weekly Checklist

Tick each item as you go.

- [ ] Plan the week's meals
- [x] Buy groceries
- [ ] Book the gym sessions
  - [ ] Monday
  - [ ] Thursday
- [ ] Review last week's notes
`,
  },
  {
    title: 'Planning Ahead',
    content: `## Planning Ahead

### Monthly review

Fill this in at the end of each month.

| Goal | Progress | Next step |
| --- | --- | --- |
| Fitness |  |  |
| Reading |  |  |

### Notes

Write down what worked and what did not.
`,
  },
]

export function sampleExportDocument(productType: ProductType = 'ebook'): ExportDocument {
  return {
    title: 'Fit & Focused: A "Practical" Guide',
    description: 'A short guide to building healthy habits that last, one week at a time.',
    productType,
    chapters: structuredClone(richChapters),
  }
}

const WORDS =
  'habit routine morning evening practice focus energy balance progress goal plan review measure steady simple daily weekly small change effort result patience notebook calendar timer coach friend family health strength rest sleep water walk stretch breathe notice choose begin continue finish improve learn adjust'.split(
    ' ',
  )

/** A deterministic pseudo-random sentence (a small integer hash per word), so every run renders the same text. */
function sentence(seed: number, length: number): string {
  const words: string[] = []
  for (let i = 0; i < length; i++) {
    const hash = Math.imul((seed + 1) * 0x9e3779b1 + i * 0x85ebca6b, 0xc2b2ae35) >>> 0
    words.push(WORDS[(hash >>> 7) % WORDS.length] ?? 'habit')
  }
  const text = words.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function paragraph(seed: number, words: number): string {
  const sentences: string[] = []
  for (let count = 0, i = 0; count < words; i++) {
    const length = 10 + ((seed + i) % 9)
    sentences.push(sentence(seed * 13 + i, length))
    count += length
  }
  return sentences.join(' ')
}

/** One ≈ `words`-word chapter with the constructs a real draft has: sections, lists, a quote, a table, a checklist. */
function longChapter(index: number, title: string, words: number): string {
  const count = (text: string) => text.split(/\s+/).filter(Boolean).length
  const parts = [
    `## ${title}`,
    paragraph(index, 90),
    `- **${sentence(index, 4)}** ${sentence(index + 1, 8)}\n- ${sentence(index + 2, 9)}\n- ${sentence(index + 3, 7)}`,
    `> ${paragraph(index + 5, 30)}`,
    `| Step | What to do | When |\n| --- | --- | --- |\n| 1 | ${sentence(index, 5)} | Monday |\n| 2 | ${sentence(index + 1, 5)} | Wednesday |\n| 3 | ${sentence(index + 2, 5)} | Friday |`,
    `- [ ] ${sentence(index, 6)}\n- [x] ${sentence(index + 1, 6)}\n- [ ] ${sentence(index + 2, 6)}`,
    `1. ${sentence(index + 3, 8)}\n2. ${sentence(index + 4, 8)}\n3. ${sentence(index + 5, 8)}`,
  ]
  let total = count(parts.join(' '))
  // Sections of ≈ 100 words until the chapter is full; the last one is cut to what is left.
  for (let n = 1; total < words - 20; n++) {
    const size = Math.min(100, words - total - 3)
    const text = `### Part ${n}\n\n${paragraph(index * 37 + n, Math.ceil(size * 0.6))}\n\n${paragraph(index * 41 + n + 500, Math.floor(size * 0.4))}`
    parts.push(text)
    total += count(text)
  }
  return parts.join('\n\n')
}

/**
 * The benchmark's book: `chapters` chapters of ≈ `wordsPerChapter` words (30 × 1,500 = 45,000 by
 * default). Each `variant` has the same shape and length but other words, so a renderer that
 * caches its work (Typst memoizes) can't answer a timed run from the previous one.
 */
export function longExportDocument(chapters = 30, wordsPerChapter = 1500, productType: ProductType = 'ebook', variant = 0): ExportDocument {
  return {
    title: variant === 0 ? 'The Long Habit Book' : `The Long Habit Book, Edition ${variant + 1}`,
    description: 'A long book for measuring how fast every export format renders.',
    productType,
    chapters: Array.from({ length: chapters }, (_, i) => {
      const seed = i + variant * 1000
      const title = `Chapter ${i + 1}: ${sentence(seed, 4).slice(0, -1)}`
      return { title, content: longChapter(seed, title, wordsPerChapter) }
    }),
  }
}

export function wordCount(document: ExportDocument): number {
  return document.chapters.reduce((sum, chapter) => sum + chapter.content.split(/\s+/).filter(Boolean).length, 0)
}

const hostile = (title: string, productType: ProductType, chapters: number, content: string): ExportDocument => ({
  title,
  description: 'Sent to find out whether an export can freeze or crash the server.',
  productType,
  chapters: Array.from({ length: chapters }, (_, i) => ({ title: `Part ${i + 1}`, content })),
})

/**
 * The worst exports a free account could send before the export limits (issue 13, items 5–7):
 * each fits the schema and the 8 MB document limit. The first three are refused by the limits
 * before any parse; the last two pass them and are stopped by the time limit instead.
 */
export const hostileExportDocuments = {
  /** 30 chapters × 12,000 task items (3.1 MB): ran the server out of heap on DOCX. */
  hugeChecklist: () => hostile('Huge checklist', 'checklist', 30, '- [ ] t\n'.repeat(12_000)),
  /** One chapter of 99,000 '>': 75 s of a blocked server, then a stack overflow. */
  deepQuotes: () => hostile('Deep quotes', 'ebook', 1, '>'.repeat(99_000)),
  /** 5,000 list markers on one line: a list nested 5,000 deep. */
  deepList: () => hostile('Deep list', 'ebook', 1, `${'- '.repeat(5_000)}x`),
  /** 30 chapters of 99,000 '[': each a second or two of parsing. */
  brackets: () => hostile('Brackets', 'ebook', 30, '['.repeat(99_000)),
  /** 30 chapters of `[a](` × 24,000: link destinations that never close, the slowest parse found. */
  openLinks: () => hostile('Open links', 'ebook', 30, '[a]('.repeat(24_000)),
}
