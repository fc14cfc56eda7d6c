import { paths } from '@core/routes.ts'
import type { SellerProfile, sellerProfileUpdateSchema } from '@core/selling-schemas.ts'
import { publicPaths } from '@core/selling.ts'
import Stripe from 'stripe'
import type { z } from 'zod'
import type { RequestUser } from '../../auth/request-user.ts'
import { AppError } from '../../http/app-error.ts'
import { log } from '../../observability/logger.ts'
import { findSellerProfile, type SellerProfileRow } from '../shared/selling.queries.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { accountChargesEnabled, connectClient, createConnectedAccount, onboardingLink } from './connect-stripe.ts'
import { attachStripeAccount, saveSellerProfile, setChargesEnabled } from './seller-profile.queries.ts'

/** The seller profile and Stripe Connect onboarding (issue 33, decision 132). */

function profileOf(deps: SellingDeps, row: SellerProfileRow): SellerProfile {
  return {
    storeHandle: row.store_handle,
    storeName: row.store_name,
    postalAddress: row.postal_address,
    replyTo: row.reply_to,
    checkoutMode: deps.config.sellCheckout,
    stripeAccountId: row.stripe_account_id,
    chargesEnabled: row.charges_enabled,
    platformFeePercent: deps.config.PLATFORM_FEE_PERCENT,
    storeUrl: row.store_handle ? `${deps.config.siteUrl}${publicPaths.store(row.store_handle)}` : null,
  }
}

/**
 * The creator's profile. A connected account Stripe has not yet reported ready is asked about
 * once more here: the creator comes back from onboarding to this screen, often before the
 * account.updated event arrives.
 */
export async function getSellerProfile(deps: SellingDeps, userId: string): Promise<SellerProfile> {
  const row = await findSellerProfile(deps.db, userId)
  if (deps.config.sellCheckout === 'stripe-connect' && row.stripe_account_id && !row.charges_enabled) {
    try {
      if (await accountChargesEnabled(connectClient(deps.config), row.stripe_account_id)) {
        await setChargesEnabled(deps.db, row.stripe_account_id, true)
        return profileOf(deps, { ...row, charges_enabled: true })
      }
    } catch (error) {
      // Stripe unreachable: the webhook still says so later.
      log.warn(
        `Seller ${userId}: could not ask Stripe about ${row.stripe_account_id}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  return profileOf(deps, row)
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

export async function updateSellerProfile(
  deps: SellingDeps,
  userId: string,
  changes: z.infer<typeof sellerProfileUpdateSchema>,
): Promise<SellerProfile> {
  try {
    await saveSellerProfile(deps.db, userId, { ...changes, replyTo: changes.replyTo?.toLowerCase() ?? changes.replyTo }, deps.now())
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('slug_taken', `The store address /s/${changes.storeHandle ?? ''} is already taken. Choose another.`)
    }
    throw error
  }
  return getSellerProfile(deps, userId)
}

/**
 * Stripe Connect onboarding: the creator's Standard account (made on the first click, kept after)
 * and a fresh link to Stripe's onboarding, which leads back to the sales screen's settings.
 */
export async function connectAccount(deps: SellingDeps, user: RequestUser): Promise<{ url: string }> {
  if (deps.config.sellCheckout !== 'stripe-connect') {
    const how =
      deps.config.sellCheckout === 'external'
        ? "buyers pay on each product's own checkout link (Gumroad, Payhip, Lemon Squeezy, Etsy)"
        : 'the local test checkout takes the orders, with test cards and no charge'
    throw new AppError('conflict', `This server's checkout mode is '${deps.config.sellCheckout}': ${how}, so no Stripe account is needed.`)
  }
  const stripe = connectClient(deps.config)
  try {
    let account = (await findSellerProfile(deps.db, user.id)).stripe_account_id
    if (!account) account = await attachStripeAccount(deps.db, user.id, await createConnectedAccount(stripe, user), deps.now())
    return { url: await onboardingLink(stripe, account, `${deps.config.siteUrl}${paths.sales}?tab=settings`) }
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error
    const detail = error instanceof Error ? error.message : String(error)
    log.error(`Seller ${user.id}: Stripe Connect onboarding failed: ${detail}`)
    throw new AppError('provider_failed', `Could not open Stripe's onboarding: ${detail}`)
  }
}
