import type { Queryable } from '../db/database.ts'

export type LedgerKind = 'grant' | 'spend' | 'refund' | 'hold' | 'settle' | 'release'

export interface LedgerRow {
  id: number
  kind: LedgerKind
  amount: number
  balance_after: number
  reason: string
  ref: string
  created_at: string
}

/** Locks the user's balance row for the rest of the transaction: ledger steps per user run one at a time. */
export async function lockBalance(tx: Queryable, userId: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ credits: number }>('select credits from public.profiles where id = $1 for update', [userId])
  return rows[0]?.credits
}

export async function findLedgerRow(tx: Queryable, kind: LedgerKind, ref: string): Promise<LedgerRow | undefined> {
  const { rows } = await tx.query<LedgerRow>(
    'select id, kind, amount, balance_after, reason, ref, created_at from public.credit_ledger where kind = $1 and ref = $2',
    [kind, ref],
  )
  return rows[0]
}

/** Changes the balance and writes its ledger row; the caller holds the balance lock. */
export async function moveCredits(
  tx: Queryable,
  move: { userId: string; kind: LedgerKind; amount: number; reason: string; ref: string },
): Promise<LedgerRow> {
  const { rows } = await tx.query<LedgerRow>(
    `with changed as (
       update public.profiles set credits = credits + $3 where id = $1 returning credits
     )
     insert into public.credit_ledger (user_id, kind, amount, balance_after, reason, ref)
     select $1, $2, $3, credits, $4, $5 from changed
     returning id, kind, amount, balance_after, reason, ref, created_at`,
    [move.userId, move.kind, move.amount, move.reason, move.ref],
  )
  const row = rows[0]
  if (!row) throw new Error(`no profile ${move.userId} to move credits on`)
  return row
}

export async function listLedger(db: Queryable, userId: string, limit: number): Promise<LedgerRow[]> {
  const { rows } = await db.query<LedgerRow>(
    `select id, kind, amount, balance_after, reason, ref, created_at from public.credit_ledger
     where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  )
  return rows
}

/** Users whose balance differs from the sum of their ledger rows (should always be none). */
export async function findLedgerMismatches(db: Queryable): Promise<{ id: string; credits: number; ledger: number }[]> {
  const { rows } = await db.query<{ id: string; credits: number; ledger: number }>(
    `select p.id, p.credits, coalesce(sum(l.amount), 0)::int as ledger
     from public.profiles p left join public.credit_ledger l on l.user_id = p.id
     group by p.id, p.credits having p.credits <> coalesce(sum(l.amount), 0)`,
  )
  return rows
}
