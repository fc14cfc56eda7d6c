import { describe, expect, it } from 'vitest'
import { changedSince, isOutlineStale, type OutlineInput } from './outline-input.ts'

const madeFor: OutlineInput = { topic: 'Podcasting for beginners', productType: 'ebook', tone: 'professional', targetAudience: '' }
const outline = { title: 'Start a podcast', description: 'From idea to episode one.', chapters: [{ title: 'Gear' }] }

describe('changedSince', () => {
  it('finds nothing changed for the same input', () => {
    expect(changedSince(madeFor, { ...madeFor })).toEqual([])
  })

  it('names each of the four fields that changed', () => {
    expect(changedSince(madeFor, { ...madeFor, topic: 'Social media for cafés' })).toEqual(['topic'])
    expect(changedSince(madeFor, { ...madeFor, productType: 'guide' })).toEqual(['productType'])
    expect(changedSince(madeFor, { ...madeFor, tone: 'casual' })).toEqual(['tone'])
    expect(changedSince(madeFor, { ...madeFor, targetAudience: 'Retired teachers' })).toEqual(['targetAudience'])
    expect(changedSince(madeFor, { topic: 'Knitting', productType: 'planner', tone: 'expert', targetAudience: 'Kids' })).toEqual([
      'topic',
      'productType',
      'tone',
      'targetAudience',
    ])
  })

  it('ignores surrounding and repeated whitespace and letter case', () => {
    expect(changedSince(madeFor, { ...madeFor, topic: '  podcasting   FOR beginners ' })).toEqual([])
    expect(changedSince({ ...madeFor, targetAudience: 'New hosts' }, { ...madeFor, targetAudience: 'new\thosts ' })).toEqual([])
    expect(changedSince(madeFor, { ...madeFor, targetAudience: '   ' })).toEqual([])
  })

  it('counts a changed word, or a word added, as a change', () => {
    expect(changedSince(madeFor, { ...madeFor, topic: 'Podcasting for experts' })).toEqual(['topic'])
    expect(changedSince(madeFor, { ...madeFor, topic: 'Podcasting for beginners on a budget' })).toEqual(['topic'])
  })

  it('finds nothing when nobody knows what the outline was made for', () => {
    expect(changedSince(null, { ...madeFor, topic: 'Anything' })).toEqual([])
  })
})

describe('isOutlineStale', () => {
  it('is stale only with an outline, a known input and a change', () => {
    const form = { ...madeFor, topic: 'Social media for cafés', outline, outlineInput: madeFor }
    expect(isOutlineStale(form)).toBe(true)
    expect(isOutlineStale({ ...form, topic: 'podcasting for beginners' })).toBe(false)
    expect(isOutlineStale({ ...form, outline: null })).toBe(false)
    expect(isOutlineStale({ ...form, outlineInput: null })).toBe(false)
  })
})
