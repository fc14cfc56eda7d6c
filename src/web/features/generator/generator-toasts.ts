import { CREDIT_COSTS } from '@core/generation.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { apiErrorText } from '@web/lib/api-error-text.ts'

/** Spec §8 texts, word for word. */
export const GENERATOR_TEXT = {
  throttled: "We're throttled or something went wrong. Please try again.",
  outlineFailed: 'Failed to generate outline',
  outlineDone: 'Your product outline has been created successfully.',
  draftFailed: 'Failed to generate draft',
  draftFailedFallback: 'Something went wrong. Please try again.',
  draftDone: 'Your complete draft is ready for editing.',
  insufficient: 'Insufficient credits',
} as const

/** The message to show for a failure; empty when there is none (the draft toast then has its own fallback). */
export const describeError = (error: unknown): string => apiErrorText(error, '')

/** '−2 credits • 8 left' (spec §8); without a known balance, just what was spent. */
export function spentTitle(spent: number, left: number | null): string {
  return left === null ? `−${spent} credits` : `−${spent} credits • ${left} left`
}

export function toastOutlineFailed(message: string): void {
  const description = message.includes('429') ? GENERATOR_TEXT.throttled : message
  toast({ title: GENERATOR_TEXT.outlineFailed, description, variant: 'destructive' })
}

export function toastOutlineDone(spent: number, left: number | null): void {
  toast({ title: spentTitle(spent, left), description: GENERATOR_TEXT.outlineDone })
}

/** Before a draft, when the known balance is too low (spec §5). */
export function toastDraftNeedsCredits(balance: number): void {
  toast({
    title: GENERATOR_TEXT.insufficient,
    description: `You need ${CREDIT_COSTS.draft} credits to generate a complete draft. You have ${balance} credits.`,
    variant: 'destructive',
  })
}

export function toastDraftFailed(message: string): void {
  if (message.includes('Insufficient credits') || message.includes('402')) {
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
