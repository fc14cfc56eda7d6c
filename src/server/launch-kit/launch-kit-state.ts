import { LAUNCH_PIECES, type LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKit, LaunchKitResponse, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { asUser } from '../projects/as-user.ts'
import { isoDate } from '../projects/project-json.ts'
import { findProject, type ProjectRow } from '../projects/projects.queries.ts'
import type { LaunchKitRow } from './launch-kit.queries.ts'

export const noSuchProject = () => new AppError('not_found', 'There is no such project.')

/** The caller's project, read under their own role: another user's project is not found, like a missing one. */
export async function ownProject(db: Database, userId: string, projectId: string): Promise<ProjectRow> {
  const row = await asUser(db, userId, (tx) => findProject(tx, projectId))
  if (!row) throw noSuchProject()
  return row
}

/** The pieces as stored (each as written or as last edited), by name. */
export type StoredPieces = Partial<{ [P in LaunchPiece]: LaunchPieceValue<P> }>

export const storedPieces = (row: LaunchKitRow | undefined): StoredPieces => (row?.pieces ?? {}) as StoredPieces

export const missingPieces = (row: LaunchKitRow | undefined): LaunchPiece[] =>
  LAUNCH_PIECES.filter((piece) => storedPieces(row)[piece] === undefined)

/**
 * Where the kit stands. A `writing` row whose lease ran out lost its writer (a crash, a restart):
 * it reads as `incomplete`, and the next whole-kit write refunds that writer's charge.
 */
export function kitStatus(row: LaunchKitRow | undefined): LaunchKitResponse['status'] {
  if (!row) return 'none'
  if (row.status === 'writing' && !row.leased) return 'incomplete'
  return row.status
}

/** GET/POST/PUT's answer: every piece at the top level (null until written), then the kit's state. */
export function toResponse(row: LaunchKitRow | undefined): LaunchKitResponse {
  const pieces = storedPieces(row)
  const piece = <P extends LaunchPiece>(name: P): LaunchPieceValue<P> | null => pieces[name] ?? null
  return {
    kdp: piece('kdp'),
    etsy: piece('etsy'),
    storeCopy: piece('storeCopy'),
    salesPage: piece('salesPage'),
    emails: piece('emails'),
    social: piece('social'),
    leadMagnet: piece('leadMagnet'),
    status: kitStatus(row),
    paid: Boolean(row?.paid_at),
    meta: row?.meta ?? {},
    flags: LAUNCH_PIECES.flatMap((name) => row?.flags[name] ?? []),
    updatedAt: row ? isoDate(row.updated_at) : null,
  }
}

/** The written pieces, for the downloads; a kit with none is 409 `launch_kit_missing`. */
export function writtenKit(row: LaunchKitRow | undefined): { pieces: Partial<LaunchKit>; row: LaunchKitRow } {
  const pieces = storedPieces(row)
  if (!row || Object.keys(pieces).length === 0) throw new AppError('launch_kit_missing', 'This book has no launch kit yet: write it first.')
  return { pieces, row }
}
