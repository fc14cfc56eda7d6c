import { randomUUID } from 'node:crypto'
import { MATTERS, type Matter } from '@core/book-matter.ts'
import { productTypeSchema, toneSchema } from '@core/generation-schemas.ts'
import type { Database } from '../db/database.ts'
import type { GenerationDeps } from '../generation/providers/generation-deps.ts'
import type { ProductBrief } from '../generation/providers/provider.ts'
import { AppError } from '../http/app-error.ts'
import { storedFailure } from './chapter-failure.ts'
import { claimChapter, earlierChapters, lockChapter } from './draft-chapters.queries.ts'
import { writeClaimed } from './draft-writer.ts'
import { expireDraft } from './draft-release.ts'
import { findJobWithTitles, type JobStatus } from './drafts.queries.ts'
import { shuttingDown } from '../lifecycle/drain.ts'

const isMatter = (value: unknown): value is Matter => (MATTERS as readonly unknown[]).includes(value)

export interface DraftDeps extends GenerationDeps {
  /** How often a request waiting on a chapter another request is writing looks again. */
  pollMs?: number
  /** Aborted when this process's shutdown grace is over (decision 114): no chapter is claimed after it. */
  handBack?: AbortSignal
  /** Counts a draft's writing as in-flight work, which a graceful shutdown waits for (lifecycle/drain.ts). */
  track?: <T>(work: Promise<T>) => Promise<T>
}

export interface OpenChapter {
  jobId: string
  index: number
  brief: ProductBrief
}

export function closedJob(status: JobStatus): AppError {
  return status === 'finished'
    ? new AppError('conflict', 'This draft is already finished.')
    : new AppError(
        'conflict',
        'This draft was cancelled or expired: the chapters it delivered were paid for and the other credits returned. Start a new draft.',
      )
}

/** Checks the caller may write this chapter now, before any answer (or stream) starts. */
export async function openChapter(db: Database, userId: string, jobId: string, index: number): Promise<OpenChapter> {
  const job = await findJobWithTitles(db, jobId, userId)
  if (!job) throw new AppError('not_found', 'There is no such draft.')
  if (job.expired && (await expireDraft(db, job))) throw closedJob('released')
  if (job.status !== 'running') throw closedJob(job.status)
  const { titles, plans, matters, pages } = job
  if (index >= titles.length)
    throw new AppError('bad_request', `This draft has ${titles.length} chapters; there is no chapter ${index + 1}.`)
  const brief: ProductBrief = {
    topic: job.topic,
    productType: productTypeSchema.parse(job.product_type),
    tone: toneSchema.parse(job.tone),
    ...(job.target_audience ? { targetAudience: job.target_audience } : {}),
    title: job.title,
    description: job.description,
    chapters: titles.map((title, i) => {
      const page = pages[i]
      return {
        title,
        ...(plans[i] ? { plan: plans[i] } : {}),
        // Issue 29: an unnumbered introduction or conclusion is written as one (prompts.ts).
        ...(isMatter(matters[i]) ? { matter: matters[i] } : {}),
        ...(page?.template ? { pageTemplate: page.template, ...(page.options ? { pageOptions: page.options } : {}) } : {}),
      }
    }),
    ...(job.language ? { language: job.language } : {}),
  }
  return { jobId, index, brief }
}

type Claim =
  | { kind: 'done'; content: string }
  | { kind: 'wait' }
  | { kind: 'refused'; error: AppError }
  | { kind: 'claimed'; earlier: { index: number; title: string; content: string }[] }

/** One look at the chapter under its row lock: take it, or say why not. */
function tryClaim({ db, config }: DraftDeps, { jobId, index }: OpenChapter, owner: string, waited: boolean): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    const chapter = await lockChapter(tx, jobId, index)
    if (!chapter) throw new AppError('not_found', 'There is no such chapter.')
    if (chapter.job_status !== 'running') return { kind: 'refused', error: closedJob(chapter.job_status) }
    if (chapter.status === 'done') return { kind: 'done', content: chapter.content ?? '' }
    if (chapter.leased) return { kind: 'wait' }
    // The attempt this request waited on failed: answer with its error rather than retrying unasked.
    if (chapter.status === 'failed' && waited) return { kind: 'refused', error: storedFailure(chapter.error_code, chapter.error) }
    await claimChapter(tx, jobId, index, owner, {
      leaseSeconds: config.DRAFT_CHAPTER_LEASE_SECONDS,
      jobSeconds: config.DRAFT_JOB_TTL_SECONDS,
    })
    return { kind: 'claimed', earlier: await earlierChapters(tx, jobId, index) }
  })
}

/**
 * The chapter's text, written at most once: a written chapter comes from the database; one that
 * another request (or replica) is writing is waited for; a free, failed or abandoned one (its
 * lease lapsed: a killed process) is claimed and written here. `onDelta` sees text as it comes.
 */
export async function writeChapter(deps: DraftDeps, chapter: OpenChapter, onDelta?: (text: string) => void): Promise<string> {
  let waited = false
  for (;;) {
    if (deps.handBack?.aborted) throw shuttingDown()
    const owner = randomUUID()
    const claim = await tryClaim(deps, chapter, owner, waited)
    if (claim.kind === 'done') return claim.content
    if (claim.kind === 'refused') throw claim.error
    if (claim.kind === 'claimed') {
      const content = await writeClaimed(deps, chapter, { owner, earlier: claim.earlier, onDelta })
      if (content !== undefined) return content
    }
    // Someone else is writing it (or took over our lapsed claim): poll the database, which every replica shares.
    waited = true
    await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 100))
  }
}
