import { describe, expect, it } from 'vitest'
import type { CoverDesign } from '@core/cover-design.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { coverDesignOf, editCoverDesign, readHexColor, setCoverDesign } from './cover-design-edits.ts'

const doc = {
  title: 'T',
  description: '',
  productType: 'planner',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [],
} as unknown as ProjectDocument

describe('the cover design as the designer reads and stores it', () => {
  it('opens on the product type’s default and stores a choice in publishing.cover beside the other settings', () => {
    expect(coverDesignOf(doc)).toEqual({ layout: 'handwritten', font: 'theme', palette: 'theme', image: { source: 'art', art: 'auto' } })
    const withAuthor = { ...doc, publishing: { author: 'Ana' } }
    const split = editCoverDesign((d) => ({ ...d, layout: 'split' }))(withAuthor)
    expect(split.publishing).toEqual({ author: 'Ana', cover: { ...coverDesignOf(doc), layout: 'split' } })
    // The same design again is no change: the autosave has nothing to send.
    expect(editCoverDesign((d) => ({ ...d, layout: 'split' }))(split)).toBe(split)
  })

  it('never stores a design the server would refuse', () => {
    const noColour: CoverDesign = { layout: 'band', font: 'theme', palette: 'custom', image: { source: 'art', art: 'rings' } }
    expect(setCoverDesign(doc, noColour)).toBe(doc)
    expect(setCoverDesign(doc, { ...noColour, color: 'red' })).toBe(doc)
    expect(setCoverDesign(doc, { ...noColour, image: { source: 'upload', imageId: 'not-an-id' } })).toBe(doc)
    expect(setCoverDesign(doc, { ...noColour, color: '#aa0000' }).publishing?.cover?.color).toBe('#aa0000')
  })

  it('reads a hex colour as typed, with or without # and in short form', () => {
    expect(['#9F1239', '9f1239', ' #9f1239 '].map(readHexColor)).toEqual(['#9f1239', '#9f1239', '#9f1239'])
    expect(readHexColor('#0a7')).toBe('#00aa77')
    for (const wrong of ['', '#12', '#12zz45', 'red', '#1234567']) expect(readHexColor(wrong)).toBeNull()
  })
})
