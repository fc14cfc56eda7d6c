import { describe, expect, it } from 'vitest'
import { countChanges, type DiffRow, diffTexts } from './version-diff.ts'

/** Rows as strings: '-'/'+'/' ' then the line, changed words in [brackets]; '…n' for folded lines. */
const show = (rows: DiffRow[]) =>
  rows.map((r) =>
    r.kind === 'skipped'
      ? `…${r.lines}`
      : `${{ same: ' ', removed: '-', added: '+' }[r.kind]}${r.parts.map((p) => (p.changed ? `[${p.text}]` : p.text)).join('')}`,
  )

describe('diffTexts', () => {
  it('is empty when nothing changed', () => {
    expect(diffTexts('## A\n\nSame.', '## A\n\nSame.')).toEqual([])
  })

  it('marks the words that changed inside a changed line, on both sides', () => {
    expect(show(diffTexts('## Warm-up\n\nThe quick fox jumps.\n', '## Warm-up\n\nThe slow fox jumps.\n'))).toEqual([
      ' ## Warm-up',
      ' ',
      '-The [quick] fox jumps.',
      '+The [slow] fox jumps.',
    ])
  })

  it('shows lines only in one text as wholly removed or added', () => {
    const rows = diffTexts('one\ntwo\nthree', 'one\nthree\nfour')
    expect(show(rows)).toEqual([' one', '-two', ' three', '+four'])
    expect(countChanges(rows)).toEqual({ removed: 1, added: 1 })
  })

  it('folds long unchanged runs, keeping two lines of context next to a change', () => {
    const body = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`)
    const rows = diffTexts([...body, 'old end'].join('\n'), [...body, 'new end'].join('\n'))
    expect(show(rows)).toEqual(['…8', ' line 9', ' line 10', '-[old] end', '+[new] end'])
  })

  it('keeps a blank line both texts share as unchanged between the changed lines', () => {
    expect(show(diffTexts('a\n\nb', 'x\n\ny'))).toEqual(['-[a]', '+[x]', ' ', '-[b]', '+[y]'])
  })

  it('still compares texts too different for a word diff, line by line', () => {
    const before = Array.from({ length: 400 }, (_, i) => `alpha ${i} beta`).join(' ')
    const after = Array.from({ length: 400 }, (_, i) => `gamma ${i * 7} delta`).join(' ')
    expect(show(diffTexts(before, after))).toEqual([`-${before}`, `+${after}`])
  })
})
