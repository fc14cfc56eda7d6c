import type { ErrorCode } from '@core/errors.ts'
import { CREDIT_COSTS } from '@core/generation.ts'
import { toast } from '@web/components/ui/use-toast.ts'

/** The generator's toast texts (docs/product.md#outline-generation, #draft-generation), word for word. */
export const GENERATOR_TEXT = {
  throttled: "We're throttled or something went wrong. Please try again.",
  outlineFailed: 'Failed to generate outline',
  outlineDone: 'Your product outline has been created successfully.',
  draftFailed: 'Failed to generate draft',
  draftFailedFallback: 'Something went wrong. Please try again.',
  draftDone: 'Your complete draft is ready for editing.',
  insufficient: 'Insufficient credits',
} as const

/** '−2 credits • 8 left' (docs/product.md#outline-generation); without a known balance, just what was spent. */
export function spentTitle(spent: number, left: number | null): string {
  return left === null ? `−${spent} credits` : `−${spent} credits • ${left} left`
}

/** The throttled text follows the code (docs/product.md#outline-generation), never from the text (decision 43). */
export function toastOutlineFailed(message: string, code?: ErrorCode): void {
  const description = code === 'rate_limited' ? GENERATOR_TEXT.throttled : message
  toast({ title: GENERATOR_TEXT.outlineFailed, description, variant: 'destructive' })
}

export function toastOutlineDone(spent: number, left: number | null): void {
  toast({ title: spentTitle(spent, left), description: GENERATOR_TEXT.outlineDone })
}

/** Before a draft, when the known balance is too low (docs/product.md#draft-generation). */
export function toastDraftNeedsCredits(balance: number): void {
  toast({
    title: GENERATOR_TEXT.insufficient,
    description: `You need ${CREDIT_COSTS.draft} credits to generate a complete draft. You have ${balance} credits.`,
    variant: 'destructive',
  })
}

/**
 * 'Insufficient credits' answers our own `insufficient_credits` code (docs/product.md#draft-generation,
 * decision 43): a provider's 402 is a provider failure, not the account's balance.
 */
export function toastDraftFailed(message: string, code?: ErrorCode): void {
  if (code === 'insufficient_credits') {
    toast({
      title: GENERATOR_TEXT.insufficient,
      description: `You need ${CREDIT_COSTS.draft} credits to generate a complete draft.`,
      variant: 'destructive',
    })
    return
  }
  toast({ title: GENERATOR_TEXT.draftFailed, description: message || GENERATOR_TEXT.draftFailedFallback, variant: 'destructive' })
}

export function toastDraftDone(spent: number, left: number | null): void {
  toast({ title: spentTitle(spent, left), description: GENERATOR_TEXT.draftDone })
}
