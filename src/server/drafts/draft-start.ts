import { createHash } from 'node:crypto'
import { CREDIT_COSTS } from '@core/generation.ts'
import { isPrintable } from '@core/planner.ts'
import type { DraftJob, DraftStartRequest, DraftStartResponse } from '@core/generation-schemas.ts'
import { holdCredits } from '../credits/ledger.ts'
import { lockBalance } from '../credits/ledger.queries.ts'
import type { Database } from '../db/database.ts'
import type { GenerationDeps } from '../generation/providers/generation-deps.ts'
import { settledMatters } from '../generation/outline/outline-matter.ts'
import { usablePageFields } from '../generation/prompts/page-sections.ts'
import { AppError } from '../http/app-error.ts'
import { listChapters } from './draft-chapters.queries.ts'
import { expireDraft, holdRef, releaseDraft } from './draft-release.ts'
import { draftJobView } from './draft-view.ts'
import { findRunningJob, insertJob } from './drafts.queries.ts'
import { noSuchOutline } from '../outlines/outlines.handlers.ts'
import { findOutline, linkJobToOutline, updateOutline } from '../outlines/outlines.queries.ts'

/** An empty plan is no plan: stored as null, and the same for the fingerprint. */
const planOf = (plan: string | undefined) => (plan?.trim() ? plan.trim() : null)

/**
 * Same brief and outline (plans, language and subtitle included), same fingerprint: a repeated start (a
 * reload, a double click) resumes. An outline with neither hashes as it did before plans existed,
 * so an older client's draft, started before this change, still resumes.
 */
export function draftFingerprint(req: DraftStartRequest): string {
  const { topic, productType, tone, targetAudience, outline } = req
  const canonical: unknown[] = [
    topic,
    productType,
    tone,
    targetAudience ?? null,
    outline.title,
    outline.description,
    outline.chapters.map((c) => c.title),
  ]
  const plans = outline.chapters.map((c) => planOf(c.plan))
  if (outline.language || plans.some((p) => p !== null)) canonical.push(plans, outline.language ?? null)
  // Only when there is one, so an outline without a subtitle hashes as it did before subtitles.
  const subtitle = outline.subtitle?.trim()
  if (subtitle) canonical.push({ subtitle })
  // Likewise the page templates (issue 28): a planner whose sections changed is a new draft.
  if (outline.chapters.some((c) => c.pageTemplate)) {
    canonical.push({ pages: outline.chapters.map((c) => [c.pageTemplate ?? null, c.pageOptions ?? null]) })
  }
  // And the matters (issue 29): an introduction made numbered is a new draft (its prompt differs).
  if (outline.chapters.some((c) => c.matter && c.matter !== 'body')) {
    canonical.push({ matters: outline.chapters.map((c) => c.matter ?? 'body') })
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * One running draft per user, one hold per draft. The balance lock serialises a user's starts,
 * so two racing starts with the same outline give the same job, and a new outline releases the
 * old job's hold in the same transaction that takes the new one.
 *
 * A saved outline (`outlineId`, issue 30) must be the caller's. One a project was already drafted
 * from is refused with `outline_drafted` before anything is held, unless `again` says the person
 * chose to draft it again; a repeated start of its running draft still resumes it.
 */
export async function startDraft({ db, config }: GenerationDeps, userId: string, req: DraftStartRequest): Promise<DraftStartResponse> {
  const fingerprint = draftFingerprint(req)
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId)
    if (balance === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
    const saved = req.outlineId ? await findOutline(tx, userId, req.outlineId) : undefined
    if (req.outlineId && !saved) throw noSuchOutline()
    const running = await findRunningJob(tx, userId, true)
    if (running && !running.expired && running.fingerprint === fingerprint) {
      if (saved) await linkJobToOutline(tx, running.id, saved.id)
      return { ...draftJobView(running, await listChapters(tx, running.id)), creditsLeft: balance }
    }
    if (saved?.project_id && !req.again) throw new AppError('outline_drafted')
    // What is drafted is what the account keeps: an edit whose save had not arrived yet is not lost.
    if (saved) await updateOutline(tx, userId, saved.id, req.outline)
    if (running) await releaseDraft(tx, running, running.expired ? 'expired' : 'replaced')
    // An introduction the creator moved into the middle of the outline is written as a numbered chapter.
    const matters = settledMatters(req.outline.chapters.map((c) => c.matter))
    const job = await insertJob(tx, {
      userId,
      topic: req.topic,
      productType: req.productType,
      tone: req.tone,
      targetAudience: req.targetAudience ?? null,
      title: req.outline.title,
      description: req.outline.description,
      subtitle: req.outline.subtitle?.trim() || null,
      language: req.outline.language ?? null,
      fingerprint,
      outlineId: saved?.id ?? null,
      creditsHeld: CREDIT_COSTS.draft,
      ttlSeconds: config.DRAFT_JOB_TTL_SECONDS,
      // Only the templates that fit the product type travel (a checklist's 'week' would be drawn as nothing).
      chapters: req.outline.chapters.map((c, i) => {
        const page = usablePageFields(c, req.productType)
        return {
          title: c.title,
          plan: planOf(c.plan),
          pageTemplate: page.pageTemplate ?? null,
          pageOptions: page.pageOptions ?? null,
          // Issue 29: as the outline (or the creator) set it; a planner's or checklist's sections have none.
          matter: isPrintable(req.productType) ? null : (matters[i] ?? null),
        }
      }),
    })
    const hold = await holdCredits(tx, { userId, ref: holdRef(job.id), reason: 'draft', amount: CREDIT_COSTS.draft })
    return { ...draftJobView(job, await listChapters(tx, job.id)), creditsLeft: hold.balance_after }
  })
}

/** The caller's running draft, for a returning user; an idle one past its expiry is released instead. */
export async function currentDraft(db: Database, userId: string): Promise<DraftJob | null> {
  let job = await findRunningJob(db, userId)
  if (job?.expired) {
    await expireDraft(db, job)
    job = await findRunningJob(db, userId)
  }
  return job && !job.expired ? draftJobView(job, await listChapters(db, job.id)) : null
}
