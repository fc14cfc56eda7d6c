import { describe, expect, it } from 'vitest'
import { createOfflineWriter } from './offline-writer.ts'
import type { SelectionJob } from '../provider.ts'
import { rewriteSelectionOffline } from './selection.ts'

const base: SelectionJob = {
  action: 'shorten',
  selection: 'Water the seedlings every morning. Check the soil first. Dry soil needs water, wet soil does not.',
  before: '',
  after: '',
  chapterTitle: 'Watering',
}
const run = (over: Partial<SelectionJob>) => rewriteSelectionOffline({ ...base, ...over })

describe('the offline writer\u2019s selection actions', () => {
  it('shortens a paragraph to its first sentences, and one sentence by its last clause', () => {
    expect(run({})).toBe('Water the seedlings every morning. Check the soil first.')
    expect(run({ selection: 'Water the seedlings every morning, before the sun is high.' })).toBe('Water the seedlings every morning.')
  })

  it('expands prose by a sentence and a checklist by an unticked item', () => {
    const prose = run({ action: 'expand' })
    expect(prose.startsWith(`${base.selection} `)).toBe(true)
    expect(prose.length).toBeGreaterThan(base.selection.length + 20)
    const list = run({ action: 'expand', selection: '- [x] Water daily\n- [x] Feed weekly' })
    expect(list).toMatch(/^- \[x\] Water daily\n- \[x\] Feed weekly\n- \[ \] \S/)
  })

  it('simplifies wording, fixes grammar mechanically and returns correct text as it is', () => {
    expect(run({ action: 'simplify', selection: 'Utilize a can in order to water; however, go slowly.' })).toBe(
      'Use a can to water. But go slowly.',
    )
    expect(run({ action: 'grammar', selection: 'water the the seedlings  daily' })).toBe('Water the seedlings daily.')
    expect(run({ action: 'grammar' })).toBe(base.selection)
  })

  it('changes the tone, rewrites and follows an instruction by its gist, the same way every time', () => {
    const text = 'It is important to water daily. You should not skip a day.'
    expect(run({ action: 'tone', tone: 'casual', selection: text })).not.toBe(text)
    expect(run({ action: 'rewrite', selection: text })).not.toBe(text)
    expect(run({ action: 'rewrite', selection: text })).toBe(run({ action: 'rewrite', selection: text }))
    expect(run({ action: 'custom', instruction: 'Make it shorter please' })).toBe(run({}))
  })

  it('streams the passage through onDelta and answers the whole of it', async () => {
    const deltas: string[] = []
    const text = await createOfflineWriter().rewriteSelection(base, (d) => deltas.push(d))
    expect(deltas.join('')).toBe(text)
    expect(text).toBe(run({}))
  })
})

describe('Try again offline', () => {
  it('gives another suggestion than the one not taken', () => {
    for (const action of ['shorten', 'expand', 'simplify', 'rewrite'] as const) {
      const first = run({ action, selection: 'Utilize a can; water early. Check the soil. Feed weekly. Rest on Sundays.' })
      expect(
        run({ action, selection: 'Utilize a can; water early. Check the soil. Feed weekly. Rest on Sundays.', previous: first }),
      ).not.toBe(first)
    }
  })
})
