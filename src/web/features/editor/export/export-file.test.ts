import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { exportPayload, fileNameFromDisposition, requestExport } from './export-file.ts'

const PROJECT_ID = '3f0c8a62-1d4b-4e7a-9b3c-5d2e8f1a6c47'
const plannerDoc: ProjectDocument = {
  title: 'Plan',
  description: '',
  productType: 'planner',
  tone: 'casual',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Week 1', content: 'Plan' }],
}

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="golf-for-life.pdf"', 'golf-for-life.pdf'],
    ['attachment; filename=golf.docx', 'golf.docx'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'caf%C3%A9.pdf', 'café.pdf'],
    ['attachment; filename="say \\"hi\\".md"', 'say "hi".md'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name)
  })

  it.each([
    null,
    '',
    'attachment',
    'attachment; filename=""',
    'attachment; filename="../etc/passwd"',
    "attachment; filename*=UTF-8''%E0%A4%A",
  ])('gives none for %j (the caller falls back to document.pdf / document.docx)', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull()
  })
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
    expect(payload).toEqual({
      title: 'Plan',
      description: 'Weekly',
      productType: 'planner',
      chapters: [{ title: 'Week 1', content: '## Week 1\n\n- [ ] Plan' }],
    })
  })

  it("sends a section's page template and options, and the planner settings, which the export schema takes (issue 28)", async () => {
    const { exportDocumentSchema } = await import('@core/export-schemas.ts')
    const payload = exportPayload({
      title: 'Plan',
      description: 'Weekly',
      productType: 'planner',
      tone: 'casual',
      targetAudience: 'students',
      currentChapterIndex: 0,
      chapters: [
        { id: '00000000-0000-4000-8000-000000000001', title: 'Use', content: 'Text', pageOptions: { pages: 3 } },
        {
          id: '00000000-0000-4000-8000-000000000002',
          title: 'Weeks',
          content: '- Rest',
          pageTemplate: 'week',
          pageOptions: { layout: 'horizontal' },
        },
      ],
      publishing: { plannerYear: 2027, plannerStartMonth: 9, weekStart: 'sunday', plannerMonths: 6, digitalPlanner: true, fillable: true },
    })
    expect(payload).toMatchObject({
      chapters: [
        { title: 'Use', content: 'Text' },
        { title: 'Weeks', content: '- Rest', pageTemplate: 'week', pageOptions: { layout: 'horizontal' } },
      ],
      plannerYear: 2027,
      plannerStartMonth: 9,
      weekStart: 'sunday',
      plannerMonths: 6,
      digitalPlanner: true,
      fillable: true,
    })
    // Options without a template mean nothing: a text page sends none.
    expect(payload.chapters[0]).toEqual({ title: 'Use', content: 'Text' })
    expect(exportDocumentSchema.parse(payload)).toEqual(payload)
  })

  it("flattens the project's language and publishing settings into the payload, which the export schema takes", async () => {
    const { exportDocumentSchema } = await import('@core/export-schemas.ts')
    const publishing = {
      author: 'Ana Pérez',
      trimSize: '6x9',
      print: true,
      theme: 'elegant',
      copyright: 'Ana Pérez',
      year: 2026,
      aiDisclosure: 'AI helped.',
    } as const
    const chapters = [{ id: '00000000-0000-4000-8000-000000000001', title: 'Uno', content: 'Texto' }]
    const doc = {
      title: 'Guía',
      description: '',
      productType: 'guide',
      tone: 'friendly',
      targetAudience: '',
      currentChapterIndex: 0,
      chapters,
    } as const
    const payload = exportPayload({ ...doc, language: 'es', publishing })
    expect(payload).toEqual({
      title: 'Guía',
      description: '',
      productType: 'guide',
      chapters: [{ title: 'Uno', content: 'Texto' }],
      language: 'es',
      ...publishing,
    })
    expect(exportDocumentSchema.parse(payload)).toEqual(payload)
    expect(Object.keys(exportPayload({ ...doc, chapters: [...chapters] }))).toEqual(['title', 'description', 'productType', 'chapters'])
  })

  it("sends each chapter's matter, every book-matter setting and the project's own subtitle only (issue 29)", async () => {
    const { exportDocumentSchema } = await import('@core/export-schemas.ts')
    const bookMatter = {
      edition: 'First edition, March 2027',
      isbn: '978-0-306-40615-7',
      imprint: 'Bright Fern Press',
      disclaimer: 'Not medical advice.',
      aboutAuthor: 'Ana has coached golfers for twenty years.',
      authorPhoto: 'asset:3f0c8a62-1d4b-4e7a-9b3c-5d2e8f1a6c47',
      alsoBy: ['Putting for Life', 'The Short Game'],
      callToAction: { heading: 'Enjoyed it?', text: 'Leave a review.', url: 'https://example.com/review' },
    }
    const payload = exportPayload(
      {
        title: 'Golf for Life',
        subtitle: ' Lower Scores at Any Age ',
        description: '',
        productType: 'ebook',
        tone: 'friendly',
        targetAudience: '',
        currentChapterIndex: 0,
        chapters: [
          { id: '00000000-0000-4000-8000-000000000001', title: 'Introduction', content: 'Hi', matter: 'front' },
          { id: '00000000-0000-4000-8000-000000000002', title: 'Grip', content: 'Hold', matter: 'body' },
          { id: '00000000-0000-4000-8000-000000000003', title: 'Stance', content: 'Stand' },
          { id: '00000000-0000-4000-8000-000000000004', title: 'Conclusion', content: 'Bye', matter: 'back' },
        ],
        publishing: { author: 'Ana', subtitle: 'A stale copy', ...bookMatter },
      },
      PROJECT_ID,
    )
    expect(payload).toEqual({
      title: 'Golf for Life',
      subtitle: 'Lower Scores at Any Age',
      description: '',
      productType: 'ebook',
      chapters: [
        { title: 'Introduction', content: 'Hi', matter: 'front' },
        { title: 'Grip', content: 'Hold', matter: 'body' },
        { title: 'Stance', content: 'Stand' },
        { title: 'Conclusion', content: 'Bye', matter: 'back' },
      ],
      author: 'Ana',
      ...bookMatter,
      projectId: PROJECT_ID,
    })
    expect(exportDocumentSchema.parse(payload)).toEqual(payload)
    // No subtitle on the project: none is sent, whatever the settings hold.
    expect(
      exportPayload({
        title: 'T',
        description: '',
        productType: 'ebook',
        tone: 'friendly',
        targetAudience: '',
        currentChapterIndex: 0,
        chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'One', content: 'x' }],
        publishing: { subtitle: 'A stale copy' },
      }),
    ).not.toHaveProperty('subtitle')
  })

  it('sends the subtitle, trimmed, and the author bio, paper and cover design with the other settings (issue 27)', async () => {
    const { exportDocumentSchema } = await import('@core/export-schemas.ts')
    const publishing = {
      authorBio: 'Ana teaches photography.',
      paper: 'cream',
      cover: { layout: 'split', font: 'oswald', palette: 'theme', image: { source: 'art', art: 'waves' } },
    } as const
    const payload = exportPayload({ ...plannerDoc, subtitle: '  Better Photos, Fast ', publishing })
    expect(payload).toMatchObject({ subtitle: 'Better Photos, Fast', authorBio: 'Ana teaches photography.', paper: 'cream' })
    expect(exportDocumentSchema.parse(payload)).toEqual(payload)
    expect(exportPayload({ ...plannerDoc, subtitle: ' ' })).not.toHaveProperty('subtitle')
  })

  it("names the saved project, for the EPUB's identifier, when the editor gives its id", async () => {
    const { exportDocumentSchema } = await import('@core/export-schemas.ts')
    const doc = plannerDoc
    const payload = exportPayload(doc, PROJECT_ID)
    expect(payload.projectId).toBe(PROJECT_ID)
    expect(exportDocumentSchema.parse(payload)).toEqual(payload)
    expect(exportPayload(doc)).not.toHaveProperty('projectId')
  })
})

describe('requestExport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends the project's id with every format: its uploaded images are read from it (decision 63)", async () => {
    const bodies = new Map<string, Record<string, unknown>>()
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      bodies.set(url, JSON.parse(String(init?.body)) as Record<string, unknown>)
      return new Response('x', { status: 200 })
    })
    const doc = plannerDoc
    for (const format of ['pdf', 'docx', 'epub', 'markdown', 'cover'] as const) await requestExport(format, doc, PROJECT_ID)
    for (const path of ['/api/export/pdf', '/api/export/docx', '/api/export/epub', '/api/export/markdown', '/api/export/cover']) {
      expect(bodies.get(path)?.projectId).toBe(PROJECT_ID)
    }
    await requestExport('pdf', doc)
    expect(Object.keys(bodies.get('/api/export/pdf') ?? {}).sort()).toEqual(['chapters', 'description', 'productType', 'title'])
  })

  it('saves the Markdown export as the .zip the server names, and as a .zip when a ZIP comes without a name (decision 101)', async () => {
    const zip = (disposition?: string) =>
      vi.stubGlobal('fetch', async () => {
        const headers: Record<string, string> = { 'Content-Type': 'application/zip' }
        if (disposition) headers['Content-Disposition'] = disposition
        return new Response('PK', { status: 200, headers })
      })
    zip('attachment; filename="meal-prep.zip"')
    expect((await requestExport('markdown', plannerDoc)).fileName).toBe('meal-prep.zip')
    zip()
    expect((await requestExport('markdown', plannerDoc)).fileName).toBe('document.zip')
    vi.stubGlobal('fetch', async () => new Response('# Plan', { status: 200, headers: { 'Content-Type': 'text/markdown' } }))
    expect((await requestExport('markdown', plannerDoc)).fileName).toBe('document.md')
  })
})
