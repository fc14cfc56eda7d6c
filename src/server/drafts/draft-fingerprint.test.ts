import { describe, expect, it } from 'vitest'
import type { DraftStartRequest } from '@core/generation-schemas.ts'
import { draftFingerprint } from './draft-start.ts'

const request: DraftStartRequest = {
  topic: 'sourdough baking',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: undefined,
  outline: { title: 'Sourdough at Home', description: 'A friendly guide to a first loaf.', chapters: [{ title: 'Starter' }] },
}

describe('the draft fingerprint and the subtitle (issue 27)', () => {
  it('is what it was for an outline without a subtitle, and differs with one', () => {
    // The hash of this request before subtitles existed (commit 877dda1's code): a draft started then still resumes.
    const before = '30e09dee1ebed7a35630e9106a085803de17f7aabe679e934b3cb3538d442a8d'
    expect(draftFingerprint(request)).toBe(before)
    expect(draftFingerprint({ ...request, outline: { ...request.outline, subtitle: '  ' } })).toBe(before)
    const withSubtitle = draftFingerprint({ ...request, outline: { ...request.outline, subtitle: 'Bake a Loaf You Are Proud Of' } })
    expect(withSubtitle).not.toBe(draftFingerprint(request))
    expect(withSubtitle).toBe(draftFingerprint({ ...request, outline: { ...request.outline, subtitle: ' Bake a Loaf You Are Proud Of ' } }))
  })
})

describe('the draft fingerprint and page templates (issue 28)', () => {
  const planner: DraftStartRequest = { ...request, productType: 'planner' }
  const sections = (layout: 'vertical' | 'horizontal') => ({
    ...planner,
    outline: { ...planner.outline, chapters: [{ title: 'Starter', pageTemplate: 'week' as const, pageOptions: { layout } }] },
  })

  it('is what it was for an outline without templates, and differs when a section or its options change', () => {
    expect(draftFingerprint({ ...request, outline: { ...request.outline } })).toBe(
      '30e09dee1ebed7a35630e9106a085803de17f7aabe679e934b3cb3538d442a8d',
    )
    const vertical = draftFingerprint(sections('vertical'))
    expect(vertical).not.toBe(draftFingerprint(planner))
    expect(vertical).not.toBe(draftFingerprint(sections('horizontal')))
    expect(vertical).toBe(draftFingerprint(sections('vertical')))
  })
})
