import { describe, expect, it } from 'vitest'
import type { ChapterStatus } from '@core/generation-schemas.ts'
import { DELIVERED_MIN_CHARS } from '@core/draft-charge.ts'
import { cancelClause, cancelCost, cancelledText } from './cancel-cost.ts'

const chapters = (...statuses: ChapterStatus[]) => statuses.map((status) => ({ status }))

describe('what cancelling a draft costs', () => {
  it('pays for chapters written, rounded up; failed and pending ones, and one just begun, are free', () => {
    expect(cancelCost(8, chapters('pending', 'pending', 'pending'))).toEqual({ spent: 0, returned: 8 })
    expect(cancelCost(8, chapters('done', 'failed', 'pending'))).toEqual({ spent: 3, returned: 5 })
    expect(cancelCost(8, chapters('done', 'writing', 'done', 'pending', 'failed', 'pending', 'pending', 'pending'))).toEqual({
      spent: 2,
      returned: 6,
    })
    expect(cancelCost(8, chapters('done', 'done'))).toEqual({ spent: 8, returned: 0 })
  })

  it('counts a chapter being written once DELIVERED_MIN_CHARS of it have streamed, as the server does', () => {
    const writing = (chars: number) => ({ status: 'writing' as const, live: 'x'.repeat(chars) })
    expect(
      cancelCost(8, [writing(DELIVERED_MIN_CHARS - 1), writing(0), { status: 'done' as const }, { status: 'pending' as const }]),
    ).toEqual({ spent: 2, returned: 6 })
    expect(cancelCost(8, [writing(DELIVERED_MIN_CHARS), writing(0), { status: 'done' as const }, { status: 'pending' as const }])).toEqual({
      spent: 4,
      returned: 4,
    })
    // A page that came back to a running draft: the server said which chapters it counts.
    expect(
      cancelCost(8, [
        { status: 'pending', delivered: true },
        { status: 'pending' },
        { status: 'failed', delivered: true },
        { status: 'done' },
      ]),
    ).toEqual({ spent: 4, returned: 4 })
  })

  it('says it in the banner and the toast', () => {
    expect(cancelClause(8, chapters('pending', 'failed'))).toBe('cancelling gives them back')
    expect(cancelClause(8, chapters('done', 'pending', 'pending'))).toBe('cancelling now keeps 3 for the chapters written and gives 5 back')
    expect(cancelClause(8, chapters('done', 'done'))).toBe('cancelling now keeps all 8 for the chapters written')
    expect(cancelledText({ creditsSpent: 0, creditsReturned: 8 })).toBe('The 8 credits it held are back in your balance.')
    expect(cancelledText({ creditsSpent: 3, creditsReturned: 5 })).toBe(
      '3 credits paid for the chapters written; the other 5 are back in your balance.',
    )
    expect(cancelledText({ creditsSpent: 8, creditsReturned: 0 })).toBe('All 8 credits it held paid for the chapters written.')
  })
})
