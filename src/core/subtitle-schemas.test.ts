import { describe, expect, it } from 'vitest'
import { exportDocumentSchema } from './export-schemas.ts'
import { draftJobSchema, outlineSchema } from './generation-schemas.ts'
import { preflightReportSchema } from './export-preflight.ts'
import { projectDocumentSchema } from './project-schemas.ts'
import { publishingSettingsSchema } from './publishing-schemas.ts'

// Issue 27 (decision 85): the subtitle, author bio, paper and the preflight's cover in the shared schemas.
const chapters = [{ id: '00000000-0000-4000-8000-000000000001', title: 'Grip', content: '## Grip' }]
const doc = {
  title: 'Golf',
  description: 'Swing better.',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  chapters,
  currentChapterIndex: 0,
}

describe('the subtitle, author bio and paper in the shared schemas (issue 27)', () => {
  it('a project document takes an optional subtitle, trimmed, of at most 160 characters', () => {
    expect(projectDocumentSchema.parse(doc)).not.toHaveProperty('subtitle')
    expect(projectDocumentSchema.parse({ ...doc, subtitle: '  Swing Better at Any Age ' }).subtitle).toBe('Swing Better at Any Age')
    expect(projectDocumentSchema.safeParse({ ...doc, subtitle: 'x'.repeat(160) }).success).toBe(true)
    expect(projectDocumentSchema.safeParse({ ...doc, subtitle: 'x'.repeat(161) }).error?.issues[0]?.message).toBe(
      'Keep the subtitle to 160 characters.',
    )
  })

  it('an outline and a draft job may carry one; older ones without it stay valid', () => {
    const outline = { title: 'Golf', description: 'Swing better.', chapters: [{ title: 'Grip' }] }
    expect(outlineSchema.parse(outline)).not.toHaveProperty('subtitle')
    expect(outlineSchema.parse({ ...outline, subtitle: ' Lower Scores ' }).subtitle).toBe('Lower Scores')
    expect(outlineSchema.safeParse({ ...outline, subtitle: 'x'.repeat(161) }).success).toBe(false)
    const job = {
      jobId: '00000000-0000-4000-8000-000000000002',
      status: 'running',
      ...outline,
      chapters: [],
      creditsHeld: 8,
      expiresAt: 'x',
    }
    expect(draftJobSchema.parse({ ...job, subtitle: 'Lower Scores' }).subtitle).toBe('Lower Scores')
  })

  it('the publishing settings take an author bio of at most 600 characters and the paper', () => {
    expect(publishingSettingsSchema.parse({ authorBio: 'Ana writes.', paper: 'color' })).toEqual({
      authorBio: 'Ana writes.',
      paper: 'color',
    })
    expect(publishingSettingsSchema.safeParse({ authorBio: 'x'.repeat(601) }).success).toBe(false)
    expect(publishingSettingsSchema.safeParse({ paper: 'glossy' }).error?.issues[0]?.message).toBe(
      'Choose the paper: white, cream or color.',
    )
  })

  it('the export payload carries the subtitle, bio and paper; the preflight report the cover', () => {
    const payload = { title: 'Golf', description: '', productType: 'guide', chapters: [{ title: 'Grip', content: 'x' }] }
    expect(exportDocumentSchema.parse({ ...payload, subtitle: 'Lower Scores', authorBio: 'Ana.', paper: 'cream' })).toMatchObject({
      subtitle: 'Lower Scores',
      authorBio: 'Ana.',
      paper: 'cream',
    })
    const cover = { paper: 'white', widthInches: 12.52, heightInches: 9.25, spineInches: 0.27, spineText: true }
    const report = { pages: 120, trimSize: '6x9', print: true, fontsEmbedded: true, fonts: [], images: [], unprintable: [], issues: [] }
    expect(preflightReportSchema.parse({ ...report, cover }).cover).toEqual(cover)
    expect(preflightReportSchema.safeParse(report).success).toBe(false)
  })
})
