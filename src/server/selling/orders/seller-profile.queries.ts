import type { Queryable } from '../../db/database.ts'

/** The seller profile's writes (issue 33); reads are shared (findSellerProfile in selling.queries.ts). */
export interface SellerProfileChanges {
  storeHandle?: string | null
  storeName?: string
  postalAddress?: string
  replyTo?: string | null
}

/** Creates the row with the changes, or changes only the fields given. 23505 on store_handle: the handle is taken. */
export async function saveSellerProfile(db: Queryable, userId: string, changes: SellerProfileChanges, at: Date): Promise<void> {
  const given = (value: unknown) => value !== undefined
  await db.query(
    `insert into public.seller_profiles (user_id, store_handle, store_name, postal_address, reply_to, updated_at)
     values ($1, $3, coalesce($5, ''), coalesce($7, ''), $9, $10)
     on conflict (user_id) do update set
       store_handle = case when $2::boolean then excluded.store_handle else public.seller_profiles.store_handle end,
       store_name = case when $4::boolean then excluded.store_name else public.seller_profiles.store_name end,
       postal_address = case when $6::boolean then excluded.postal_address else public.seller_profiles.postal_address end,
       reply_to = case when $8::boolean then excluded.reply_to else public.seller_profiles.reply_to end,
       updated_at = excluded.updated_at`,
    [
      userId,
      given(changes.storeHandle),
      changes.storeHandle ?? null,
      given(changes.storeName),
      changes.storeName ?? null,
      given(changes.postalAddress),
      changes.postalAddress ?? null,
      given(changes.replyTo),
      changes.replyTo ?? null,
      at.toISOString(),
    ],
  )
}

/**
 * Keeps the first connected account a creator was given: two clicks on "Connect" at once both ask
 * Stripe (with one idempotency key, so for one account), and whichever stores it first wins.
 */
export async function attachStripeAccount(db: Queryable, userId: string, accountId: string, at: Date): Promise<string> {
  const { rows } = await db.query<{ stripe_account_id: string }>(
    `insert into public.seller_profiles (user_id, stripe_account_id, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set stripe_account_id = coalesce(public.seller_profiles.stripe_account_id, excluded.stripe_account_id),
       updated_at = excluded.updated_at
     returning stripe_account_id`,
    [userId, accountId, at.toISOString()],
  )
  return rows[0]?.stripe_account_id ?? accountId
}

/** Stripe's word on whether a connected account may take charges (account.updated, or a fresh look). */
export async function setChargesEnabled(db: Queryable, accountId: string, enabled: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.seller_profiles set charges_enabled = $2, updated_at = now() where stripe_account_id = $1 and charges_enabled <> $2`,
    [accountId, enabled],
  )
  return (rowCount ?? 0) > 0
}
