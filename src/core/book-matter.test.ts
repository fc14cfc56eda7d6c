import { describe, expect, it } from 'vitest'
import { defaultMatter } from './book-matter.ts'

describe('defaultMatter', () => {
  it('makes a first Introduction front matter and a last Conclusion back matter', () => {
    expect(defaultMatter('Introduction', 0, 8)).toBe('front')
    expect(defaultMatter('1. Introduction', 0, 8)).toBe('front')
    expect(defaultMatter('Conclusion', 7, 8)).toBe('back')
    expect(defaultMatter('Final Thoughts', 7, 8)).toBe('back')
    expect(defaultMatter('Introducción', 0, 5)).toBe('front')
  })
  it('keeps a real chapter whose title only starts like one, and one out of place, numbered', () => {
    expect(defaultMatter('Introduction to Sourdough', 0, 8)).toBe('body')
    expect(defaultMatter('Introduction', 3, 8)).toBe('body')
    expect(defaultMatter('Conclusion', 0, 8)).toBe('body')
  })
})
