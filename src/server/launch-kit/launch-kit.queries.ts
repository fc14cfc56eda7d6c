import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchPieceMeta } from '@core/launch-kit-schemas.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The launch kits (migration 0024, decision 122): one row per project, written by the server's own
 * connection only (owners have a read grant under RLS, nothing more). Every query names the owner,
 * so another user's project id finds nothing.
 */

/** How long a whole-kit writer holds the kit, renewed as each piece is stored; a crashed writer's lease runs out. */
export const LAUNCH_KIT_LEASE_SECONDS = 600

export interface LaunchKitRow {
  project_id: string
  user_id: string
  pieces: Partial<Record<LaunchPiece, unknown>>
  meta: Partial<Record<LaunchPiece, LaunchPieceMeta>>
  flags: Partial<Record<LaunchPiece, LaunchFlag[]>>
  status: 'writing' | 'ready' | 'incomplete'
  paid_at: Date | string | null
  charge_ref: string | null
  writing_until: Date | string | null
  /** True while a writer's lease has not run out (the database's clock). */
  leased: boolean
  updated_at: Date | string
}

const COLUMNS = `project_id, user_id, pieces, meta, flags, status, paid_at, charge_ref, writing_until,
  coalesce(writing_until > now(), false) as leased, updated_at`

export async function findKit(db: Queryable, userId: string, projectId: string, lock = false): Promise<LaunchKitRow | undefined> {
  const { rows } = await db.query<LaunchKitRow>(
    `select ${COLUMNS} from public.launch_kits where project_id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [projectId, userId],
  )
  return rows[0]
}

/** Takes the lease for a whole-kit write under `chargeRef` (a new row for a first kit). */
export async function leaseKit(tx: Queryable, userId: string, projectId: string, chargeRef: string): Promise<void> {
  await tx.query(
    `insert into public.launch_kits (project_id, user_id, status, charge_ref, writing_until)
     values ($1, $2, 'writing', $3, now() + $4::int * interval '1 second')
     on conflict (project_id) do update set status = 'writing', charge_ref = excluded.charge_ref,
       writing_until = excluded.writing_until, updated_at = now()
     where public.launch_kits.user_id = excluded.user_id`,
    [projectId, userId, chargeRef, LAUNCH_KIT_LEASE_SECONDS],
  )
}

/**
 * Stores one piece, its meta and its flags, in one statement (pieces finishing at once each change
 * only their own key). `renewLease` is for a whole-kit writer: each piece stored extends its lease.
 */
export async function storePiece(
  db: Queryable,
  userId: string,
  projectId: string,
  stored: { piece: LaunchPiece; value: unknown; meta: LaunchPieceMeta; flags: LaunchFlag[] },
  renewLease = false,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.launch_kits set
       pieces = jsonb_set(pieces, array[$3::text], $4::jsonb),
       meta = jsonb_set(meta, array[$3::text], $5::jsonb),
       flags = jsonb_set(flags, array[$3::text], $6::jsonb),
       writing_until = case when $7::boolean then now() + $8::int * interval '1 second' else writing_until end,
       updated_at = now()
     where project_id = $1 and user_id = $2`,
    [
      projectId,
      userId,
      stored.piece,
      JSON.stringify(stored.value),
      JSON.stringify(stored.meta),
      JSON.stringify(stored.flags),
      renewLease,
      LAUNCH_KIT_LEASE_SECONDS,
    ],
  )
  return rowCount > 0
}

/** The whole-kit write is over: `ready` (paid now) or `incomplete` (refunded); the lease ends. */
export async function finishKitWrite(db: Queryable, userId: string, projectId: string, outcome: 'ready' | 'incomplete'): Promise<void> {
  await db.query(
    `update public.launch_kits set status = $3, writing_until = null, updated_at = now(),
       paid_at = case when $3 = 'ready' then coalesce(paid_at, now()) else paid_at end
     where project_id = $1 and user_id = $2`,
    [projectId, userId, outcome],
  )
}
