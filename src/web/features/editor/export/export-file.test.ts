import { describe, expect, it } from 'vitest'
import { exportPayload, fileNameFromDisposition } from './export-file.ts'

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="golf-for-life.pdf"', 'golf-for-life.pdf'],
    ['attachment; filename=golf.docx', 'golf.docx'],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''caf%C3%A9.pdf", 'café.pdf'],
    ['attachment; filename="say \\"hi\\".md"', 'say "hi".md'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name)
  })

  it.each([null, '', 'attachment', 'attachment; filename=""', 'attachment; filename="../etc/passwd"', "attachment; filename*=UTF-8''%E0%A4%A"])(
    'gives none for %j (the caller falls back to document.pdf / document.docx)',
    (header) => {
      expect(fileNameFromDisposition(header)).toBeNull()
    },
  )
})

describe('exportPayload', () => {
  it("sends title, description, the document's real product type and the chapters' title and content only", () => {
    const payload = exportPayload({
      title: 'Plan',
      description: 'Weekly',
      productType: 'planner',
      tone: 'casual',
      targetAudience: 'students',
      currentChapterIndex: 1,
      chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Week 1', content: '## Week 1\n\n- [ ] Plan' }],
    })
    expect(payload).toEqual({ title: 'Plan', description: 'Weekly', productType: 'planner', chapters: [{ title: 'Week 1', content: '## Week 1\n\n- [ ] Plan' }] })
  })
})
