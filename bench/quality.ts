/**
 * What the quality pass (decision 39) finds and what it costs, on fixture books:
 *   - recall on the faults planted into a clean budgeting guide (overused phrases, passages
 *     repeating an earlier chapter, unsourced statistics), and what else it flags there;
 *   - false positives on the same guide without the plants and on a second clean book;
 *   - the extra calls: revision calls per chapter on each book, and on the built-in writer's own
 *     books (one per product type), plus the share of findings the offline revision removes.
 * The pass runs chapter by chapter as a draft does, each chapter checked against the (revised)
 * chapters before it. Then the chapter cleaner on whole realistic chapters in six languages, by
 * characters (quality-fixtures/cleaner-corpus). Run: `npm run bench:quality`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createOfflineWriter } from '../src/server/generation/offline/offline-writer.ts'
import type { ProductBrief } from '../src/server/generation/provider.ts'
import { detect, type Findings } from '../src/server/generation/quality/detect.ts'
import type { OtherChapter } from '../src/server/generation/quality/find-repetition.ts'
import { qualityPass } from '../src/server/generation/quality/quality-pass.ts'
import { mark, table } from './format.ts'
import { BUDGET_BOOK } from './quality-fixtures/budget-book.ts'
import { dirtyBook, PLANTS } from './quality-fixtures/dirty-book.ts'
import { GARDEN_BOOK } from './quality-fixtures/garden-book.ts'
import { reportCleaner } from './quality-fixtures/cleaner-corpus/report.ts'

const writer = createOfflineWriter()

/** The site's Learn articles, read as one book: prose not written with these checks in mind. */
function learnBook(): Book {
  const dir = resolve(import.meta.dirname, '../content/learn')
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ title: f, content: readFileSync(resolve(dir, f), 'utf8').replace(/^---[\s\S]*?---\n/, '') }))
}
type Book = { title: string; content: string }[]

interface ChapterRun {
  before: Findings
  after: Findings
  calls: number
}

async function runBook(book: Book): Promise<ChapterRun[]> {
  const done: OtherChapter[] = []
  const runs: ChapterRun[] = []
  for (const [index, chapter] of book.entries()) {
    const others = [...done]
    const before = detect(chapter.content, others)
    const result = await qualityPass(writer, { title: chapter.title, content: chapter.content, others })
    runs.push({ before, after: detect(result.content, others), calls: result.revisionCalls })
    done.push({ number: index + 1, content: result.content })
  }
  return runs
}

const count = (f: Findings) => f.phrases.length + f.repeats.length + f.unsourced.length
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(0)}%`)
const perChapter = (runs: ChapterRun[]) => (runs.reduce((s, r) => s + r.calls, 0) / runs.length).toFixed(2)

/** Every finding as "kind: sentence", to list what was flagged that nobody planted. */
function flagged(f: Findings): { kind: string; plain: string }[] {
  return [
    ...f.phrases.map((h) => ({ kind: `phrase "${h.phrase.phrase}"`, plain: h.sentence.plain })),
    ...f.repeats.map((h) => ({ kind: `repetition of ${h.otherChapter}`, plain: h.sentence.plain })),
    ...f.unsourced.map((s) => ({ kind: 'unsourced', plain: s.plain })),
  ]
}

async function main() {
  const dirty = await runBook(dirtyBook())
  const recall = { phrase: [0, 0], repetition: [0, 0], unsourced: [0, 0], hard: [0, 0] } as Record<
    'phrase' | 'repetition' | 'unsourced' | 'hard',
    [number, number]
  >
  const missed: string[] = []
  for (const plant of PLANTS) {
    const f = dirty[plant.chapter]?.before as Findings
    const tally = recall[plant.hard ? 'hard' : plant.kind]
    const hits =
      plant.kind === 'phrase'
        ? plant.phrases.map((label) => f.phrases.some((h) => h.phrase.phrase === label && h.sentence.plain === plant.text))
        : plant.kind === 'repetition'
          ? [f.repeats.some((h) => h.sentence.plain === plant.text && h.otherChapter === plant.otherChapter)]
          : [f.unsourced.some((s) => s.plain === plant.text)]
    tally[0] += hits.filter(Boolean).length
    tally[1] += hits.length
    if (hits.some((h) => !h)) missed.push(`  missed (${plant.kind}, chapter ${plant.chapter + 1}): ${plant.text}`)
  }
  const planted = new Set(PLANTS.map((p) => `${p.chapter}|${p.text}`))
  const unplanted = dirty.flatMap((r, i) =>
    flagged(r.before)
      .filter((x) => !planted.has(`${i}|${x.plain}`))
      .map((x) => `  chapter ${i + 1}, ${x.kind}: ${x.plain}`),
  )
  const typical = Object.entries(recall).filter(([k]) => k !== 'hard')
  const found = typical.reduce((s, [, [a]]) => s + a, 0)
  const total = typical.reduce((s, [, [, b]]) => s + b, 0)
  const beforeAll = dirty.reduce((s, r) => s + count(r.before), 0)
  const afterAll = dirty.reduce((s, r) => s + count(r.after), 0)

  console.log(`Quality pass on the budgeting guide with ${PLANTS.length} planted faults (${total + recall.hard[1]} findings expected)`)
  console.log(
    table([
      ['kind', 'found', 'planted', 'recall'],
      ...typical.map(([k, [a, b]]) => [k, String(a), String(b), pct(a, b)]),
      ['all typical', String(found), String(total), pct(found, total)],
      ['hard (off-pattern)', String(recall.hard[0]), String(recall.hard[1]), pct(recall.hard[0], recall.hard[1])],
    ]),
  )
  if (missed.length) console.log(missed.join('\n'))
  console.log(`  flagged but not planted: ${unplanted.length}${unplanted.length ? `\n${unplanted.join('\n')}` : ''}`)
  console.log(
    `  offline revision (deterministic) removed ${beforeAll - afterAll} of ${beforeAll} findings (${pct(beforeAll - afterAll, beforeAll)})`,
  )

  const clean = await runBook(BUDGET_BOOK)
  const garden = await runBook(GARDEN_BOOK)
  const falsePositives = [...clean, ...garden].flatMap((r) => flagged(r.before))
  console.log('\nFalse positives on clean books')
  console.log(
    table([
      ['book', 'chapters', 'findings', 'revision calls'],
      [
        'budgeting guide, no plants',
        String(clean.length),
        String(clean.reduce((s, r) => s + count(r.before), 0)),
        String(clean.reduce((s, r) => s + r.calls, 0)),
      ],
      [
        'container garden',
        String(garden.length),
        String(garden.reduce((s, r) => s + count(r.before), 0)),
        String(garden.reduce((s, r) => s + r.calls, 0)),
      ],
    ]),
  )
  for (const x of falsePositives) console.log(`  ${x.kind}: ${x.plain}`)

  const learn = await runBook(learnBook())
  const learnWords = learnBook().reduce((s, c) => s + c.content.split(/\s+/).length, 0)
  console.log(`\nThe Learn articles as one book (${learn.length} articles, ${learnWords} words, not written for the checks)`)
  for (const [i, r] of learn.entries())
    for (const x of flagged(r.before)) console.log(`  article ${i + 1}, ${x.kind}: ${x.plain.slice(0, 100)}`)

  const offline: [string, ChapterRun[]][] = []
  for (const productType of ['ebook', 'guide', 'checklist', 'planner'] as const) {
    const request = { topic: 'Home composting', productType, tone: 'friendly' as const, targetAudience: undefined }
    const outline = await writer.generateOutline(request)
    const brief: ProductBrief = { ...request, title: outline.title, description: outline.description, chapters: outline.chapters }
    const book: Book = []
    for (const [index, c] of outline.chapters.entries()) {
      let content = ''
      for await (const delta of writer.streamChapter({ brief, index, earlier: [] })) content += delta
      book.push({ title: c.title, content })
    }
    offline.push([`built-in writer, ${productType}`, await runBook(book)])
  }

  console.log('\nExtra calls (revision calls per chapter; at most 1)')
  console.log(
    table([
      ['book', 'chapters', 'calls', 'per chapter', 'findings'],
      ...(
        [
          ['dirty budgeting guide', dirty],
          ['clean budgeting guide', clean],
          ['container garden', garden],
          ['Learn articles', learn],
          ...offline,
        ] as [string, ChapterRun[]][]
      ).map(([name, runs]) => [
        name,
        String(runs.length),
        String(runs.reduce((s, r) => s + r.calls, 0)),
        perChapter(runs),
        String(runs.reduce((s, r) => s + count(r.before), 0)),
      ]),
    ]),
  )

  const started = performance.now()
  const reps = 50
  const book = dirtyBook()
  for (let i = 0; i < reps; i++)
    for (const [index, c] of book.entries())
      detect(
        c.content,
        book.slice(0, index).map((o, n) => ({ number: n + 1, content: o.content })),
      )
  console.log(`\nDetection time: ${((performance.now() - started) / (reps * book.length)).toFixed(2)} ms per chapter (no model call)`)

  const goals = [
    [`recall on the typical planted faults ≥ 90%: ${pct(found, total)}`, found / total >= 0.9],
    [`no finding on the clean books: ${falsePositives.length}`, falsePositives.length === 0],
    [
      `no revision call on the clean books: ${[...clean, ...garden].reduce((s, r) => s + r.calls, 0)}`,
      [...clean, ...garden].every((r) => r.calls === 0),
    ],
  ] as const
  console.log(`\n${goals.map(([text, pass]) => `${mark(pass)} ${text}`).join('\n')}`)
  if (!goals.every(([, pass]) => pass)) process.exitCode = 1
}

await main()
// The chapter cleaner's measures (issue 26), after the quality pass's.
if (!reportCleaner()) process.exitCode = 1
