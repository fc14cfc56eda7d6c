/**
 * What the quality pass (decisions 39 and 81) finds and what it costs, on fixture books:
 *   - detection precision on labelled books written the way models write (bench/quality-fixtures:
 *     a cottage bakery guide of 8 chapters and a Spanish checklist of 5, every finding known),
 *     with the pairs of chapters compared and the revision calls per book;
 *   - recall on the faults planted into a clean budgeting guide (overused phrases, passages
 *     repeating an earlier chapter, unsourced statistics), and what else it flags there;
 *   - false positives on the same guide without the plants and on a second clean book;
 *   - the extra calls: revision calls per chapter on each book, and on the built-in writer's own
 *     books (one per product type), plus the share of findings the offline revision removes.
 * The pass runs on each whole book, as a draft does once its chapters are written (every pair of
 * chapters compared). Then the chapter cleaner on whole realistic chapters in six languages, by
 * characters (quality-fixtures/cleaner-corpus). Run: `npm run bench:quality`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createOfflineWriter } from '../src/server/generation/providers/offline/offline-writer.ts'
import type { ProductBrief } from '../src/server/generation/providers/provider.ts'
import { bookPass } from '../src/server/generation/quality/book-pass.ts'
import { detectBook, type Findings } from '../src/server/generation/quality/detect.ts'
import { mark, table } from './format.ts'
import { BAKERY_GUIDE } from './quality-fixtures/bakery-guide.ts'
import { BUDGET_BOOK } from './quality-fixtures/budget-book.ts'
import { dirtyBook, PLANTS } from './quality-fixtures/dirty-book.ts'
import { GARDEN_BOOK } from './quality-fixtures/garden-book.ts'
import { reportCleaner } from './quality-fixtures/cleaner-corpus/report.ts'
import type { LabelledBook } from './quality-fixtures/labelled-book.ts'
import { MOVING_CHECKLIST_ES } from './quality-fixtures/moving-checklist-es.ts'

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
type Book = { title: string; plan?: string; content: string }[]

interface ChapterRun {
  before: Findings
  after: Findings
  calls: number
}

interface BookRun {
  runs: ChapterRun[]
  pairs: number
  calls: number
}

async function runBook(book: Book, language?: string): Promise<BookRun> {
  const chapters = book.map((c, i) => ({ number: i + 1, title: c.title, ...(c.plan ? { plan: c.plan } : {}), content: c.content }))
  const before = detectBook(chapters, language)
  const result = await bookPass(writer, { chapters, ...(language ? { language } : {}) })
  const after = detectBook(
    chapters.map((c, i) => ({ ...c, content: result.chapters[i]?.content ?? c.content })),
    language,
  )
  return {
    runs: chapters.map((_, i) => ({
      before: before.chapters[i] as Findings,
      after: after.chapters[i] as Findings,
      calls: result.chapters[i]?.revisionCalls ?? 0,
    })),
    pairs: result.pairsCompared,
    calls: result.revisionCalls,
  }
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

/** Findings matched against a labelled book: what was expected and found, what was flagged and not expected. */
function score(book: LabelledBook, run: BookRun) {
  const found = run.runs.flatMap((r, i) => [
    ...r.before.phrases.map((h) => ({
      chapter: i + 1,
      kind: 'phrase' as const,
      plain: h.sentence.plain,
      label: `phrase "${h.phrase.phrase}"`,
    })),
    ...r.before.repeats.map((h) => ({
      chapter: i + 1,
      kind: 'repetition' as const,
      plain: h.sentence.plain,
      other: h.otherChapter,
      label: `shares “${h.phrase}” with chapter ${h.otherChapter}`,
    })),
    ...r.before.unsourced.map((x) => ({ chapter: i + 1, kind: 'unsourced' as const, plain: x.plain, label: 'unsourced' })),
  ])
  const matches = (f: (typeof found)[number], e: LabelledBook['expected'][number]) =>
    f.chapter === e.chapter &&
    f.kind === e.kind &&
    f.plain.includes(e.includes) &&
    (e.otherChapter === undefined || ('other' in f && f.other === e.otherChapter))
  const truePositives = found.filter((f) => book.expected.some((e) => matches(f, e)))
  const falsePositives = found.filter((f) => !book.expected.some((e) => matches(f, e)))
  const missed = book.expected.filter((e) => !found.some((f) => matches(f, e)))
  return { found, truePositives, falsePositives, missed }
}

async function main() {
  const labelled = [BAKERY_GUIDE, MOVING_CHECKLIST_ES]
  const scored = []
  for (const book of labelled) {
    const run = await runBook(book.chapters, book.language)
    scored.push({ book, run, ...score(book, run) })
  }
  const tp = scored.reduce((s, x) => s + x.truePositives.length, 0)
  const all = scored.reduce((s, x) => s + x.found.length, 0)
  const expected = scored.reduce((s, x) => s + x.book.expected.length, 0)
  console.log('Book-level quality pass on labelled books written the way models write (every finding known)')
  console.log(
    table([
      ['book', 'pairs compared', 'findings', 'true', 'false', 'missed', 'precision', 'revision calls'],
      ...scored.map((x) => [
        x.book.name,
        String(x.run.pairs),
        String(x.found.length),
        String(x.truePositives.length),
        String(x.falsePositives.length),
        String(x.missed.length),
        pct(x.truePositives.length, x.found.length),
        String(x.run.calls),
      ]),
    ]),
  )
  for (const x of scored) {
    for (const f of x.falsePositives)
      console.log(`  false positive, ${x.book.name}, chapter ${f.chapter}, ${f.label}: ${f.plain.slice(0, 100)}`)
    for (const e of x.missed) console.log(`  missed, ${x.book.name}, chapter ${e.chapter}, ${e.kind}: ${e.includes}`)
  }
  console.log(`  detection precision: ${tp} of ${all} findings (${pct(tp, all)}); recall ${tp} of ${expected} (${pct(tp, expected)})\n`)

  const dirty = (await runBook(dirtyBook())).runs
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

  const clean = (await runBook(BUDGET_BOOK)).runs
  const garden = (await runBook(GARDEN_BOOK)).runs
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

  const learn = (await runBook(learnBook())).runs
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
    offline.push([`built-in writer, ${productType}`, (await runBook(book)).runs])
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
  const reps = 20
  const book = BAKERY_GUIDE.chapters.map((c, i) => ({ number: i + 1, ...c }))
  for (let i = 0; i < reps; i++) detectBook(book, 'en')
  console.log(
    `\nDetection time: ${((performance.now() - started) / reps).toFixed(1)} ms per ${book.length}-chapter book, every pair compared (no model call)`,
  )

  const bakery = scored[0]
  const goals = [
    [`detection precision on the labelled books ≥ 90%: ${pct(tp, all)}`, all > 0 && tp / all >= 0.9],
    [`every pair of the 8-chapter guide compared (28): ${bakery?.run.pairs}`, bakery?.run.pairs === 28],
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
