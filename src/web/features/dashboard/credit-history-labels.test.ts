import { describe, expect, it } from 'vitest'
import { historyDate, historyLabel, signedAmount } from './credit-history-labels.ts'

describe('credit history wording', () => {
  it.each([
    ['grant', 'signup_bonus', 'Sign-up bonus'],
    ['grant', 'opening_balance', 'Opening balance'],
    ['grant', 'purchase_standard', 'Standard pack purchased'],
    ['grant', 'purchase_pro', 'Pro pack purchased'],
    ['grant', 'Export failed, sorry', 'Credits added by support'],
    ['spend', 'outline', 'Outline generated'],
    ['spend', 'cover_image', 'Cover art generated'],
    ['refund', 'outline_failed', 'Outline failed — credits refunded'],
    ['spend', 'launch_kit', 'Launch kit written'],
    ['refund', 'launch_kit_failed', 'Launch kit failed — credits refunded'],
    ['hold', 'draft', 'Draft started (credits reserved)'],
    ['settle', 'draft', 'Draft completed'],
    ['release', 'cancelled', 'Draft cancelled — credits returned'],
    ['release', 'expired', 'Draft expired — credits returned'],
    ['release', 'something new', 'Draft stopped — credits returned'],
    ['release', 'cancelled chapters=3/8 spent=3', 'Draft cancelled: 3 credits for 3 of 8 chapters, 5 returned'],
    ['release', 'expired chapters=1/3 spent=3', 'Draft expired: 3 credits for 1 of 3 chapters, 5 returned'],
    ['release', 'replaced chapters=0/5 spent=0', 'Draft replaced before any chapter was written: 8 credits returned'],
    ['settle', 'cancelled chapters=4/4 spent=8', 'Draft cancelled: 8 credits for 4 of 4 chapters'],
  ] as const)('%s %s → %s', (kind, reason, label) => {
    // A release row's amount is what came back: 8 held minus what was kept.
    const amount = kind === 'release' ? 8 - (Number(/spent=(\d+)/.exec(reason)?.[1]) || 0) : 0
    expect(historyLabel({ kind, reason, amount })).toBe(label)
  })

  it('signs amounts with a true minus and dates en-GB', () => {
    expect([signedAmount(80), signedAmount(-2), signedAmount(0)]).toEqual(['+80', '−2', '0'])
    expect(historyDate('2026-11-22T09:41:00Z')).toMatch(/^22 Nov 2026, \d{2}:41$/)
  })
})
