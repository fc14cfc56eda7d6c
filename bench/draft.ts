// A 10-chapter draft through the HTTP API, as the generator screen writes it (one job stream, the
// server writing the chapters, then the book-level quality pass), against a fake OpenAI-compatible
// server with a fixed per-chapter latency, AT THE DEFAULT SETTINGS (DRAFT_CONCURRENCY unset,
// QUALITY_PASS=revise). The outline is a realistic one: ten titles with plans, about 1,000 tokens.
// Prints:
//   - the draft's time ÷ one chapter's time (goal ≤ 1.2), and the time from "start" to the first
//     streamed text (goal ≤ 1 s); one chapter's time is a one-chapter draft through the same calls;
//   - where the time goes after the chapters are written: the quality pass (last chapter → done),
//     finish (settling and making the project) and the editor's first load of the project;
//   - input tokens per book and the share of a chapter prompt that is the prefix every chapter of
//     the book shares (goal ≥ 60 %), and the input tokens the provider reported as served from its
//     prompt cache (the fake caches as OpenAI documents: a shared prefix of ≥ 1,024 tokens, in
//     128-token steps), with the saving per book at the cached-input discounts providers give.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { DraftJobEvent } from '../src/core/generation-schemas.ts'
import { chapterPrompt } from '../src/server/generation/prompts/prompts.ts'
import { tokenUsage } from '../src/server/generation/providers/token-usage.ts'
import { draftClient } from './draft-client.ts'
import { startDraftBenchServer, startFakeProviderProcess } from './draft-server.ts'
import { mark, ms, table } from './format.ts'
import { outline, request, sampleBrief } from './sample-book.ts'

const CHAPTERS = 10
const LATENCY_MS = 300
// BENCH_REPEATS only for a quick check that the bench runs; the figures are the median of 5.
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5)
const GOALS = { ratio: 1.2, firstTextMs: 1000, sharedPrefix: 0.6 } as const
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
/** About four characters a token for English prose (OpenAI's and Anthropic's tokenizers are close to it). */
const tokens = (text: string) => Math.ceil(text.length / 4)

/** The chapter prompts of the book as the server builds them, and how much of each is the shared prefix. */
function promptShares() {
  const parts = outline.chapters.map((_, index) => chapterPrompt({ brief: sampleBrief, index, earlier: [] }))
  const total = parts.map((p) => tokens(p.system) + tokens(p.prompt))
  const shared = parts.map((p) => tokens(p.system) + tokens(p.prefix ?? ''))
  const identical = parts.every((p) => p.system === parts[0]?.system && p.prefix === parts[0]?.prefix)
  return {
    promptTokens: median(total),
    sharedTokens: median(shared),
    share: median(shared.map((s, i) => s / (total[i] as number))),
    bookInputTokens: total.reduce((a, b) => a + b, 0),
    identical,
  }
}

// 200 ms to the first token, then 8 chunks 14 ms apart: ≈ LATENCY_MS per chapter, streamed as a model does.
const fake = await startFakeProviderProcess({ latencyMs: LATENCY_MS - 100, chunks: 8, chunkDelayMs: 14 })
const server = await startDraftBenchServer(fake.baseURL, 8 * (1 + 2 * REPEATS))
// The same app with the prompt-cache warm-up on (decision 82): the trade-off in one table.
const warm = await startDraftBenchServer(fake.baseURL, 8 * (1 + 2 * REPEATS), { DRAFT_CACHE_WARMUP_MS: '1500' })
const clients = { defaults: draftClient(server.url, server.token), warm: draftClient(warm.url, warm.token) }
// Each draft a new book (its description numbered), so no prompt is cached from an earlier run.
let books = 0

async function runDraft(chapters: number, client = clients.defaults) {
  const book = { ...outline, description: `${outline.description} (${++books})`, chapters: outline.chapters.slice(0, chapters) }
  const usageBefore = tokenUsage()
  const cpuBefore = process.cpuUsage()
  const t0 = performance.now()
  const { jobId } = await client.json<{ jobId: string }>('/draft/start', { ...request, outline: book })
  let firstTextMs = NaN
  let writtenMs = NaN
  const seen = new Set<number>()
  const onEvent = (event: DraftJobEvent) => {
    if (event.type !== 'chapter' || seen.has(event.index)) return
    seen.add(event.index)
    if (seen.size === chapters) writtenMs = performance.now() - t0
  }
  const written = await client.streamJob(jobId, () => (firstTextMs = performance.now() - t0), onEvent)
  const streamMs = performance.now() - t0
  if (written.filter(Boolean).length !== chapters) throw new Error(`${written.filter(Boolean).length} of ${chapters} chapters came back`)
  const { projectId } = await client.json<{ projectId: string }>('/draft/finish', { jobId })
  const finishedMs = performance.now() - t0
  await client.get(`/projects/${projectId}`)
  const loadedMs = performance.now() - t0
  const cpu = process.cpuUsage(cpuBefore)
  const usageAfter = tokenUsage()
  const delta = (task: string, key: 'inputTokens' | 'cachedInputTokens' | 'calls') =>
    (usageAfter[task]?.[key] ?? 0) - (usageBefore[task]?.[key] ?? 0)
  return {
    draftMs: loadedMs,
    firstTextMs,
    /** CPU time of this process (the app and the bench client; the fake provider runs apart). */
    cpuMs: (cpu.user + cpu.system) / 1000,
    phases: { writeMs: writtenMs, qualityMs: streamMs - writtenMs, finishMs: finishedMs - streamMs, editorLoadMs: loadedMs - finishedMs },
    usage: {
      chapterCalls: delta('chapter', 'calls'),
      inputTokens: delta('chapter', 'inputTokens'),
      cachedInputTokens: delta('chapter', 'cachedInputTokens'),
      revisionCalls: delta('revision', 'calls'),
    },
  }
}

try {
  const loadStart = loadavg()
  await runDraft(2) // warm-up: JIT, first queries, the first connections
  // One-chapter drafts interleaved with the measured ones, so a busy moment on the machine
  // weighs on both sides of the ratio alike.
  const single: number[] = []
  const singleRuns: Awaited<ReturnType<typeof runDraft>>[] = []
  const samples: Awaited<ReturnType<typeof runDraft>>[] = []
  const warmSamples: Awaited<ReturnType<typeof runDraft>>[] = []
  await runDraft(2, clients.warm)
  for (let i = 0; i < REPEATS; i++) {
    const one = await runDraft(1)
    single.push(one.draftMs)
    singleRuns.push(one)
    samples.push(await runDraft(CHAPTERS))
    warmSamples.push(await runDraft(CHAPTERS, clients.warm))
  }
  const warmMs = median(warmSamples.map((s) => s.draftMs))
  const warmUsage = warmSamples.at(-1)?.usage ?? { chapterCalls: 0, inputTokens: 0, cachedInputTokens: 0, revisionCalls: 0 }
  const warmShare = warmUsage.inputTokens ? warmUsage.cachedInputTokens / warmUsage.inputTokens : 0
  const oneChapterMs = median(single)
  const draftMs = median(samples.map((s) => s.draftMs))
  const firstTextMs = median(samples.map((s) => s.firstTextMs))
  type Phase = keyof (typeof samples)[number]['phases']
  const phasesOf = (runs: typeof samples) => {
    const phase = (k: Phase) => median(runs.map((s) => s.phases[k]))
    return { writeMs: phase('writeMs'), qualityMs: phase('qualityMs'), finishMs: phase('finishMs'), editorLoadMs: phase('editorLoadMs') }
  }
  const phases = phasesOf(samples)
  const onePhases = phasesOf(singleRuns)
  const ratio = draftMs / oneChapterMs
  const prompts = promptShares()
  const usage = samples.at(-1)?.usage ?? { chapterCalls: 0, inputTokens: 0, cachedInputTokens: 0, revisionCalls: 0 }
  const cachedShare = usage.inputTokens ? usage.cachedInputTokens / usage.inputTokens : 0
  const saving = (discount: number) => cachedShare * discount
  const pass = {
    ratio: ratio <= GOALS.ratio,
    firstText: firstTextMs <= GOALS.firstTextMs,
    sharedPrefix: prompts.share >= GOALS.sharedPrefix && prompts.identical,
  }

  console.log(
    `Draft of ${CHAPTERS} chapters at the default settings (one job stream, quality pass on), fake provider at ${LATENCY_MS} ms per chapter, median of ${REPEATS}:`,
  )
  console.log(
    table([
      ['one chapter', ms(oneChapterMs), 'start → editor loaded', ''],
      [`${CHAPTERS} chapters`, ms(draftMs), `${ratio.toFixed(2)}× one chapter`, `goal ≤ ${GOALS.ratio} ${mark(pass.ratio)}`],
      ['first streamed text', ms(firstTextMs), 'after start', `goal ≤ ${ms(GOALS.firstTextMs)} ${mark(pass.firstText)}`],
    ]),
  )
  console.log(
    `With the prompt-cache warm-up (DRAFT_CACHE_WARMUP_MS=1500, the first chapter alone until its first text): ${ms(warmMs)}, ` +
      `${(warmMs / oneChapterMs).toFixed(2)}× one chapter; cached input ${warmUsage.cachedInputTokens} of ${warmUsage.inputTokens} tokens ` +
      `(${(warmShare * 100).toFixed(0)} %: ${(warmShare * 50).toFixed(0)} % saved on input at a 50 % cached discount, ${(warmShare * 90).toFixed(0)} % at 90 %). ` +
      `It costs one time-to-first-token (${LATENCY_MS - 100} ms of this fake's ${LATENCY_MS} ms chapter; about 1 s of a real model's 20–40 s).`,
  )
  console.log(`Where the time goes (median): ${CHAPTERS} chapters against one`)
  const row = (label: string, k: Phase) => [label, ms(phases[k]), ms(onePhases[k]), `+${ms(phases[k] - onePhases[k])}`]
  console.log(
    table([
      ['', `${CHAPTERS} chapters`, 'one chapter', 'difference'],
      row('start → every chapter written', 'writeMs'),
      row('book quality pass (last chapter → done)', 'qualityMs'),
      row('finish (settle, make the project)', 'finishMs'),
      row("editor's first load (GET /api/projects/:id)", 'editorLoadMs'),
      [
        'CPU time of the app and client (all phases)',
        ms(median(samples.map((x) => x.cpuMs))),
        ms(median(singleRuns.map((x) => x.cpuMs))),
        `+${ms(median(samples.map((x) => x.cpuMs)) - median(singleRuns.map((x) => x.cpuMs)))}`,
      ],
    ]),
  )
  console.log(`Prompt tokens per book (${CHAPTERS} chapter prompts, ≈ 4 characters a token):`)
  console.log(
    table([
      ['input tokens per book (chapter prompts)', String(prompts.bookInputTokens)],
      ['one chapter prompt', String(prompts.promptTokens)],
      [
        'shared prefix (system + brief + outline)',
        `${prompts.sharedTokens} (${(prompts.share * 100).toFixed(0)} %)${prompts.identical ? ', byte-identical in every chapter' : ', NOT identical'}`,
        `goal ≥ ${GOALS.sharedPrefix * 100} % ${mark(pass.sharedPrefix)}`,
      ],
      [
        'provider-reported input / cached (fake, OpenAI rules)',
        `${usage.inputTokens} / ${usage.cachedInputTokens} (${(cachedShare * 100).toFixed(0)} %) over ${usage.chapterCalls} calls`,
      ],
      [
        'saving on input per book',
        `${(saving(0.5) * 100).toFixed(0)} % at a 50 % cached discount; ${(saving(0.9) * 100).toFixed(0)} % at 90 %`,
      ],
      ['revision calls per book', String(usage.revisionCalls)],
    ]),
  )
  const loadEnd = loadavg()
  console.log(
    `load average: ${loadStart.map((l) => l.toFixed(2)).join(' ')} → ${loadEnd.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs (shared)`,
  )

  const output = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: loadEnd },
    settings:
      'defaults (DRAFT_CONCURRENCY unset: every chapter at once; QUALITY_PASS=revise; DRAFT_CACHE_WARMUP_MS=0), POST /api/draft/stream',
    chapters: CHAPTERS,
    providerLatencyMs: LATENCY_MS,
    repeats: REPEATS,
    oneChapterMs,
    draftMs,
    ratio,
    firstTextMs,
    phases,
    onePhases,
    cpuMs: { draft: median(samples.map((x) => x.cpuMs)), oneChapter: median(singleRuns.map((x) => x.cpuMs)) },
    prompts,
    usage,
    withWarmup: {
      draftMs: warmMs,
      ratio: warmMs / oneChapterMs,
      usage: warmUsage,
      savingOnInput: { at50: warmShare * 0.5, at90: warmShare * 0.9 },
    },
    savingOnInput: { at50: saving(0.5), at90: saving(0.9) },
    goals: GOALS,
    pass,
  }
  const dir = resolve(import.meta.dirname, 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'draft.json'), `${JSON.stringify(output, null, 2)}\n`)
  if (!pass.ratio || !pass.firstText || !pass.sharedPrefix) process.exitCode = 1
} finally {
  await server.close()
  await warm.close()
  await fake.close()
}
