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
    ['refund', 'outline_failed', 'Outline failed — credits refunded'],
    ['hold', 'draft', 'Draft started (credits reserved)'],
    ['settle', 'draft', 'Draft completed'],
    ['release', 'cancelled', 'Draft cancelled — credits returned'],
    ['release', 'expired', 'Draft expired — credits returned'],
    ['release', 'something new', 'Draft stopped — credits returned'],
  ] as const)('%s %s → %s', (kind, reason, label) => {
    expect(historyLabel({ kind, reason })).toBe(label)
  })

  it('signs amounts with a true minus and dates en-GB', () => {
    expect([signedAmount(80), signedAmount(-2), signedAmount(0)]).toEqual(['+80', '−2', '0'])
    expect(historyDate('2026-11-22T09:41:00Z')).toMatch(/^22 Nov 2026, \d{2}:41$/)
  })
})
