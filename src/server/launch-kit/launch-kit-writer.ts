import { randomUUID } from 'node:crypto'
import { CREDIT_COSTS } from '@core/generation.ts'
import type { LaunchPiece } from '@core/launch-kit.ts'
import { generatedPieceSchemas, type LaunchKitResponse, type LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { refundSpend, spendCredits } from '../credits/ledger.ts'
import { findCredits } from '../credits/credits.queries.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { sanitizeKdpHtml } from '../generation/launch-kit/kdp-html.ts'
import { flagLaunchPiece } from '../generation/launch-kit/launch-flags.ts'
import { writeLaunchPieceOffline } from '../generation/launch-kit/offline/launch-offline.ts'
import { asAiCaller } from '../generation/providers/ai-caller.ts'
import { generationFailure } from '../generation/providers/generation-failure.ts'
import type { GenerationProvider, LaunchBrief, LaunchPieceJob } from '../generation/providers/provider.ts'
import { ProviderError } from '../generation/providers/provider-error.ts'
import { launchBrief } from './launch-brief.ts'
import { writeInCacheOrder } from './launch-kit-order.ts'
import { missingPieces, ownProject, storedPieces, toResponse } from './launch-kit-state.ts'
import { findKit, finishKitWrite, leaseKit, storePiece } from './launch-kit.queries.ts'

export interface LaunchWriterDeps {
  db: Database
  provider: GenerationProvider
}

const OFFLINE = 'offline'

/** Who writes launch pieces: the provider's own call, or the built-in writer's sample kit when it has none. */
const writerName = (provider: GenerationProvider) => (provider.writeLaunchPiece ? provider.name : OFFLINE)

/** KDP's description keeps only KDP's HTML, whoever wrote it (the model or the creator). */
export function tidyPiece<P extends LaunchPiece>(piece: P, value: LaunchPieceValue<P>): LaunchPieceValue<P> {
  if (piece !== 'kdp') return value
  const kdp = value as LaunchPieceValue<'kdp'>
  return { ...kdp, descriptionHtml: sanitizeKdpHtml(kdp.descriptionHtml) } as LaunchPieceValue<P>
}

/**
 * One piece from the writer, checked against the stores' limits before anything stores it: a
 * reply past them is the provider's failure (502), never a listing KDP or Etsy would refuse.
 * Counted as the user's AI call (asAiCaller), so the queue and the metrics see whose it is.
 */
async function writePiece<P extends LaunchPiece>(
  provider: GenerationProvider,
  userId: string,
  job: LaunchPieceJob<P>,
): Promise<LaunchPieceValue<P>> {
  const reply = await asAiCaller({ userId }, () =>
    provider.writeLaunchPiece ? provider.writeLaunchPiece(job) : Promise.resolve(writeLaunchPieceOffline(job)),
  )
  const parsed = generatedPieceSchemas[job.piece].safeParse(reply)
  if (!parsed.success)
    throw new ProviderError('invalid_output', 'The AI provider returned launch copy in an unexpected format. Please try again.')
  return tidyPiece(job.piece, parsed.data as LaunchPieceValue<P>)
}

/** Writes `piece` and stores it with its meta and flags; the whole-kit writer's stores renew its lease. */
async function writeAndStore<P extends LaunchPiece>(
  { db, provider }: LaunchWriterDeps,
  userId: string,
  projectId: string,
  job: LaunchPieceJob<P>,
  renewLease: boolean,
): Promise<void> {
  const value = await writePiece(provider, userId, job)
  const writer = writerName(provider)
  const meta = { writer, sample: writer === OFFLINE, writtenAt: (db.clock?.now() ?? new Date()).toISOString(), editedAt: null }
  const stored = await storePiece(
    db,
    userId,
    projectId,
    { piece: job.piece, value, meta, flags: flagLaunchPiece(job.piece, value) },
    renewLease,
  )
  // The project was deleted meanwhile (its kit went with it).
  if (!stored) throw new AppError('not_found', 'There is no such project.')
}

async function creditsLeft(db: Database, userId: string): Promise<number> {
  return Math.max(0, (await findCredits(db, userId)) ?? 0)
}

/**
 * POST /api/projects/:id/launch-kit `{}` (decision 122): the whole kit, paid once. The spend and
 * the lease are one transaction (spend first: it locks the balance row, so one user's writes queue
 * there and a second one finds the first's lease); the pieces are written outside any transaction,
 * the lead magnet alone first so the provider caches the book's prompt opening, then the six
 * others at once (decision 126; the AI call queue bounds them), each stored as it finishes, so a
 * crash keeps what was done. Every piece written: the kit is paid. Any piece failed: the spend is refunded in full,
 * the finished pieces stay, and a retry writes only the missing ones (and pays once more).
 * `signal` is the client's: leaving aborts the calls, and the bookkeeping still runs.
 */
export async function writeWholeKit(
  deps: LaunchWriterDeps,
  userId: string,
  projectId: string,
  signal?: AbortSignal,
): Promise<LaunchKitResponse> {
  const { db } = deps
  const project = await ownProject(db, userId, projectId)
  const refuse = (kit: Awaited<ReturnType<typeof findKit>>) => {
    if (kit?.paid_at) throw new AppError('launch_kit_exists', 'This book already has its launch kit: regenerate a piece instead.')
    if (kit?.leased) throw new AppError('launch_kit_busy')
  }
  // Answered before any spend, so a refusal is not mistaken for a short balance; checked again under the lock.
  refuse(await findKit(db, userId, projectId))
  const ref = `launch-kit:${randomUUID()}`
  const step = { userId, ref }
  await db
    .transaction(async (tx) => {
      await spendCredits(tx, { ...step, amount: CREDIT_COSTS.launchKit, reason: 'launch_kit' })
      const kit = await findKit(tx, userId, projectId, true)
      refuse(kit)
      // A writer whose lease ran out (a crash, a restart) never settled its charge: it is refunded now.
      if (kit?.status === 'writing' && kit.charge_ref && kit.charge_ref !== ref)
        await refundSpend(tx, { userId, ref: kit.charge_ref, reason: 'launch_kit_failed' })
      await leaseKit(tx, userId, projectId, ref)
    })
    .catch((error: unknown) => {
      // The project was deleted between the check and the lease.
      if ((error as { code?: unknown } | null)?.code === '23503') throw new AppError('not_found', 'There is no such project.')
      throw error
    })

  const brief: LaunchBrief = launchBrief(project)
  const pieces = missingPieces(await findKit(db, userId, projectId))
  const results = await writeInCacheOrder(pieces, (piece) =>
    writeAndStore(deps, userId, projectId, { piece, brief, ...(signal ? { signal } : {}) }, true),
  )
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    await db.transaction(async (tx) => {
      await refundSpend(tx, { ...step, reason: 'launch_kit_failed' })
      await finishKitWrite(tx, userId, projectId, 'incomplete')
    })
    throw generationFailure(failed.reason, signal)
  }
  await finishKitWrite(db, userId, projectId, 'ready')
  return {
    ...toResponse(await findKit(db, userId, projectId)),
    creditsSpent: CREDIT_COSTS.launchKit,
    creditsLeft: await creditsLeft(db, userId),
  }
}

/**
 * POST `{ piece, instruction? }`: one piece of a paid kit, written again, free (the route holds it
 * to the chapter rewrite limit). On success it replaces the stored piece; on failure the stored
 * piece stays and the failure is answered.
 */
export async function regeneratePiece(
  deps: LaunchWriterDeps,
  userId: string,
  projectId: string,
  request: { piece: LaunchPiece; instruction?: string },
  signal?: AbortSignal,
): Promise<LaunchKitResponse> {
  const { db } = deps
  const project = await ownProject(db, userId, projectId)
  const kit = await findKit(db, userId, projectId)
  if (!kit?.paid_at) throw new AppError('launch_kit_missing', 'Write the whole launch kit first; then each piece regenerates free.')
  const current = storedPieces(kit)[request.piece]
  const job: LaunchPieceJob = {
    piece: request.piece,
    brief: launchBrief(project),
    ...(request.instruction ? { instruction: request.instruction } : {}),
    ...(current !== undefined ? { current } : {}),
    ...(signal ? { signal } : {}),
  }
  try {
    await writeAndStore(deps, userId, projectId, job, false)
  } catch (error) {
    throw generationFailure(error, signal)
  }
  return { ...toResponse(await findKit(db, userId, projectId)), creditsSpent: 0, creditsLeft: await creditsLeft(db, userId) }
}

/** Before the first kit is paid, a regeneration is refused without counting against the limit. */
export async function assertPaidKit(db: Database, userId: string, projectId: string): Promise<void> {
  await ownProject(db, userId, projectId)
  const kit = await findKit(db, userId, projectId)
  if (!kit?.paid_at) throw new AppError('launch_kit_missing', 'Write the whole launch kit first; then each piece regenerates free.')
}
