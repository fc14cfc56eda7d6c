import { describe, expect, it } from 'vitest'
import { sourcesMatching } from '../../../../tests/support/source-scan.ts'
import { chapterCountLabel, editorPathFor, productTypeLabel, updatedLabel } from './project-format.ts'

describe('project-format', () => {
  it('opens a project in the editor by its id', () => {
    expect(editorPathFor('0b6f2c1e-7d4a-4f7e-9c1a-2f1e3d4c5b6a')).toBe('/editor?project=0b6f2c1e-7d4a-4f7e-9c1a-2f1e3d4c5b6a')
  })

  it('is the one place the web app spells the editor path of a project (the selling screens have theirs apart)', () => {
    // selling-paths.ts holds /sell?project=…: apart, so the editor's guarded first load does not carry it (decision 136).
    expect(sourcesMatching(new URL('../..', import.meta.url), /\?project=\$\{/).sort()).toEqual([
      'lib/projects/project-format.ts',
      'lib/selling-paths.ts',
    ])
  })

  it('names product types as the generator does', () => {
    expect(productTypeLabel('ebook')).toBe('Ebook')
    expect(productTypeLabel('checklist')).toBe('Checklist')
  })

  it('counts chapters in the singular and plural', () => {
    expect(chapterCountLabel(1)).toBe('1 chapter')
    expect(chapterCountLabel(12)).toBe('12 chapters')
  })

  it('shows the update time en-GB, in the given time zone', () => {
    expect(updatedLabel('2025-03-05T14:05:09.000Z', 'UTC')).toBe('Updated 5 Mar 2025, 14:05')
    expect(updatedLabel('2025-03-05T23:30:00.000Z', 'Europe/Berlin')).toBe('Updated 6 Mar 2025, 00:30')
  })

  it('does not print "Invalid Date" for a value it cannot read', () => {
    expect(updatedLabel('not a date')).toBe('Updated recently')
  })
})
