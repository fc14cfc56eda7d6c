// The launch kit's cost in the provider's tokens per book, next to the draft's, so its credit price
// (CREDIT_COSTS.launchKit = 2, against 8 for the draft and 2 for the outline) can be judged.
// The real AI SDK provider (createAiSdkProvider, OpenAI-compatible path) is driven against the fake
// OpenAI-protocol server, which reports usage at about four characters a token as OpenAI does:
//   - the outline and the 10 chapters of the sample book (bench/sample-book.ts), each chapter reply
//     about 850 words (the middle of the ebook prompt's 700–1,000);
//   - the kit's 7 pieces through writeLaunchPiece, each reply valid JSON for the piece, sized like a
//     model's: the built-in writer's kit for the same book, its long texts (emails, posts, store
//     descriptions) lengthened to what a model typically writes (TYPICAL_CHARS).
// Prints input and output tokens per book for the outline, the draft and the kit, per kit piece,
// the kit ÷ draft ratios next to the credits' ratio, and the load average.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { CREDIT_COSTS } from '../src/core/generation.ts'
import { LAUNCH_PIECES, type LaunchPiece } from '../src/core/launch-kit.ts'
import type { LaunchKit } from '../src/core/launch-kit-schemas.ts'
import { writeLaunchPieceOffline } from '../src/server/generation/launch-kit/offline/launch-offline.ts'
import { createAiSdkProvider } from '../src/server/generation/providers/ai-sdk-provider.ts'
import type { AiConfig } from '../src/server/generation/providers/ai-models.ts'
import { writeChapter } from '../src/server/generation/providers/offline/chapter-writer.ts'
import type { LaunchBrief } from '../src/server/generation/providers/provider.ts'
import { tokenUsage, type TaskUsage } from '../src/server/generation/providers/token-usage.ts'
import { startFakeOpenAI } from '../tests/support/fake-openai.ts'
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
  let at = fake.requests.length
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

  // The kit: the 7 pieces through the provider's writeLaunchPiece.
  const writeLaunchPiece = provider.writeLaunchPiece?.bind(provider)
  if (!writeLaunchPiece) {
    console.log(`outline: ${JSON.stringify(outlineUsage)}\ndraft (chapters): ${JSON.stringify(draft)}`)
    throw new Error(
      'writeLaunchPiece is not wired in createAiSdkProvider (src/server/generation/providers/ai-sdk-provider.ts) on this branch: the kit cannot be measured yet',
    )
  }
  const perPiece: { piece: LaunchPiece; calls: number; inputTokens: number; outputTokens: number; counted: number }[] = []
  const beforeKit = tokenUsage()
  for (const piece of LAUNCH_PIECES) {
    const before = tokenUsage()
    at = fake.requests.length
    fake.enqueue({ json: modelReply(piece) })
    await writeLaunchPiece({ piece, brief: launchBrief })
    const used = delta(before, 'launch-kit')
    const seen = counted(at)
    perPiece.push({ piece, calls: seen.calls, inputTokens: used.inputTokens, outputTokens: used.outputTokens, counted: seen.inputTokens })
  }
  const kit = delta(beforeKit, 'launch-kit')
  // Should the kit's calls record no usage under 'launch-kit', fall back to what the fake counted.
  const reported = kit.inputTokens > 0
  const kitInput = reported ? kit.inputTokens : perPiece.reduce((n, p) => n + p.counted, 0)
  const kitOutput = reported ? kit.outputTokens : perPiece.reduce((n, p) => n + tokensOf(JSON.stringify(modelReply(p.piece))), 0)
  const kitCalls = perPiece.reduce((n, p) => n + p.calls, 0)

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
        reported ? String(kit.cachedInputTokens) : '–',
        String(kitOutput),
        String(cost(kitInput, kitOutput)),
        String(CREDIT_COSTS.launchKit),
      ],
    ]),
  )
  console.log(
    "(chapters are written one after another here, so more of their prompts hit the fake's cache than in a real draft, which writes them at once: see bench:draft)",
  )
  console.log('The kit per piece:')
  console.log(
    table([
      ['', 'calls', 'input', 'output'],
      ...perPiece.map((p) => [
        p.piece,
        String(p.calls),
        String(reported ? p.inputTokens : p.counted),
        String(reported ? p.outputTokens : tokensOf(JSON.stringify(modelReply(p.piece)))),
      ]),
    ]),
  )
  const ratios = {
    input: kitInput / draft.inputTokens,
    output: kitOutput / draft.outputTokens,
    cost: cost(kitInput, kitOutput) / cost(draft.inputTokens, draft.outputTokens),
    credits: CREDIT_COSTS.launchKit / CREDIT_COSTS.draft,
  }
  console.log(
    table([
      ['kit ÷ draft, input tokens', ratio(kitInput, draft.inputTokens)],
      ['kit ÷ draft, output tokens', ratio(kitOutput, draft.outputTokens)],
      ['kit ÷ draft, cost at 1 : 4', ratios.cost.toFixed(2)],
      ['kit ÷ draft, credits', `${ratios.credits.toFixed(2)} (${CREDIT_COSTS.launchKit} ÷ ${CREDIT_COSTS.draft})`],
    ]),
  )
  if (!reported) console.log("(the kit's calls recorded no usage under 'launch-kit': its figures are counted at the fake)")
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
        kit: { calls: kitCalls, inputTokens: kitInput, outputTokens: kitOutput, reported, perPiece },
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
