import { describe, expect, it } from 'vitest'
import { SAVED_OUTLINE_TEXT } from '@core/saved-outlines.ts'
import { generatorPathForOutline, NOT_DRAFTED_LABEL } from './saved-outlines-api.ts'

describe('saved outlines in the lists', () => {
  it("label them exactly as the contract says ('Outline — not drafted')", () => {
    expect(NOT_DRAFTED_LABEL).toBe(SAVED_OUTLINE_TEXT.notDrafted)
  })

  it('open them in the generator by id', () => {
    expect(generatorPathForOutline('3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')).toBe('/?outline=3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')
  })
})
