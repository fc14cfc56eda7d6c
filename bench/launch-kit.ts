// The launch kit's cost in the provider's tokens per book, next to the draft's, so its credit price
// (CREDIT_COSTS.launchKit = 2, against 8 for the draft and 2 for the outline) can be judged.
// The real AI SDK provider (createAiSdkProvider, OpenAI-compatible path) is driven against the fake
// OpenAI-protocol server, which reports usage at about four characters a token as OpenAI does:
//   - the outline and the 10 chapters of the sample book (bench/sample-book.ts), each chapter reply
//     about 850 words (the middle of the ebook prompt's 700–1,000);
//   - the kit's 7 pieces through writeLaunchPiece, each reply valid JSON for the piece, sized like a
//     model's: the built-in writer's kit for the same book, its long texts (emails, posts, store
//     descriptions) lengthened to what a model typically writes (TYPICAL_CHARS).
//   The kit runs three times, each against a fake of its own (an empty cache), in three orders: all 7
//   calls at once (as before decision 126), the writer's (writeInCacheOrder: the lead magnet alone,
//   then the 6 others at once), and the KDP listing first; each reply's latency follows a real
//   model's pace (MODEL_PACE), 20× faster, and the fake caches a prompt's opening as OpenAI does
//   once the answer to an earlier request with it was sent; then the writer's order once more on
//   the OpenAI path, whose strict JSON schema (one per piece) is part of what must match.
// Prints input, cached input and output tokens per book for the outline, the draft and the kit, per
// kit piece, each order's tokens, cost and wall time, the kit ÷ draft ratios next to the credits'
// ratio, and the load average.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { CREDIT_COSTS } from '../src/core/generation.ts'
import { LAUNCH_PIECES, type LaunchPiece } from '../src/core/launch-kit.ts'
import type { LaunchKit } from '../src/core/launch-kit-schemas.ts'
import { replyShape } from '../src/server/generation/launch-kit/launch-prompts.ts'
import { writeLaunchPieceOffline } from '../src/server/generation/launch-kit/offline/launch-offline.ts'
import { createAiSdkProvider } from '../src/server/generation/providers/ai-sdk-provider.ts'
import type { AiConfig } from '../src/server/generation/providers/ai-models.ts'
import { writeChapter } from '../src/server/generation/providers/offline/chapter-writer.ts'
import type { LaunchBrief } from '../src/server/generation/providers/provider.ts'
import { tokenUsage, type TaskUsage } from '../src/server/generation/providers/token-usage.ts'
import { writeInCacheOrder } from '../src/server/launch-kit/launch-kit-order.ts'
import { type ChatRequestBody, messageText, startFakeOpenAI } from '../tests/support/fake-openai.ts'
import { promptText, usage as fakeUsage } from '../tests/support/fake-openai-script.ts'
import { table } from './format.ts'
import { outline, request, sampleBrief } from './sample-book.ts'

const CHAPTER_WORDS = 850
/** What a model's long texts typically run to (characters), within the stores' limits. */
const TYPICAL_CHARS = { emailBody: 1100, linkedinPost: 700, instagramCaption: 350, storeDescription: 1500, etsyDescription: 1600 }

const brief = sampleBrief

/** A chapter reply of about CHAPTER_WORDS words: the built-in writer's chapter, its paragraphs repeated to length. */
function chapterReply(index: number): string {
  const text = writeChapter(brief, index)
  const paragraphs = text.split(/\n\n/).slice(1)
  const out = [text]
  for (let i = 0; out.join('\n\n').split(/\s+/).length < CHAPTER_WORDS; i++) out.push(paragraphs[i % paragraphs.length] ?? 'More.')
  return out.join('\n\n')
}

const chapters = outline.chapters.map((_, i) => chapterReply(i))
const wordCount = chapters.reduce((n, c) => n + c.split(/\s+/).length, 0)
const launchBrief: LaunchBrief = {
  title: outline.title,
  subtitle: 'Confident Results in Weeks, Without the Guesswork',
  description: outline.description,
  productType: request.productType,
  tone: request.tone,
  targetAudience: 'first-time creators',
  language: 'en',
  chapters: outline.chapters.map((c, i) => ({ ...c, summary: chapters[i]?.split('\n\n')[1]?.slice(0, 300) })),
  firstChapter: { title: outline.chapters[0]?.title ?? '', content: chapters[0] ?? '' },
  wordCount,
}

/** Lengthens a text to about `chars` with sentences of the plans, as a model's fuller copy would run. */
function lengthen(text: string, chars: number): string {
  const filler = outline.chapters.map((c) => `${c.plan.split('. ')[0]}.`)
  let out = text
  for (let i = 0; out.length < chars; i++) out += `${i % 3 === 0 ? '\n\n' : ' '}${filler[i % filler.length]}`
  return out
}

/** The reply a model would send for a piece: valid against the piece's limits, and of a model's length. */
function modelReply<P extends LaunchPiece>(piece: P): LaunchKit[P] {
  const kit = Object.fromEntries(LAUNCH_PIECES.map((p) => [p, writeLaunchPieceOffline({ piece: p, brief: launchBrief })])) as LaunchKit
  const t = TYPICAL_CHARS
  const sized: LaunchKit = {
    ...kit,
    etsy: { ...kit.etsy, description: lengthen(kit.etsy.description, t.etsyDescription) },
    storeCopy: { ...kit.storeCopy, description: lengthen(kit.storeCopy.description, t.storeDescription) },
    emails: kit.emails.map((e) => ({ ...e, body: lengthen(e.body, t.emailBody) })),
    social: {
      ...kit.social,
      linkedin: kit.social.linkedin.map((p) => lengthen(p, t.linkedinPost)),
      instagram: kit.social.instagram.map((p) => ({ ...p, caption: lengthen(p.caption, t.instagramCaption) })),
    },
  }
  return sized[piece]
}

const tokensOf = (text: string) => fakeUsage(text).completion_tokens
const zero: TaskUsage = { calls: 0, inputTokens: 0, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 0 }
const delta = (before: Record<string, TaskUsage>, task: string): TaskUsage => {
  const a = before[task] ?? zero
  const b = tokenUsage()[task] ?? zero
  return {
    calls: b.calls - a.calls,
    inputTokens: b.inputTokens - a.inputTokens,
    cachedInputTokens: b.cachedInputTokens - a.cachedInputTokens,
    cacheWriteTokens: b.cacheWriteTokens - a.cacheWriteTokens,
    outputTokens: b.outputTokens - a.outputTokens,
  }
}

/** A real model's pace, for the kit's wall time; the fake runs it TIME_SCALE times as long. */
const MODEL_PACE = { firstTokenMs: 800, tokensPerSecond: 60 }
const TIME_SCALE = 0.05
const modelMs = (piece: LaunchPiece) =>
  MODEL_PACE.firstTokenMs + (tokensOf(JSON.stringify(modelReply(piece))) / MODEL_PACE.tokensPerSecond) * 1000

type Write = (piece: LaunchPiece) => Promise<unknown>
/** The orders the kit's 7 calls can go in; the writer's is writeInCacheOrder (decision 126). */
const WRITER_SCHEDULE = 'lead magnet first, then 6 at once (the writer)'
const SCHEDULES: Record<string, (write: Write) => Promise<PromiseSettledResult<unknown>[]>> = {
  'all 7 at once (before)': (write) => Promise.allSettled(LAUNCH_PIECES.map(write)),
  [WRITER_SCHEDULE]: (write) => writeInCacheOrder(LAUNCH_PIECES, write),
  'KDP first, then 6 at once': async (write) => [
    ...(await Promise.allSettled([write('kdp')])),
    ...(await Promise.allSettled(LAUNCH_PIECES.filter((p) => p !== 'kdp').map(write))),
  ],
}

/** The piece a request asks for, by the reply shape its prompt gives. */
const pieceOf = (body: ChatRequestBody) =>
  LAUNCH_PIECES.find((piece) => messageText(body.messages.at(-1)).includes(`in exactly this shape: ${replyShape(piece)}`))

/** Input + 4 × output, the cached input at `discount` off. */
const cachedCost = (u: TaskUsage, discount: number) => Math.round(u.inputTokens - discount * u.cachedInputTokens + 4 * u.outputTokens)

interface KitRun {
  name: string
  used: TaskUsage
  wallMs: number
  perPiece: { piece: LaunchPiece; calls: number; inputTokens: number; cachedTokens: number; outputTokens: number }[]
}

/** One kit against a fake of its own (no cache from the draft or another run), each request answered by the piece it asks for. */
async function runKit(
  name: string,
  schedule: (write: Write) => Promise<PromiseSettledResult<unknown>[]>,
  overrides: Partial<AiConfig> = {},
): Promise<KitRun> {
  const kitFake = await startFakeOpenAI({
    chunks: 8,
    respond: (body) => {
      const piece = pieceOf(body)
      return piece ? { json: modelReply(piece), latencyMs: modelMs(piece) * TIME_SCALE } : undefined
    },
  })
  try {
    const kitProvider = createAiSdkProvider({ ...config, ...overrides, AI_BASE_URL: kitFake.baseURL })
    const before = tokenUsage()
    const started = performance.now()
    const results = await schedule((piece) => kitProvider.writeLaunchPiece!({ piece, brief: launchBrief }))
    const wallMs = (performance.now() - started) / TIME_SCALE
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    const perPiece = LAUNCH_PIECES.map((piece) => {
      const requests = kitFake.requests.filter((r) => pieceOf(r.body) === piece)
      return {
        piece,
        calls: requests.length,
        inputTokens: requests.reduce((n, r) => n + fakeUsage('', promptText(r.body)).prompt_tokens, 0),
        cachedTokens: requests.reduce((n, r) => n + (r.cachedTokens ?? 0), 0),
        outputTokens: tokensOf(JSON.stringify(modelReply(piece))),
      }
    })
    return { name, used: delta(before, 'launch-kit'), wallMs, perPiece }
  } finally {
    await kitFake.close()
  }
}

const fake = await startFakeOpenAI({ latencyMs: 0, chunks: 8 })
const config: AiConfig = {
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseURL,
  AI_MODEL: 'bench-model',
  AI_API_KEY: 'bench',
  AI_TIMEOUT_MS: 60_000,
  AI_MAX_RETRIES: 0,
}
const provider = createAiSdkProvider(config)

/** Tokens of the requests the fake served since `from`, counted as the fake reports them (for calls that record no usage). */
function counted(from: number) {
  const requests = fake.requests.slice(from)
  return { calls: requests.length, inputTokens: requests.reduce((n, r) => n + fakeUsage('', promptText(r.body)).prompt_tokens, 0) }
}

try {
  const loadStart = loadavg()

  // The outline (its call records no usage: counted at the fake).
  const at = fake.requests.length
  const outlineReply = {
    language: 'en',
    title: outline.title,
    subtitle: launchBrief.subtitle,
    description: outline.description,
    chapters: outline.chapters,
  }
  fake.enqueue({ json: outlineReply })
  await provider.generateOutline({ ...request, targetAudience: launchBrief.targetAudience })
  const outlineUsage = { ...counted(at), outputTokens: tokensOf(JSON.stringify(outlineReply)) }

  // The draft's chapters, one after another (tokens do not depend on the order).
  const beforeDraft = tokenUsage()
  for (const [index, text] of chapters.entries()) {
    fake.enqueue({ text })
    for await (const _ of provider.streamChapter({ brief, index, earlier: [] })) void _
  }
  const draft = delta(beforeDraft, 'chapter')

  // The kit: the 7 pieces through the provider's writeLaunchPiece, in the writer's order and the others.
  if (!provider.writeLaunchPiece) {
    console.log(`outline: ${JSON.stringify(outlineUsage)}\ndraft (chapters): ${JSON.stringify(draft)}`)
    throw new Error(
      'writeLaunchPiece is not wired in createAiSdkProvider (src/server/generation/providers/ai-sdk-provider.ts) on this branch: the kit cannot be measured yet',
    )
  }
  const runs: KitRun[] = []
  for (const [name, schedule] of Object.entries(SCHEDULES)) runs.push(await runKit(name, schedule))
  // OpenAI's strict-schema path: each piece's schema opens its cache key, so the pieces share none (decision 126).
  runs.push(
    await runKit(`${WRITER_SCHEDULE}, OpenAI strict schema`, SCHEDULES[WRITER_SCHEDULE]!, {
      AI_PROVIDER: 'openai',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: undefined,
      OPENAI_API_KEY: 'bench',
    }),
  )
  const writerRun = runs.find((r) => r.name === WRITER_SCHEDULE)!
  const kit = writerRun.used
  const kitInput = kit.inputTokens
  const kitOutput = kit.outputTokens
  const kitCalls = kit.calls
  const perPiece = writerRun.perPiece

  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
  /** What a call costs at a 1 : 4 input : output price, as most providers' list prices run. */
  const cost = (input: number, output: number) => input + 4 * output
  console.log(
    `Tokens per book (the sample ebook: ${outline.chapters.length} chapters, ${wordCount.toLocaleString('en-US')} words), fake provider, ≈ 4 characters a token:`,
  )
  console.log(
    table([
      ['', 'calls', 'input', 'of it cached', 'output', 'cost (in + 4 × out)', 'credits'],
      [
        'outline',
        String(outlineUsage.calls),
        String(outlineUsage.inputTokens),
        '–',
        String(outlineUsage.outputTokens),
        String(cost(outlineUsage.inputTokens, outlineUsage.outputTokens)),
        String(CREDIT_COSTS.outline),
      ],
      [
        'draft (chapters)',
        String(draft.calls),
        String(draft.inputTokens),
        String(draft.cachedInputTokens),
        String(draft.outputTokens),
        String(cost(draft.inputTokens, draft.outputTokens)),
        String(CREDIT_COSTS.draft),
      ],
      [
        'launch kit (7 pieces)',
        String(kitCalls),
        String(kitInput),
        String(kit.cachedInputTokens),
        String(kitOutput),
        String(cost(kitInput, kitOutput)),
        String(CREDIT_COSTS.launchKit),
      ],
    ]),
  )
  console.log(
    "(chapters are written one after another here, so more of their prompts hit the fake's cache than in a real draft, which writes them at once: see bench:draft)",
  )
  console.log(`The kit per piece (${WRITER_SCHEDULE}):`)
  console.log(
    table([
      ['', 'calls', 'input', 'of it cached', 'output'],
      ...perPiece.map((p) => [p.piece, String(p.calls), String(p.inputTokens), String(p.cachedTokens), String(p.outputTokens)]),
    ]),
  )
  console.log(
    `The kit's order: tokens, and wall time at a real model's pace (${MODEL_PACE.firstTokenMs} ms to the first token, ${MODEL_PACE.tokensPerSecond} tokens/s; run ${1 / TIME_SCALE}× faster against the fake, which caches a prompt once its answer is sent):`,
  )
  console.log(
    table([
      ['', 'input', 'of it cached', 'output', 'cost, cached at 50 % off', 'cached at 90 % off', 'wall (s)'],
      ...runs.map((r) => [
        r.name,
        String(r.used.inputTokens),
        String(r.used.cachedInputTokens),
        String(r.used.outputTokens),
        String(cachedCost(r.used, 0.5)),
        String(cachedCost(r.used, 0.9)),
        (r.wallMs / 1000).toFixed(1),
      ]),
    ]),
  )
  const ratios = {
    input: kitInput / draft.inputTokens,
    output: kitOutput / draft.outputTokens,
    cost: cost(kitInput, kitOutput) / cost(draft.inputTokens, draft.outputTokens),
    cachedCost: cachedCost(kit, 0.5) / cachedCost(draft, 0.5),
    credits: CREDIT_COSTS.launchKit / CREDIT_COSTS.draft,
  }
  console.log(
    table([
      ['kit ÷ draft, input tokens', ratio(kitInput, draft.inputTokens)],
      ['kit ÷ draft, output tokens', ratio(kitOutput, draft.outputTokens)],
      ['kit ÷ draft, cost at 1 : 4', ratios.cost.toFixed(2)],
      ['kit ÷ draft, cost at 1 : 4, cached input at 50 % off', ratios.cachedCost.toFixed(2)],
      ['kit ÷ draft, credits', `${ratios.credits.toFixed(2)} (${CREDIT_COSTS.launchKit} ÷ ${CREDIT_COSTS.draft})`],
    ]),
  )
  if (kitCalls > LAUNCH_PIECES.length)
    console.log(`(${kitCalls - LAUNCH_PIECES.length} repair turn(s): a reply did not fit its piece's reply schema)`)
  const loadEnd = loadavg()
  console.log(
    `load average: ${loadStart.map((l) => l.toFixed(2)).join(' ')} → ${loadEnd.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs (shared)`,
  )

  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'launch-kit.json'),
    `${JSON.stringify(
      {
        timestamp: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage: { start: loadStart, end: loadEnd },
        book: { chapters: outline.chapters.length, words: wordCount, chapterWords: CHAPTER_WORDS, typicalChars: TYPICAL_CHARS },
        outline: outlineUsage,
        draft,
        kit: { schedule: WRITER_SCHEDULE, ...kit, perPiece },
        kitSchedules: runs.map((r) => ({ name: r.name, ...r.used, wallSeconds: r.wallMs / 1000 })),
        modelPace: MODEL_PACE,
        ratios,
        credits: CREDIT_COSTS,
      },
      null,
      2,
    )}\n`,
  )
} finally {
  await fake.close()
}
