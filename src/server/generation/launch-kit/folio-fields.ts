import { LAUNCH_EMAIL_PLAN } from '@core/launch-kit.ts'
import type { StoreCopy } from '@core/launch-kit-schemas.ts'
import type { LaunchBrief } from '../providers/provider.ts'

/**
 * The parts of the kit Folio writes itself rather than the model, because they must be exact:
 * KDP's AI-content answer, KDP Select's exclusivity, the suggested price and the emails' days.
 *
 * CONTRACT STUB (i32-offline fills in the texts and the price rules): the signatures are fixed.
 */
export function kdpAiDisclosure(brief: LaunchBrief): string {
  void brief
  return 'AI-generated: answer "Yes" to KDP\'s question about AI-generated content. Folio wrote this text with AI, and text an AI wrote counts as AI-generated even after you edit it.'
}

export function kdpSelectNote(): string {
  return 'KDP Select is exclusive: while the ebook is enrolled, you may not sell or give it away anywhere else, your own website included.'
}

export function suggestedPrice(brief: LaunchBrief): StoreCopy['suggestedPrice'] {
  void brief
  return { amount: 19, currency: 'USD', reasoning: 'A suggestion: a starting price to test, not a rule.' }
}

/** The day each of the seven emails goes out, counted from launch day. */
export const emailDays = (): { kind: (typeof LAUNCH_EMAIL_PLAN)[number]['kind']; day: number }[] => LAUNCH_EMAIL_PLAN.map((e) => ({ ...e }))
