import type { CreditHistoryEntry } from '@core/credit-history.ts'
import { CREDIT_PACKS } from '@core/credit-packs.ts'
import { parseDraftStopReason } from '@core/draft-charge.ts'

const RELEASES: Record<string, string> = {
  cancelled: 'Draft cancelled — credits returned',
  expired: 'Draft expired — credits returned',
  replaced: 'Draft replaced — credits returned',
}

const STOPS = { cancelled: 'Draft cancelled', expired: 'Draft expired', replaced: 'Draft replaced' } as const
const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`

/** A draft that stopped early (its release, or its settle when nothing came back), e.g. '… 3 credits for 3 of 8 chapters, 5 returned'. */
function stoppedDraft(reason: string, returned: number): string | undefined {
  const stop = parseDraftStopReason(reason)
  if (!stop) return undefined
  if (stop.spent === 0) return `${STOPS[stop.stop]} before any chapter was written: ${credits(returned)} returned`
  const kept = `${STOPS[stop.stop]}: ${credits(stop.spent)} for ${stop.delivered} of ${stop.total} chapters`
  return returned > 0 ? `${kept}, ${returned} returned` : kept
}

/** A ledger row in plain words (kinds and reasons: src/server/credits/ledger.ts and its callers). */
export function historyLabel({ kind, reason, amount }: Pick<CreditHistoryEntry, 'kind' | 'reason' | 'amount'>): string {
  switch (kind) {
    case 'grant': {
      if (reason === 'signup_bonus') return 'Sign-up bonus'
      if (reason === 'opening_balance') return 'Opening balance'
      const pack = CREDIT_PACKS.find((p) => reason === `purchase_${p.id}`)
      return pack ? `${pack.name} pack purchased` : 'Credits added by support'
    }
    case 'spend':
      if (reason === 'launch_kit') return 'Launch kit written'
      return reason === 'cover_image' ? 'Cover art generated' : 'Outline generated'
    case 'refund':
      return reason === 'launch_kit_failed' ? 'Launch kit failed — credits refunded' : 'Outline failed — credits refunded'
    case 'hold':
      return 'Draft started (credits reserved)'
    case 'settle':
      return stoppedDraft(reason, 0) ?? 'Draft completed'
    case 'release':
      return stoppedDraft(reason, amount) ?? RELEASES[reason] ?? 'Draft stopped — credits returned'
  }
}

/** '+80', '−2' (a true minus sign), and '0' for a settle (its credits left at the hold). */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : '0')

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
/** en-GB like the rest of the dashboard: '22 Nov 2026, 09:41'. */
export const historyDate = (iso: string) => dateTime.format(new Date(iso))
