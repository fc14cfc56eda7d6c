// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { diffTexts } from './version-diff.ts'
import { VersionDiffView } from './version-diff-view.tsx'

afterEach(cleanup)

describe('VersionDiffView', () => {
  it('labels changed lines in words, marks changed words as deletion/insertion and keeps blank lines visible', () => {
    render(<VersionDiffView rows={diffTexts('# T\n\ni think this this is good\n', '# T\n\nI think this is good.\n')} label="Differences" />)
    const diff = screen.getByRole('group', { name: 'Differences' })
    const rows = [...diff.querySelectorAll('[data-diff]')]
    expect(rows.map((r) => r.getAttribute('data-diff'))).toEqual(['same', 'same', 'removed', 'added'])
    // The blank line between heading and paragraph is a row with content, so it takes up a line.
    expect(rows[1]?.textContent).toContain('\u00a0')
    expect(rows[2]).toHaveTextContent('Removed:')
    expect(rows[3]).toHaveTextContent('Added:')
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('deletion')
        .map((d) => d.textContent),
    ).toEqual(['i', 'this '])
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('insertion')
        .map((d) => d.textContent),
    ).toEqual(['I', '.'])
  })
})
