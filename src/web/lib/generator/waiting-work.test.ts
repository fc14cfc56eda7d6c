import { describe, expect, it } from 'vitest'
import type { DraftJob, Outline } from '@core/generation-schemas.ts'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { INITIAL_GENERATOR_FORM, type PersistedGeneratorForm } from './generator-form.ts'
import { waitingWork } from './waiting-work.ts'

const outline: Outline = {
  title: 'Podcasting for Beginners',
  description: 'From idea to first episode.',
  chapters: ['Why podcast', 'Gear', 'Recording', 'Editing', 'Publishing', 'Growing'].map((title) => ({ title })),
}
const form = (patch: Partial<PersistedGeneratorForm>): PersistedGeneratorForm => ({ ...INITIAL_GENERATOR_FORM, ...patch })
const job = (status: DraftJob['status'], done: number): DraftJob => ({
  jobId: '00000000-0000-4000-8000-000000000001',
  status,
  title: outline.title,
  description: outline.description,
  chapters: outline.chapters.map((c, i) => ({ title: c.title, status: i < done ? 'done' : 'pending', content: null, error: null })),
  creditsHeld: 8,
  expiresAt: '2026-11-24T00:00:00.000Z',
})

describe('waitingWork', () => {
  it('is null for an empty generator', () => {
    expect(waitingWork(form({}), null)).toBeNull()
    expect(waitingWork(form({ topic: '   ' }), null)).toBeNull()
  })

  it('names a filled topic and its type', () => {
    expect(waitingWork(form({ topic: 'Podcasting', productType: 'guide' }), null)).toEqual({
      kind: 'topic',
      name: 'Podcasting',
      topic: null,
      productType: 'guide',
      state: 'Topic filled',
      to: '/',
    })
  })

  it('names an outline that waits for its draft by its title, beside the topic, and counts its chapters', () => {
    expect(waitingWork(form({ topic: 'Podcasting', outline }), null)).toEqual({
      kind: 'outline',
      name: outline.title,
      topic: 'Podcasting',
      productType: 'ebook',
      state: 'Outline ready — 6 chapters',
      to: '/',
    })
    const one = { ...outline, chapters: [{ title: 'All of it' }] }
    expect(waitingWork(form({ outline: one }), null)?.state).toBe('Outline ready — 1 chapter')
    expect(waitingWork(form({ outline: one }), null)?.name).toBe(outline.title)
  })

  it('has nothing waiting once that outline became a saved draft, and waits again for a new outline', () => {
    const draft = { title: outline.title, description: '', chapters: outline.chapters.map((c) => ({ title: c.title, content: 'x' })) }
    const projectId = '00000000-0000-4000-8000-000000000002'
    expect(waitingWork(form({ topic: 'Podcasting', outline, draft, projectId }), null)).toBeNull()
    const next = { ...outline, chapters: [{ title: 'Another plan' }] }
    expect(waitingWork(form({ topic: 'Podcasting', outline: next, draft, projectId }), null)?.state).toBe('Outline ready — 1 chapter')
  })

  it('puts a draft being written first, counting its written chapters', () => {
    expect(waitingWork(form({ topic: 'Podcasting', outline }), job('running', 2))).toEqual({
      kind: 'draft',
      name: outline.title,
      topic: null,
      productType: 'ebook',
      state: 'Draft in progress — 2 of 6 chapters written',
      to: '/',
    })
    expect(waitingWork(form({}), job('running', 0))?.productType).toBeNull()
    expect(waitingWork(form({}), job('finished', 6))).toBeNull()
  })

  it('names the new topic when it changed after the outline, drafted or not (decision 0059)', () => {
    const madeFor = { topic: 'Podcasting', productType: 'ebook', tone: 'professional', targetAudience: '' } as const
    const changed = { topic: 'Social media', outline, outlineInput: madeFor }
    const expected = {
      kind: 'outline',
      name: 'Social media',
      topic: null,
      productType: 'ebook',
      state: 'Topic changed — outline for an earlier topic',
      to: '/',
    }
    expect(waitingWork(form(changed), null)).toEqual(expected)
    const drafted = {
      projectId: '00000000-0000-4000-8000-000000000002',
      draft: { ...outline, chapters: outline.chapters.map((c) => ({ ...c, content: 'x' })) },
    }
    expect(waitingWork(form({ ...changed, ...drafted } as Partial<PersistedGeneratorForm>), null)).toEqual({ ...expected, kind: 'topic' })
    expect(
      waitingWork(form({ topic: 'Podcasting', outline, outlineInput: madeFor, ...drafted } as Partial<PersistedGeneratorForm>), null),
    ).toBeNull()
  })

  const saved = (patch: Partial<SavedOutlineSummary> = {}): SavedOutlineSummary => ({
    id: '00000000-0000-4000-8000-0000000000aa',
    title: 'Composting at Home',
    productType: 'guide',
    chapterCount: 5,
    status: 'not_drafted',
    projectId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...patch,
  })

  it("opens the server's newest undrafted outline by its id when the browser holds no outline (issue 30)", () => {
    expect(waitingWork(form({ topic: 'Something typed' }), null, [saved(), saved({ id: '00000000-0000-4000-8000-0000000000bb' })])).toEqual(
      {
        kind: 'outline',
        name: 'Composting at Home',
        topic: null,
        productType: 'guide',
        state: 'Outline ready — 5 chapters',
        to: '/?outline=00000000-0000-4000-8000-0000000000aa',
      },
    )
  })

  it("puts the browser's outline and a running draft before the server's outlines, and skips drafted ones", () => {
    expect(waitingWork(form({ outline }), null, [saved()])?.to).toBe('/')
    expect(waitingWork(form({}), job('running', 1), [saved()])?.kind).toBe('draft')
    expect(waitingWork(form({}), null, [saved({ status: 'drafted' })])).toBeNull()
  })
})
